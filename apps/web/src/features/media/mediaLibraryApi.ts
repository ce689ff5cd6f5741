import { mediaApi } from '../../api/media';
import { queryKeys } from '../../api/queryKeys';
import type { LibraryApi } from '../library/libraryApi';
import { selectionOf } from '../library/libraryTarget';

/** The media library's calls, for the library's shared dialogs. */
export const mediaLibraryApi: LibraryApi = {
  queryKey: queryKeys.media,
  folderTreeKey: queryKeys.mediaFolders,
  folderTree: mediaApi.folders,
  createFolder: mediaApi.createFolder,
  renameFolder: mediaApi.renameFolder,
  rename: mediaApi.rename,
  move: (target, parentFolderId) => mediaApi.move({ ...selectionOf(target), parentFolderId }),
  remove: (target) => mediaApi.remove(selectionOf(target)),
  share: (target) => mediaApi.share(selectionOf(target)),
  restrict: (target) => mediaApi.restrict(selectionOf(target)),
  copyToStock: (ids, destination) => mediaApi.copyToStock({ mediaIds: ids, ...destination }),
  stockRecipientsKey: queryKeys.mediaStockRecipients,
  stockRecipients: mediaApi.stockRecipients,
  stockUnshare: (id, holder) => mediaApi.stockUnshare({ mediaIds: [id], ...holder }),
  stockUnshareAll: (id) => mediaApi.stockUnshareAll({ mediaIds: [id] }),
};
