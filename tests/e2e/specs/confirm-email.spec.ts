import { expect, test, type Page } from '@playwright/test';
import {
  apiLogin,
  loginThroughForm,
  logoutThroughMenu,
  registerAccount,
  uniqueEmail,
} from '../support/accounts';
import { linkPath, mailTo } from '../support/outbox';

const CONFIRM_API = '**/api/users/me/email/confirm';

/** Counts the page's calls to the confirmation endpoint. */
function countConfirmCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/me/email/confirm') calls += 1;
  });
  return () => calls;
}

/** Holds each confirmation call back a moment, so the page's loading state can be seen. */
async function slowConfirmCalls(page: Page): Promise<void> {
  await page.route(CONFIRM_API, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 750));
    await route.continue();
  });
}

test('a confirmation link without token or user id fails at once, without asking the server', async ({
  page,
}) => {
  const confirmCalls = countConfirmCalls(page);

  for (const query of ['', '?token=abc123', '?userId=7', '?token=&userId=7']) {
    await page.goto(`/confirm-email${query}`);
    await expect(page.getByTestId('confirm-email-failed')).toBeVisible();
    await expect(page.getByTestId('confirm-email-failed')).toContainText('email confirmation failed', {
      ignoreCase: true,
    });
    await expect(page.getByTestId('confirm-email-loading')).toHaveCount(0);
  }
  expect(confirmCalls()).toBe(0);

  await page.getByTestId('confirm-email-retry').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-page')).toBeVisible();
  expect(confirmCalls()).toBe(0);
});

test('a confirmation call that cannot reach the server ends in the failed state', async ({ page }) => {
  await page.route(CONFIRM_API, (route) => route.abort('connectionrefused'));
  await page.goto('/confirm-email?token=abc123&userId=7');
  await expect(page.getByTestId('confirm-email-failed')).toBeVisible();
  await expect(page.getByTestId('confirm-email-success')).toHaveCount(0);
});

test('a new e-mail address is confirmed from the mailed link and becomes the login', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const newEmail = uniqueEmail('moved');
  await apiLogin(page, account);

  await test.step('ask for the change on the account page', async () => {
    await page.goto('/account');
    await expect(page.getByTestId('account-email-current')).toHaveText(account.email);
    await page.getByLabel('New email address').fill(newEmail);
    await page.getByTestId('account-email-submit').click();
    await expect(page.getByTestId('account-email-sent')).toContainText(newEmail);
    // Until the link is opened, the old address stays.
    await expect(page.getByTestId('account-email-current')).toHaveText(account.email);
  });

  await test.step('open the link mailed to the new address', async () => {
    const mail = await mailTo(newEmail, (candidate) => Boolean(candidate.url?.includes('/confirm-email')));
    const confirmCalls = countConfirmCalls(page);
    await slowConfirmCalls(page);
    await page.goto(linkPath(mail.url));
    await expect(page.getByTestId('confirm-email-loading')).toBeVisible();
    await expect(page.getByTestId('confirm-email-success')).toBeVisible();
    expect(confirmCalls()).toBe(1);

    await page.getByTestId('confirm-email-ok').click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId('account-email-current')).toHaveText(newEmail);
  });

  await test.step('log out and in again with the new address', async () => {
    await logoutThroughMenu(page);
    await loginThroughForm(page, newEmail, account.password);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
  });
});

test('a confirmation link that was used already ends in the failed state', async ({ page, request }) => {
  const account = await registerAccount(request);
  const newEmail = uniqueEmail('moved');
  await apiLogin(page, account);
  const change = await page.request.post('/api/users/me/email', { data: { email: newEmail } });
  expect(change.status(), await change.text()).toBe(200);
  const mail = await mailTo(newEmail, (candidate) => Boolean(candidate.url?.includes('/confirm-email')));

  await page.goto(linkPath(mail.url));
  await expect(page.getByTestId('confirm-email-success')).toBeVisible();

  const confirmCalls = countConfirmCalls(page);
  await slowConfirmCalls(page);
  await page.goto(linkPath(mail.url));
  await expect(page.getByTestId('confirm-email-loading')).toBeVisible();
  await expect(page.getByTestId('confirm-email-failed')).toBeVisible();
  expect(confirmCalls()).toBe(1);

  await page.getByTestId('confirm-email-retry').click();
  // "Try again" leads to the login page, which sends a logged-in user on to the dashboard.
  await expect(page).toHaveURL(/\/home$/);
});
