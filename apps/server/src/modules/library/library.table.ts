import { index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OwnSection } from '@placard/contract';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/** The libraries that keep their content in My, Shared and Stock with folders. */
export const LIBRARIES = ['media', 'playlists'] as const;
export type LibraryKind = (typeof LIBRARIES)[number];

/**
 * Folders of a library (media, playlists): nested, in one organization's My (per creator) or Shared
 * section. The table kept its first name, from when only the media library had folders.
 */
export const libraryFolders = pgTable(
  'media_folders',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    library: text('library').$type<LibraryKind>().notNull().default('media'),
    section: text('section').$type<OwnSection>().notNull(),
    /** the creator; in My the folder belongs to them alone */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => libraryFolders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('media_folders_org_parent_idx').on(
      table.organizationId,
      table.library,
      table.section,
      table.parentId,
    ),
  ],
);

export type LibraryFolderRow = typeof libraryFolders.$inferSelect;
