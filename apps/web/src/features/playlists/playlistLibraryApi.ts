import { playlistsApi } from '../../api/playlists';
import { queryKeys } from '../../api/queryKeys';
import type { LibraryApi, LibraryCount } from '../library/libraryApi';
import type { LibraryTarget } from '../library/libraryTarget';

const idsOf = (target: LibraryTarget) => ({
  playlistIds: target.items.map((playlist) => playlist.id),
  folderIds: target.folders.map((folder) => folder.id),
});

/**
 * Moves one call at a time, folders first (the server moves one playlist or folder per call); the
 * answer counts everything moved.
 */
async function moveEach(target: LibraryTarget, parentFolderId: number | null): Promise<LibraryCount> {
  let count = 0;
  for (const folder of target.folders) {
    const result = await playlistsApi.move({
      fileId: folder.id,
      parentFolder: parentFolderId,
      movingFolder: true,
    });
    count += result.count;
  }
  for (const playlist of target.items) {
    const result = await playlistsApi.move({
      fileId: playlist.id,
      parentFolder: parentFolderId,
      movingFolder: false,
    });
    count += result.count;
  }
  return { count };
}

/** The playlists' calls, for the library's shared dialogs (move, delete, share, stock copies). */
export const playlistLibraryApi: LibraryApi = {
  queryKey: queryKeys.playlists,
  folderTreeKey: queryKeys.playlistFolders,
  folderTree: playlistsApi.folders,
  createFolder: playlistsApi.createFolder,
  renameFolder: playlistsApi.renameFolder,
  rename: ({ id, name }) => playlistsApi.rename({ playlistId: id, name }),
  move: moveEach,
  remove: (target) => {
    const { playlistIds, folderIds } = idsOf(target);
    return playlistsApi.remove({ ids: playlistIds, folderIds });
  },
  share: (target) => playlistsApi.share(idsOf(target)),
  restrict: (target) => playlistsApi.restrict(idsOf(target)),
  copyToStock: (ids, destination) => playlistsApi.copyToStock({ playlistIds: ids, ...destination }),
  stockRecipientsKey: queryKeys.playlistStockRecipients,
  stockRecipients: playlistsApi.stockRecipients,
  stockUnshare: (id, holder) => playlistsApi.stockUnshare({ playlistIds: [id], ...holder }),
  stockUnshareAll: (id) => playlistsApi.stockUnshareAll({ playlistIds: [id] }),
};
