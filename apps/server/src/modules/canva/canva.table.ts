import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CanvaExportFormat, CanvaImportState, ErrorCode, OwnSection } from '@placard/contract';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/**
 * A user's Canva account (Canva Connect): its tokens, sealed with the server's token key (never stored
 * readable), and when the access token expires. One per user; removed on disconnect.
 */
export const canvaConnections = pgTable('canva_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** the account's name in Canva, when it shares it */
  displayName: text('display_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A connection under way: the browser went to Canva's consent page with this state, and comes back
 * with it. Its PKCE verifier is sealed; the state is kept as its hash.
 */
export const canvaAuthorizations = pgTable(
  'canva_authorizations',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('canva_authorizations_user_idx').on(table.userId)],
);

/** A design being brought into the media library: Canva's export job, then the files saved. */
export const canvaImports = pgTable(
  'canva_imports',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    designId: text('design_id').notNull(),
    title: text('title').notNull(),
    /** the design's page in Canva, recorded as the items' origin */
    designUrl: text('design_url').notNull(),
    format: text('format').$type<CanvaExportFormat>().notNull(),
    section: text('section').$type<OwnSection>().notNull(),
    folderId: integer('folder_id'),
    /** Canva's export job */
    exportId: text('export_id').notNull(),
    state: text('state').$type<CanvaImportState>().notNull(),
    filesTotal: integer('files_total'),
    filesSaved: integer('files_saved').notNull().default(0),
    mediaIds: jsonb('media_ids').$type<number[]>().notNull().default([]),
    /** why it failed: an error code, with its message's values */
    error: jsonb('error').$type<{ code: ErrorCode; params?: Record<string, string | number> }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('canva_imports_user_idx').on(table.userId)],
);

export type CanvaConnectionRow = typeof canvaConnections.$inferSelect;
export type CanvaImportRow = typeof canvaImports.$inferSelect;
