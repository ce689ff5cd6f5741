import path from 'node:path';
import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, registerAccount } from '../support/accounts';
import { beachPng } from '../support/media';
import {
  canvasElementsOf,
  createPlaylistByApi,
  expectSaved,
  openEditor,
  typeIntoText,
  uploadToMyMedia,
} from '../support/playlists';
import {
  expectPicturesFromCache,
  mediaNamed,
  openScreen,
  pairingCode,
  pictureSlide,
  placardServer,
  readMailOf,
  screenSlide,
  slidesShownDuring,
  welcomeSlide,
  type PlacardServer,
} from '../support/player';

const screens = path.resolve(import.meta.dirname, '../test-results/screens');

// This test stops and starts its own server; the shared one stays up for the others.
let server: PlacardServer;
let restoreMail: () => void = () => undefined;

test.beforeAll(async () => {
  server = await placardServer();
  await server.start();
  restoreMail = readMailOf(server);
});

test.afterAll(async () => {
  restoreMail();
  await server.stop();
});

type PlaylistInfo = { slides: { id: number; data: { elements: { eltype: string; contents: object }[] } }[] };

async function playlistInfo(request: APIRequestContext, playlistId: number): Promise<PlaylistInfo> {
  const response = await request.post('/api/playlist/info', { data: { playlistId } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PlaylistInfo;
}

async function updateSlide(
  request: APIRequestContext,
  playlistId: number,
  slideNumber: number,
  slideData: object,
) {
  const response = await request.post('/api/playlist/updateSlide', {
    data: { playlistId, slideNumber, slideData },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Shows a slide of the editor by its place in the list (1-based). */
async function showSlide(page: Page, number: number): Promise<void> {
  const button = page.getByTestId('slide-list').getByRole('button', { name: `Slide ${number}`, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-current', 'true');
}

test('a screen pairs, plays a published playlist from its cache, follows changes, plays on without the server and pairs again once removed', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const api = await apiRequest.newContext({ baseURL: server.baseURL });
  const owner = await registerAccount(api);
  const admin = await browser.newContext({
    baseURL: server.baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  const page = await admin.newPage();
  await apiLogin(page, owner);
  const { context: screenContext, page: tv } = await openScreen(browser, server.baseURL);

  let code = '';
  await test.step('an unpaired screen shows a 4-digit code and where to enter it', async () => {
    code = await pairingCode(tv);
    await expect(tv.getByTestId('pairing-screen')).toContainText('Add this screen to Placard');
    await expect(tv.getByText('Go to Devices → Add device in Placard and enter this code')).toBeVisible();
    const noScrollbars = await tv.evaluate(
      () =>
        document.documentElement.scrollWidth <= innerWidth &&
        document.documentElement.scrollHeight <= innerHeight,
    );
    expect(noScrollbars).toBe(true);
    await tv.screenshot({ path: path.join(screens, 'player-pairing.png') });
  });

  let devicePath = '';
  await test.step('the owner adds the screen with its code', async () => {
    await page.goto(`/devicemanagement/devices/add/${code}`);
    await expect(page.getByTestId('add-device-code')).toHaveValue(code, { timeout: 30_000 });
    await page.getByTestId('add-device-name').fill('Lobby screen');
    await page.getByTestId('add-device-submit').click();
    await expect(page.getByTestId('device-page')).toBeVisible();
    devicePath = new URL(page.url()).pathname;
  });

  await test.step('paired, with nothing scheduled, the screen shows its name, calmly', async () => {
    await expect(tv.getByTestId('idle-screen')).toBeVisible({ timeout: 15_000 });
    await expect(tv.getByTestId('screen-name')).toHaveText('Lobby screen');
    await tv.screenshot({ path: path.join(screens, 'player-idle.png') });
  });

  const playlistId =
    await test.step('two slides of two seconds: a welcome, and lunch over a picture', async () => {
      await uploadToMyMedia(page.request, [await beachPng('beach.png', 1280, 720)]);
      const picture = await mediaNamed(page.request, 'beach.png');
      const id = await createPlaylistByApi(page.request, 'Lobby welcome');
      const added = await page.request.post('/api/playlist/slide/create', { data: { playlistId: id } });
      expect(added.status(), await added.text()).toBe(200);
      await updateSlide(
        page.request,
        id,
        0,
        welcomeSlide('Welcome to Northwind', 'Open every day from 9 to 17'),
      );
      await updateSlide(page.request, id, 1, pictureSlide(picture, 'Lunch today: tomato soup'));
      const durations = await page.request.post('/api/playlist/update/slides/all/duration', {
        data: { playlistId: id, duration: 2 },
      });
      expect(durations.status(), await durations.text()).toBe(200);
      return id;
    });

  await test.step('published in the editor and played now on the screen', async () => {
    await openEditor(page, playlistId);
    await page.getByTestId('publish').click();
    await expect(page.getByTestId('publish-dialog')).toBeVisible();
    await page.getByTestId('publish-play-now').click();
    await page.getByTestId('assign-screen').filter({ hasText: 'Lobby screen' }).click();
    await page.getByTestId('assign-submit').click();
    await expect(page.getByTestId('assign-done')).toBeVisible();
  });

  const [first, second] = (await playlistInfo(page.request, playlistId)).slides;
  await test.step('the screen plays the slides in turn, its picture read from its own cache', async () => {
    await expect(screenSlide(tv)).toContainText('Welcome to Northwind', { timeout: 20_000 });
    await expect(screenSlide(tv)).toContainText('Lunch today: tomato soup');
    await expectPicturesFromCache(tv);
    await expect(tv.getByTestId('stage')).toHaveCSS('cursor', 'none');
    // the picture slide, once its fade is over
    await expect(screenSlide(tv)).toHaveAttribute('data-slide-id', String(first?.id));
    await expect(screenSlide(tv)).toHaveAttribute('data-slide-id', String(second?.id));
    await tv.waitForTimeout(700);
    await tv.screenshot({ path: path.join(screens, 'player-playing.png') });
  });

  await test.step('an edited and republished text shows on the screen within 3 seconds, without a reload', async () => {
    await showSlide(page, 1);
    await typeIntoText(page, canvasElementsOf(page, 'text').first(), 'Welcome to Northwind Café');
    await expectSaved(page);
    // a public screen updates silently: no sign shows while the new content downloads
    await tv.evaluate(() => {
      const seen = document.createElement('meta');
      seen.id = 'status-seen';
      document.head.append(seen);
      new MutationObserver(() => {
        if (document.querySelector('[role="status"]')) seen.dataset.seen = 'yes';
      }).observe(document.body, { subtree: true, childList: true });
    });
    await page.getByTestId('publish').click();
    await expect(page.getByTestId('publish-dialog')).toBeVisible();
    await expect(screenSlide(tv)).toContainText('Welcome to Northwind Café', { timeout: 3_000 });
    await expect(tv.locator('#status-seen')).not.toHaveAttribute('data-seen', 'yes');
    await page.getByRole('button', { name: 'Keep editing' }).click();
  });

  await test.step('with the server gone, the screen keeps cycling its slides, even after a reload', async () => {
    await server.stop();
    const shown = await slidesShownDuring(tv, 9_000);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    expect(new Set(shown)).toEqual(new Set([first?.id, second?.id]));

    await tv.reload();
    await expect(screenSlide(tv)).toContainText('Lunch today: tomato soup', { timeout: 20_000 });
    await expectPicturesFromCache(tv);
    await expect(screenSlide(tv)).toContainText('Welcome to Northwind Café');
  });

  await test.step('once the server is back, the screen reconnects and receives the next publication', async () => {
    await server.start();
    const slide = second;
    if (!slide) throw new Error('the playlist has two slides');
    const data = {
      ...slide.data,
      elements: slide.data.elements.map((element) =>
        element.eltype === 'text'
          ? { ...element, contents: { ...element.contents, delta: [{ insert: 'Back online: apple pie\n' }] } }
          : element,
      ),
    };
    const updated = await page.request.post('/api/playlist/updateSlide', {
      data: { playlistId, slideNumber: 1, slideData: data },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    const published = await page.request.post('/api/playlist/publish', { data: { playlistId } });
    expect(published.status(), await published.text()).toBe(200);
    await expect(screenSlide(tv)).toContainText('Back online: apple pie', { timeout: 60_000 });
  });

  await test.step('removed from the organization, the screen forgets it and shows a pairing code again', async () => {
    await page.goto(devicePath);
    await page.getByTestId('device-remove').click();
    await page.getByTestId('remove-devices-confirm').click();
    await expect(tv.getByTestId('pairing-screen')).toBeVisible({ timeout: 15_000 });
    await pairingCode(tv);
    expect(await tv.evaluate(() => localStorage.getItem('placard.player.credentials'))).toBeNull();
  });

  await screenContext.close();
  await admin.close();
  await api.dispose();
});
