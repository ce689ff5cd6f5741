import { expect, test, type Page } from '@playwright/test';
import { apiLogin, registerAccount } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import { chooseFile, fixture, itemCard } from '../support/media';

async function expectNoSeriousViolations(page: Page, name: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${name} has accessibility violations:\n${describeViolations(violations)}`).toEqual([]);
}

const PUBLIC_PAGES = [
  { path: '/', ready: 'login-page' },
  { path: '/register', ready: 'register-page' },
  { path: '/forgot', ready: 'forgot-page' },
  { path: '/android', ready: 'android-page' },
  { path: '/register/verify', ready: 'verify-page' },
];

for (const { path, ready } of PUBLIC_PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    await expectNoSeriousViolations(page, path);
  });
}

test('the dashboard and the account page have no serious accessibility violations', async ({
  page,
  request,
}) => {
  await apiLogin(page, await registerAccount(request));

  await page.goto('/home');
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await expectNoSeriousViolations(page, '/home');

  await page.goto('/account');
  await expect(page.getByTestId('account-password')).toBeVisible();
  await expectNoSeriousViolations(page, '/account');
});

test('the media library, its upload panel and its preview have no serious accessibility violations', async ({
  page,
  request,
}) => {
  await apiLogin(page, await registerAccount(request));
  await page.goto('/media/my');
  await expect(page.getByTestId('media-empty')).toBeVisible();
  await expectNoSeriousViolations(page, '/media/my (empty)');

  await chooseFile(page, fixture('animated.gif', 'spinner.gif'));
  await expect(itemCard(page, 'spinner.gif')).toHaveAttribute('data-status', 'ready');
  await expectNoSeriousViolations(page, '/media/my (grid, upload panel)');

  await page.getByTestId('media-view-list').click();
  await expect(page.getByTestId('media-list')).toBeVisible();
  await expectNoSeriousViolations(page, '/media/my (list)');

  await page.getByRole('button', { name: 'Preview spinner.gif' }).click();
  await expect(page.getByTestId('media-preview')).toBeVisible();
  await expectNoSeriousViolations(page, 'the preview dialog');
});

test('the integrations list, its edit page and the key dialog have no serious accessibility violations', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await apiLogin(page, account);
  await page.goto('/alerts/integrations');
  await expect(page.getByTestId('integrations-empty')).toBeVisible();
  await expectNoSeriousViolations(page, '/alerts/integrations (empty)');

  await page.getByTestId('integrations-create-first').click();
  await page.getByTestId('integration-name-input').fill('Regional warnings');
  await page.getByTestId('integration-targets-chosen').check();
  await page.getByTestId('integration-provider-capFeed').check();
  await expectNoSeriousViolations(page, '/alerts/integrations/edit (new)');
  await page.getByTestId('integration-provider-json').check();
  await page.getByTestId('integration-targets-all').check();
  await page.getByTestId('integration-save').click();
  await expect(page.getByTestId('integration-key-dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'the API key dialog');

  await page.getByTestId('integration-key-done').click();
  await expect(page.getByTestId('integrations-list')).toBeVisible();
  await expectNoSeriousViolations(page, '/alerts/integrations');
  await page.getByTestId('integration-name').click();
  await expect(page.getByTestId('integration-connection')).toBeVisible();
  await expectNoSeriousViolations(page, '/alerts/integrations/edit');
});
