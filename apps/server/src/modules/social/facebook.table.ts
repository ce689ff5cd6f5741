import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FacebookConnectionState } from '@placard/contract';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/**
 * An organization's Facebook connection (one per organization), made by an owner or admin with
 * Facebook Login: the user's long-lived token while a page is being chosen, then the chosen page and
 * its token (and the Instagram professional account linked to it, when used). Tokens are stored
 * sealed (platform/secrets/token-cipher), never in the clear. `state` is `choosing`, `connected`, or
 * `disconnected` when Facebook refused the token (its tokens then removed, the page kept to name it).
 * Disconnecting removes the row.
 */
export const socialConnections = pgTable(
  'social_connections',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: text('state').$type<Exclude<FacebookConnectionState, 'disconnected'> | 'expired'>().notNull(),
    /** the Facebook user's long-lived token, sealed */
    userToken: text('user_token'),
    pageId: text('page_id'),
    pageName: text('page_name'),
    /** the chosen page's token, sealed */
    pageToken: text('page_token'),
    instagramId: text('instagram_id'),
    instagramUsername: text('instagram_username'),
    connectedByUserId: integer('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** the name of who connected it, kept should the user be deleted */
    connectedByName: text('connected_by_name').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('social_connections_organization_idx').on(table.organizationId)],
);

export type SocialConnectionRow = typeof socialConnections.$inferSelect;
