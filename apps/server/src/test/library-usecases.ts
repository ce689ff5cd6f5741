import {
  ZFolderCreateRequest,
  ZMediaListRequest,
  ZPlaylistFolderListRequest,
  ZPlaylistSearchRequest,
  ZStockPlaylistRequest,
  type TFolderCreateRequest,
  type TMediaListRequest,
  type TPlaylistSearchRequest,
} from '@placard/contract';
import type { Deps } from '../platform/deps.js';
import type { AuthContext } from '../modules/auth/auth.context.js';
import { moveInLibrary, removeFromLibrary } from '../modules/library/library.changes.usecases.js';
import { createFolder } from '../modules/library/library.folders.usecases.js';
import type { LibraryItems } from '../modules/library/library.items.js';
import type { LibraryItem } from '../modules/library/library.policy.js';
import { restrictInLibrary, shareInLibrary } from '../modules/library/library.sharing.usecases.js';
import { mediaLibraryItems } from '../modules/media/media.items.js';
import { listMedia } from '../modules/media/media.library.usecases.js';
import { playlistLibraryItems } from '../modules/playlists/playlists.items.js';
import { listSection, listStock, searchPlaylists } from '../modules/playlists/playlists.library.usecases.js';

/*
 * The libraries' use cases as a caller makes them, with the request as a client sends it (the
 * defaults its call's schema fills in), for the use-case tier.
 */

/** Items and folders acted on together. */
export type Selection = { ids?: number[]; folderIds?: number[] };
const selected = (selection: Selection) => ({
  ids: selection.ids ?? [],
  folderIds: selection.folderIds ?? [],
});

/** The folder, move, share and delete rules every library shares. */
function libraryUseCases<Row extends LibraryItem>(deps: Deps, items: LibraryItems<Row>) {
  return {
    newFolder: (actor: AuthContext, request: TFolderCreateRequest) =>
      createFolder(deps, actor, items.library, ZFolderCreateRequest.parse(request)),
    move: (actor: AuthContext, selection: Selection, parentFolderId: number | null) =>
      moveInLibrary(deps, items, actor, { ...selected(selection), parentFolderId }),
    remove: (actor: AuthContext, selection: Selection) =>
      removeFromLibrary(deps, items, actor, selected(selection)),
    share: (actor: AuthContext, selection: Selection) =>
      shareInLibrary(deps, items, actor, selected(selection)),
    unshare: (actor: AuthContext, selection: Selection) =>
      restrictInLibrary(deps, items, actor, selected(selection)),
  };
}

export function mediaLibrary(deps: Deps) {
  const list = (actor: AuthContext, request: TMediaListRequest) =>
    listMedia(deps, actor, ZMediaListRequest.parse(request));
  return {
    ...libraryUseCases(deps, mediaLibraryItems),
    list,
    /** the names of the items a page lists, in its order */
    names: async (actor: AuthContext, request: TMediaListRequest) =>
      (await list(actor, request)).results.map((item) => item.name),
    /** ids of the items of a whole section (a search that matches every name) */
    sectionIds: async (actor: AuthContext, section: TMediaListRequest['section']) =>
      (await list(actor, { section, searchTerm: '.', limit: 200 })).results.map((item) => item.id),
  };
}

export function playlistLibrary(deps: Deps) {
  return {
    ...libraryUseCases(deps, playlistLibraryItems),
    search: (actor: AuthContext, request: TPlaylistSearchRequest) =>
      searchPlaylists(deps, actor, ZPlaylistSearchRequest.parse(request)),
    /** ids of the playlists of a whole section the actor sees, folders included */
    sectionIds: async (actor: AuthContext, section: 'my' | 'shared' | 'stock') => {
      const listed =
        section === 'stock'
          ? await listStock(deps, actor, ZStockPlaylistRequest.parse({}))
          : await listSection(
              deps,
              actor,
              section,
              ZPlaylistFolderListRequest.parse({ ignoreFolderLevels: true, includeFolders: false }),
            );
      return listed.results.map((entry) => entry.id).sort((a, b) => a - b);
    },
  };
}
