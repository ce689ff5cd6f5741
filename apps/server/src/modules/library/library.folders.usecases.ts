import type {
  MediaSection,
  OwnSection,
  TFolderCreateRequest,
  TFolderTree,
  TMediaFolder,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { AppError } from '../../platform/http/app-error.js';
import { canEditFolder, type LibraryActor } from './library.policy.js';
import { presentFolder } from './library.present.js';
import type { LibraryKind } from './library.table.js';
import {
  folderNameTaken,
  folderViewsByIds,
  folderPath,
  foldersVisibleIn,
  insertFolder,
  listFolders,
  updateFolders,
  type LibraryFolderView,
} from './library.folders.repository.js';
import { libraryError } from './library.errors.js';

/** A folder of the section the actor sees, or 404. */
export async function requireVisibleFolder(
  deps: Pick<Deps, 'db'>,
  actor: LibraryActor,
  library: LibraryKind,
  id: number,
  section?: OwnSection,
): Promise<LibraryFolderView> {
  const [folder] = await folderViewsByIds(deps.db, actor.user.organizationId, library, [id]);
  if (!folder || !isFolderVisible(actor, folder) || (section && folder.section !== section)) {
    throw new AppError('NOT_FOUND');
  }
  return folder;
}

/** Shared folders are the organization's; My folders their creator's (the query keeps to the organization). */
export function isFolderVisible(actor: LibraryActor, folder: LibraryFolderView): boolean {
  return folder.section === 'shared' || folder.ownerUserId === actor.user.id;
}

/** Sibling folders have different names (spec section 5: names are unique). Call under the folders lock. */
export async function assertFolderNameFree(
  deps: Pick<Deps, 'db'>,
  actor: LibraryActor,
  library: LibraryKind,
  place: { section: OwnSection; parentId: number | null; ownerUserId?: number | null },
  name: string,
  exceptId?: number,
): Promise<void> {
  const owner = place.ownerUserId ?? actor.user.id;
  const scope = foldersVisibleIn({ ...actor, user: { ...actor.user, id: owner } }, library, place.section);
  if (await folderNameTaken(deps.db, scope, place.parentId, name, exceptId)) {
    throw new AppError('NAME_TAKEN', { fields: { name: 'errors.NAME_TAKEN' } });
  }
}

export function lockFolders(deps: Pick<Deps, 'db'>, actor: LibraryActor): Promise<void> {
  return lockUntilCommit(deps.db, 'libraryFolders', actor.user.organizationId);
}

export async function createFolder(
  deps: Deps,
  actor: LibraryActor,
  library: LibraryKind,
  request: Required<TFolderCreateRequest>,
): Promise<TMediaFolder> {
  return inTransaction(deps, async (tx) => {
    await lockFolders(tx, actor);
    if (request.parentFolderId !== null) {
      await requireVisibleFolder(tx, actor, library, request.parentFolderId, request.section);
    }
    const place = { section: request.section, parentId: request.parentFolderId };
    await assertFolderNameFree(tx, actor, library, place, request.name);
    const row = await insertFolder(tx.db, {
      organizationId: actor.user.organizationId,
      library,
      section: request.section,
      ownerUserId: actor.user.id,
      parentId: request.parentFolderId,
      name: request.name,
      createdAt: tx.now(),
    });
    return presentFolder(actor, { ...row, ownerName: actor.user.fullname });
  });
}

export async function renameFolder(
  deps: Deps,
  actor: LibraryActor,
  library: LibraryKind,
  id: number,
  name: string,
): Promise<TMediaFolder> {
  return inTransaction(deps, async (tx) => {
    await lockFolders(tx, actor);
    const folder = await requireVisibleFolder(tx, actor, library, id);
    if (!canEditFolder(actor, folder)) throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
    await assertFolderNameFree(tx, actor, library, { ...folder }, name, id);
    await updateFolders(tx.db, [id], { name });
    return presentFolder(actor, { ...folder, name });
  });
}

/** Every folder of a section the actor sees, for choosing where to move things. */
export async function folderTree(
  deps: Deps,
  actor: LibraryActor,
  library: LibraryKind,
  section: OwnSection,
): Promise<TFolderTree> {
  const folders = await listFolders(deps.db, foldersVisibleIn(actor, library, section));
  return { folders: folders.map((folder) => presentFolder(actor, folder)) };
}

/**
 * The folders of one level of a library's section and the path down to it, as a listing shows them
 * (Stock holds copies only, with no folders; a search lists items of every folder, so no folders).
 */
export async function folderListing(
  deps: Pick<Deps, 'db'>,
  actor: LibraryActor,
  library: LibraryKind,
  section: MediaSection,
  folderId: number | null,
  withFolders: boolean,
): Promise<{ folders: TMediaFolder[]; path: { id: number; name: string }[] }> {
  if (section === 'stock' || !withFolders) return { folders: [], path: [] };
  const folders = await listFolders(deps.db, foldersVisibleIn(actor, library, section), folderId);
  return {
    folders: folders.map((folder) => presentFolder(actor, folder)),
    path: folderId === null ? [] : await folderPath(deps.db, folderId),
  };
}
