import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/** What moved an organization's credits: a parent's grant, a purchase, an assistant's spending, or its refund. */
export type CreditMovementKind = 'grant' | 'purchase' | 'spend' | 'refund';

/**
 * The ledger of an organization's AI assistant credits: every movement with who made it, when, why
 * and the balance after it. The licence's totalCredits and usedCredits are its running sums, changed
 * in the same transaction as each row.
 */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CreditMovementKind>().notNull(),
    /** credits added (grant, purchase, refund) or taken (spend): always positive */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** what it was for: the assistant's action, the parent's grant, the payment */
    reason: text('reason').notNull(),
    /**
     * what makes it happen only once: a payment's id, or for a refund the spending it returns;
     * null for grants, which may repeat
     */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('credit_movements_org_idx').on(table.organizationId, table.id),
    uniqueIndex('credit_movements_reference_idx').on(table.organizationId, table.kind, table.reference),
  ],
);

export type CreditMovementRow = typeof creditMovements.$inferSelect;
