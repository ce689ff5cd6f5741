import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { sweepBlobReleases } from './media.blobs.js';
import { assertFolderNameFree, lockFolders, requireVisibleFolder } from './media.folders.usecases.js';
import { assertCanChangeItem, assertCanDeleteItem, canEditFolder, type MediaActor } from './media.policy.js';
import {
  deleteFolders,
  deleteItems,
  itemsInFolders,
  subtreeFolderIds,
  updateFolders,
  updateItems,
} from './media.repository.js';
import { loadSelection, sectionOf } from './media.selection.js';

type SelectionRequest = { ids: number[]; folderIds: number[] };

/** Moves items and folders into a folder of the same section (null: its top level). */
export async function moveMedia(
  deps: Deps,
  actor: MediaActor,
  request: SelectionRequest & { parentFolderId: number | null },
): Promise<number> {
  return inTransaction(deps, async (tx) => {
    await lockFolders(tx, actor);
    const selection = await loadSelection(tx, actor, request.ids, request.folderIds);
    const section = sectionOf(selection);
    const target = request.parentFolderId;
    if (target !== null) await requireVisibleFolder(tx, actor, target, section);
    for (const item of selection.items) assertCanChangeItem(actor, item);
    for (const folder of selection.folders) {
      if (!canEditFolder(actor, folder)) throw new AppError('MEDIA_NOT_EDITABLE');
      if (target !== null && (await subtreeFolderIds(tx.db, [folder.id])).includes(target)) {
        throw new AppError('FOLDER_INVALID_MOVE');
      }
      await assertFolderNameFree(
        tx,
        actor,
        { section, parentId: target, ownerUserId: folder.ownerUserId },
        folder.name,
        folder.id,
      );
      // moved at once, so a second folder of the same name moved along is refused
      await updateFolders(tx.db, [folder.id], { parentId: target });
    }
    await updateItems(
      tx.db,
      selection.items.map((item) => item.id),
      { folderId: target, updatedAt: tx.now() },
    );
    return selection.items.length + selection.folders.length;
  });
}

/** Deletes items, and folders with everything in them; refused whole if any of it may not be deleted. */
export async function removeMedia(deps: Deps, actor: MediaActor, request: SelectionRequest): Promise<number> {
  const count = await inTransaction(deps, async (tx) => {
    await lockFolders(tx, actor);
    const selection = await loadSelection(tx, actor, request.ids, request.folderIds);
    for (const item of selection.items) assertCanDeleteItem(actor, item);
    for (const folder of selection.folders) {
      if (!canEditFolder(actor, folder)) throw new AppError('MEDIA_NOT_EDITABLE');
    }
    const folderIds = await subtreeFolderIds(
      tx.db,
      selection.folders.map((folder) => folder.id),
    );
    const contained = await itemsInFolders(tx.db, folderIds);
    for (const item of contained) assertCanDeleteItem(actor, item);
    const itemIds = [
      ...new Set([...selection.items.map((item) => item.id), ...contained.map((item) => item.id)]),
    ];
    await deleteItems(tx.db, itemIds);
    await deleteFolders(tx.db, folderIds);
    return itemIds.length + folderIds.length;
  });
  await sweepBlobReleases(deps);
  return count;
}
