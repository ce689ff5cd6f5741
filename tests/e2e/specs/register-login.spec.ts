import { expect, test } from '@playwright/test';
import { LOGIN_FAILED, loginThroughForm, logoutThroughMenu, newAccount } from '../support/accounts';
import { mailTo } from '../support/outbox';

const NEW_PASSWORD = 'Billboard!2027';

test('a new organization registers, verifies its e-mail, which logs it in, and changes its password', async ({
  page,
}) => {
  const account = newAccount();

  await test.step('register through the form', async () => {
    await page.goto('/');
    await page.getByTestId('top-bar-register').click();
    await expect(page).toHaveURL(/\/register$/);
    const form = page.getByTestId('register-page');
    await expect(form).toBeVisible();

    await form.getByLabel('Organization name').fill(account.orgName);
    await form.getByLabel('City').fill('Uppsala');
    await form.getByLabel('State, county or province').fill('Uppsala län');
    await form.getByLabel('Country').fill('Swed');
    await page.getByRole('option', { name: 'Sweden' }).click();
    await expect(form.getByLabel('Country')).toHaveValue('Sweden');
    // the organization's screens will start in Sweden's time zone, not the browser's (UTC)
    await expect(form.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/^Europe\/Stockholm/);
    await form.getByLabel('Your full name').fill(account.ownerName);
    await form.getByLabel('Email', { exact: true }).fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Repeat password').fill(account.password);

    // The terms must be accepted; they can be read in a dialog first.
    await page.getByTestId('register-read-terms').click();
    const terms = page.getByTestId('terms-dialog');
    await expect(terms).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
    await form.getByRole('checkbox', { name: 'I accept the Placard terms of service' }).check();

    await page.getByTestId('register-submit').click();
  });

  await test.step('enter the mailed verification code', async () => {
    await expect(page).toHaveURL(/\/register\/verify\?email=/);
    const verify = page.getByTestId('verify-page');
    await expect(verify).toBeVisible();
    await expect(verify.getByLabel('Email', { exact: true })).toHaveValue(account.email);

    const mail = await mailTo(account.email);
    expect(mail.code).toMatch(/^\d{6}$/);
    await verify.getByLabel('Verification code').fill(mail.code ?? '');
    await page.getByTestId('verify-submit').click();
  });

  await test.step('the confirmed owner is logged in and lands on the dashboard', async () => {
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
    await expect(page.getByTestId('organization-name')).toHaveText(account.orgName);

    const menu = page.getByTestId('side-menu');
    await expect(menu.getByRole('link')).toHaveText([
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
    await expect(page.getByTestId('menu-item-dashboard')).toHaveAttribute('aria-current', 'page');
    // A section that does not exist yet has no menu item.
    await expect(menu.getByText('Messages')).toHaveCount(0);
    await expect(page.getByTestId('license-banner')).toHaveCount(0);
  });

  await test.step('change the password on the account page', async () => {
    await page.getByTestId('menu-item-account').click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('menu-item-account')).toHaveAttribute('aria-current', 'page');
    const card = page.getByTestId('account-password');
    const current = card.getByLabel('Current password');

    await current.fill('Wrong#Password1');
    await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await card.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await page.getByTestId('account-password-submit').click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('The current password is not correct.');
    await expect(page.getByTestId('account-password-changed')).toHaveCount(0);

    await current.fill(account.password);
    await page.getByTestId('account-password-submit').click();
    await expect(page.getByTestId('account-password-changed')).toBeVisible();
    await expect(current).toHaveValue('');
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('log out; the old password is refused and the new one works', async () => {
    await logoutThroughMenu(page);

    await loginThroughForm(page, account.email, account.password);
    await expect(page.getByTestId('login-error')).toHaveText(LOGIN_FAILED);
    await expect(page).toHaveURL(/\/$/);

    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
  });
});
