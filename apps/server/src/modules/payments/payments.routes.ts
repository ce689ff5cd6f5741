import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreditCheckout,
  ZCreditCheckoutRequest,
  ZCreditPackages,
  ZPaymentVerification,
  ZPaymentVerifyRequest,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { creditPackages, startCheckout } from './payments.usecases.js';
import { verifyPayment } from './payments.verify.usecases.js';
import { stripeWebhookRoutes } from './payments.webhook.js';

const tags = ['credits'];
/** Credits are bought by those who manage the organization's licence: owners and admins. */
const permission = 'sidebar_organizations' as const;

/**
 * Buying AI assistant credits (spec sections 1 and 4): the packages for sale, Stripe Checkout to pay
 * for one, the verification page's question on the way back, and Stripe's signed webhook. A payment
 * adds its credits once, whichever of the two comes first.
 */
export const paymentsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/credits/packages',
      {
        schema: {
          tags,
          summary:
            'The credit packages for sale, whether payments are set up, and whether the caller may buy',
          response: { 200: ZCreditPackages },
        },
        // every role sees what is sold; owners and admins buy
        config: { permission: 'sidebar_account' },
      },
      (request) => creditPackages(deps, request.auth),
    );
    app.post(
      '/credits/checkout',
      {
        schema: {
          tags,
          summary: "Starts buying a credit package: the address of Stripe's checkout page",
          body: ZCreditCheckoutRequest,
          response: { 200: ZCreditCheckout },
        },
        config: { permission },
      },
      (request) => startCheckout(deps, request.auth, request.body.item),
    );
    app.post(
      '/credits/payments/verify',
      {
        schema: {
          tags,
          summary: "How a payment of the caller's organization stands; a paid one adds its credits once",
          body: ZPaymentVerifyRequest,
          response: { 200: ZPaymentVerification },
        },
        // a payment made before the licence ended still brings its credits
        config: { permission, whileReadOnly: true },
      },
      (request) => verifyPayment(deps, request.auth, request.body.sessionId),
    );
    await app.register(stripeWebhookRoutes(deps));
  };
