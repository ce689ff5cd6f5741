import { expect, test } from '@playwright/test';
import { apiLogin, loginThroughForm, newAccount, uniqueEmail } from '../support/accounts';
import {
  acceptInvitationByApi,
  acceptInvitationInBrowser,
  apiLoginAs,
  createSubOrganization,
} from '../support/organizations';

test.use({ viewport: { width: 1280, height: 900 } });

const STAFF_PASSWORD = 'Screens&Staff7';

test('an owner adds a staff user, who sets a password from the invitation and gets the staff menu', async ({
  page,
  browser,
  request,
}) => {
  const rootId = await apiLoginAs(request);
  const sub = await createSubOrganization(request, rootId, {
    account: newAccount({ ownerName: 'Noa Ekström' }),
  });
  await acceptInvitationByApi(request, sub);
  const staff = { fullname: 'Elliot Staff', email: uniqueEmail('staff') };
  const username = staff.email.split('@')[0] ?? '';

  await test.step('the owner finds only themselves on the users page', async () => {
    await apiLogin(page, sub);
    await page.goto('/home');
    await expect(page.getByTestId('side-menu').getByRole('link')).toHaveText([
      'Dashboard',
      'Account',
      'Playlists',
      'Devices',
      'Users',
      'Organizations',
      'Alerts',
      'List',
      'Create',
      'Integrations',
      'Help',
      'Media',
    ]);
    await page.getByTestId('menu-item-users').click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByTestId('menu-item-users')).toHaveAttribute('aria-current', 'page');
    const users = page.getByTestId('users-page');
    await expect(users.getByRole('heading', { level: 1 })).toHaveText('Users');
    await expect(users).toContainText(sub.orgName);
    await expect(page.getByTestId('users-usage')).toHaveText('1 of 10 users');
    const rows = page.getByTestId('users-table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(sub.ownerName);
    await expect(rows.nth(1)).toContainText('Owner');
    await expect(rows.nth(1)).toContainText('You');
  });

  await test.step('the owner adds a staff user', async () => {
    await page.getByTestId('add-user-button').click();
    const dialog = page.getByTestId('user-form-dialog');
    await expect(dialog.getByRole('heading', { name: 'Add user' })).toBeVisible();
    await dialog.getByLabel('Full name').fill(staff.fullname);
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('E-mail').fill(staff.email);
    await dialog.getByLabel('Role').selectOption({ label: 'Staff' });
    await page.getByTestId('user-form-submit').click();

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('users-toast')).toHaveText(
      `User added. An invitation was sent to ${staff.email}.`,
    );
    const row = page.getByTestId('users-table').getByRole('row').filter({ hasText: staff.fullname });
    await expect(row).toContainText(staff.email);
    await expect(row).toContainText(`@${username}`);
    await expect(row).toContainText('Staff');
    await expect(row).toContainText('Invited');
    await expect(page.getByTestId('users-usage')).toHaveText('2 of 10 users');
  });

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();

  await test.step('the staff user sets a password from the invitation and logs in', async () => {
    await acceptInvitationInBrowser(staffPage, staff.email, STAFF_PASSWORD);
    await staffPage.getByTestId('new-password-login').click();
    await loginThroughForm(staffPage, staff.email, STAFF_PASSWORD);
    await expect(staffPage).toHaveURL(/\/home$/);
    await expect(staffPage.getByTestId('organization-name')).toHaveText(sub.orgName);
  });

  await test.step('the staff menu has no users or organizations, and those pages are closed', async () => {
    const menu = staffPage.getByTestId('side-menu');
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Account',
      'Playlists',
      'Devices',
      'Help',
      'Media',
    ]);
    for (const path of ['/users', '/organizations']) {
      await staffPage.goto(path);
      await expect(staffPage.getByTestId('no-access').getByRole('heading'), path).toHaveText(
        'No access to this page',
      );
      await expect(staffPage.getByTestId('users-page')).toHaveCount(0);
      await expect(staffPage.getByTestId('organizations-page')).toHaveCount(0);
    }
  });

  await test.step("the owner sees the staff user's account as active", async () => {
    await page.reload();
    const row = page.getByTestId('users-table').getByRole('row').filter({ hasText: staff.fullname });
    await expect(row).toContainText('Active');
  });

  await staffContext.close();
});
