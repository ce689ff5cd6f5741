import type { CreditPackageItem } from '@placard/contract';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/** Where a credit payment stands: waiting at Stripe's checkout, paid (its credits added), or failed. */
export type CreditPaymentStatus = 'pending' | 'paid' | 'failed';

/**
 * A purchase of AI assistant credits through Stripe Checkout: the package, what it costs, the checkout
 * session that takes the payment. Its credits are added through the ledger with the session's id as
 * reference, so once, whichever of the webhook and the verification page comes first.
 */
export const creditPayments = pgTable(
  'credit_payments',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    item: text('item').$type<CreditPackageItem>().notNull(),
    credits: integer('credits').notNull(),
    /** in the currency's minor unit (cents), as Stripe charges it */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Stripe's checkout session; null only between the row's insert and the session's creation */
    checkoutSessionId: text('checkout_session_id').unique(),
    status: text('status').$type<CreditPaymentStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('credit_payments_org_idx').on(table.organizationId, table.id)],
);

export type CreditPaymentRow = typeof creditPayments.$inferSelect;

/** The Stripe events already handled, by id: a replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
