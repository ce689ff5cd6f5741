import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export type ThemeSettings = {
  accentColor?: string | null;
  navBarColor?: string | null;
  contentColor?: string | null;
  navTextColor?: string | null;
  logoUrl?: string | null;
  homeBackgroundUrl?: string | null;
};

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentOrganizationId: integer('parent_organization_id').references((): AnyPgColumn => organizations.id),
    contactEmail: text('contact_email'),
    contactPhoneNumber: text('contact_phone_number'),
    description: text('description'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    /** the time zone new screens start in; null: the country's main zone */
    timezone: text('timezone'),
    domain: text('domain'),
    /** on only once the domain is verified */
    collate: boolean('collate').notNull().default(false),
    /** the token of the TXT record `placard-verification=<token>` that proves control of `domain` */
    collationToken: text('collation_token'),
    /** when collation was asked for; pending while `collate` is still off */
    collationRequestedAt: timestamp('collation_requested_at', { withTimezone: true }),
    ownerName: text('owner_name'),
    ownerEmail: text('owner_email'),
    customerSupportEmail: text('customer_support_email'),
    customerContactEmail: text('customer_contact_email'),
    websiteTitle: text('website_title'),
    theme: jsonb('theme').$type<ThemeSettings>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('organizations_parent_idx').on(table.parentOrganizationId),
    index('organizations_domain_idx').on(table.domain),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
