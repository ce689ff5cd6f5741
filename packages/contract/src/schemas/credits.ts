import { z } from 'zod';
import { ZCredits } from './license.js';

/** What moved an organization's AI assistant credits. */
export const CREDIT_MOVEMENT_KINDS = ['grant', 'purchase', 'spend', 'refund'] as const;
export type CreditMovementKind = (typeof CREDIT_MOVEMENT_KINDS)[number];

/**
 * Why credits moved: a parent's grant, a purchase, an assistant action (spent, or refunded when it
 * failed or was cancelled).
 */
export const CREDIT_REASONS = [
  'parent_grant',
  'purchase',
  'ai_write',
  'ai_rewrite',
  'ai_design',
  'ai_draft_playlist',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** One row of an organization's credit history. */
export const ZCreditMovement = z.object({
  id: z.number().int(),
  kind: z.enum(CREDIT_MOVEMENT_KINDS),
  /** always positive: credits added by a grant, purchase or refund, taken by a spending */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(CREDIT_REASONS),
  /** who moved them; null when the user is gone or a payment's webhook added them */
  userName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TCreditMovement = z.infer<typeof ZCreditMovement>;

export const CREDIT_HISTORY_PAGE_SIZE = 25;

export const ZCreditHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const ZCreditHistory = z.object({
  items: z.array(ZCreditMovement),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TCreditHistory = z.infer<typeof ZCreditHistory>;

/** A sub-organization's balance, as its parent sees it on the Credits page. */
export const ZSubOrganizationCredits = ZCredits.extend({
  organizationId: z.number().int(),
  name: z.string(),
});
export type TSubOrganizationCredits = z.infer<typeof ZSubOrganizationCredits>;
export const ZSubOrganizationCreditsList = z.object({ items: z.array(ZSubOrganizationCredits) });

/** The credit packages the platform sells: credits and their price, in pricing items. */
export const CREDIT_PACKAGE_ITEMS = ['credits_100', 'credits_500', 'credits_1000'] as const;
export type CreditPackageItem = (typeof CREDIT_PACKAGE_ITEMS)[number];
export const CREDIT_PACKAGE_CREDITS: Record<CreditPackageItem, number> = {
  credits_100: 100,
  credits_500: 500,
  credits_1000: 1000,
};
/** Prices of the packages until the root organization sets its own, in the payment currency. */
export const DEFAULT_CREDIT_PACKAGE_PRICES: Record<CreditPackageItem, number> = {
  credits_100: 10,
  credits_500: 45,
  credits_1000: 80,
};

export const ZCreditPackage = z.object({
  item: z.enum(CREDIT_PACKAGE_ITEMS),
  credits: z.number().int(),
  /** in the currency's major unit (10.5 = ten and a half) */
  price: z.number(),
  /** ISO 4217, lower case as Stripe writes it */
  currency: z.string(),
});
export type TCreditPackage = z.infer<typeof ZCreditPackage>;

/** What the purchase page offers: packages, and whether payments are set up at all. */
export const ZCreditPackages = z.object({
  /** false when the server has no payment provider: ask the parent organization for credits */
  payments: z.boolean(),
  /** false when the caller may not buy (not owner or admin, or the licence does not allow it) */
  mayBuy: z.boolean(),
  packages: z.array(ZCreditPackage),
});
export type TCreditPackages = z.infer<typeof ZCreditPackages>;

export const ZCreditCheckoutRequest = z.object({ item: z.enum(CREDIT_PACKAGE_ITEMS) });
export const ZCreditCheckout = z.object({ url: z.url() });

export const PAYMENT_STATES = ['verifying', 'successful', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const ZPaymentVerifyRequest = z.object({ sessionId: z.string().min(1).max(255) });
export type TPaymentVerifyRequest = z.infer<typeof ZPaymentVerifyRequest>;

/** A payment as the verification page shows it. */
export const ZPaymentVerification = z.object({
  status: z.enum(PAYMENT_STATES),
  /** the package's credits, added once the payment is successful */
  credits: z.number().int(),
  /** the balance after it */
  balance: ZCredits,
});
export type TPaymentVerification = z.infer<typeof ZPaymentVerification>;
