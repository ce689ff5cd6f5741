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
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DeviceType, EntryKind, PlayerState, TSchedule } from '@placard/contract';
import { organizations } from '../organizations/organizations.table.js';
import { playlists } from '../playlists/playlists.table.js';
import { users } from '../users/users.table.js';

/** A group of screens in one organization; groups nest (parentId). */
export const deviceGroups = pgTable(
  'device_groups',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => deviceGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('device_groups_org_parent_idx').on(table.organizationId, table.parentId)],
);

/**
 * A screen added to an organization. deviceKey names it in addresses; the screen proves itself with a
 * separate token of which only the SHA-256 is kept. What the screen last reported (heartbeat) lives
 * here too: its status is derived from it when read.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    deviceKey: text('device_key').notNull(),
    tokenHash: text('token_hash'),
    /** who added it */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => deviceGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    deviceType: text('device_type').$type<DeviceType>().notNull().default('NONE'),
    description: text('description').notNull().default(''),
    interactive: boolean('interactive').notNull().default(false),
    timezone: text('timezone').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    playerState: text('player_state').$type<PlayerState>(),
    appVersion: text('app_version'),
    userAgent: text('user_agent'),
    resolutionWidth: integer('resolution_width'),
    resolutionHeight: integer('resolution_height'),
    playedRevision: text('played_revision'),
    /** how far the screen's clock is ahead of the server's (negative: behind), as of its last heartbeat */
    clockOffsetMs: bigint('clock_offset_ms', { mode: 'number' }),
    showingPlaylistId: integer('showing_playlist_id').references(() => playlists.id, {
      onDelete: 'set null',
    }),
    showingSlideId: integer('showing_slide_id'),
    thumbnailKey: text('thumbnail_key'),
    thumbnailAt: timestamp('thumbnail_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('devices_key_idx').on(table.deviceKey),
    uniqueIndex('devices_token_idx').on(table.tokenHash),
    index('devices_org_idx').on(table.organizationId, table.groupId),
  ],
);

/**
 * A screen waiting to be added: it shows the 4-digit code; the secret's SHA-256 proves its status
 * requests. Accepting binds it to a device; the screen then collects its token once.
 */
export const devicePairings = pgTable(
  'device_pairings',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** set when the screen collected its token: the pairing is spent */
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('device_pairings_code_idx').on(table.code, table.expiresAt)],
);

/**
 * A schedule entry on a device or a group (exactly one of the two): a published playlist played now
 * (until stopped) or on a schedule. position orders a list; rrule is the schedule as RFC 5545 text.
 */
export const scheduleEntries = pgTable(
  'schedule_entries',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => deviceGroups.id, { onDelete: 'cascade' }),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<EntryKind>().notNull(),
    schedule: jsonb('schedule').$type<TSchedule>(),
    rrule: text('rrule'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('schedule_entries_device_idx').on(table.deviceId, table.position),
    index('schedule_entries_group_idx').on(table.groupId, table.position),
    index('schedule_entries_playlist_idx').on(table.playlistId),
  ],
);
