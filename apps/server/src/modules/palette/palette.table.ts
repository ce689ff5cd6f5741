import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';

/**
 * The colours an organization saved to its palette in the editor (upper-case #RRGGBB or #RRGGBBAA),
 * each once. The default colours are not stored: they are the contract's.
 */
export const organizationColors = pgTable(
  'organization_colors',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.color] })],
);

export type OrganizationColorRow = typeof organizationColors.$inferSelect;
