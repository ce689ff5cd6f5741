import { expect, test, type Page } from '@playwright/test';
import { registeredOwnerOnDashboard } from '../support/accounts';

test.use({ viewport: { width: 1440, height: 500 } });

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

test('a page opens at its top, and going back returns to where the last one was left', async ({
  page,
  request,
}) => {
  await registeredOwnerOnDashboard(page, request);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu-account').click();
  await expect(page.getByTestId('account-page')).toBeVisible();
  await page.mouse.move(720, 300);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => scrollTop(page)).toBeGreaterThan(300);
  const left = await scrollTop(page);

  await page.getByTestId('side-menu').getByTestId('menu-item-dashboard').click();
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  // the dashboard is long enough to have kept the account page's place
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(500 + left);
  expect(await scrollTop(page)).toBe(0);

  await page.goBack();
  await expect(page.getByTestId('account-page')).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(left);
});
