import type { PaymentState, TPaymentVerification } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { licenseRowOf } from '../licensing/licensing.queries.js';
import { paymentsError } from './payments.errors.js';
import { serverStripe } from './payments.stripe.js';
import { paymentOfSession, settlePayment, type Buyer } from './payments.usecases.js';
import type { CreditPaymentStatus } from './payments.table.js';

const STATES: Record<CreditPaymentStatus, PaymentState> = {
  pending: 'verifying',
  paid: 'successful',
  failed: 'failed',
};

/**
 * The verification page's question, on the way back from Stripe's checkout: how the payment of a
 * checkout session of the caller's organization stands. Stripe is asked until it is settled; a paid
 * session adds its credits here when the webhook has not yet.
 */
export async function verifyPayment(
  deps: Deps,
  buyer: Pick<Buyer, 'user' | 'organization'>,
  sessionId: string,
): Promise<TPaymentVerification> {
  const stripe = serverStripe(deps.config);
  if (!stripe) throw paymentsError('PAYMENTS_NOT_CONFIGURED');
  // another organization's session is not found, whoever knows its id
  const payment = await paymentOfSession(deps, sessionId, buyer.organization.id);
  if (!payment) throw paymentsError('PAYMENT_NOT_FOUND');
  let status = payment.status;
  if (status === 'pending') {
    const session = await stripe.api.retrieveCheckoutSession(sessionId);
    if (!session) throw paymentsError('PAYMENT_NOT_FOUND');
    status = await settlePayment(deps, payment, session);
  }
  const license = await licenseRowOf(deps.db, payment.organizationId);
  return {
    status: STATES[status],
    credits: payment.credits,
    balance: { totalCredits: license?.totalCredits ?? 0, usedCredits: license?.usedCredits ?? 0 },
  };
}
