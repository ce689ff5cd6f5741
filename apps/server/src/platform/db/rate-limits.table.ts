import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts counted per bucket (a rule and who it counts: an address, an account, a user) in its current
 * window, shared by every server instance. A window starts with its bucket's first attempt; a row whose
 * window has ended starts a new one on the next attempt, or is swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limits_expires_idx').on(table.expiresAt)],
);
