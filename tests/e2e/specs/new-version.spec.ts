import { expect, test } from '@playwright/test';
import { registeredOwnerOnDashboard } from '../support/accounts';

test('a page whose file is gone after a deployment reloads once, then offers to reload instead of spinning', async ({
  page,
  request,
}) => {
  await registeredOwnerOnDashboard(page, request);
  // the account page's file cannot be fetched, as when the server holds a newer build
  let asked = 0;
  await page.route(/\/assets\/AccountPage-[^/]+\.js$/, (route) => {
    asked += 1;
    return route.abort();
  });
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-account').click();
  // the page reloads once to get the new version …
  await reloaded;
  // … and when the file still cannot be had, says so with a way on
  const error = page.getByTestId('route-error');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Placard has been updated');
  expect(asked).toBe(2);

  await page.unroute(/\/assets\/AccountPage-[^/]+\.js$/);
  await error.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByTestId('account-page')).toBeVisible();
});
