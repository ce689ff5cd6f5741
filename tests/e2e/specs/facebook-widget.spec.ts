import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenOrganization } from '../support/devices';
import { pairByApi, screenSlide } from '../support/player';
import {
  canvasElementsOf,
  createPlaylistByApi,
  expectSaved,
  openEditor,
  sideTab,
} from '../support/playlists';

const screens = path.join(import.meta.dirname, '../test-results/screens');

test.use({ viewport: { width: 1440, height: 900 } });

/** The Facebook card of the organization's add-ons page. */
const facebookCard = (page: Page) => page.getByTestId('facebook-connection');

test('an owner connects Facebook, chooses a page, and its posts play on a screen', async ({
  page,
  browser,
  baseURL,
}) => {
  // an organization whose licence has the Facebook and Instagram add-ons, its owner logged in
  const organization = await screenOrganization(page.request);

  await test.step('Facebook Login from the add-ons page, then the page and its Instagram account chosen', async () => {
    await page.goto(`/organizations/${organization.id}/addons`);
    const card = facebookCard(page);
    await expect(card.getByTestId('facebook-state')).toHaveText('Disconnected');
    await card.getByRole('button', { name: 'Connect Facebook' }).click();
    // Facebook's own page asks the user to let Placard in
    await expect(
      page.getByRole('heading', { name: 'Placard is requesting access to your pages' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Continue as Alex' }).click();

    await expect(page).toHaveURL(new RegExp(`/organizations/${organization.id}/addons\\?facebook=choose$`));
    await expect(card.getByTestId('facebook-state')).toHaveText('Choose a page');
    await card.getByRole('radio', { name: /Harbour Café/ }).check();
    await expect(
      card.getByRole('checkbox', { name: 'Also use its Instagram account @harbourcafe' }),
    ).toBeChecked();
    await card.screenshot({ path: path.join(screens, 'facebook-choose-page.png') });
    await card.getByRole('button', { name: 'Use this page' }).click();
    await expect(card.getByTestId('facebook-state')).toHaveText('Connected');
    await expect(card.getByTestId('facebook-page-name')).toHaveText('Harbour Café');
    await expect(card.getByTestId('facebook-instagram-name')).toHaveText('@harbourcafe');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(screens, 'facebook-connection.png') });
  });

  const playlistId = await createPlaylistByApi(page.request, 'Café window');
  await test.step('a Facebook widget added from the Widgets tab shows the page and its posts', async () => {
    await openEditor(page, playlistId);
    await sideTab(page, 'library');
    const library = page.getByTestId('library-panel');
    await library.getByRole('tab', { name: 'Widgets', exact: true }).click();
    await library.getByRole('button', { name: 'Add widget: Facebook' }).click();
    const widgets = canvasElementsOf(page, 'facebook');
    await expect(widgets).toHaveCount(1);
    await expect(widgets.first().locator('[data-testid="social-post"][data-turn="current"]')).toContainText(
      'Fresh cinnamon buns every morning from 7.',
    );
    await sideTab(page, 'properties');
    const properties = page.getByTestId('properties-panel');
    await expect(properties.getByTestId('social-connection')).toHaveText(
      'Shows Harbour Café, the connected page.',
    );
    await expect(properties.getByTestId('widget-status')).toHaveAttribute('data-state', 'synced');
    await properties.getByRole('spinbutton', { name: 'Top posts' }).fill('2');
    await properties.getByRole('spinbutton', { name: 'Top posts' }).press('Enter');
    await expectSaved(page);
    await page.screenshot({ path: path.join(screens, 'facebook-widget-editor.png') });

    // and the page's Instagram account, in a widget of its own
    await sideTab(page, 'library');
    await library.getByRole('tab', { name: 'Widgets', exact: true }).click();
    await library.getByRole('button', { name: 'Add widget: Instagram' }).click();
    const instagram = canvasElementsOf(page, 'instagram');
    await expect(instagram.first().locator('[data-testid="social-post"][data-turn="current"]')).toContainText(
      'Our new roast ☕',
    );
    await expect(instagram.first()).toContainText('@harbourcafe');
    await expectSaved(page);
    await instagram.first().screenshot({ path: path.join(screens, 'instagram-widget-editor.png') });
  });

  await test.step('published, a paired screen plays the posts, their pictures from its own copy', async () => {
    const published = await page.request.post('/api/playlist/publish', { data: { playlistId } });
    expect(published.status(), await published.text()).toBe(200);
    const tvContext = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
    const tv = await tvContext.newPage();
    await tv.goto('/player/');
    const deviceKey = await pairByApi(tv, page.request, organization.id, 'Café window');
    const assigned = await page.request.post('/api/playlist/assignToDevice', {
      data: { deviceKey, playlistId },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
    const post = screenSlide(tv).locator(
      '[data-widget="facebook"] [data-testid="social-post"][data-turn="current"]',
    );
    await expect(post).toContainText('Fresh cinnamon buns every morning from 7.', { timeout: 15_000 });
    await expect(post).toContainText('Harbour Café');
    const picture = post.locator('img');
    await expect(picture).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    // two posts, as the widget asks: the next one comes after its seconds
    await expect(screenSlide(tv).locator('[data-widget="facebook"] [data-testid="social-post"]')).toHaveCount(
      2,
    );
    await tv.screenshot({ path: path.join(screens, 'facebook-widget-player.png') });
    await tvContext.close();
  });

  await test.step('in French, the card says the connection is connected, and to whom it belongs', async () => {
    const chosen = await page.request.post('/api/users/update/locale', { data: { locale: 'fr' } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await page.goto(`/organizations/${organization.id}/addons`);
    const card = facebookCard(page);
    await expect(card.getByTestId('facebook-state')).toHaveText('Connecté');
    await expect(card.getByRole('button', { name: 'Déconnecter' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: path.join(screens, 'facebook-connection-fr.png') });
  });

  await test.step('disconnected, the editor says so and who can reconnect it; the widget keeps its posts', async () => {
    const card = facebookCard(page);
    await card.getByRole('button', { name: 'Déconnecter' }).click();
    await expect(card.getByTestId('facebook-state')).toHaveText('Déconnecté');
    await openEditor(page, playlistId);
    const widget = canvasElementsOf(page, 'facebook').first();
    // the Instagram widget was added over its lower right part
    await widget.click({ position: { x: 12, y: 12 } });
    await sideTab(page, 'properties');
    const notice = page.getByTestId('properties-panel').getByTestId('social-connection');
    await expect(notice).toHaveAttribute('data-state', 'disconnected');
    await expect(notice).toContainText('Un propriétaire ou un administrateur le connecte');
    await expect(widget.locator('[data-testid="social-post"][data-turn="current"]')).toContainText(
      'Fresh cinnamon buns',
    );
    await page.screenshot({ path: path.join(screens, 'facebook-widget-disconnected-fr.png') });
  });
});
