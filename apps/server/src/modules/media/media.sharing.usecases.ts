import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { assertFolderNameFree, lockFolders } from './media.folders.usecases.js';
import { assertCanChangeItem, canEditFolder, type MediaActor } from './media.policy.js';
import { itemsInFolders, subtreeFolderIds, updateFolders, updateItems } from './media.repository.js';
import { loadSelection, sectionOf } from './media.selection.js';

type SelectionRequest = { ids: number[]; folderIds: number[] };

/**
 * Share (spec section 4): private content moves to the organization's Shared, at its top level; a
 * folder goes with everything in it.
 */
export async function shareMedia(deps: Deps, actor: MediaActor, request: SelectionRequest): Promise<number> {
  return inTransaction(deps, async (tx) => {
    await lockFolders(tx, actor);
    const selection = await loadSelection(tx, actor, request.ids, request.folderIds);
    if (sectionOf(selection) !== 'my')
      throw new AppError('BAD_REQUEST', { fields: { ids: 'errors.BAD_REQUEST' } });
    for (const item of selection.items) assertCanChangeItem(actor, item);
    const now = tx.now();
    for (const folder of selection.folders) {
      if (!canEditFolder(actor, folder)) throw new AppError('MEDIA_NOT_EDITABLE');
      await assertFolderNameFree(tx, actor, { section: 'shared', parentId: null }, folder.name);
      const subtree = await subtreeFolderIds(tx.db, [folder.id]);
      const contained = await itemsInFolders(tx.db, subtree);
      for (const item of contained) assertCanChangeItem(actor, item);
      await updateFolders(tx.db, subtree, { section: 'shared' });
      await updateFolders(tx.db, [folder.id], { parentId: null });
      await updateItems(
        tx.db,
        contained.map((item) => item.id),
        { section: 'shared', updatedAt: now },
      );
    }
    await updateItems(
      tx.db,
      selection.items.map((item) => item.id),
      { section: 'shared', folderId: null, updatedAt: now },
    );
    return selection.items.length + selection.folders.length;
  });
}

/**
 * Unshare (spec section 4): shared content returns to its creator's My, at its top level. A folder
 * returns to its creator with its subfolders; items in it that others made return to theirs.
 */
export async function restrictMedia(
  deps: Deps,
  actor: MediaActor,
  request: SelectionRequest,
): Promise<number> {
  return inTransaction(deps, async (tx) => {
    await lockFolders(tx, actor);
    const selection = await loadSelection(tx, actor, request.ids, request.folderIds);
    if (sectionOf(selection) !== 'shared') {
      throw new AppError('BAD_REQUEST', { fields: { ids: 'errors.BAD_REQUEST' } });
    }
    for (const item of selection.items) assertCanChangeItem(actor, item);
    const now = tx.now();
    for (const folder of selection.folders) {
      if (!canEditFolder(actor, folder)) throw new AppError('MEDIA_NOT_EDITABLE');
      const owner = folder.ownerUserId ?? actor.user.id;
      await assertFolderNameFree(
        tx,
        actor,
        { section: 'my', parentId: null, ownerUserId: owner },
        folder.name,
      );
      const subtree = await subtreeFolderIds(tx.db, [folder.id]);
      const contained = await itemsInFolders(tx.db, subtree);
      for (const item of contained) assertCanChangeItem(actor, item);
      await updateFolders(tx.db, subtree, { section: 'my', ownerUserId: owner });
      await updateFolders(tx.db, [folder.id], { parentId: null });
      const theirs = contained.filter((item) => item.creatorUserId === owner);
      const others = contained.filter((item) => item.creatorUserId !== owner);
      await updateItems(
        tx.db,
        theirs.map((item) => item.id),
        { section: 'my', updatedAt: now },
      );
      await returnToCreators(tx, actor, others, now);
    }
    await returnToCreators(tx, actor, selection.items, now);
    return selection.items.length + selection.folders.length;
  });
}

/** Items go back to their creators' My top level; an item whose creator is gone goes to the actor. */
async function returnToCreators(
  tx: Deps,
  actor: MediaActor,
  items: readonly { id: number; creatorUserId: number | null }[],
  now: Date,
): Promise<void> {
  const withCreator = items.filter((item) => item.creatorUserId !== null).map((item) => item.id);
  const orphans = items.filter((item) => item.creatorUserId === null).map((item) => item.id);
  await updateItems(tx.db, withCreator, { section: 'my', folderId: null, updatedAt: now });
  await updateItems(tx.db, orphans, {
    section: 'my',
    folderId: null,
    creatorUserId: actor.user.id,
    updatedAt: now,
  });
}
