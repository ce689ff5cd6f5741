import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin } from '../support/accounts';
import { describeViolations, seriousViolations } from '../support/axe';
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

/** A customer organization with no credits yet, its owner logged in. */
async function customer(page: Page, request: APIRequestContext): Promise<SubOrganization> {
  const rootId = await apiLoginAs(request);
  const organization = await createSubOrganization(request, rootId, { package: 'location_1y' });
  await acceptInvitationByApi(request, organization);
  await apiLogin(page, organization);
  return organization;
}

/** From the purchase page to Stripe's checkout page for a package. */
async function checkout(page: Page, item: string, total: string): Promise<void> {
  await page.getByTestId(`package-${item}-buy`).click();
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByText(total)).toBeVisible();
}

test('an owner buys 100 credits through Stripe and sees them added', async ({ page, request }) => {
  await customer(page, request);

  await test.step('the purchase page shows the balance and the packages with their prices', async () => {
    await page.goto('/credits/buy');
    await expect(page.getByRole('heading', { name: 'Buy credits' })).toBeVisible();
    await expect(page.getByTestId('credit-balance')).toHaveText('0 credits');
    await expect(page.getByTestId('package-credits_100-price')).toHaveText('$10.00');
    await expect(page.getByTestId('package-credits_500-price')).toHaveText('$45.00');
    await expect(page.getByTestId('package-credits_1000-price')).toHaveText('$80.00');
    await expectAccessible(page);
  });

  await test.step("paying on Stripe's checkout page comes back to a successful payment", async () => {
    await checkout(page, 'credits_100', '$10.00');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(/\/credits\/payment\?session_id=cs_test_/);
    await expect(page.getByTestId('payment-successful')).toContainText('Payment successful');
    await expect(page.getByTestId('payment-successful')).toContainText(
      '100 credits were added to your organization.',
    );
    await expect(page.getByTestId('payment-balance')).toHaveText('100 credits');
    await expectAccessible(page);
  });

  await test.step('the purchase page shows the new balance', async () => {
    await page.goto('/credits/buy');
    await expect(page.getByTestId('credit-balance')).toHaveText('100 credits');
  });
});

test('a failed or cancelled payment adds no credits and says nothing was charged', async ({
  page,
  request,
}) => {
  await customer(page, request);
  await page.goto('/credits/buy');
  await expect(page.getByTestId('credit-balance')).toHaveText('0 credits');

  await test.step('a payment that fails at Stripe shows Payment failed', async () => {
    await checkout(page, 'credits_500', '$45.00');
    await page.getByRole('button', { name: 'Pay by debit that fails' }).click();
    await expect(page).toHaveURL(/\/credits\/payment\?session_id=cs_test_/);
    const failed = page.getByTestId('payment-failed');
    await expect(failed).toContainText('Payment failed');
    await expect(failed).toContainText('Nothing was charged and no credits were added.');
    await expectAccessible(page);
    await failed.getByRole('link', { name: 'Choose a package again' }).click();
    await expect(page.getByTestId('credit-balance')).toHaveText('0 credits');
  });

  await test.step('a checkout left with Cancel comes back to a calm note', async () => {
    await checkout(page, 'credits_100', '$10.00');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/credits\/buy\?cancelled=1$/);
    await expect(page.getByTestId('checkout-cancelled')).toHaveText(
      'The payment was cancelled. Nothing was charged.',
    );
    await expect(page.getByTestId('credit-balance')).toHaveText('0 credits');
  });
});
