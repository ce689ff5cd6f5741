import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of credit payments, with their HTTP statuses. */
export const paymentsError = moduleErrors({
  /** the server has no Stripe account (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) */
  PAYMENTS_NOT_CONFIGURED: 409,
  /** the package's price is 0 on the root organization's pricing */
  CREDIT_PACKAGE_NOT_SOLD: 409,
  /** no payment of the caller's organization has this checkout session */
  PAYMENT_NOT_FOUND: 404,
  /** Stripe could not be reached, or answered what Placard cannot read */
  PAYMENT_VERIFICATION_FAILED: 502,
  /** a webhook whose Stripe-Signature is missing, forged or too old */
  PAYMENT_SIGNATURE_INVALID: 400,
});
export type PaymentsErrorCode = Parameters<typeof paymentsError>[0];
