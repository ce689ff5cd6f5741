import type { LicensePackage } from '@placard/contract';
import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';

/** Feature switches a licence grants (spec section 3, licence package info). */
export type LicenseFeatures = {
  subOrgUpdateAccess: 0 | 1 | 2;
  themeManagement: boolean;
  impersonation: boolean;
  customTitle: boolean;
  interaction: boolean;
  aiAssistant: boolean;
  newsAddOn: boolean;
  weatherAddOn: boolean;
  facebookAddOn: boolean;
  canvaAddOn: boolean;
  instagramAddOn: boolean;
};

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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type LicenseRow = typeof licenses.$inferSelect;
