import type { StockItems } from '../library/library.stock.usecases.js';
import { copySlides } from './playlists.copy.js';
import { playlistLibraryItems } from './playlists.items.js';
import {
  insertPlaylist,
  slidesOf,
  stockCopiesOf,
  stockHolders,
  updatePlaylists,
} from './playlists.repository.js';
import type { PlaylistRow } from './playlists.table.js';

/**
 * Stock copies of playlists (and templates): read-only playlists in the receiving organization with
 * copies of the slides (their media files are shared by address).
 */
export const playlistStock: StockItems<PlaylistRow> = {
  ...playlistLibraryItems,
  idsField: 'playlistIds',
  copiesOf: stockCopiesOf,
  holders: stockHolders,
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
