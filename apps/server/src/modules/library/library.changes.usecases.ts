import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { assertFolderNameFree, lockFolders, requireVisibleFolder } from './library.folders.usecases.js';
import { deleteFolders, subtreeFolderIds, updateFolders } from './library.folders.repository.js';
import type { LibraryItems } from './library.items.js';
import {
  assertCanChangeItem,
  assertCanDeleteItem,
  canEditFolder,
  type LibraryActor,
  type LibraryItem,
} from './library.policy.js';
import { loadSelection, sectionOf } from './library.selection.js';
import { libraryError } from './library.errors.js';

type SelectionRequest = { ids: number[]; folderIds: number[] };

/** Moves items and folders into a folder of the same section (null: its top level). */
export async function moveInLibrary<Row extends LibraryItem>(
  deps: Deps,
  items: LibraryItems<Row>,
  actor: LibraryActor,
  request: SelectionRequest & { parentFolderId: number | null },
): Promise<number> {
  return inTransaction(deps, async (tx) => {
    await lockFolders(tx, actor);
    const selection = await loadSelection(tx, items, actor, request.ids, request.folderIds);
    const section = sectionOf(selection);
    const target = request.parentFolderId;
    if (target !== null) await requireVisibleFolder(tx, actor, items.library, target, section);
    for (const item of selection.items) assertCanChangeItem(actor, item);
    for (const folder of selection.folders) {
      if (!canEditFolder(actor, folder)) throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
      if (target !== null && (await subtreeFolderIds(tx.db, [folder.id])).includes(target)) {
        throw libraryError('FOLDER_INVALID_MOVE');
      }
      await assertFolderNameFree(
        tx,
        actor,
        items.library,
        { section, parentId: target, ownerUserId: folder.ownerUserId },
        folder.name,
        folder.id,
      );
      // moved at once, so a second folder of the same name moved along is refused
      await updateFolders(tx.db, [folder.id], { parentId: target });
    }
    await items.place(
      tx.db,
      selection.items.map((item) => item.id),
      { folderId: target, updatedAt: tx.now() },
    );
    return selection.items.length + selection.folders.length;
  });
}

/** Deletes items, and folders with everything in them; refused whole if any of it may not be deleted. */
export async function removeFromLibrary<Row extends LibraryItem>(
  deps: Deps,
  items: LibraryItems<Row>,
  actor: LibraryActor,
  request: SelectionRequest,
): Promise<number> {
  const count = await inTransaction(deps, async (tx) => {
    await lockFolders(tx, actor);
    const selection = await loadSelection(tx, items, actor, request.ids, request.folderIds);
    for (const item of selection.items) assertCanDeleteItem(actor, item);
    for (const folder of selection.folders) {
      if (!canEditFolder(actor, folder)) throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
    }
    const folderIds = await subtreeFolderIds(
      tx.db,
      selection.folders.map((folder) => folder.id),
    );
    const contained = await items.inFolders(tx.db, folderIds);
    for (const item of contained) assertCanDeleteItem(actor, item);
    const itemIds = [
      ...new Set([...selection.items.map((item) => item.id), ...contained.map((item) => item.id)]),
    ];
    await items.remove(tx, itemIds);
    await deleteFolders(tx.db, folderIds);
    return itemIds.length + folderIds.length;
  });
  await items.afterRemove?.(deps);
  return count;
}
