import type { Locale, Role } from '@placard/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** stored lower-cased */
    email: text('email').notNull(),
    /** stored lower-cased; users who registered themselves have none until one is given */
    username: text('username'),
    fullname: text('fullname').notNull(),
    role: text('role').$type<Role>().notNull(),
    /** null while an invited user has not set a password yet */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** null while a user who joined through the organization's e-mail domain awaits the owner's approval */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    eulaAcceptedAt: timestamp('eula_accepted_at', { withTimezone: true }),
    locale: text('locale').$type<Locale>().notNull().default('en'),
    localeSet: boolean('locale_set').notNull().default(false),
    pendingEmail: text('pending_email'),
    promoConsent: boolean('promo_consent').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    uniqueIndex('users_username_unique')
      .on(table.username)
      .where(sql`${table.username} is not null`),
    index('users_org_idx').on(table.organizationId),
  ],
);

export type UserRow = typeof users.$inferSelect;
