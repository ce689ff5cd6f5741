import { expect, test } from '@playwright/test';
import { apiLogin, PASSWORD, registerAccount } from '../support/accounts';
import { publishPlaylistByApi } from '../support/devices';
import { acceptInvitationByApi, apiLoginAs, createUser } from '../support/organizations';
import { openScreen, pairByApi, screenSlide } from '../support/player';
import { createPlaylistByApi } from '../support/playlists';

test('the owner writes an alert in the form, activates it from the list over a playing screen, follows its delivery and ends it', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL });
  const account = await registerAccount(admin);
  const organizationId = await apiLoginAs(admin, account);
  const playlistId = await createPlaylistByApi(admin, 'Lobby loop');
  await publishPlaylistByApi(admin, playlistId);
  const tv = await openScreen(browser, baseURL ?? '', { width: 1280, height: 720 });
  const deviceKey = await pairByApi(tv.page, admin, organizationId, 'Lobby screen');
  const assigned = await admin.post('/api/playlist/assignToDevice', { data: { deviceKey, playlistId } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await expect(screenSlide(tv.page)).toBeVisible({ timeout: 20_000 });

  await apiLogin(page, account);
  await page.goto('/home');
  await page.getByTestId('menu-item-alerts').click();
  await expect(page).toHaveURL(/\/alerts\/list$/);

  await test.step('an organization without alerts is invited to make its first', async () => {
    await expect(page.getByTestId('alerts-empty')).toBeVisible();
    await page.getByTestId('alerts-empty-create').click();
    await expect(page).toHaveURL(/\/alerts\/create$/);
  });

  const preview = page.getByTestId('alert-preview');
  await test.step('the form checks its fields with the contract, and the preview follows what is typed', async () => {
    await page.getByTestId('alert-form-save').click();
    await expect(page.getByTestId('alert-form-name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('alert-form').getByText('This field is required.').first()).toBeVisible();

    await page.getByTestId('alert-form-name').click();
    await page.keyboard.type('Fire in building B');
    await expect(preview).toContainText('Fire in building B');
    await page.getByTestId('alert-form-description').click();
    await page.keyboard.type('A fire has been reported on the second floor.');
    await page.getByTestId('alert-form-instructions').click();
    await page.keyboard.type('Leave by the nearest exit.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Do not use the lifts.');
    await expect(preview).toContainText('Do not use the lifts.');

    // the type brings its icon and colours to the form and the preview
    await page.getByTestId('alert-form-type').click();
    await page.getByTestId('alert-type-option-fire').click();
    await expect(page.getByTestId('alert-form-backgroundColor')).toHaveValue('#991B1B');
    await expect(preview.getByTestId('alert-view')).toHaveCSS('background-color', 'rgb(153, 27, 27)');
    await expect(preview.locator('[data-alert-icon="fire"]')).toBeVisible();

    // a portrait screen makes the preview tall
    await page.getByTestId('alert-preview-size').click();
    await page.getByTestId('alert-preview-size-portrait').click();
    await expect(preview).toHaveAttribute('data-height', '1920');
    const box = await preview.boundingBox();
    expect(box && box.height > box.width).toBe(true);
  });

  await test.step('saved, it is ready in the list', async () => {
    await page.getByTestId('alert-form-save').click();
    await expect(page).toHaveURL(/\/alerts\/list$/);
    const row = page.getByTestId('alert-row').filter({ hasText: 'Fire in building B' });
    await expect(row.getByTestId('alert-state')).toHaveText('Ready');
    await expect(row).toContainText('Continuous');
  });

  const row = page.getByTestId('alert-row').filter({ hasText: 'Fire in building B' });
  await test.step('activated after a confirmation naming its screens, it covers the playing screen within two seconds', async () => {
    await row.getByTestId('alert-activate').click();
    const dialog = page.getByTestId('alert-activate-dialog');
    await expect(dialog.getByTestId('alert-activate-targets')).toHaveText(
      `Every screen of ${account.orgName}.`,
    );
    await dialog.getByTestId('alert-activate-dialog-confirm').click();
    const overlay = tv.page.getByTestId('alert-overlay');
    await expect(overlay).toBeVisible({ timeout: 2_000 });
    await expect(overlay).toContainText('Fire in building B');
    await expect(overlay).toContainText('Do not use the lifts.');
  });

  await test.step('its delivery turns to shown for the screen', async () => {
    const receipts = page.getByTestId('alert-receipts');
    await expect(receipts).toBeVisible();
    const receipt = receipts.getByTestId('alert-receipt').filter({ hasText: 'Lobby screen' });
    await expect(receipt).toHaveAttribute('data-status', 'shown');
    await expect(receipt).toContainText('Shown at');
    await expect(receipts.getByTestId('alert-receipts-count-shown')).toHaveText('1 shown');
    await receipts.getByTestId('alert-receipts-close').click();
    await expect(receipts).toBeHidden();
    await expect(row.getByTestId('alert-state')).toHaveText('Active');
    await expect(row.getByTestId('alert-audit').first()).toContainText(`by ${account.ownerName}`);
  });

  await test.step('deactivated from the list, the screen plays its playlist again', async () => {
    await row.getByTestId('alert-deactivate').click();
    await expect(tv.page.getByTestId('alert-overlay')).toBeHidden({ timeout: 3_000 });
    await expect(screenSlide(tv.page)).toBeVisible();
    await expect(row.getByTestId('alert-state')).toHaveText('Deactivated');
    await expect(row.getByTestId('alert-audit').last()).toContainText(`Deactivated`);
    await expect(row.getByTestId('alert-activate')).toBeEnabled();
  });

  await tv.context.close();
  await admin.dispose();
});

test('a staff member has no alerts in the menu and no access to the alert pages', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const organizationId = await apiLoginAs(request, account);
  const staff = await createUser(request, organizationId, { fullname: 'Sam Staff', role: 'staff' });
  await acceptInvitationByApi(request, { email: staff.email, password: PASSWORD });

  await apiLogin(page, { email: staff.email, password: PASSWORD });
  await page.goto('/home');
  await expect(page.getByTestId('menu-item-devices')).toBeVisible();
  await expect(page.getByTestId('menu-item-alerts')).toHaveCount(0);
  await page.goto('/alerts/list');
  await expect(page.getByTestId('no-access').getByRole('heading')).toHaveText('No access to this page');
  await expect(page.getByTestId('alerts-page')).toHaveCount(0);
});
