import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { z } from 'zod';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { paymentsError } from './payments.errors.js';
import { stripeSettings, ZCheckoutSession } from './payments.stripe.js';
import { stripeEvents } from './payments.table.js';
import { markFailed, paymentOfSession, settlePayment } from './payments.usecases.js';

/** The path Stripe posts its events to, under PUBLIC_URL (the webhook endpoint to add at Stripe). */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';
/** How old a signature may be, in seconds: Stripe's own default, against replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** Stripe's events are a few kilobytes. */
const WEBHOOK_BODY_MAX_BYTES = 256 * 1024;

/** The part of an event Placard reads: its id and type, and for checkout events the session. */
const ZEvent = z.object({
  id: z.string().min(1),
  type: z.string(),
  data: z.object({ object: z.unknown() }),
});
type StripeEvent = z.infer<typeof ZEvent>;

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const FAILED_EVENTS = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/**
 * Checks an event's Stripe-Signature with Stripe's own library (HMAC-SHA256 of the timestamp and the
 * body with the endpoint's secret, at most SIGNATURE_TOLERANCE_SECONDS old by the server's clock).
 */
export function verifiedEvent(
  deps: Pick<Deps, 'config' | 'now'>,
  body: string,
  signature: string | undefined,
) {
  const settings = stripeSettings(deps.config);
  if (!settings) throw paymentsError('PAYMENTS_NOT_CONFIGURED');
  if (!signature) throw paymentsError('PAYMENT_SIGNATURE_INVALID');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(
      body,
      signature,
      settings.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      // when it arrived, in milliseconds
      deps.now().getTime(),
    );
  } catch (error) {
    throw paymentsError('PAYMENT_SIGNATURE_INVALID', { cause: error });
  }
  const parsed = ZEvent.safeParse(event);
  if (!parsed.success) throw paymentsError('PAYMENT_SIGNATURE_INVALID');
  return parsed.data;
}

/**
 * Handles a verified event once: its id is recorded in the same transaction as what it does, so a
 * replay (or Stripe's retry of an event already handled) changes nothing, and a failure leaves it
 * for Stripe to send again.
 */
export function handleEvent(deps: Deps, event: StripeEvent): Promise<void> {
  return inTransaction(deps, async (tx) => {
    const first = await tx.db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: tx.now() })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (first.length === 0) return;
    if (!PAID_EVENTS.has(event.type) && !FAILED_EVENTS.has(event.type)) return;
    const session = ZCheckoutSession.safeParse(event.data.object);
    if (!session.success) return;
    // a session of another application on the same Stripe account is not Placard's
    const payment = await paymentOfSession(tx, session.data.id);
    if (!payment) return;
    if (PAID_EVENTS.has(event.type)) await settlePayment(tx, payment, session.data);
    else await markFailed(tx, payment);
  });
}

/**
 * POST /api/webhooks/stripe: Stripe's events about checkout sessions. The body is read as it came
 * (its signature covers the exact bytes), so this plugin parses JSON as text, for this route only.
 */
export const stripeWebhookRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(
      STRIPE_WEBHOOK_PATH.replace(/^\/api/, ''),
      {
        schema: {
          tags: ['credits'],
          summary: "Stripe's events about credit payments, signed with the webhook endpoint's secret",
          body: z.string().describe('A Stripe event, as JSON'),
          consumes: ['application/json'],
          response: { 200: z.object({ received: z.literal(true) }) },
        },
        bodyLimit: WEBHOOK_BODY_MAX_BYTES,
        config: { permission: 'public', crossSite: true },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const event = verifiedEvent(deps, request.body, Array.isArray(signature) ? signature[0] : signature);
        await handleEvent(deps, event);
        return { received: true as const };
      },
    );
  };
