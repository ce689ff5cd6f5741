import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { playlistPublications } from './playlists.table.js';

export type PublicationRow = typeof playlistPublications.$inferSelect;
export type NewPublication = typeof playlistPublications.$inferInsert;

/** Replaces a playlist's publication with a new row, so its id tells screens the publication changed. */
export async function replacePublication(db: Database, values: NewPublication): Promise<void> {
  await db.delete(playlistPublications).where(eq(playlistPublications.playlistId, values.playlistId));
  await db.insert(playlistPublications).values(values);
}

export async function hasPublication(db: Database, playlistId: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: playlistPublications.id })
    .from(playlistPublications)
    .where(eq(playlistPublications.playlistId, playlistId));
  return existing !== undefined;
}

/** The publications of these playlists (those that have one), by playlist id. */
export async function publicationsOf(
  db: Database,
  playlistIds: readonly number[],
): Promise<PublicationRow[]> {
  if (playlistIds.length === 0) return [];
  return db
    .select()
    .from(playlistPublications)
    .where(inArray(playlistPublications.playlistId, [...playlistIds]))
    .orderBy(asc(playlistPublications.playlistId));
}

/**
 * Which of these playlists a screen can play: they have a publication with a slide in it (a screen
 * passes over the entries of the others, as if they were not there).
 */
export async function playablePlaylistIds(
  db: Database,
  playlistIds: readonly number[],
): Promise<Set<number>> {
  if (playlistIds.length === 0) return new Set();
  const rows = await db
    .select({ playlistId: playlistPublications.playlistId })
    .from(playlistPublications)
    .where(
      and(
        inArray(playlistPublications.playlistId, [...playlistIds]),
        sql`jsonb_array_length(${playlistPublications.slides}) > 0`,
      ),
    );
  return new Set(rows.map((row) => row.playlistId));
}

/** Moves an organization's publications to another organization. */
export async function movePublicationsBetween(db: Database, fromId: number, toId: number): Promise<void> {
  await db
    .update(playlistPublications)
    .set({ organizationId: toId })
    .where(eq(playlistPublications.organizationId, fromId));
}
