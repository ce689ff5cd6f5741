import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, newAccount, uniqueEmail } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import {
  addScreenByApi,
  chooseOption,
  DEVICE_LIMIT,
  deviceCard,
  heartbeat,
  INTERACTIVE_LIMIT,
  openDeviceList,
  otherCode,
  PAIRING_FAILED,
  playOnScreen,
  publishPlaylistByApi,
  screenOrganization,
  sendThumbnail,
  startPairing,
} from '../support/devices';
import { createPlaylistByApi, registerTeam } from '../support/playlists';

const screens = path.resolve(import.meta.dirname, '../test-results/screens');

async function expectNoSeriousViolations(page: Page, what: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${what}:\n${describeViolations(violations)}`).toEqual([]);
}

/** Types a code into Add device and sends it. */
async function enterCode(page: Page, code: string) {
  const dialog = page.getByRole('dialog', { name: 'Add a screen' });
  await dialog.getByLabel('Code shown on the screen').fill(code);
  await dialog.getByTestId('add-device-submit').click();
}

test('an owner adds a screen by its code, names it, sets its type and time zone, and removes it', async ({
  page,
  request,
}) => {
  // a long flow of several steps: its own budget
  test.setTimeout(120_000);
  const organization = await screenOrganization(request);
  await apiLogin(page, organization);

  await test.step('the menu leads to the screens, which explain how to add one', async () => {
    await page.goto('/home');
    await page.getByTestId('menu-item-devices').click();
    await expect(page).toHaveURL(/\/devicemanagement\/devices$/);
    await expect(page.getByTestId('menu-item-devices')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('breadcrumbs')).toHaveText(/Home.*Devices.*Devices/);
    const empty = page.getByTestId('devices-empty');
    await expect(empty.getByRole('heading', { name: 'Add your first screen' })).toBeVisible();
    await expect(empty.getByTestId('player-url')).toHaveText(new URL('/player', page.url()).href);
    await expectNoSeriousViolations(page, 'the empty device list');
  });

  await test.step('a code no screen shows is refused', async () => {
    const shown = await startPairing(request);
    await page.getByTestId('devices-empty-add').click();
    await enterCode(page, '12');
    await expect(page.getByText('Enter the 4-digit code shown on the screen.')).toBeVisible();
    await enterCode(page, otherCode(shown.code));
    // said under the code
    await expect(page.getByRole('dialog', { name: 'Add a screen' }).getByText(PAIRING_FAILED)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  const pairing = await startPairing(request);
  let screenName = '';
  await test.step('the code the screen shows adds it, and its page opens', async () => {
    await page.getByTestId('device-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add a screen' });
    // the browser's time zone is the screen's unless changed
    await expect(dialog.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^UTC|\//);
    await enterCode(page, pairing.code);
    await expect(page).toHaveURL(/\/devices\/[\w-]+\/\d+$/);
    screenName = (await page.getByTestId('device-title').textContent()) ?? '';
    expect(screenName).toMatch(/^Screen \d+$/);
    await expect(page.getByTestId('device-status')).toHaveText('Offline');
    await expect(page.getByTestId('breadcrumbs')).toHaveText(/Home.*Devices.*Devices.*Screen/);
  });

  await test.step('the list shows it by its number', async () => {
    await openDeviceList(page);
    const card = deviceCard(page, screenName);
    await expect(card.getByTestId('device-status')).toHaveText('Offline');
    await expect(card.getByTestId('device-last-seen')).toHaveText('Never connected');
    await expect(page.getByTestId('device-stats-screens-value')).toHaveText('1 of 10');
    await expectNoSeriousViolations(page, 'the device list');
    await card.getByTestId('device-name').click();
  });

  await test.step('rename it', async () => {
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByTestId('device-name-input').fill('Reception');
    await page.getByTestId('device-name-save').click();
    await expect(page.getByTestId('device-title')).toHaveText('Reception');
  });

  await test.step('set its type and time zone, which stay after a reload', async () => {
    const details = page.getByTestId('device-details');
    await chooseOption(details, page, 'Device type', 'NIO S15 (landscape)');
    await details.getByRole('combobox', { name: 'Time zone' }).fill('New York');
    await page.getByRole('option', { name: /^America\/New York/ }).click();
    await details.getByTestId('device-description').fill('Above the front desk');
    await details.getByTestId('device-details-save').click();
    await expect(page.getByTestId('device-toast')).toHaveText('The details are saved.');

    await page.reload();
    await expect(details.getByRole('combobox', { name: 'Device type' })).toHaveText('NIO S15 (landscape)');
    await expect(details.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^America\/New York/);
    await expect(details.getByTestId('device-description')).toHaveValue('Above the front desk');
    // the schedule has loaded, and its button has faded in to its colour
    const addEntry = page.getByTestId('schedule-panel').getByTestId('schedule-add');
    await expect(addEntry).toBeEnabled();
    await expect(addEntry).toHaveCSS('background-color', 'rgb(201, 30, 78)');
    await expectNoSeriousViolations(page, 'the device page');
  });

  await test.step('remove it after confirming', async () => {
    await page.getByTestId('device-remove').click();
    const dialog = page.getByRole('dialog', { name: 'Remove the screen?' });
    await expect(dialog).toContainText('Reception leaves your organization');
    await dialog.getByRole('button', { name: 'Remove screen' }).click();
    await expect(page).toHaveURL(/\/devicemanagement\/devices$/);
    await expect(page.getByTestId('devices-empty')).toBeVisible();
    await expect(page.getByTestId('device-stats-screens-value')).toHaveText('0 of 10');
  });
});

test('groups nest, and a screen moves into a subgroup', async ({ page, request }) => {
  // a long flow of several steps: its own budget
  test.setTimeout(120_000);
  const organization = await screenOrganization(request);
  const screen = await addScreenByApi(request, organization.id, { name: 'Window' });
  await apiLogin(page, organization);

  await test.step('create a group and a subgroup in the tree', async () => {
    await page.goto('/devicemanagement/groups');
    await expect(page.getByTestId('groups-empty')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('breadcrumbs')).toHaveText(/Home.*Devices.*Groups/);
    await page.getByTestId('groups-empty-create').click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    await dialog.getByTestId('group-form-submit').click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByTestId('group-name').fill('x'.repeat(101));
    await dialog.getByTestId('group-form-submit').click();
    await expect(dialog.getByText('Please use max 100 characters.')).toBeVisible();
    await dialog.getByTestId('group-name').fill('Stockholm');
    await dialog.getByTestId('group-form-submit').click();
    await expect(page.getByTestId('groups-toast')).toHaveText('Stockholm is created.');

    await page.getByRole('button', { name: 'Actions for Stockholm' }).click();
    await page.getByRole('menuitem', { name: 'New subgroup' }).click();
    const sub = page.getByRole('dialog', { name: 'New group' });
    await expect(sub.getByRole('combobox', { name: 'Inside' })).toHaveText('Stockholm');
    await sub.getByTestId('group-name').fill('Floor 2');
    await sub.getByTestId('group-form-submit').click();
    await expect(page.getByTestId('group-row')).toHaveCount(2);
    await expect(page.getByRole('listitem', { name: 'Stockholm' }).getByTestId('group-counts')).toHaveText(
      '0 screens · 1 subgroup',
    );
  });

  await test.step('move the screen into the subgroup from its page', async () => {
    await page.goto(`/devices/${screen.deviceKey}/${organization.id}`);
    const placement = page.getByTestId('device-placement');
    await chooseOption(placement, page, 'Group', 'Floor 2');
    await expect(page.getByTestId('device-placement-notice')).toHaveText('The screen is now in Floor 2.');
    await placement.getByTestId('device-group-link').click();
  });

  await test.step("the subgroup's page lists it under its path", async () => {
    await expect(page.getByTestId('group-title')).toHaveText('Floor 2');
    await expect(page.getByTestId('group-path')).toHaveText(/Groups.*Stockholm.*Floor 2/);
    await expect(page.getByTestId('group-device')).toHaveCount(1);
    await expect(page.getByRole('listitem', { name: 'Window' })).toBeVisible();
    await openDeviceList(page);
    await expect(deviceCard(page, 'Window').getByTestId('device-group')).toHaveText('Floor 2');
  });

  await test.step('deleting the group above says what happens, and the subgroup moves up', async () => {
    await page.goto('/devicemanagement/groups');
    await page.getByRole('button', { name: 'Actions for Stockholm' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Stockholm?' });
    await expect(dialog).toContainText('Its subgroup moves up to the top level.');
    await dialog.getByRole('button', { name: 'Delete group' }).click();
    await expect(page.getByTestId('group-row')).toHaveCount(1);
    await expect(page.getByTestId('group-name-link')).toHaveText('Floor 2');
  });

  await test.step('deleting a group from its own page leads back to the groups', async () => {
    await page.getByTestId('group-name-link').click();
    await page.getByTestId('group-delete').click();
    const dialog = page.getByRole('dialog', { name: 'Delete Floor 2?' });
    await expect(dialog).toContainText('Its screen leaves the group');
    await dialog.getByRole('button', { name: 'Delete group' }).click();
    await expect(page).toHaveURL(/\/devicemanagement\/groups$/);
    await expect(page.getByTestId('groups-empty')).toBeVisible();
  });
});

test("the licence's limits: interactive screens and screens", async ({ page, request }) => {
  const organization = await screenOrganization(request, { devices: 2, interactive: 1 });
  await addScreenByApi(request, organization.id, { name: 'Kiosk' });
  await addScreenByApi(request, organization.id, { name: 'Menu board' });
  await apiLogin(page, organization);
  await openDeviceList(page);
  await expect(page.getByTestId('device-stats-interactive-value')).toHaveText('0 of 1');

  await test.step('one screen may be interactive; the second is refused', async () => {
    const kiosk = deviceCard(page, 'Kiosk').getByRole('switch', { name: 'Interactive: Kiosk' });
    await kiosk.click();
    await expect(kiosk).toBeChecked();
    await expect(page.getByTestId('device-stats-interactive-value')).toHaveText('1 of 1');
    await deviceCard(page, 'Menu board').getByRole('switch', { name: 'Interactive: Menu board' }).click();
    await expect(page.getByTestId('devices-toast')).toHaveText(INTERACTIVE_LIMIT);
    await expect(
      deviceCard(page, 'Menu board').getByRole('switch', { name: 'Interactive: Menu board' }),
    ).not.toBeChecked();
  });

  await test.step('a third screen is over the licence', async () => {
    const pairing = await startPairing(request);
    await page.getByTestId('device-add').click();
    await enterCode(page, pairing.code);
    await expect(page.getByTestId('add-device-error')).toHaveText(DEVICE_LIMIT);
  });
});

test('a content creator has no devices menu item and no access to the pages', async ({ page, request }) => {
  const team = await registerTeam(request);
  await apiLogin(page, team.creator);
  await page.goto('/home');
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('menu-item-devices')).toHaveCount(0);
  for (const address of ['/devicemanagement/devices', '/devicemanagement/groups']) {
    await page.goto(address);
    await expect(page.getByTestId('no-access').getByRole('heading'), address).toHaveText(
      'No access to this page',
    );
  }
});

// Documentation pictures of the device pages, not a pixel comparison.
test.describe('pictures of the device pages', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the list, a device and the groups, in English and Swedish', async ({ page, request }) => {
    test.setTimeout(120_000);
    const organization = await screenOrganization(
      request,
      { devices: 10, interactive: 2 },
      newAccount({ orgName: 'Northwind Signs', ownerName: 'Alex Morgan', email: uniqueEmail('alex') }),
    );
    const spring = await createPlaylistByApi(request, 'Spring menu', { section: 'shared' });
    const welcome = await createPlaylistByApi(request, 'Welcome', { section: 'shared' });
    const groups = await request.post('/api/group/create', { data: { name: 'Stockholm', description: '' } });
    expect(groups.status(), await groups.text()).toBe(200);
    const stockholm = ((await groups.json()) as { id: number }).id;
    const entrance = await addScreenByApi(request, organization.id, { name: 'Entrance' });
    const lobby = await addScreenByApi(request, organization.id, { name: 'Lobby' });
    const cafe = await addScreenByApi(request, organization.id, { name: 'Café' });
    await addScreenByApi(request, organization.id);
    for (const playlist of [spring, welcome]) await publishPlaylistByApi(request, playlist);
    await playOnScreen(request, entrance, welcome);
    await playOnScreen(request, lobby, spring);
    await heartbeat(request, entrance, { state: 'playing', playlistId: welcome });
    await sendThumbnail(request, entrance, { title: 'Welcome', from: '#0f4c81', to: '#2e96f4' });
    await heartbeat(request, lobby, { state: 'playing', playlistId: spring });
    await sendThumbnail(request, lobby, { title: 'Spring menu', from: '#c91e4e', to: '#f59e0b' });
    await heartbeat(request, cafe, { state: 'updating' });
    const grouped = await request.post('/api/group/addDevices', {
      data: { groupId: stockholm, deviceKeyList: JSON.stringify([entrance.deviceKey, lobby.deviceKey]) },
    });
    expect(grouped.status(), await grouped.text()).toBe(200);
    const sub = await request.post('/api/group/create', {
      data: { name: 'Floor 2', description: 'Meeting rooms', parentId: stockholm },
    });
    expect(sub.status(), await sub.text()).toBe(200);
    await apiLogin(page, organization);

    for (const language of ['en', 'sv'] as const) {
      if (language === 'sv') {
        const chosen = await page.request.post('/api/users/update/locale', { data: { locale: 'sv' } });
        expect(chosen.status(), await chosen.text()).toBe(200);
      }
      const heading = language === 'en' ? 'Devices' : 'Enheter';
      await openDeviceList(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(deviceCard(page, 'Lobby').getByRole('img')).toHaveJSProperty('complete', true);
      await page.mouse.move(0, 0);
      await page.screenshot({
        path: path.join(screens, `devices-list-${language}.png`),
        animations: 'disabled',
      });

      await deviceCard(page, 'Lobby').getByTestId('device-name').click();
      await expect(page.getByTestId('device-title')).toHaveText('Lobby');
      await expect(page.getByTestId('device-preview').getByRole('img')).toHaveJSProperty('complete', true);
      await page.screenshot({
        path: path.join(screens, `devices-device-${language}.png`),
        animations: 'disabled',
      });

      // the whole page in a taller window (the side menu is fixed, so a full-page picture would cut it)
      await page.setViewportSize({ width: 1440, height: 1700 });
      await expect(page.getByTestId('schedule-panel')).toBeVisible();
      await page.screenshot({
        path: path.join(screens, `devices-device-whole-${language}.png`),
        animations: 'disabled',
      });
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.goto('/devicemanagement/groups');
      await page.getByTestId('groups-expand-all').click();
      await expect(page.getByTestId('group-row')).toHaveCount(2);
      await page.screenshot({
        path: path.join(screens, `devices-groups-${language}.png`),
        animations: 'disabled',
      });

      await page.getByRole('link', { name: 'Stockholm', exact: true }).click();
      await expect(page.getByTestId('group-device')).toHaveCount(2);
      await page.screenshot({
        path: path.join(screens, `devices-group-${language}.png`),
        animations: 'disabled',
      });
    }
  });
});
