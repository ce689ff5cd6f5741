import type { LibraryItems } from '../library/library.items.js';
import { sweepBlobReleases } from './media.blobs.js';
import { deleteItems, itemsInFolders, updateItems, visibleItemsByIds } from './media.repository.js';
import type { MediaItemRow } from './media.table.js';

/** The media library's items, for the library's folder, move, share and delete rules. */
export const mediaLibraryItems: LibraryItems<MediaItemRow> = {
  library: 'media',
  visibleByIds: visibleItemsByIds,
  inFolders: itemsInFolders,
  place: updateItems,
  remove: (tx, ids) => deleteItems(tx.db, ids),
  afterRemove: sweepBlobReleases,
};
