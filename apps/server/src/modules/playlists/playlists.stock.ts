import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import type { StockItems } from '../library/library.stock.usecases.js';
import { organizations } from '../organizations/organizations.table.js';
import { copySlides } from './playlists.copy.js';
import { playlistLibraryItems } from './playlists.items.js';
import { insertPlaylist, slidesOf, updatePlaylists } from './playlists.repository.js';
import { playlists, type PlaylistRow } from './playlists.table.js';

async function copiesOf(
  db: Database,
  sourceIds: readonly number[],
  where: { organizationId?: number | undefined; platform?: boolean | undefined } = {},
) {
  if (sourceIds.length === 0) return [];
  const conditions: SQL[] = [
    eq(playlists.section, 'stock'),
    inArray(playlists.sourcePlaylistId, [...sourceIds]),
  ];
  if (where.platform) conditions.push(eq(playlists.platformStock, true));
  else if (where.organizationId !== undefined) {
    conditions.push(eq(playlists.organizationId, where.organizationId), eq(playlists.platformStock, false));
  }
  const rows = await db
    .select()
    .from(playlists)
    .where(and(...conditions));
  return rows.map((row) => ({ ...row, sourceId: row.sourcePlaylistId }));
}

async function recipients(db: Database, sourceId: number) {
  return db
    .selectDistinct({
      organizationId: organizations.id,
      name: organizations.name,
      platform: playlists.platformStock,
    })
    .from(playlists)
    .innerJoin(organizations, eq(organizations.id, playlists.organizationId))
    .where(and(eq(playlists.section, 'stock'), eq(playlists.sourcePlaylistId, sourceId)))
    .orderBy(asc(organizations.name));
}

/**
 * Stock copies of playlists (and templates): read-only playlists in the receiving organization with
 * copies of the slides (their media files are shared by address).
 */
export const playlistStock: StockItems<PlaylistRow> = {
  ...playlistLibraryItems,
  idsField: 'playlistIds',
  copiesOf,
  recipients,
  async insertCopies(tx, actor, copies) {
    const now = tx.now();
    for (const { item, destination } of copies) {
      const copy = await insertPlaylist(tx.db, {
        organizationId: destination.organizationId,
        kind: item.kind,
        section: 'stock',
        folderId: null,
        creatorUserId: item.creatorUserId,
        name: item.name,
        aspect: item.aspect,
        isPublished: item.isPublished,
        publishedAt: item.isPublished ? now : null,
        sourcePlaylistId: item.id,
        stockFromOrganizationId: actor.user.organizationId,
        platformStock: destination.platform,
        createdAt: now,
        updatedAt: now,
      });
      const ids = await copySlides(tx, await slidesOf(tx.db, item.id), copy.id, now);
      const overlay = item.overlaySlideId === null ? undefined : ids.get(item.overlaySlideId);
      if (overlay !== undefined) await updatePlaylists(tx.db, [copy.id], { overlaySlideId: overlay });
    }
  },
};
