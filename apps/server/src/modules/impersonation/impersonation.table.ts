import type { ImpersonationState } from '@placard/contract';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/** A parent's request to act as a direct sub-organization, and the sub-organization owner's answer. */
export const impersonationRequests = pgTable(
  'impersonation_requests',
  {
    id: serial('id').primaryKey(),
    senderOrganizationId: integer('sender_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    recipientOrganizationId: integer('recipient_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: text('state').$type<ImpersonationState>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    index('impersonation_requests_sender_idx').on(table.senderOrganizationId),
    index('impersonation_requests_recipient_idx').on(table.recipientOrganizationId),
  ],
);

export type ImpersonationRequestRow = typeof impersonationRequests.$inferSelect;

/**
 * Every change made while impersonating: who did it (names kept, so the record outlives the account),
 * for which organization, and how it ended.
 */
export const impersonationLog = pgTable(
  'impersonation_log',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id').references(() => impersonationRequests.id, { onDelete: 'set null' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorOrganizationId: integer('actor_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    actorOrganizationName: text('actor_organization_name').notNull(),
    targetOrganizationId: integer('target_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    action: text('action').notNull(),
    statusCode: integer('status_code').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('impersonation_log_target_idx').on(table.targetOrganizationId, table.at)],
);
