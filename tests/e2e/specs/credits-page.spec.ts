import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, newAccount } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
import { acceptInvitationByApi, apiLoginAs, createSubOrganization } from '../support/organizations';

// Pictures of the page in two languages, to look at (not a pixel comparison).
const screens = path.resolve(import.meta.dirname, '../test-results/screens');

test.use({ viewport: { width: 1280, height: 900 } });

/** Logs the page in as someone else (the previous session's cookie and language choice are dropped first). */
async function logInAs(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await apiLogin(page, account);
}

async function expectNoSeriousViolations(page: Page, name: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${name} has accessibility violations:\n${describeViolations(violations)}`).toEqual([]);
}

test("a parent grants credits to a sub-organization: its owner sees them on the Credits page, and the parent sees the sub-organization's balance", async ({
  page,
  request,
}) => {
  const rootId = await apiLoginAs(request);
  const parent = await createSubOrganization(request, rootId, {
    account: newAccount({ ownerName: 'Petra Holm' }),
  });
  const child = await createSubOrganization(request, parent.id, {
    account: newAccount({ ownerName: 'Casper Lind' }),
  });
  await acceptInvitationByApi(request, parent);
  await acceptInvitationByApi(request, child);

  await test.step("the parent adds 40 credits on the sub-organization's licence tab", async () => {
    await logInAs(page, parent);
    await page.goto(`/organizations/${child.id}/license`);
    const card = page.getByTestId('credits-card');
    await expect(card.getByTestId('credits-remaining')).toHaveText('0');
    await card.getByTestId('credits-add').click();
    await page.getByTestId('credits-number').fill('40');
    await page.getByTestId('credits-add-confirm').click();
    await expect(page.getByTestId('credits-added')).toBeVisible();
    await expect(card.getByTestId('credits-remaining')).toHaveText('40');
    // the prices in their groups: the AI assistant's in credits, at the standard price until set
    const assistant = page.getByTestId('pricing-group-assistant');
    await expect(assistant.getByText('Standard price: 3 credits')).toBeVisible();
    await expect(page.getByTestId('pricing-group-packages')).toHaveCount(0);
    // the server of these tests reaches an AI service and Stripe: the switch needs no setting
    await expect(page.getByTestId('addon-aiAssistant-setup')).toHaveCount(0);
    await page.getByTestId('credits-added').waitFor({ state: 'hidden' });
    await page.screenshot({
      path: path.join(screens, 'credits-licence-tab-en.png'),
      fullPage: true,
      animations: 'disabled',
    });
  });

  await test.step('the sub-organization’s owner opens Credits from the account page', async () => {
    await logInAs(page, child);
    await page.goto('/account');
    await expect(page.getByTestId('credits-entry-available')).toHaveText('40 credits available');
    await page.getByTestId('credits-entry-open').click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
    await expect(page.getByTestId('menu-item-organizations')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('credit-balance-available')).toHaveText('40');
    await expect(page.getByTestId('credit-balance-total')).toHaveText('40');
    await expect(page.getByTestId('credit-balance-used')).toHaveText('0');
    const row = page.getByTestId('credit-movement');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('credit-movement-kind')).toHaveText('Granted');
    await expect(row.getByTestId('credit-movement-reason')).toHaveText('Parent grant');
    await expect(row.getByTestId('credit-movement-amount')).toHaveText('+40');
    await expect(row).toContainText('Petra Holm');
    await expect(page.getByTestId('credit-price-design-value')).toHaveText('3 credits');
    await expect(page.getByTestId('credits-buy')).toHaveAttribute('href', '/credits/buy');
    // an organization without sub-organizations has no such card
    await expect(page.getByTestId('credit-sub-organizations')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the Credits page');
    await page.screenshot({
      path: path.join(screens, 'credits-en.png'),
      fullPage: true,
      animations: 'disabled',
    });
  });

  await test.step('in Swedish', async () => {
    await page.goto('/account');
    await page.getByLabel('Interface language').selectOption('sv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await page.getByTestId('credits-entry-open').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Krediter' })).toBeVisible();
    await expect(page.getByTestId('credit-movement-reason')).toHaveText('Tilldelning från moderorganisation');
    await page.screenshot({
      path: path.join(screens, 'credits-sv.png'),
      fullPage: true,
      animations: 'disabled',
    });
  });

  await test.step("the parent sees the sub-organization's balance on its own Credits page", async () => {
    await logInAs(page, parent);
    await page.goto('/credits');
    const sub = page.getByTestId(`credit-sub-${child.id}`);
    await expect(sub).toContainText(child.orgName);
    await expect(sub.getByTestId('credit-sub-available')).toHaveText('40');
    // the parent's own history is empty, and says so kindly
    await expect(page.getByTestId('credit-history-empty')).toContainText('Nothing has happened yet');
    await expectNoSeriousViolations(page, "a parent's Credits page");
    await page.screenshot({
      path: path.join(screens, 'credits-parent-en.png'),
      fullPage: true,
      animations: 'disabled',
    });
    await sub.getByTestId('credit-sub-open').click();
    await expect(page).toHaveURL(new RegExp(`/organizations/${child.id}/license$`));
    await expect(page.getByTestId('credits-card').getByTestId('credits-remaining')).toHaveText('40');
  });
});
