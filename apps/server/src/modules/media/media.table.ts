import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  TMediaOrigin,
  MediaFailure,
  MediaFormat,
  MediaKind,
  MediaNote,
  MediaSection,
  MediaStatus,
} from '@placard/contract';
import { libraryFolders } from '../library/library.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/**
 * One file of the media library. The file and its thumbnails are blobs addressed by content hash, so
 * copies (stock) share them; a blob goes when no row refers to it any more.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    section: text('section').$type<MediaSection>().notNull(),
    folderId: integer('folder_id').references(() => libraryFolders.id, { onDelete: 'set null' }),
    creatorUserId: integer('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind').$type<MediaKind>().notNull(),
    format: text('format').$type<MediaFormat>().notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    blobKey: text('blob_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    pageKeys: jsonb('page_keys').$type<string[]>().notNull().default([]),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    pageCount: integer('page_count'),
    status: text('status').$type<MediaStatus>().notNull(),
    failure: text('failure').$type<MediaFailure>(),
    notes: jsonb('notes').$type<MediaNote[]>().notNull().default([]),
    locked: boolean('locked').notNull().default(false),
    uneditableWhenShared: boolean('uneditable_when_shared').notNull().default(false),
    /** stock copies: the item copied, and the organization that gave it */
    sourceMediaId: integer('source_media_id'),
    stockFromOrganizationId: integer('stock_from_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    /** a stock copy every organization of the platform sees (kept in the root organization) */
    platformStock: boolean('platform_stock').notNull().default(false),
    /** a stock photo or GIF imported from an outside provider: its id there, author and page */
    origin: jsonb('origin').$type<TMediaOrigin>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('media_items_org_section_idx').on(table.organizationId, table.section, table.folderId),
    index('media_items_blob_idx').on(table.blobKey),
    index('media_items_thumbnail_idx').on(table.thumbnailKey),
    index('media_items_source_idx').on(table.sourceMediaId),
    index('media_items_status_idx').on(table.status),
    index('media_items_pages_idx').using('gin', table.pageKeys),
    // an imported picture is found again by its provider and id, so its file is not fetched twice
    index('media_items_origin_idx').on(sql`(${table.origin}->>'provider')`, sql`(${table.origin}->>'id')`),
  ],
);

export type MediaItemRow = typeof mediaItems.$inferSelect;

/**
 * Blobs that may have lost their last reference. A trigger queues every key of a deleted item (however
 * it went: a delete, a user's or an organization's deletion); a sweep removes the ones nothing uses.
 */
export const mediaBlobReleases = pgTable('media_blob_releases', {
  key: text('key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});
