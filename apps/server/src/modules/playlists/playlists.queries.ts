import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { playlistPublications, playlists } from './playlists.table.js';

/** What other modules read of playlists. */

export {
  playablePlaylistIds,
  publicationsOf,
  type PublicationRow,
} from './playlists.publications.repository.js';

/** The names of these playlists, by id (unknown ids are left out). */
export async function playlistNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: playlists.id, name: playlists.name })
    .from(playlists)
    .where(inArray(playlists.id, unique));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The id of the playlist, or null once it is deleted, read in the statement that stores it (so a
 * playlist deleted meanwhile is never referred to).
 */
export function playlistIdIfExists(id: number): SQL<number | null> {
  return sql<number | null>`(select ${playlists.id} from ${playlists} where ${playlists.id} = ${id})`;
}

/**
 * The playlists of the organization whose current publication shows the menu (a menu element naming
 * it on one of its published slides): the screens playing them are told when the menu changes.
 */
export async function playlistsShowingMenu(
  db: Database,
  organizationId: number,
  menuId: number,
): Promise<number[]> {
  const shows = JSON.stringify([{ data: { elements: [{ eltype: 'menu', contents: { menuId } }] } }]);
  const rows = await db
    .select({ playlistId: playlistPublications.playlistId })
    .from(playlistPublications)
    .where(
      and(
        eq(playlistPublications.organizationId, organizationId),
        sql`${playlistPublications.slides} @> ${shows}::jsonb`,
      ),
    );
  return rows.map((row) => row.playlistId);
}
