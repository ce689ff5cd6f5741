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

test('the integrations pages and the key dialog, in English and French, wide and on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerAccount(request, presentableAccount());
  await apiLogin(page, account);
  const create = async (data: object) => {
    const response = await page.request.post('/api/integration/create', { data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { integration: { id: number; endpoint: string }; apiKey: string };
  };
  const everyScreen = { all: true, groupIds: [], deviceIds: [], organizationIds: [] };
  const defaults = (type: string, colors: [string, string], duration: number | null) => ({
    type,
    backgroundColor: colors[0],
    textColor: colors[1],
    continuous: duration === null,
    duration,
  });
  const regional = await create({
    name: 'Regional warnings',
    provider: 'json',
    targets: everyScreen,
    defaults: defaults('weather', ['#1E40AF', '#FFFFFF'], 60),
  });
  const feed = await create({
    name: 'National CAP feed',
    provider: 'capFeed',
    targets: everyScreen,
    defaults: defaults('custom', ['#1E3A8A', '#FFFFFF'], null),
    feedUrl: 'https://alerts.example.gov/cap/feed.atom',
    pollMinutes: 5,
  });
  const panel = await create({
    name: 'Building fire panel',
    provider: 'cap',
    targets: everyScreen,
    defaults: defaults('fire', ['#991B1B', '#FFFFFF'], null),
  });
  await page.request.post('/api/integration/disable', { data: { id: panel.integration.id } });
  // a message from the provider gives the first integration its last message
  const delivered = await request.post(regional.integration.endpoint, {
    headers: { Authorization: `Bearer ${regional.apiKey}` },
    data: {
      identifier: 'storm-1',
      name: 'Storm warning',
      description: 'Strong winds this afternoon.',
      instructions: 'Stay indoors.',
    },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  // the feed as it is listed after a failed read, which the picture is meant to show: the server reads
  // due feeds from a schedule that runs once a minute, so a real failed read would keep the test
  // waiting for up to a minute and a half
  await page.route('**/api/integration/list', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { results: { id: number }[] };
    const results = body.results.map((integration) =>
      integration.id === feed.integration.id
        ? {
            ...integration,
            lastPolledAt: new Date(Date.now() - 3 * 60_000).toISOString(),
            lastError: 'The feed answered 503 Service Unavailable.',
          }
        : integration,
    );
    await route.fulfill({ response: answer, json: { results } });
  });

  for (const [locale, texts] of [
    ['en', { error: 'The feed could not be read the last time', rotate: 'New key for' }],
    ['fr', { error: "Le flux n'a pas pu être lu la dernière fois", rotate: 'Nouvelle clé pour' }],
  ] as const) {
    const changed = await page.request.post('/api/users/update/locale', { data: { locale } });
    expect(changed.status(), await changed.text()).toBe(200);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/alerts/integrations');
      await expect(page.getByTestId('integration-feed-error')).toContainText(texts.error);
      await page.screenshot({
        path: path.join(screens, `integrations-${locale}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });

      await page.getByTestId(`integration-${feed.integration.id}`).getByTestId('integration-name').click();
      await expect(page.getByTestId('integration-feed-url')).toHaveValue(
        'https://alerts.example.gov/cap/feed.atom',
      );
      await page.screenshot({
        path: path.join(screens, `integration-edit-${locale}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });

      await page.goBack();
      await page
        .getByTestId(`integration-${regional.integration.id}`)
        .getByTestId('integration-menu')
        .click();
      await page.getByTestId('integration-rotate-key').click();
      await page.getByTestId('integration-rotate-confirm').click();
      const dialog = page.getByTestId('integration-key-dialog');
      await expect(dialog).toContainText(texts.rotate);
      await page.screenshot({
        path: path.join(screens, `integration-key-${locale}-${width}.png`),
        animations: 'disabled',
      });
      await dialog.getByTestId('integration-key-done').click();
      await expect(dialog).toBeHidden();
    }
  }
});
