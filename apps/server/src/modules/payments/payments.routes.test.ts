import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCreditCheckout,
  ZCreditPackages,
  ZCreditHistory,
  ZCredits,
  ZPaymentVerification,
  type CreditPackageItem,
  type TCredits,
} from '@placard/contract';
import {
  expectError,
  logInRoot,
  organizationWithMember,
  sessionHeaders,
  type LoggedIn,
} from '../../test/factories.js';
import {
  FAKE_STRIPE_ACCOUNT,
  fakeStripeSettings,
  startFakeStripe,
  type FakeStripe,
  type FakeStripeEvent,
} from '../../test/fakes/stripe.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { creditPayments, stripeEvents } from './payments.table.js';
import { STRIPE_WEBHOOK_PATH } from './payments.webhook.js';

let fake: FakeStripe;
let t: TestApp;
/** where the app listens, for the fake's webhook */
let webhookUrl: string;
let owner: LoggedIn;
let neighbour: LoggedIn;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true', ...fakeStripeSettings(fake) });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `${address}${STRIPE_WEBHOOK_PATH}`;
  owner = await organizationWithMember(t, { name: 'Harbour Café' });
  neighbour = await organizationWithMember(t, { name: 'Station Kiosk' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const get = (who: LoggedIn | null, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: sessionHeaders(who) });
const send = (who: LoggedIn | null, url: string, body: unknown) =>
  post(t.app, `/api${url}`, body, sessionHeaders(who));

async function balanceOf(who: LoggedIn): Promise<TCredits> {
  const response = await get(who, `/license/${who.organizationId}/credits`);
  expect(response.statusCode, response.body).toBe(200);
  return ZCredits.parse(response.json());
}

/** Starts buying a package: the checkout session Stripe made for it. */
async function checkout(who: LoggedIn, item: CreditPackageItem = 'credits_100') {
  const response = await send(who, '/credits/checkout', { item });
  expect(response.statusCode, response.body).toBe(200);
  const { url } = ZCreditCheckout.parse(response.json());
  const sessionId = new URL(url).pathname.split('/').at(-1) ?? '';
  const session = fake.session(sessionId);
  if (!session) throw new Error(`Stripe has no session at ${url}`);
  return session;
}

async function verify(who: LoggedIn, sessionId: string) {
  const response = await send(who, '/credits/payments/verify', { sessionId });
  expect(response.statusCode, response.body).toBe(200);
  return ZPaymentVerification.parse(response.json());
}

/** Stripe's delivery of an event to the webhook endpoint, as it sends it (or with another signature). */
function deliver(event: FakeStripeEvent, signing: { timestamp?: number; secret?: string } = {}) {
  const { body, signature } = fake.signed(event, signing);
  return t.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    payload: body,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

const lastEvent = (type: string, sessionId: string) => {
  const event = fake
    .events()
    .filter((candidate) => candidate.type === type && candidate.data.object.id === sessionId)
    .at(-1);
  if (!event) throw new Error(`no ${type} event of ${sessionId}`);
  return event;
};

async function paymentRow(sessionId: string) {
  const [row] = await t.app.deps.db
    .select()
    .from(creditPayments)
    .where(eq(creditPayments.checkoutSessionId, sessionId));
  return row;
}

describe('the credit packages', () => {
  it('sells the default packages in the payment currency, to owners and admins', async () => {
    const response = await get(owner, '/credits/packages');
    expect(response.statusCode, response.body).toBe(200);
    expect(ZCreditPackages.parse(response.json())).toEqual({
      payments: true,
      mayBuy: true,
      packages: [
        { item: 'credits_100', credits: 100, price: 10, currency: 'usd' },
        { item: 'credits_500', credits: 500, price: 45, currency: 'usd' },
        { item: 'credits_1000', credits: 1000, price: 80, currency: 'usd' },
      ],
    });
    const staff = await organizationWithMember(t, { name: 'Quay Bakery', role: 'staff' });
    const seen = ZCreditPackages.parse((await get(staff, '/credits/packages')).json());
    expect(seen.mayBuy).toBe(false);
    expectError(await send(staff, '/credits/checkout', { item: 'credits_100' }), 403, 'FORBIDDEN');
  });

  it("takes the root organization's prices, and a price of 0 takes a package off sale", async () => {
    const root = await logInRoot(t);
    const price = (item: CreditPackageItem, value: number) =>
      send(root, `/organizations/${root.organizationId}/license/pricing/update`, { item, value });
    try {
      expect((await price('credits_100', 12.5)).statusCode).toBe(200);
      expect((await price('credits_500', 0)).statusCode).toBe(200);
      const { packages } = ZCreditPackages.parse((await get(owner, '/credits/packages')).json());
      expect(packages.map((p) => [p.item, p.price])).toEqual([
        ['credits_100', 12.5],
        ['credits_1000', 80],
      ]);
      expectError(
        await send(owner, '/credits/checkout', { item: 'credits_500' }),
        409,
        'CREDIT_PACKAGE_NOT_SOLD',
      );
      const session = await checkout(owner, 'credits_100');
      expect(session.amount_total).toBe(1250);
    } finally {
      await price('credits_100', 10);
      await price('credits_500', 45);
    }
  });
});

describe('buying credits', () => {
  it("creates Stripe's checkout session for the package, its price and the way back", async () => {
    const session = await checkout(owner, 'credits_500');
    const request = fake.session(session.id);
    expect(request).toMatchObject({
      mode: 'payment',
      status: 'open',
      amount_total: 4500,
      currency: 'usd',
      client_reference_id: String(owner.organizationId),
      line_items: [{ name: '500 AI assistant credits', unit_amount: 4500, quantity: 1 }],
    });
    const row = await paymentRow(session.id);
    expect(row).toMatchObject({
      organizationId: owner.organizationId,
      userId: owner.userId,
      item: 'credits_500',
      credits: 500,
      amount: 4500,
      currency: 'usd',
      status: 'pending',
    });
    expect(session.metadata).toEqual({
      organizationId: String(owner.organizationId),
      paymentId: String(row?.id),
    });
    expect(session.success_url).toBe(
      `${t.config.PUBLIC_URL}/credits/payment?session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toBe(`${t.config.PUBLIC_URL}/credits/buy?cancelled=1`);
  });

  it('verifies a payment: verifying while open, then its credits added once however often asked', async () => {
    const before = await balanceOf(owner);
    const session = await checkout(owner);
    expect(await verify(owner, session.id)).toEqual({ status: 'verifying', credits: 100, balance: before });
    await fake.pay(session.id);
    const paid = await verify(owner, session.id);
    expect(paid).toEqual({
      status: 'successful',
      credits: 100,
      balance: { ...before, totalCredits: before.totalCredits + 100 },
    });
    expect(await verify(owner, session.id)).toEqual(paid);
    expect(await balanceOf(owner)).toEqual(paid.balance);
    expect((await paymentRow(session.id))?.status).toBe('paid');
  });

  it('adds credits once when the webhook comes first and the page verifies after', async () => {
    const before = await balanceOf(owner);
    const session = await checkout(owner);
    fake.setWebhookUrl(webhookUrl);
    try {
      await fake.pay(session.id);
    } finally {
      fake.setWebhookUrl(null);
    }
    expect((await paymentRow(session.id))?.status).toBe('paid');
    expect((await balanceOf(owner)).totalCredits).toBe(before.totalCredits + 100);
    // the history names the buyer, though Stripe's webhook added the credits
    const history = await get(owner, `/license/${owner.organizationId}/credits/history`);
    expect(ZCreditHistory.parse(history.json()).items[0]).toMatchObject({
      kind: 'purchase',
      amount: 100,
      userName: expect.any(String),
    });
    expect((await verify(owner, session.id)).status).toBe('successful');
    expect((await balanceOf(owner)).totalCredits).toBe(before.totalCredits + 100);
  });

  it('adds credits once when the page verifies first and the webhook comes after', async () => {
    const before = await balanceOf(owner);
    const session = await checkout(owner);
    await fake.pay(session.id);
    expect((await verify(owner, session.id)).status).toBe('successful');
    const delivered = await deliver(lastEvent('checkout.session.completed', session.id));
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await balanceOf(owner)).totalCredits).toBe(before.totalCredits + 100);
  });

  it('adds credits once when the webhook and the verification arrive at the same moment', async () => {
    const before = await balanceOf(owner);
    const sessions = [];
    for (let round = 0; round < 4; round++) {
      const session = await checkout(owner);
      await fake.pay(session.id);
      sessions.push(session);
    }
    await Promise.all(
      sessions.flatMap((session) => [
        verify(owner, session.id),
        verify(owner, session.id),
        deliver(lastEvent('checkout.session.completed', session.id)).then((response) =>
          expect(response.statusCode, response.body).toBe(200),
        ),
      ]),
    );
    expect((await balanceOf(owner)).totalCredits).toBe(before.totalCredits + 400);
    for (const session of sessions) expect((await verify(owner, session.id)).status).toBe('successful');
  });

  it('adds nothing for a failed payment, by the webhook or by the verification', async () => {
    const before = await balanceOf(owner);
    const failing = await checkout(owner);
    fake.setWebhookUrl(webhookUrl);
    try {
      await fake.failPayment(failing.id);
    } finally {
      fake.setWebhookUrl(null);
    }
    expect(await verify(owner, failing.id)).toEqual({ status: 'failed', credits: 100, balance: before });
    // a checkout the customer left: Stripe expires it, whether or not its event arrives
    const cancelled = await checkout(owner);
    await fake.cancel(cancelled.id);
    expect(await verify(owner, cancelled.id)).toEqual({ status: 'failed', credits: 100, balance: before });
    // a completed event of a payment that failed changes nothing
    expect((await deliver(lastEvent('checkout.session.completed', failing.id))).statusCode).toBe(200);
    expect(await balanceOf(owner)).toEqual(before);
    expect((await paymentRow(failing.id))?.status).toBe('failed');
  });

  it("does not let another organization verify someone else's payment", async () => {
    const before = await balanceOf(neighbour);
    const session = await checkout(owner);
    await fake.pay(session.id);
    expectError(
      await send(neighbour, '/credits/payments/verify', { sessionId: session.id }),
      404,
      'PAYMENT_NOT_FOUND',
    );
    expectError(
      await send(owner, '/credits/payments/verify', { sessionId: 'cs_test_unknown' }),
      404,
      'PAYMENT_NOT_FOUND',
    );
    expect(await balanceOf(neighbour)).toEqual(before);
    expect((await verify(owner, session.id)).status).toBe('successful');
  });
});

describe("Stripe's webhook", () => {
  /** A paid session whose completed event has not been delivered yet. */
  async function paidSession() {
    const session = await checkout(owner);
    await fake.pay(session.id);
    return lastEvent('checkout.session.completed', session.id);
  }

  it('refuses a forged, missing or tampered signature with 400, changing nothing', async () => {
    const before = await balanceOf(owner);
    const event = await paidSession();
    expectError(await deliver(event, { secret: 'whsec_someone_else' }), 400, 'PAYMENT_SIGNATURE_INVALID');
    const { body, signature } = fake.signed(event);
    const tampered = body.replace('"paid"', '"unpaid"');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expectError(unsigned, 400, 'PAYMENT_SIGNATURE_INVALID');
    const changed = await t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload: tampered,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expectError(changed, 400, 'PAYMENT_SIGNATURE_INVALID');
    expect(await balanceOf(owner)).toEqual(before);
    expect((await paymentRow(event.data.object.id))?.status).toBe('pending');
  });

  it('refuses a signature older than five minutes (a replay of a captured delivery)', async () => {
    const before = await balanceOf(owner);
    const event = await paidSession();
    const old = Math.floor(Date.now() / 1000) - 301;
    expectError(await deliver(event, { timestamp: old }), 400, 'PAYMENT_SIGNATURE_INVALID');
    expect(await balanceOf(owner)).toEqual(before);
    const fresh = await deliver(event, { timestamp: old + 120 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await balanceOf(owner)).totalCredits).toBe(before.totalCredits + 100);
  });

  it('handles an event id once: a replay answers 200 and does nothing', async () => {
    const event = await paidSession();
    const session = event.data.object;
    // the same id again, now saying the session expired: already handled, so it cannot undo the payment
    const replay: FakeStripeEvent = {
      ...event,
      type: 'checkout.session.expired',
      data: { object: { ...session, status: 'expired' } },
    };
    expect((await deliver(event)).statusCode).toBe(200);
    const after = await balanceOf(owner);
    for (const again of [event, replay, event]) {
      const response = await deliver(again);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await balanceOf(owner)).toEqual(after);
    const recorded = await t.app.deps.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(recorded).toHaveLength(1);
  });

  it('answers 200 to events of sessions Placard did not make, and to other event types', async () => {
    const event = await paidSession();
    const foreign: FakeStripeEvent = {
      ...event,
      id: 'evt_foreign_session',
      data: { object: { ...event.data.object, id: 'cs_test_other_app' } },
    };
    expect((await deliver(foreign)).statusCode).toBe(200);
    expect((await deliver({ ...event, id: 'evt_other_type', type: 'customer.created' })).statusCode).toBe(
      200,
    );
    expect((await paymentRow(event.data.object.id))?.status).toBe('pending');
  });
});

describe('without Stripe settings', () => {
  let bare: TestApp;
  let buyer: LoggedIn;
  beforeAll(async () => {
    bare = await createTestApp();
    buyer = await organizationWithMember(bare, { name: 'Pier Cinema' });
  }, 60_000);
  afterAll(() => bare?.close());

  it('says payments are off, and refuses checkout, verification and webhooks', async () => {
    const headers = sessionHeaders(buyer);
    const packages = await bare.app.inject({ method: 'GET', url: '/api/credits/packages', headers });
    expect(ZCreditPackages.parse(packages.json())).toMatchObject({ payments: false, mayBuy: true });
    expectError(
      await post(bare.app, '/api/credits/checkout', { item: 'credits_100' }, headers),
      409,
      'PAYMENTS_NOT_CONFIGURED',
    );
    expectError(
      await post(bare.app, '/api/credits/payments/verify', { sessionId: 'cs_test_x' }, headers),
      409,
      'PAYMENTS_NOT_CONFIGURED',
    );
    const webhook = await bare.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      payload: '{"id":"evt_1"}',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=1,v1=${FAKE_STRIPE_ACCOUNT.webhookSecret}`,
      },
    });
    expectError(webhook, 409, 'PAYMENTS_NOT_CONFIGURED');
  });
});
