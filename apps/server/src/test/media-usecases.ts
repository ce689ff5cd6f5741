import {
  ZFolderCreateRequest,
  ZMediaListRequest,
  ZMediaMoveRequest,
  ZMediaSelection,
  type TFolderCreateRequest,
  type TMediaListRequest,
  type TMediaMoveRequest,
  type TMediaSelection,
} from '@placard/contract';
import type { Deps } from '../platform/deps.js';
import type { AuthContext } from '../modules/auth/auth.context.js';
import { moveInLibrary, removeFromLibrary } from '../modules/library/library.changes.usecases.js';
import { createFolder } from '../modules/library/library.folders.usecases.js';
import { restrictInLibrary, shareInLibrary } from '../modules/library/library.sharing.usecases.js';
import { mediaLibraryItems } from '../modules/media/media.items.js';
import { listMedia } from '../modules/media/media.library.usecases.js';

/**
 * The media library's use cases as a caller makes them, with the request as a client sends it (its
 * defaults filled in by the call's schema), for the use-case tier.
 */
export function mediaLibrary(deps: Deps) {
  const list = (actor: AuthContext, request: TMediaListRequest) =>
    listMedia(deps, actor, ZMediaListRequest.parse(request));
  return {
    list,
    /** the names of the items a page lists, in its order */
    names: async (actor: AuthContext, request: TMediaListRequest) =>
      (await list(actor, request)).results.map((item) => item.name),
    /** ids of the items of a whole section (a search that matches every name) */
    sectionIds: async (actor: AuthContext, section: TMediaListRequest['section']) =>
      (await list(actor, { section, searchTerm: '.', limit: 200 })).results.map((item) => item.id),
    newFolder: (actor: AuthContext, request: TFolderCreateRequest) =>
      createFolder(deps, actor, 'media', ZFolderCreateRequest.parse(request)),
    move: (actor: AuthContext, request: TMediaMoveRequest) =>
      moveInLibrary(deps, mediaLibraryItems, actor, ZMediaMoveRequest.parse(request)),
    remove: (actor: AuthContext, request: TMediaSelection) =>
      removeFromLibrary(deps, mediaLibraryItems, actor, ZMediaSelection.parse(request)),
    share: (actor: AuthContext, request: TMediaSelection) =>
      shareInLibrary(deps, mediaLibraryItems, actor, ZMediaSelection.parse(request)),
    unshare: (actor: AuthContext, request: TMediaSelection) =>
      restrictInLibrary(deps, mediaLibraryItems, actor, ZMediaSelection.parse(request)),
  };
}
