import { z } from 'zod';
import type { Config } from '../../config.js';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import { createSafeFetch, type FetchTextOptions, type SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { paymentsError } from './payments.errors.js';

/** A checkout session as Placard reads it (https://docs.stripe.com/api/checkout/sessions/object). */
export const ZCheckoutSession = z.object({
  id: z.string().min(1),
  object: z.literal('checkout.session'),
  /** open while the customer may pay, complete once done, expired when abandoned */
  status: z.enum(['open', 'complete', 'expired']).nullable(),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  url: z.string().nullable().optional(),
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  client_reference_id: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).nullable().optional(),
});
export type CheckoutSession = z.infer<typeof ZCheckoutSession>;

/** What a new checkout session sells: one package, at its price, for a payment of an organization. */
export type CheckoutRequest = {
  paymentId: number;
  organizationId: number;
  name: string;
  /** in the currency's minor unit */
  unitAmount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
};

/** Stripe's settings, once the server has them. */
export type StripeSettings = { apiUrl: string; secretKey: string; webhookSecret: string };

export function stripeSettings(config: Config): StripeSettings | null {
  if (config.STRIPE_SECRET_KEY === undefined || config.STRIPE_WEBHOOK_SECRET === undefined) return null;
  return {
    apiUrl: config.STRIPE_API_URL,
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
  };
}

/** Statuses whose answer Stripe explains in its body (`{error: {message}}`). */
const READ_STATUSES = [400, 401, 402, 403, 404, 409, 429];

/** Stripe's REST API (form-encoded requests, JSON answers), reached through the safe fetch. */
export function stripeApi(settings: StripeSettings, safeFetch: SafeFetch) {
  const call = async (path: string, options: Pick<FetchTextOptions, 'method' | 'body'> = {}) => {
    let fetched;
    try {
      fetched = await safeFetch.fetchText(`${settings.apiUrl}${path}`, {
        ...options,
        headers: { authorization: `Bearer ${settings.secretKey}` },
        accept: ['application/json'],
        readStatuses: READ_STATUSES,
      });
    } catch (error) {
      if (error instanceof FetchError) throw paymentsError('PAYMENT_VERIFICATION_FAILED', { cause: error });
      throw error;
    }
    if (fetched.status === 404) return null;
    if (fetched.status < 200 || fetched.status > 299) throw paymentsError('PAYMENT_VERIFICATION_FAILED');
    let json: unknown;
    try {
      json = JSON.parse(fetched.body);
    } catch (error) {
      throw paymentsError('PAYMENT_VERIFICATION_FAILED', { cause: error });
    }
    const parsed = ZCheckoutSession.safeParse(json);
    if (!parsed.success) throw paymentsError('PAYMENT_VERIFICATION_FAILED');
    return parsed.data;
  };
  return {
    /** POST /v1/checkout/sessions: a hosted checkout page for one package */
    async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession & { url: string }> {
      const form = new URLSearchParams({
        mode: 'payment',
        'line_items[0][price_data][currency]': request.currency,
        'line_items[0][price_data][unit_amount]': String(request.unitAmount),
        'line_items[0][price_data][product_data][name]': request.name,
        'line_items[0][quantity]': '1',
        client_reference_id: String(request.organizationId),
        'metadata[organizationId]': String(request.organizationId),
        'metadata[paymentId]': String(request.paymentId),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      const session = await call('/v1/checkout/sessions', { method: 'POST', body: form });
      if (!session?.url) throw paymentsError('PAYMENT_VERIFICATION_FAILED');
      return { ...session, url: session.url };
    },
    /** GET /v1/checkout/sessions/{id}: null when Stripe has no such session */
    retrieveCheckoutSession(id: string): Promise<CheckoutSession | null> {
      return call(`/v1/checkout/sessions/${encodeURIComponent(id)}`);
    },
  };
}
export type StripeApi = ReturnType<typeof stripeApi>;

/** Stripe's API with the server's account; null when the server has none. */
export function serverStripe(config: Config): { settings: StripeSettings; api: StripeApi } | null {
  const settings = stripeSettings(config);
  if (!settings) return null;
  return {
    settings,
    api: stripeApi(settings, createSafeFetch({ allowPrivate: config.OUTBOUND_ALLOW_PRIVATE })),
  };
}
