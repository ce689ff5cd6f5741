import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiLogin, newAccount, registerAccount, uniqueEmail } from '../support/accounts';

// Documentation pictures of Placard's pages, not a pixel comparison.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const screens = path.resolve(import.meta.dirname, '../test-results/screens');
// The README's picture is rewritten only when asked for (UPDATE_DOCS=1 npm run test:e2e).
const dashboardShot = process.env.UPDATE_DOCS
  ? path.join(repoRoot, 'docs/dashboard.png')
  : path.join(screens, 'dashboard.png');

test.use({ viewport: { width: 1280, height: 800 } });

/** An organization that reads well in a picture (organization names need not be unique). */
function presentableAccount() {
  return newAccount({ orgName: 'Northwind Signs', ownerName: 'Alex Morgan', email: uniqueEmail('alex') });
}

test('the dashboard of a new organization, for the documentation', async ({ page, request }) => {
  const account = await registerAccount(request, presentableAccount());
  await apiLogin(page, account);
  await page.goto('/home');

  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${account.ownerName}` })).toBeVisible();
  await expect(page.getByTestId('organization-name')).toHaveText(account.orgName);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await page.screenshot({ path: dashboardShot, animations: 'disabled' });
});

test('the public pages and the account page, in English and Spanish', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByTestId('login-page').getByRole('heading', { level: 1 })).toHaveText(
    'Log in to Placard',
  );
  await page.screenshot({ path: path.join(screens, 'login-en.png'), animations: 'disabled' });

  await page.getByTestId('language-menu-button').click();
  await page.getByTestId('language-option-es').click();
  await expect(page.getByTestId('login-page').getByRole('heading', { level: 1 })).toHaveText(
    'Inicia sesión en Placard',
  );
  // The menu has closed before the picture is taken.
  await expect(page.getByRole('menu')).toBeHidden();
  await page.screenshot({ path: path.join(screens, 'login-es.png'), animations: 'disabled' });

  await page.getByTestId('language-menu-button').click();
  await page.getByTestId('language-option-en').click();
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByTestId('top-bar-register').click();
  await expect(page.getByTestId('register-page').getByRole('heading', { level: 1 })).toHaveText(
    'Create your Placard account',
  );
  await page.mouse.move(0, 400); // no tooltip of the top bar's register button in the picture
  await page.screenshot({
    path: path.join(screens, 'register-en.png'),
    fullPage: true,
    animations: 'disabled',
  });

  await apiLogin(page, await registerAccount(request, presentableAccount()));
  // The side menu is fixed to the window, so the whole account page is shown in a taller window instead
  // of a full-page picture (which would cut the menu at the first screen's height).
  await page.setViewportSize({ width: 1280, height: 1400 });
  await page.goto('/account');
  await expect(page.getByTestId('account-password')).toBeVisible();
  await expect(page.getByTestId('account-email-current')).not.toBeEmpty();
  await page.screenshot({ path: path.join(screens, 'account-en.png'), animations: 'disabled' });
});
