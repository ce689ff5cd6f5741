import type { LicenseFeatures, LicensePackage, TPricingEntry } from '@placard/contract';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';

export type { LicenseFeatures };

export const licenses = pgTable('licenses', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  package: text('package').$type<LicensePackage>().notNull(),
  /** null means unlimited */
  numDevices: integer('num_devices'),
  numUsers: integer('num_users'),
  validityDays: integer('validity_days'),
  interactiveDeviceLimit: integer('interactive_device_limit'),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
  /** null means it never expires */
  validityExpiresAt: timestamp('validity_expires_at', { withTimezone: true }),
  features: jsonb('features').$type<LicenseFeatures>().notNull(),
  trialExtended: boolean('trial_extended').notNull().default(false),
  /** AI assistant credits */
  totalCredits: integer('total_credits').notNull().default(0),
  usedCredits: integer('used_credits').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LicenseRow = typeof licenses.$inferSelect;

/** What a parent charges a sub-organization, per item. */
export const licensePricing = pgTable(
  'license_pricing',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    item: text('item').$type<TPricingEntry['item']>().notNull(),
    value: doublePrecision('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.item] })],
);
