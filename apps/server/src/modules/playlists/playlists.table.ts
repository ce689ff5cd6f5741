import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MediaSection, PlaylistKind, TAspect, TManifestSlide, TSlideData } from '@placard/contract';
import { libraryFolders } from '../library/library.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/**
 * A playlist (or a template: a playlist of one slide kept to start slides from), in one organization's
 * My, Shared or Stock. The slides are rows of playlist_slides, each holding its versioned document.
 */
export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlaylistKind>().notNull(),
    section: text('section').$type<MediaSection>().notNull(),
    folderId: integer('folder_id').references(() => libraryFolders.id, { onDelete: 'set null' }),
    creatorUserId: integer('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    aspect: jsonb('aspect').$type<TAspect>().notNull(),
    overlaySlideId: integer('overlay_slide_id').references((): AnyPgColumn => playlistSlides.id, {
      onDelete: 'set null',
    }),
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** grows with every change of the playlist or its slides (screens compare it) */
    revision: integer('revision').notNull().default(1),
    locked: boolean('locked').notNull().default(false),
    uneditableWhenShared: boolean('uneditable_when_shared').notNull().default(false),
    /** stock copies: the playlist copied, and the organization that gave it */
    sourcePlaylistId: integer('source_playlist_id'),
    stockFromOrganizationId: integer('stock_from_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    platformStock: boolean('platform_stock').notNull().default(false),
    /** who has a shared playlist open in the editor, until when (renewed while the editor is open) */
    editLockUserId: integer('edit_lock_user_id').references(() => users.id, { onDelete: 'set null' }),
    editLockExpiresAt: timestamp('edit_lock_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('playlists_org_section_idx').on(table.organizationId, table.kind, table.section, table.folderId),
    index('playlists_source_idx').on(table.sourcePlaylistId),
  ],
);

export const playlistSlides = pgTable(
  'playlist_slides',
  {
    id: serial('id').primaryKey(),
    playlistId: integer('playlist_id')
      .notNull()
      .references((): AnyPgColumn => playlists.id, { onDelete: 'cascade' }),
    /** 0-based place in the playlist */
    position: integer('position').notNull(),
    data: jsonb('data').$type<TSlideData>().notNull(),
    /** the 256-px JPEG the editor made of it, a blob of the media store */
    thumbnailKey: text('thumbnail_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('playlist_slides_playlist_idx').on(table.playlistId, table.position),
    index('playlist_slides_thumbnail_idx').on(table.thumbnailKey),
  ],
);

/** What a playlist looked like when it was last published: the screens play this, not the draft. */
export const playlistPublications = pgTable(
  'playlist_publications',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    aspect: jsonb('aspect').$type<TAspect>().notNull(),
    overlaySlideId: integer('overlay_slide_id'),
    slides: jsonb('slides').$type<TManifestSlide[]>().notNull(),
    /** every file the slides show */
    media: jsonb('media').$type<string[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('playlist_publications_playlist_idx').on(table.playlistId)],
);

export type PlaylistRow = typeof playlists.$inferSelect;
export type NewPlaylist = typeof playlists.$inferInsert;
export type SlideRow = typeof playlistSlides.$inferSelect;
