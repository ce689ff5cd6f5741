import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.js';

export const TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email', 'approve_user'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

/** Single-use secrets sent by e-mail (codes and link tokens). Only their SHA-256 is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    payload: jsonb('payload').$type<{ email?: string }>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_tokens_hash_idx').on(table.tokenHash),
    index('user_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);

export type UserTokenRow = typeof userTokens.$inferSelect;
