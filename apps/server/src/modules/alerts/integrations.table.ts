import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AlertType, IntegrationProvider } from '@placard/contract';
import { organizations } from '../organizations/organizations.table.js';
import { targetColumns } from './targets.columns.js';

/**
 * A service provider that raises alerts for an organization (spec sections 3 and 4): by posting JSON or
 * CAP 1.2 to its endpoint with its API key, or through a CAP feed Placard reads every pollMinutes. The
 * key is kept only as its SHA-256 hash (it is 256 random bits: nothing to stretch), with its first
 * characters as a hint. Alerts it raises go to its targets with its defaults where a message is silent.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    provider: text('provider').$type<IntegrationProvider>().notNull(),
    enabled: boolean('enabled').notNull(),
    ...targetColumns(),
    defaultType: text('default_type').$type<AlertType>().notNull(),
    defaultBackgroundColor: text('default_background_color').notNull(),
    defaultTextColor: text('default_text_color').notNull(),
    defaultContinuous: boolean('default_continuous').notNull(),
    /** minutes; null when continuous */
    defaultDurationMinutes: integer('default_duration_minutes'),
    feedUrl: text('feed_url'),
    pollMinutes: integer('poll_minutes'),
    keyHash: text('key_hash').notNull(),
    keyHint: text('key_hint').notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('integrations_org_name_idx').on(table.organizationId, sql`lower(${table.name})`),
    uniqueIndex('integrations_key_hash_idx').on(table.keyHash),
  ],
);

export type IntegrationRow = typeof integrations.$inferSelect;
