import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MenuCurrency, MenuNumberFormat, TMenuCategory, TMenuItem } from '@placard/contract';
import { organizations } from '../organizations/organizations.table.js';

/**
 * A menu of the menu builder (spec sections 2 and 3): a library item of its organization, its
 * categories and items kept as one document (the editor saves it whole). Names are unique in the
 * organization, case aside.
 */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    currency: text('currency').$type<MenuCurrency>().notNull(),
    /** how prices are written; null: in each screen's language */
    numberFormat: text('number_format').$type<MenuNumberFormat>(),
    categories: jsonb('categories').$type<TMenuCategory[]>().notNull().default([]),
    /** in the menu's order, each with its picture's media id and address */
    items: jsonb('items').$type<TMenuItem[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('menus_org_name_idx').on(table.organizationId, sql`lower(${table.name})`)],
);

export type MenuRow = typeof menus.$inferSelect;
export type NewMenu = typeof menus.$inferInsert;
