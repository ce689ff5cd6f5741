import { expect, test } from '@playwright/test';
import { LOGIN_FAILED, loginThroughForm, logoutThroughMenu, registerAccount } from '../support/accounts';
import { linkPath, mailTo } from '../support/outbox';

const NEW_PASSWORD = 'Kiosk&Lobby42';

test('a forgotten password is reset with the mailed link, which then works no more', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  let resetPath = '';

  await test.step('ask for a reset link', async () => {
    await page.goto('/');
    await page.getByTestId('forgot-password-link').click();
    await expect(page).toHaveURL(/\/forgot$/);
    const forgot = page.getByTestId('forgot-page');
    await forgot.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByTestId('forgot-submit').click();
    await expect(page).toHaveURL(/\/emailsent$/);
    await expect(page.getByTestId('email-sent-page')).toBeVisible();

    const mail = await mailTo(account.email, (candidate) =>
      Boolean(candidate.url?.includes('/newpassword/')),
    );
    resetPath = linkPath(mail.url);
    expect(resetPath).toMatch(/^\/newpassword\/[^/?]+$/);
  });

  await test.step('choose a new password; the repeat must match', async () => {
    await page.goto(resetPath);
    const form = page.getByTestId('new-password-page');
    await expect(form).toBeVisible();
    const repeat = form.getByLabel('Repeat new password');

    await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await repeat.fill(`${NEW_PASSWORD}x`);
    await page.getByTestId('new-password-submit').click();
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveAccessibleDescription('Password does not match');
    await expect(page.getByTestId('new-password-done')).toHaveCount(0);

    await repeat.fill(NEW_PASSWORD);
    await page.getByTestId('new-password-submit').click();
    await expect(page.getByTestId('new-password-done')).toBeVisible();
    await page.getByTestId('new-password-login').click();
  });

  await test.step('the old password is refused, the new one logs in', async () => {
    await expect(page).toHaveURL(/\/$/);
    await loginThroughForm(page, account.email, account.password);
    await expect(page.getByTestId('login-error')).toHaveText(LOGIN_FAILED);

    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
  });

  await test.step('the used link is refused', async () => {
    await logoutThroughMenu(page);
    await page.goto(resetPath);
    const form = page.getByTestId('new-password-page');
    await form.getByLabel('New password', { exact: true }).fill('Another#Pass9');
    await form.getByLabel('Repeat new password').fill('Another#Pass9');
    await page.getByTestId('new-password-submit').click();
    const error = page.getByTestId('new-password-error');
    await expect(error).toContainText('Invalid confirmation link.');
    await expect(error.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    await expect(page.getByTestId('new-password-done')).toHaveCount(0);
  });
});
