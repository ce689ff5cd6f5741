import { can, isReadOnly, type CreditPackageItem, type TCreditPackages } from '@placard/contract';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuthContext } from '../auth/auth.context.js';
import { addCreditMovement } from '../licensing/credits.ledger.js';
import { paymentsError } from './payments.errors.js';
import { minorUnits } from './payments.money.js';
import { soldPackages } from './payments.packages.js';
import { serverStripe, type CheckoutSession } from './payments.stripe.js';
import { creditPayments, type CreditPaymentRow } from './payments.table.js';

/** Who buys credits: a user acting for an organization, with its licence. */
export type Buyer = Pick<AuthContext, 'user' | 'organization' | 'license'>;

/** Where Stripe sends the customer back to: the verification page, or the purchase page when cancelled. */
export const PAYMENT_RETURN_PATH = '/credits/payment';
export const PURCHASE_PATH = '/credits/buy';

/**
 * Whether the caller may buy credits for the organization it acts for: an owner or admin (who manage
 * the organization's licence and credits), on a licence that is not read-only.
 */
export function mayBuy(buyer: Buyer): boolean {
  return can(buyer.user.role, 'sidebar_organizations') && !isReadOnly(buyer.license.status);
}

/** What the purchase page offers the caller. */
export async function creditPackages(deps: Deps, buyer: Buyer): Promise<TCreditPackages> {
  return {
    payments: serverStripe(deps.config) !== null,
    mayBuy: mayBuy(buyer),
    packages: await soldPackages(deps),
  };
}

/**
 * Starts buying a package: a pending payment, and Stripe's checkout session for it. The answer is
 * the address of Stripe's checkout page.
 */
export async function startCheckout(
  deps: Deps,
  buyer: Buyer,
  item: CreditPackageItem,
): Promise<{ url: string }> {
  const stripe = serverStripe(deps.config);
  if (!stripe) throw paymentsError('PAYMENTS_NOT_CONFIGURED');
  if (!mayBuy(buyer)) throw new AppError('FORBIDDEN');
  const sold = (await soldPackages(deps)).find((creditPackage) => creditPackage.item === item);
  if (!sold) throw paymentsError('CREDIT_PACKAGE_NOT_SOLD');
  const amount = minorUnits(sold.price, sold.currency);
  const [payment] = await deps.db
    .insert(creditPayments)
    .values({
      organizationId: buyer.organization.id,
      userId: buyer.user.id,
      item,
      credits: sold.credits,
      amount,
      currency: sold.currency,
      createdAt: deps.now(),
    })
    .returning();
  if (!payment) throw new Error('insert credit payment returned nothing');
  const origin = deps.config.PUBLIC_URL;
  let session: CheckoutSession & { url: string };
  try {
    session = await stripe.api.createCheckoutSession({
      paymentId: payment.id,
      organizationId: buyer.organization.id,
      name: `${sold.credits} AI assistant credits`,
      unitAmount: amount,
      currency: sold.currency,
      // Stripe puts the session's id in place of its template
      successUrl: `${origin}${PAYMENT_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${origin}${PURCHASE_PATH}?cancelled=1`,
    });
  } catch (error) {
    await deps.db
      .update(creditPayments)
      .set({ status: 'failed', completedAt: deps.now() })
      .where(eq(creditPayments.id, payment.id));
    throw error;
  }
  await deps.db
    .update(creditPayments)
    .set({ checkoutSessionId: session.id })
    .where(eq(creditPayments.id, payment.id));
  return { url: session.url };
}

/** What a checkout session says of its payment. */
export type SessionOutcome = 'paid' | 'failed' | 'open';

export function outcomeOf(session: CheckoutSession): SessionOutcome {
  if (session.status === 'complete' && session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'failed';
  // still at the checkout page, or paid by a method that settles later
  return 'open';
}

/** Whether a session is the one Stripe made for this payment, for its amount. */
function matches(payment: CreditPaymentRow, session: CheckoutSession): boolean {
  const metadata = session.metadata ?? {};
  return (
    session.id === payment.checkoutSessionId &&
    metadata.paymentId === String(payment.id) &&
    metadata.organizationId === String(payment.organizationId) &&
    (session.amount_total == null || session.amount_total === payment.amount) &&
    (session.currency == null || session.currency.toLowerCase() === payment.currency)
  );
}

/**
 * Records what Stripe says of a payment. A paid one adds its credits through the ledger, with the
 * session's id as reference: once, whether the webhook or the verification page (or both at the same
 * moment) get here first, recorded as the buyer's. A failed one adds nothing; a paid payment never
 * becomes failed.
 */
export async function settlePayment(
  deps: Deps,
  payment: CreditPaymentRow,
  session: CheckoutSession,
): Promise<CreditPaymentRow['status']> {
  if (!matches(payment, session)) throw paymentsError('PAYMENT_VERIFICATION_FAILED');
  const outcome = outcomeOf(session);
  if (outcome === 'paid') {
    await addCreditMovement(
      deps,
      payment.organizationId,
      { kind: 'purchase', amount: payment.credits, reference: session.id },
      { userId: payment.userId, reason: 'purchase' },
    );
    await deps.db
      .update(creditPayments)
      .set({ status: 'paid', completedAt: deps.now() })
      .where(and(eq(creditPayments.id, payment.id), eq(creditPayments.status, 'pending')));
    return 'paid';
  }
  if (outcome === 'failed') return markFailed(deps, payment);
  return payment.status;
}

/** A payment Stripe says will not be made: failed, unless it was already paid. */
export async function markFailed(deps: Deps, payment: CreditPaymentRow): Promise<CreditPaymentRow['status']> {
  const [row] = await deps.db
    .update(creditPayments)
    .set({ status: 'failed', completedAt: deps.now() })
    .where(and(eq(creditPayments.id, payment.id), eq(creditPayments.status, 'pending')))
    .returning();
  return row ? row.status : ((await paymentById(deps, payment.id))?.status ?? 'failed');
}

async function paymentById(deps: Deps, id: number): Promise<CreditPaymentRow | undefined> {
  const [row] = await deps.db.select().from(creditPayments).where(eq(creditPayments.id, id));
  return row;
}

/** The payment of a checkout session, in any organization (a webhook) or in the caller's. */
export async function paymentOfSession(
  deps: Pick<Deps, 'db'>,
  sessionId: string,
  organizationId?: number,
): Promise<CreditPaymentRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(creditPayments)
    .where(
      and(
        eq(creditPayments.checkoutSessionId, sessionId),
        organizationId === undefined ? undefined : eq(creditPayments.organizationId, organizationId),
      ),
    );
  return row;
}
