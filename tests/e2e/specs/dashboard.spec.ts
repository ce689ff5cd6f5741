import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, newAccount, registeredOwnerOnDashboard, uniqueEmail } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import {
  addScreenByApi,
  heartbeat,
  playOnScreen,
  publishPlaylistByApi,
  screenOrganization,
  sendThumbnail,
} from '../support/devices';
import { beachPng, expectImageLoaded, uploadByApi } from '../support/media';
import { createPlaylistByApi } from '../support/playlists';

// pictures for looking at the page, not a pixel comparison (test-results is not kept)
const screens = path.resolve(import.meta.dirname, '../test-results/screens');

test.use({ viewport: { width: 1440, height: 900 } });

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

/** Opens the dashboard and waits until the organization's state is shown. */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/home');
  // a fresh page loads the app first, which takes a while on a busy machine
  await expect(page.getByTestId('dashboard-state')).toHaveAttribute('data-loaded', 'true', {
    timeout: 30_000,
  });
}

test('the dashboard shows the screens online, what they play, unpublished changes and new uploads', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const organization = await screenOrganization(
    request,
    { devices: 5, interactive: 1 },
    newAccount({ orgName: 'Northwind Signs', ownerName: 'Alex Morgan', email: uniqueEmail('alex') }),
  );
  const welcome = await createPlaylistByApi(request, 'Welcome', { section: 'shared' });
  const spring = await createPlaylistByApi(request, 'Spring menu', { section: 'shared' });
  await publishPlaylistByApi(request, welcome);
  await publishPlaylistByApi(request, spring);
  const lobby = await addScreenByApi(request, organization.id, { name: 'Lobby' });
  const entrance = await addScreenByApi(request, organization.id, { name: 'Entrance' });
  const cellar = await addScreenByApi(request, organization.id, { name: 'Cellar' });
  await playOnScreen(request, lobby, welcome);
  await playOnScreen(request, entrance, spring);
  await heartbeat(request, lobby, { state: 'playing', playlistId: welcome });
  await sendThumbnail(request, lobby, { title: 'Welcome', from: '#0f4c81', to: '#2e96f4' });
  await heartbeat(request, entrance, { state: 'playing', playlistId: spring });
  await sendThumbnail(request, entrance, { title: 'Spring menu', from: '#c91e4e', to: '#f59e0b' });
  // the cellar's screen was added but never came online

  // published, then edited: the screens still show the published version
  const slide = await request.post('/api/playlist/slide/create', { data: { playlistId: spring } });
  expect(slide.status(), await slide.text()).toBe(200);
  await uploadByApi(request, await beachPng('harbour.png', 480, 320), 'shared');
  // an emergency alert prepared for when it is needed
  const alert = await request.post('/api/alert/create', {
    data: {
      name: 'Evacuate',
      description: 'A fire alarm has gone off.',
      instructions: 'Leave by the nearest exit.',
      type: 'fire',
      continuous: true,
      duration: null,
      backgroundColor: '#991B1B',
      textColor: '#FFFFFF',
      targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
    },
  });
  expect(alert.status(), await alert.text()).toBe(200);

  await apiLogin(page, organization);
  await openDashboard(page);

  const screensOnline = page.getByTestId('dashboard-screens');
  await expect(screensOnline.getByTestId('dashboard-screens-value')).toHaveText('2 of 3');
  await expect(screensOnline.getByTestId('dashboard-offline-screen')).toHaveText(['Cellar']);
  await expect(screensOnline.getByRole('link', { name: 'Cellar' })).toHaveAttribute(
    'href',
    `/devices/${cellar.deviceKey}/${organization.id}`,
  );

  const nowPlaying = page.getByTestId('dashboard-now-playing');
  const tiles = nowPlaying.getByTestId('dashboard-screen');
  await expect(tiles.getByTestId('dashboard-screen-name')).toHaveText(['Entrance', 'Lobby', 'Cellar']);
  await expect(tiles.getByTestId('dashboard-screen-activity')).toHaveText([
    'Spring menu',
    'Welcome',
    'Never connected',
  ]);
  await expectImageLoaded(nowPlaying.getByRole('img', { name: 'What Lobby shows' }));

  const unpublished = page.getByTestId('dashboard-unpublished');
  await expect(unpublished.getByTestId('dashboard-playlist-name')).toHaveText(['Spring menu']);
  await expect(unpublished.getByTestId('playlist-status')).toHaveText('Changes not published');
  await expect(page.getByTestId('dashboard-unpublished-count-value')).toHaveText('1');

  const uploads = page.getByTestId('dashboard-uploads');
  await expect(uploads.getByTestId('dashboard-upload-name')).toHaveText(['harbour.png']);
  await expectImageLoaded(uploads.getByTestId('media-thumbnail'));

  await expect(page.getByTestId('dashboard-license-value')).toHaveText(/^\d+ days left$/);
  await expect(page.getByTestId('dashboard-usage-screens-text')).toHaveText('3 of 5');
  await expect(page.getByTestId('dashboard-usage-storage-text')).toHaveText(/ · no limit$/);

  // a screen, media, a published playlist on a schedule, an alert: every guide is done and folded away
  const guides = page.getByTestId('dashboard-guides');
  await expect(guides).toHaveAttribute('data-shown', 'false');
  await expect(guides.getByTestId('dashboard-guides-progress')).toHaveText('4 of 4 done');

  await expectNoSeriousViolations(page, '/home (an organization at work)');
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: path.join(screens, 'dashboard-en.png'),
    fullPage: true,
    animations: 'disabled',
  });

  // the guides open on demand, and stay open for this user
  await guides.getByRole('button', { name: 'Show guides' }).click();
  await expect(guides).toHaveAttribute('data-shown', 'true');
  await expect(page.getByTestId('guide-add-device')).toHaveAttribute('data-done', 'true');
  await expectNoSeriousViolations(page, '/home (guides shown)');
  await guides.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screens, 'dashboard-guides-en.png'), animations: 'disabled' });
  await page.reload();
  await expect(page.getByTestId('dashboard-guides')).toHaveAttribute('data-shown', 'true');
  await page.getByTestId('dashboard-guides').getByRole('button', { name: 'Hide guides' }).click();

  // each part leads on: the offline screen's page, the playlist's editor
  await screensOnline.getByRole('link', { name: 'Cellar' }).click();
  await expect(page).toHaveURL(`/devices/${cellar.deviceKey}/${organization.id}`);
  await page.goBack();
  await unpublished.getByRole('link', { name: 'Spring menu' }).click();
  await expect(page).toHaveURL(`/playlists/${spring}`);

  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  await expect(page.getByTestId('dashboard-screens-value')).toHaveText('2 of 3');
  await expectNoSeriousViolations(page, '/home (phone)');
  await page.screenshot({
    path: path.join(screens, 'dashboard-phone-en.png'),
    fullPage: true,
    animations: 'disabled',
  });

  const swedish = await page.request.post('/api/users/update/locale', { data: { locale: 'sv' } });
  expect(swedish.status(), await swedish.text()).toBe(200);
  await page.evaluate(() => localStorage.setItem('locale', 'sv'));
  await openDashboard(page);
  await expect(page.getByTestId('dashboard-screens-value')).toHaveText('2 av 3');
  await expect(page.getByRole('heading', { name: 'Visas nu' })).toBeVisible();
  await page.screenshot({
    path: path.join(screens, 'dashboard-phone-sv.png'),
    fullPage: true,
    animations: 'disabled',
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: path.join(screens, 'dashboard-sv.png'),
    fullPage: true,
    animations: 'disabled',
  });

  // the banner and the bars take the organization's own colour
  const themed = await page.request.post(`/api/organizations/${organization.id}/updateThemeColors`, {
    data: { navBarColor: '#0F4C81' },
  });
  expect(themed.status(), await themed.text()).toBe(200);
  await openDashboard(page);
  await expect(page.getByTestId('dashboard-banner')).toHaveCSS('background-image', /rgb\(15, 76, 129\)/);
});

test('a new organization’s dashboard says how to begin, with its guides open', async ({ page, request }) => {
  await registeredOwnerOnDashboard(page, request);
  await expect(page.getByTestId('dashboard-state')).toHaveAttribute('data-loaded', 'true');

  await expect(page.getByTestId('dashboard-screens-value')).toHaveText('0');
  await expect(page.getByTestId('dashboard-now-playing-empty')).toContainText('No screens yet');
  await expect(page.getByTestId('dashboard-unpublished-none')).toContainText('No playlists yet');
  await expect(page.getByTestId('dashboard-unpublished-count')).toContainText('No playlists yet.');
  await expect(page.getByTestId('dashboard-uploads-empty')).toContainText('No uploads yet');
  // a trial: days left, two screens, three users
  await expect(page.getByTestId('dashboard-license-value')).toHaveText(/^\d+ days left$/);
  await expect(page.getByTestId('dashboard-usage-screens-text')).toHaveText('0 of 2');
  await expect(page.getByTestId('dashboard-usage-users-text')).toHaveText('1 of 3');

  const guides = page.getByTestId('dashboard-guides');
  await expect(guides).toHaveAttribute('data-shown', 'true');
  await expect(guides.getByTestId('dashboard-guides-progress')).toHaveText('0 of 4 done');
  await expect(page.getByTestId('guide-howto')).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId('guide-alerts')).toHaveAttribute('data-done', 'false');
  await expect(
    page.getByTestId('guide-alerts').getByRole('link', { name: 'Create an alert' }),
  ).toHaveAttribute('href', '/alerts/create');
  await expectNoSeriousViolations(page, '/home (a new organization)');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: path.join(screens, 'dashboard-new-en.png'), animations: 'disabled' });

  await page.getByTestId('dashboard-now-playing-empty').getByRole('link', { name: 'Add a screen' }).click();
  await expect(page).toHaveURL('/devicemanagement/devices');
});
