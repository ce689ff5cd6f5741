import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, newAccount, registerAccount, uniqueEmail } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import { publishPlaylistByApi } from '../support/devices';
import { apiLoginAs } from '../support/organizations';
import { openScreen, pairByApi, screenSlide } from '../support/player';
import { createPlaylistByApi } from '../support/playlists';

// Documentation pictures of the alert pages, not a pixel comparison.
const screens = path.resolve(import.meta.dirname, '../test-results/screens');

async function post<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, `${what}\n${describeViolations(violations)}`).toEqual([]);
}

const everyScreen = { all: true, groupIds: [], deviceIds: [], organizationIds: [] };

test('the alert list, its delivery and the alert form, in English and Swedish, wide and on a phone, without serious accessibility violations', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL });
  const account = await registerAccount(
    admin,
    newAccount({ orgName: 'Northwind Signs', ownerName: 'Alex Morgan', email: uniqueEmail('alex') }),
  );
  const organizationId = await apiLoginAs(admin, account);
  const playlistId = await createPlaylistByApi(admin, 'Lobby loop');
  await publishPlaylistByApi(admin, playlistId);
  const lobby = await openScreen(browser, baseURL ?? '', { width: 1280, height: 720 });
  const lobbyKey = await pairByApi(lobby.page, admin, organizationId, 'Lobby');
  await post(admin, '/api/playlist/assignToDevice', { deviceKey: lobbyKey, playlistId });
  await expect(screenSlide(lobby.page)).toBeVisible({ timeout: 20_000 });
  // a second screen, switched off after pairing: offline in the delivery
  const cellar = await openScreen(browser, baseURL ?? '', { width: 1280, height: 720 });
  await pairByApi(cellar.page, admin, organizationId, 'Cellar');
  await cellar.context.close();

  const drill = await post<{ id: number }>(admin, '/api/alert/create', {
    name: 'Fire drill',
    description: 'This is a practice evacuation.',
    instructions: 'Walk to the assembly point in the car park.',
    type: 'safety',
    continuous: false,
    duration: 20,
    backgroundColor: '#FACC15',
    textColor: '#111827',
    targets: everyScreen,
  });
  await post(admin, '/api/alert/activate', { id: drill.id });
  await post(admin, '/api/alert/deactivate', { id: drill.id });
  const storm = await post<{ id: number }>(admin, '/api/alert/create', {
    name: 'Storm warning',
    description: 'Strong winds are expected this afternoon.',
    instructions: 'Stay indoors and keep away from windows.',
    type: 'weather',
    continuous: false,
    duration: 90,
    backgroundColor: '#1E40AF',
    textColor: '#FFFFFF',
    targets: everyScreen,
  });
  const fire = await post<{ id: number }>(admin, '/api/alert/create', {
    name: 'Fire in building B',
    description: 'A fire has been reported on the second floor.',
    instructions: 'Leave by the nearest exit.\nDo not use the lifts.',
    type: 'fire',
    continuous: true,
    duration: null,
    backgroundColor: '#991B1B',
    textColor: '#FFFFFF',
    targets: everyScreen,
  });
  await post(admin, '/api/alert/activate', { id: fire.id });
  await expect(lobby.page.getByTestId('alert-overlay')).toBeVisible({ timeout: 5_000 });

  await apiLogin(page, account);
  for (const language of ['en', 'sv'] as const) {
    if (language === 'sv') {
      await post(page.request, '/api/users/update/locale', { locale: 'sv' });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/alerts/list');
    await expect(page.getByTestId('alert-row')).toHaveCount(3);
    await page.mouse.move(0, 0);
    await page.screenshot({
      path: path.join(screens, `alerts-list-${language}.png`),
      animations: 'disabled',
    });

    await page
      .getByTestId('alert-row')
      .filter({ hasText: 'Fire in building B' })
      .getByTestId('alert-receipts-button')
      .click();
    const receipts = page.getByTestId('alert-receipts');
    await expect(receipts.getByTestId('alert-receipt')).toHaveCount(2);
    await expect(receipts.getByTestId('alert-receipt').filter({ hasText: 'Lobby' })).toHaveAttribute(
      'data-status',
      'shown',
    );
    await page.screenshot({
      path: path.join(screens, `alerts-receipts-${language}.png`),
      animations: 'disabled',
    });
    await expectNoSeriousViolations(page, `the delivery (${language})`);
    await receipts.getByTestId('alert-receipts-close').click();
    await expect(receipts).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 1300 });
    await page.goto(`/alerts/create?id=${storm.id}`);
    await expect(page.getByTestId('alert-preview')).toContainText('Storm warning');
    await page.screenshot({
      path: path.join(screens, `alerts-form-${language}.png`),
      animations: 'disabled',
    });
    await expectNoSeriousViolations(page, `/alerts/create (${language})`);

    // a new alert for chosen screens, its preview a portrait screen
    await page.goto('/alerts/create');
    await page.getByTestId('alert-form-targets-chosen').click();
    await page.getByTestId('alert-form-targets-screens').click();
    await page.getByRole('option', { name: 'Lobby' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('alert-preview-size').click();
    await page.getByTestId('alert-preview-size-portrait').click();
    await expect(page.getByTestId('alert-preview')).toHaveAttribute('data-height', '1920');
    await page.screenshot({
      path: path.join(screens, `alerts-create-${language}.png`),
      animations: 'disabled',
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/alerts/list');
    await expect(page.getByTestId('alert-row')).toHaveCount(3);
    await page.screenshot({
      path: path.join(screens, `alerts-list-phone-${language}.png`),
      fullPage: true,
      animations: 'disabled',
    });
    await page.goto(`/alerts/create?id=${storm.id}`);
    await expect(page.getByTestId('alert-preview')).toContainText('Storm warning');
    await page.screenshot({
      path: path.join(screens, `alerts-form-phone-${language}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }

  await lobby.context.close();
  await admin.dispose();
});
