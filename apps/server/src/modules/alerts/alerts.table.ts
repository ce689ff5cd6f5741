import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALERT_PRIORITY_USER, type AlertType } from '@placard/contract';
import { devices } from '../devices/devices.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { integrations } from './integrations.table.js';
import { targetColumns } from './targets.columns.js';

/** Who activated or deactivated an alert. */
export type AlertActorKind = 'user' | 'integration';

/** An alert's texts in one more language (a CAP message's further info blocks). */
export type AlertTranslation = { language: string; name: string; description: string; instructions: string };

/**
 * An emergency alert of an organization (spec sections 3 and 4). Its state is derived when read from
 * activatedAt, endsAt and deactivatedAt (alertStateAt). Targets: every screen of the organization
 * (targetsAll), and the screens of the named groups (with their subgroups), the named screens and
 * every screen of the named sub-organizations.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    instructions: text('instructions').notNull(),
    type: text('type').$type<AlertType>().notNull(),
    continuous: boolean('continuous').notNull(),
    /** minutes; null when continuous */
    durationMinutes: integer('duration_minutes'),
    backgroundColor: text('background_color').notNull(),
    textColor: text('text_color').notNull(),
    ...targetColumns(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** when a timed alert ends by itself; null for a continuous one */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    activatedByKind: text('activated_by_kind').$type<AlertActorKind>(),
    activatedByName: text('activated_by_name'),
    deactivatedByKind: text('deactivated_by_kind').$type<AlertActorKind>(),
    deactivatedByName: text('deactivated_by_name'),
    /** which alert a screen shows first: the highest priority, then the most recently activated */
    priority: integer('priority').notNull().default(ALERT_PRIORITY_USER),
    /** the integration that raised it; its texts in further languages, each screen showing its own */
    integrationId: integer('integration_id').references(() => integrations.id, { onDelete: 'set null' }),
    translations: jsonb('translations').$type<AlertTranslation[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('alerts_org_name_idx').on(table.organizationId, sql`lower(${table.name})`),
    index('alerts_activated_idx').on(table.activatedAt),
  ],
);

/** A screen's receipt of an alert: when it showed it, one per alert and screen for each activation. */
export const alertReceipts = pgTable(
  'alert_receipts',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('alert_receipts_alert_device_idx').on(table.alertId, table.deviceId)],
);

/**
 * Each message an integration delivered, by its identifier (CAP identifier, or the JSON alert's): a
 * message delivered again changes nothing, and an Update or Cancel finds the alert of the message it
 * references. The alert is the one the message raised, changed or ended.
 */
export const integrationMessages = pgTable(
  'integration_messages',
  {
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.integrationId, table.identifier] })],
);

export type AlertRow = typeof alerts.$inferSelect;
