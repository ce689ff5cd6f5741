import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import Stripe from 'stripe';
import { FAKE_STRIPE_ACCOUNT } from './stripe-settings.js';
import { listenOnLoopback, readBody, sendBody } from './loopback-server.js';

export { FAKE_STRIPE_ACCOUNT, fakeStripeSettings } from './stripe-settings.js';

/**
 * Stripe's API for Checkout on 127.0.0.1, speaking its real protocol: checkout sessions created
 * (form-encoded, `Authorization: Bearer <secret key>`) and retrieved, as JSON in Stripe's shapes, with
 * Stripe's error answers; the hosted checkout page at the session's `url`, where the customer pays
 * (the session completes, paid), pays with a debit that then fails (complete and unpaid, then
 * `checkout.session.async_payment_failed`), or cancels (back to `cancel_url`, the session expired).
 * Each change is sent as an event to the webhook endpoint, signed with the endpoint's secret exactly
 * as Stripe signs (`Stripe-Signature: t=…,v1=…`), before the browser is sent back.
 */

export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  url: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  line_items: { name: string; unit_amount: number; quantity: number }[];
  created: number;
};

export type FakeStripeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: FakeCheckoutSession };
};

export type FakeStripe = {
  origin: string;
  /** for STRIPE_API_URL */
  apiUrl: string;
  /** every checkout session made so far */
  sessions(): FakeCheckoutSession[];
  session(id: string): FakeCheckoutSession | undefined;
  /** where events are sent (Placard's /api/webhooks/stripe); none are sent until it is set */
  setWebhookUrl(url: string | null): void;
  /** every event made so far, sent or not, oldest first */
  events(): FakeStripeEvent[];
  /** the customer's choices on the checkout page, as the page's buttons make them */
  pay(id: string): Promise<void>;
  failPayment(id: string): Promise<void>;
  cancel(id: string): Promise<void>;
  /** an event's body and its Stripe-Signature as Stripe sends them (now, or at `timestamp` seconds) */
  signed(
    event: FakeStripeEvent,
    options?: { timestamp?: number; secret?: string },
  ): {
    body: string;
    signature: string;
  };
  close(): Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's error answer (https://docs.stripe.com/api/errors). */
const stripeError = (response: ServerResponse, status: number, type: string, message: string) =>
  sendBody(response, status, { error: { type, message } });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
}

/** Stripe's hosted checkout page, as far as a test needs it: what is sold, and the customer's choices. */
function checkoutPage(session: FakeCheckoutSession): string {
  const item = session.line_items[0];
  // relative to the page, so that it works behind a forwarding prefix too
  const action = (choice: string) => `${session.id}/${choice}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout</title>
<style>body{font-family:sans-serif;display:grid;place-items:center;min-height:90vh;background:#f6f9fc;margin:0}
main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 12px #0002;width:380px}
h1{font-size:18px;color:#635bff;margin-top:0}.total{font-size:28px;font-weight:600;margin:8px 0 24px}
button{display:block;width:100%;font-size:16px;padding:12px;margin-top:10px;border-radius:6px;border:1px solid #ccd;cursor:pointer;background:#fff}
.pay{background:#635bff;color:#fff;border:0}</style></head>
<body><main><h1>Test mode</h1><p>${escapeHtml(item?.name ?? '')}</p>
<p class="total">${escapeHtml(formatAmount(session.amount_total, session.currency))}</p>
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${action('fail')}"><button type="submit">Pay by debit that fails</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

/** Reads Stripe's form encoding (`a[b][c]=…`) of a checkout session's parameters. */
function sessionParameters(form: URLSearchParams) {
  const get = (name: string) => form.get(name) ?? '';
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const key = /^metadata\[([^\]]+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return {
    mode: get('mode'),
    currency: get('line_items[0][price_data][currency]'),
    unitAmount: Number(get('line_items[0][price_data][unit_amount]')),
    name: get('line_items[0][price_data][product_data][name]'),
    quantity: Number(get('line_items[0][quantity]') || '1'),
    clientReferenceId: form.get('client_reference_id'),
    metadata,
    successUrl: get('success_url'),
    cancelUrl: get('cancel_url'),
  };
}

export async function startFakeStripe(
  options: { publicBase?: string; webhookUrl?: string } = {},
): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const events: FakeStripeEvent[] = [];
  let webhookUrl = options.webhookUrl ?? null;
  let origin = '';
  const publicBase = () => options.publicBase ?? origin;
  const now = () => Math.floor(Date.now() / 1000);

  function signed(event: FakeStripeEvent, signing: { timestamp?: number; secret?: string } = {}) {
    const body = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: signing.secret ?? FAKE_STRIPE_ACCOUNT.webhookSecret,
      ...(signing.timestamp !== undefined && { timestamp: signing.timestamp }),
    });
    return { body, signature };
  }

  /** Makes an event of the session as it is now, and sends it to the webhook endpoint. */
  async function emit(type: string, session: FakeCheckoutSession): Promise<void> {
    const event: FakeStripeEvent = {
      id: id('evt'),
      object: 'event',
      type,
      created: now(),
      data: { object: structuredClone(session) },
    };
    events.push(event);
    if (webhookUrl === null) return;
    const { body, signature } = signed(event);
    // Stripe waits for the endpoint's answer; a failure is retried by Stripe, not here
    await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body,
    }).catch(() => undefined);
  }

  function open(sessionId: string): FakeCheckoutSession {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`no open checkout session ${sessionId}`);
    return session;
  }

  async function pay(sessionId: string) {
    const session = open(sessionId);
    Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
    await emit('checkout.session.completed', session);
  }
  async function failPayment(sessionId: string) {
    const session = open(sessionId);
    // a delayed payment method: the checkout completes unpaid, then the debit fails
    Object.assign(session, { status: 'complete', payment_status: 'unpaid', url: null });
    await emit('checkout.session.completed', session);
    await emit('checkout.session.async_payment_failed', session);
  }
  async function cancel(sessionId: string) {
    const session = open(sessionId);
    Object.assign(session, { status: 'expired', url: null });
    await emit('checkout.session.expired', session);
  }

  function create(response: ServerResponse, body: string) {
    const form = sessionParameters(new URLSearchParams(body));
    if (form.mode !== 'payment') return stripeError(response, 400, 'invalid_request_error', 'Invalid mode');
    if (!/^[a-z]{3}$/.test(form.currency) || !Number.isInteger(form.unitAmount) || form.unitAmount < 50) {
      return stripeError(response, 400, 'invalid_request_error', 'Invalid line_items[0][price_data]');
    }
    if (!form.successUrl || !form.cancelUrl) {
      return stripeError(response, 400, 'invalid_request_error', 'Missing required param: success_url.');
    }
    const sessionId = id('cs_test');
    const session: FakeCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${publicBase()}/c/pay/${sessionId}`,
      amount_total: form.unitAmount * form.quantity,
      currency: form.currency,
      client_reference_id: form.clientReferenceId,
      metadata: form.metadata,
      success_url: form.successUrl,
      cancel_url: form.cancelUrl,
      line_items: [{ name: form.name, unit_amount: form.unitAmount, quantity: form.quantity }],
      created: now(),
    };
    sessions.set(sessionId, session);
    sendBody(response, 200, session);
  }

  async function choose(response: ServerResponse, sessionId: string, choice: string) {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open')
      return sendBody(response, 410, 'This checkout has ended.', 'text/plain');
    if (choice === 'pay') await pay(sessionId);
    else if (choice === 'fail') await failPayment(sessionId);
    else await cancel(sessionId);
    const back =
      choice === 'cancel'
        ? session.cancel_url
        : session.success_url.replace('{CHECKOUT_SESSION_ID}', sessionId);
    response.writeHead(303, { location: back });
    response.end();
  }

  const server = await listenOnLoopback(
    async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://stripe.invalid');
      const body = await readBody(request);
      const page = /^\/c\/pay\/([\w]+)(?:\/(pay|fail|cancel))?$/.exec(url.pathname);
      if (page?.[1]) {
        if (page[2] && request.method === 'POST') return choose(response, page[1], page[2]);
        const session = sessions.get(page[1]);
        if (!session || session.status !== 'open')
          return sendBody(response, 410, 'This checkout has ended.', 'text/plain');
        return sendBody(response, 200, checkoutPage(session), 'text/html; charset=utf-8');
      }
      if (!url.pathname.startsWith('/v1/')) return sendBody(response, 404, 'Not found', 'text/plain');
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_ACCOUNT.secretKey}`) {
        return stripeError(response, 401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      if (url.pathname === '/v1/checkout/sessions' && request.method === 'POST')
        return create(response, body);
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (retrieve?.[1] && request.method === 'GET') {
        const session = sessions.get(decodeURIComponent(retrieve[1]));
        if (!session) {
          return stripeError(
            response,
            404,
            'invalid_request_error',
            `No such checkout.session: '${retrieve[1]}'`,
          );
        }
        return sendBody(response, 200, session);
      }
      return stripeError(
        response,
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${url.pathname}).`,
      );
    },
    (response, error) => stripeError(response, 500, 'api_error', String(error)),
  );
  origin = server.origin;

  return {
    origin,
    apiUrl: origin,
    sessions: () => [...sessions.values()],
    session: (sessionId) => sessions.get(sessionId),
    setWebhookUrl: (url) => void (webhookUrl = url),
    events: () => [...events],
    pay,
    failPayment,
    cancel,
    signed,
    close: async () => {
      await server.close();
    },
  };
}
