import {
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
import type { TWidgetSnapshot, WidgetSourceKind } from '@placard/contract';
import { playlists } from '../playlists/playlists.table.js';

/**
 * A widget source (issue "widgets that stay alive on screens"): one outside data source a weather,
 * news, sheet, Facebook or Instagram widget shows, read by the server and kept for screens. Every
 * widget with the same source settings, on any slide of any organization, shares one row
 * (`source_key`): it holds only the source's public settings, never who uses it — except a Facebook or
 * Instagram source, read with one organization's connection, which is that organization's own (its
 * settings name it). `snapshot` is the last good reading (kept when a later
 * one fails), `error_code`/`error_message` tell why the last attempt failed (null when it succeeded).
 * A source is read again every `refresh_minutes` while it is used (`last_used_at`).
 */
export const widgetSources = pgTable(
  'widget_sources',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<WidgetSourceKind>().notNull(),
    /** sha256 (hex) of the kind and the canonical JSON of the settings that change what is read */
    sourceKey: text('source_key').notNull(),
    /** what the provider is called with (see sourceSettingsOf) */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    snapshot: jsonb('snapshot').$type<TWidgetSnapshot>(),
    /** when `snapshot` was read */
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    /** when the last reading, good or not, was tried */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    /** the media store's blobs the snapshot shows (a story's picture, stored when it was read) */
    blobKeys: text('blob_keys').array().notNull().default([]),
    /** which blob each picture's address was stored as, so a picture is read once */
    storedImages: jsonb('stored_images').$type<Record<string, string>>().notNull().default({}),
    refreshMinutes: integer('refresh_minutes').notNull(),
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('widget_sources_source_key_idx').on(table.sourceKey),
    index('widget_sources_next_refresh_idx').on(table.nextRefreshAt),
  ],
);

export type WidgetSourceRow = typeof widgetSources.$inferSelect;

/**
 * Which sources each playlist's publication shows, written when it is published: a source shown on
 * some screen is read on its schedule, and when it changes those playlists' screens are told. The
 * rows go with the playlist.
 */
export const widgetSourceUses = pgTable(
  'widget_source_uses',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => widgetSources.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.sourceId] }),
    index('widget_source_uses_source_idx').on(table.sourceId),
  ],
);
