import { createHash } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { apiLoginAs } from '../support/organizations';
import { NEWS_STORIES, outsideWorld, PUBLIC_SHEET } from '../support/outside-world/world';
import { pairByApi, placed, screenSlide } from '../support/player';
import { createPlaylistByApi } from '../support/playlists';

const screens = path.join(import.meta.dirname, '../test-results/screens');

async function post(request: APIRequestContext, url: string, data: object): Promise<void> {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBe(200);
}

/** A feed path of this test's own: the outside world is shared by the run. */
const ownFeedPath = () =>
  `/rss/lobby-${createHash('sha256').update(test.info().testId).digest('hex').slice(0, 8)}-${Date.now()}.xml`;

/** Open-Meteo's fake reads 25 − 0.4 × |latitude| degrees now: 5 °C at 50° north. */
const HARBOUR = { name: 'Northwind Harbour', latitude: 50, longitude: 8.7, timezone: 'Europe/Berlin' };
const SITE = '/sites/framable.html';

/** A lobby slide: the weather and the canteen's menu on the left, the news and the town's page on the right. */
function lobbySlide(feedUrl: string) {
  return {
    duration: 20,
    background: { type: 'color', color: '#0F1B2D' },
    elements: [
      {
        ...placed('weather', { x: 60, y: 60, width: 760, height: 430 }),
        eltype: 'weather',
        contents: { location: HARBOUR, unit: 'celsius', forecast: 'daily' },
      },
      {
        ...placed('menu', { x: 60, y: 530, width: 760, height: 490 }),
        eltype: 'cell',
        contents: {
          url: outsideWorld.sheetUrl(PUBLIC_SHEET.id),
          range: 'A1:B3',
          refreshMinutes: 5,
          format: { color: '#FFFFFF' },
          align: 'left',
          verticalAlign: 'middle',
          background: '#1B2A44',
        },
      },
      {
        ...placed('news', { x: 860, y: 60, width: 1000, height: 620 }),
        eltype: 'news',
        contents: { url: feedUrl, maxStories: 3, secondsPerStory: 30 },
      },
      {
        ...placed('site', { x: 860, y: 720, width: 1000, height: 300 }),
        eltype: 'web',
        contents: { url: outsideWorld.url(SITE), refreshSeconds: null, zoom: 1 },
      },
    ],
  };
}

/** What the screen's widgets show: the weather, the first story (and its picture) and the sheet's cells. */
async function expectWidgetData(slide: Locator): Promise<void> {
  const weather = slide.locator('[data-elid="weather"]');
  await expect(weather).toContainText(HARBOUR.name);
  await expect(weather.getByTestId('weather-now')).toHaveText('5°C');
  const story = slide.locator('[data-elid="news"] [data-testid="news-story"][data-turn="current"]');
  await expect(story).toContainText(NEWS_STORIES[0]?.title ?? '');
  const picture = story.locator('img');
  // kept by Placard as a file of its own, and drawn from the screen's copy of it: never asked of the news site
  await expect(picture).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
      message: "the story's picture is drawn",
    })
    .toBe(true);
  const cells = slide.locator('[data-elid="menu"] [data-testid="cell-table"]');
  for (const row of PUBLIC_SHEET.spreadsheet.tabs[0]?.cells ?? []) {
    for (const text of row) await expect(cells).toContainText(text);
  }
}

test('widgets published on a playlist live on a paired screen, and keep their data when it goes offline', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  // a new organization's trial licence has the weather and news add-ons
  const organizationId = await apiLoginAs(admin, await registerAccount(admin));
  const feedPath = ownFeedPath();
  await outsideWorld.setFeed(feedPath, NEWS_STORIES);

  const playlistId = await createPlaylistByApi(admin, 'Lobby widgets');
  await post(admin, '/api/playlist/slide/create', { playlistId });
  await post(admin, '/api/playlist/updateSlide', {
    playlistId,
    slideNumber: 0,
    slideData: lobbySlide(outsideWorld.url(feedPath)),
  });

  const tvContext = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  const tv = await tvContext.newPage();
  await tv.goto('/player/');
  const deviceKey = await pairByApi(tv, admin, organizationId, 'Lobby screen');
  await expect(tv.getByTestId('idle-screen')).toBeVisible({ timeout: 15_000 });
  const outsideRequests: string[] = [];
  tv.on('request', (request) => {
    if (request.url().startsWith(outsideWorld.url('/')) && !request.url().includes('/sites/')) {
      outsideRequests.push(request.url());
    }
  });

  await test.step('published and played now, the screen shows the weather, the news and the sheet without a reload', async () => {
    await post(admin, '/api/playlist/publish', { playlistId });
    await post(admin, '/api/playlist/assignToDevice', { deviceKey, playlistId });
    await expect(screenSlide(tv)).toBeVisible({ timeout: 10_000 });
    await expectWidgetData(screenSlide(tv));
    await expect(screenSlide(tv).locator('[data-elid="site"] iframe')).toHaveAttribute(
      'src',
      outsideWorld.url(SITE),
    );
    // fresh data: no "updated {time}" corner
    await expect(screenSlide(tv).getByTestId('widget-updated')).toHaveCount(0);
    expect(outsideRequests).toEqual([]);
    await tv.screenshot({ path: path.join(screens, 'player-widgets.png') });
  });

  await test.step('offline and opened again, the screen shows the same data from its cache, and the page a calm placeholder', async () => {
    // the page is kept by the player's service worker once it controls the page
    await tv.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await tvContext.setOffline(true);
    await tv.reload();
    await expectWidgetData(screenSlide(tv));
    const site = screenSlide(tv).locator('[data-elid="site"]');
    await expect(site).toContainText('127.0.0.1');
    await expect(site.locator('iframe')).toHaveCount(0);
    await tv.screenshot({ path: path.join(screens, 'player-widgets-offline.png') });
    await tvContext.setOffline(false);
    await expect(site.locator('iframe')).toHaveAttribute('src', outsideWorld.url(SITE));
  });

  await tvContext.close();
  await admin.dispose();
});
