import { expect, test } from '@playwright/test';
import { apiLogin, registerAccount, registeredOwnerOnDashboard } from '../support/accounts';

test('public pages send a logged-in user to the dashboard', async ({ page, request }) => {
  await apiLogin(page, await registerAccount(request));
  for (const path of ['/', '/register', '/register/verify', '/forgot', '/emailsent', '/newpassword/abc']) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL(/\/home$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();
  }
  // The Android download page has no such redirect.
  await page.goto('/android');
  await expect(page.getByTestId('android-page')).toBeVisible();
  await expect(page).toHaveURL(/\/android$/);
});

test('the authenticated pages send a logged-out visitor to the login page', async ({ page }) => {
  for (const path of ['/home', '/account', '/help/support']) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-page')).toBeVisible();
  }
});

test('a page whose session ended in another tab reloads to the login page', async ({
  page,
  context,
  request,
}) => {
  await registeredOwnerOnDashboard(page, request);
  // A mark on the document that only a full reload removes.
  await page.evaluate(() => {
    document.documentElement.dataset.beforeReload = 'yes';
  });

  const other = await context.newPage();
  await other.goto('/account');
  await expect(other.getByTestId('account-password')).toBeVisible();
  await other.getByTestId('user-menu-button').click();
  await other.getByTestId('logout-button').click();
  await expect(other.getByTestId('login-page')).toBeVisible();
  const loggedOutAt = Date.now();

  // The watcher asks every 10 seconds; the first "no" reloads the page, which lands on the login page.
  await expect(page.getByTestId('login-page')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  expect(Date.now() - loggedOutAt).toBeLessThan(13_000);
  await expect(page.locator('html')).not.toHaveAttribute('data-before-reload', 'yes');
});

test('the side menu opens from the menu button on a narrow screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await registeredOwnerOnDashboard(page, request);

  const toggle = page.getByTestId('menu-toggle');
  const menu = page.getByTestId('side-menu');
  await expect(toggle).toBeVisible();
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByTestId('menu-item-dashboard')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('menu-item-help').click();

  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByTestId('help-page')).toBeVisible();
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(page.getByTestId('menu-item-help')).toHaveAttribute('aria-current', 'page');
});

test('the menu button is not shown on a wide screen, where the menu stays open', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registeredOwnerOnDashboard(page, request);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page.getByTestId('menu-toggle')).toBeHidden();
});

test('the Android page and the support page render', async ({ page, request }) => {
  await page.goto('/android');
  await expect(page.getByTestId('android-page')).toBeVisible();
  await expect(page.getByTestId('android-page').getByRole('heading', { level: 1 })).toBeVisible();

  await registeredOwnerOnDashboard(page, request);
  await page.goto('/help/support');
  await expect(page.getByTestId('help-support')).toBeVisible();
  await expect(page.getByTestId('support-hours')).toHaveText(/^Monday to Friday, 8:00\sAM to 5:00\sPM$/);
  await expect(page.getByTestId('breadcrumbs')).toHaveText(/Home.*Help.*Support/);
  await expect(page.getByTestId('menu-item-help')).toHaveAttribute('aria-current', 'page');
});

test('Settings in the breadcrumbs leads to the account, where the user menu goes', async ({
  page,
  request,
}) => {
  await registeredOwnerOnDashboard(page, request);
  const response = await page.goto('/settings');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('breadcrumbs')).toHaveText(/Home.*Settings.*Account/);
  await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  // the credits pages are the app's too, answered as found
  expect((await page.goto('/credits/buy'))?.status()).toBe(200);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('not-found').getByRole('heading', { level: 1 })).toHaveText(
    "We couldn't find that page",
  );
});
