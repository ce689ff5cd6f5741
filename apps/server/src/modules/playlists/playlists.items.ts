import { sweepBlobReleases } from '../media/media.blobs.js';
import type { LibraryItems } from '../library/library.items.js';
import { assertPlaylistNameFree, lockPlaylistNames } from './playlists.library.usecases.js';
import { beforePlaylistsDeleted } from './playlists.publications.js';
import {
  deletePlaylists,
  playlistsInFolders,
  updatePlaylists,
  visiblePlaylistsByIds,
} from './playlists.repository.js';
import type { PlaylistRow } from './playlists.table.js';

/** Playlists and templates as library items, for the folder, move, share and delete rules. */
export const playlistLibraryItems: LibraryItems<PlaylistRow> = {
  library: 'playlists',
  visibleByIds: visiblePlaylistsByIds,
  inFolders: playlistsInFolders,
  place: updatePlaylists,
  async remove(tx, ids) {
    await beforePlaylistsDeleted(tx, ids);
    await deletePlaylists(tx.db, ids);
  },
  // their slides' thumbnails go when nothing else shows them
  afterRemove: sweepBlobReleases,
  // spec section 5: names are unique, in Shared and in each creator's My
  names: {
    lock: lockPlaylistNames,
    async assertFree(tx, actor, rows, section) {
      for (const row of rows) {
        const place = { kind: row.kind, section, ownerUserId: row.creatorUserId ?? actor.user.id };
        await assertPlaylistNameFree(tx, actor, place, row.name, row.id);
      }
    },
  },
};
