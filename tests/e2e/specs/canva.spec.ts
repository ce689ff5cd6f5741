import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import { expectImageLoaded, itemCard } from '../support/media';
import {
  acceptInvitationByApi,
  apiLoginAs,
  createSubOrganization,
  type SubOrganization,
} from '../support/organizations';

/** No serious accessibility violation on the page as it stands. */
async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** An organization whose licence has the Canva add-on (a location package), its owner logged in. */
async function canvaCustomer(
  page: Page,
  request: Parameters<typeof apiLoginAs>[0],
): Promise<SubOrganization> {
  const rootId = await apiLoginAs(request);
  const customer = await createSubOrganization(request, rootId, { package: 'location_1y' });
  await acceptInvitationByApi(request, customer);
  await apiLogin(page, customer);
  return customer;
}

test('a user connects their Canva account, finds a design and imports it into My media', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await canvaCustomer(page, request);

  await test.step('the Canva tab offers to connect an account', async () => {
    await page.goto('/media/my');
    await page.getByTestId('media-tab-canva').click();
    await expect(page).toHaveURL(/\/media\/canva$/);
    await expect(page.getByTestId('canva-connect')).toContainText('Bring your Canva designs to your screens');
    await expectAccessible(page);
  });

  await test.step("Canva's consent page sends the browser back with the account connected", async () => {
    await page.getByTestId('canva-connect-button').click();
    await expect(page.getByRole('heading', { name: 'Canva' })).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page).toHaveURL(/\/media\/canva/);
    await expect(page.getByTestId('canva-notice')).toHaveText('Your Canva account is connected.');
    await expect(page.getByTestId('canva-account')).toHaveText('Connected to Canva as Ada Designer');
  });

  await test.step('the designs show with their thumbnails, and a search narrows them', async () => {
    const menu = page.getByTestId('canva-design-DAFmenu0001');
    await expect(menu).toContainText('Summer menu');
    await expect(menu).toContainText('3 pages');
    await expectImageLoaded(menu.locator('img'));
    await expectAccessible(page);
    await page.getByTestId('canva-search').fill('hours');
    await expect(page.getByTestId('canva-designs').getByRole('heading')).toHaveText(['Opening hours']);
  });

  await test.step('importing a design follows Canva’s export until it is in My media', async () => {
    await page.getByTestId('canva-import-DAFhours002').click();
    await page.getByTestId('canva-import-as-png').click();
    const card = page.getByTestId('canva-design-DAFhours002');
    await expect(card.getByTestId('canva-import-done')).toContainText('Imported into My media', {
      timeout: 30_000,
    });
    await card.getByRole('link', { name: 'Open My media' }).click();
    await expect(page).toHaveURL(/\/media\/my$/);
    const imported = itemCard(page, 'Opening hours.png');
    await expect(imported).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
    await expectImageLoaded(imported.getByTestId('media-thumbnail'));
  });

  await test.step('disconnecting forgets the account', async () => {
    await page.getByTestId('media-tab-canva').click();
    await page.getByTestId('canva-disconnect').click();
    await page.getByTestId('canva-disconnect-dialog-confirm').click();
    await expect(page.getByTestId('canva-notice')).toHaveText('Your Canva account is disconnected.');
    await expect(page.getByTestId('canva-connect')).toBeVisible();
  });
});

test('cancelling on Canva’s consent page says so, and trying again connects', async ({ page, request }) => {
  await canvaCustomer(page, request);
  await page.goto('/media/canva');
  await page.getByTestId('canva-connect-button').click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('canva-connect-error')).toHaveText(
    'Connecting to Canva was cancelled. Try again when you are ready.',
  );
  await page.getByTestId('canva-connect-button').click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByTestId('canva-account')).toHaveText('Connected to Canva as Ada Designer');
});
