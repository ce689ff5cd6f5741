import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TCreditPackages, TSession } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import CreditPurchasePage from './CreditPurchasePage';
import PaymentVerificationPage from './PaymentVerificationPage';

const PACKAGES: TCreditPackages['packages'] = [
  { item: 'credits_100', credits: 100, price: 10, currency: 'usd' },
  { item: 'credits_1000', credits: 1000, price: 80, currency: 'usd' },
];

function renderPage(path: string, element: React.ReactNode, session: TSession = testSession()) {
  return renderRoutes(
    [{ path: path.split('?')[0] ?? path, element: <WithSession session={session}>{element}</WithSession> }],
    path,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the purchase page', { timeout: 20_000 }, () => {
  it('shows the balance and the packages for sale, with a calm note after a cancelled checkout', async () => {
    stubApi({
      'GET /api/credits/packages': () => ({
        status: 200,
        body: { payments: true, mayBuy: true, packages: PACKAGES },
      }),
      'GET /api/license/1/credits': () => ({ status: 200, body: { totalCredits: 1500, usedCredits: 250 } }),
    });
    await renderPage('/credits/buy?cancelled=1', <CreditPurchasePage />);
    expect((await screen.findByTestId('credit-balance')).textContent).toBe('1,250 credits');
    expect(screen.getByTestId('checkout-cancelled').textContent).toBe(
      'The payment was cancelled. Nothing was charged.',
    );
    expect(screen.getByTestId('package-credits_100-price').textContent).toBe('$10.00');
    expect(screen.getByTestId('package-credits_1000-price').textContent).toBe('$80.00');
    expect(screen.queryByTestId('package-credits_500')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Buy' })).toHaveLength(2);
  });

  it('says to ask the parent organization for credits when the server takes no payments', async () => {
    stubApi({
      'GET /api/credits/packages': () => ({
        status: 200,
        body: { payments: false, mayBuy: true, packages: PACKAGES },
      }),
      'GET /api/license/1/credits': () => ({ status: 200, body: { totalCredits: 0, usedCredits: 0 } }),
    });
    await renderPage('/credits/buy', <CreditPurchasePage />);
    expect((await screen.findByTestId('payments-off')).textContent).toContain(
      'Ask your parent organization for credits',
    );
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
  });

  it('shows the packages without buying to those who may not buy', async () => {
    stubApi({
      'GET /api/credits/packages': () => ({
        status: 200,
        body: { payments: true, mayBuy: false, packages: PACKAGES },
      }),
    });
    await renderPage('/credits/buy', <CreditPurchasePage />, testSession({ roleName: 'staff' }));
    expect((await screen.findByTestId('may-not-buy')).textContent).toContain(
      'Only owners and admins buy credits',
    );
    expect(screen.getByTestId('package-credits_100')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy' })).toBeNull();
    expect(screen.queryByTestId('credit-balance')).toBeNull();
  });
});

describe('the payment verification page', { timeout: 20_000 }, () => {
  it('says what to do when verifying fails, and verifies again on Try again', async () => {
    let answer: { status: number; body: unknown } = {
      status: 502,
      body: {
        error: {
          code: 'PAYMENT_VERIFICATION_FAILED',
          message: 'The payment could not be verified right now.',
        },
      },
    };
    const api = stubApi({ 'POST /api/credits/payments/verify': () => answer });
    await renderPage('/credits/payment?session_id=cs_test_1', <PaymentVerificationPage />);
    const failed = await screen.findByTestId('payment-verification-failed');
    expect(failed.textContent).toContain('Verification failed');
    expect(failed.textContent).toContain('The payment could not be verified right now.');
    expect(failed.textContent).toContain('Payment reference: cs_test_1');
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/help/contact');
    answer = {
      status: 200,
      body: { status: 'successful', credits: 500, balance: { totalCredits: 700, usedCredits: 100 } },
    };
    fireEvent.click(screen.getByTestId('payment-verify-again'));
    expect((await screen.findByTestId('payment-balance')).textContent).toBe('600 credits');
    expect(screen.getByTestId('payment-successful').textContent).toContain('500 credits were added');
    expect(sentBodies(api, 'POST', '/api/credits/payments/verify')).toEqual([
      { sessionId: 'cs_test_1' },
      { sessionId: 'cs_test_1' },
    ]);
  });

  it('shows a failed payment, and a page opened without a payment', async () => {
    stubApi({
      'POST /api/credits/payments/verify': () => ({
        status: 200,
        body: { status: 'failed', credits: 100, balance: { totalCredits: 0, usedCredits: 0 } },
      }),
    });
    await renderPage('/credits/payment?session_id=cs_test_2', <PaymentVerificationPage />);
    expect((await screen.findByTestId('payment-failed')).textContent).toContain(
      'Nothing was charged and no credits were added.',
    );
    cleanup();
    await renderPage('/credits/payment', <PaymentVerificationPage />);
    expect((await screen.findByTestId('payment-verification-failed')).textContent).toContain(
      'opened without a payment to verify',
    );
    expect(screen.queryByTestId('payment-verify-again')).toBeNull();
  });
});
