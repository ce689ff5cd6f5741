import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { assertFolderNameFree, lockFolders } from './library.folders.usecases.js';
import { subtreeFolderIds, updateFolders } from './library.folders.repository.js';
import type { LibraryItems } from './library.items.js';
import { assertCanChangeItem, canEditFolder, type LibraryActor, type LibraryItem } from './library.policy.js';
import { loadSelection, sectionOf } from './library.selection.js';
import { libraryError } from './library.errors.js';

type SelectionRequest = { ids: number[]; folderIds: number[] };

/**
 * Share (spec section 4): private content moves to the organization's Shared, at its top level; a
 * folder goes with everything in it.
 */
export async function shareInLibrary<Row extends LibraryItem>(
  deps: Deps,
  items: LibraryItems<Row>,
  actor: LibraryActor,
  request: SelectionRequest,
): Promise<number> {
  return inTransaction(deps, async (tx) => {
    await lockFolders(tx, actor);
    await items.names?.lock(tx, actor);
    const selection = await loadSelection(tx, items, actor, request.ids, request.folderIds);
    if (sectionOf(selection) !== 'my')
      throw new AppError('BAD_REQUEST', { fields: { ids: 'errors.BAD_REQUEST' } });
    for (const item of selection.items) assertCanChangeItem(actor, item);
    await items.names?.assertFree(tx, actor, selection.items, 'shared');
    const now = tx.now();
    for (const folder of selection.folders) {
      if (!canEditFolder(actor, folder)) throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
      await assertFolderNameFree(
        tx,
        actor,
        items.library,
        { section: 'shared', parentId: null },
        folder.name,
      );
      const subtree = await subtreeFolderIds(tx.db, [folder.id]);
      const contained = await items.inFolders(tx.db, subtree);
      for (const item of contained) assertCanChangeItem(actor, item);
      await items.names?.assertFree(tx, actor, contained, 'shared');
      await updateFolders(tx.db, subtree, { section: 'shared' });
      await updateFolders(tx.db, [folder.id], { parentId: null });
      await items.place(
        tx.db,
        contained.map((item) => item.id),
        { section: 'shared', updatedAt: now },
      );
    }
    await items.place(
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
export async function restrictInLibrary<Row extends LibraryItem>(
  deps: Deps,
  items: LibraryItems<Row>,
  actor: LibraryActor,
  request: SelectionRequest,
): Promise<number> {
  return inTransaction(deps, async (tx) => {
    await lockFolders(tx, actor);
    await items.names?.lock(tx, actor);
    const selection = await loadSelection(tx, items, actor, request.ids, request.folderIds);
    if (sectionOf(selection) !== 'shared') {
      throw new AppError('BAD_REQUEST', { fields: { ids: 'errors.BAD_REQUEST' } });
    }
    for (const item of selection.items) assertCanChangeItem(actor, item);
    // each goes back to its creator's My (one whose creator is gone, to the actor's)
    await items.names?.assertFree(tx, actor, selection.items, 'my');
    const now = tx.now();
    for (const folder of selection.folders) {
      if (!canEditFolder(actor, folder)) throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
      const owner = folder.ownerUserId ?? actor.user.id;
      await assertFolderNameFree(
        tx,
        actor,
        items.library,
        { section: 'my', parentId: null, ownerUserId: owner },
        folder.name,
      );
      const subtree = await subtreeFolderIds(tx.db, [folder.id]);
      const contained = await items.inFolders(tx.db, subtree);
      for (const item of contained) assertCanChangeItem(actor, item);
      await items.names?.assertFree(tx, actor, contained, 'my');
      await updateFolders(tx.db, subtree, { section: 'my', ownerUserId: owner });
      await updateFolders(tx.db, [folder.id], { parentId: null });
      const theirs = contained.filter((item) => item.creatorUserId === owner);
      const others = contained.filter((item) => item.creatorUserId !== owner);
      await items.place(
        tx.db,
        theirs.map((item) => item.id),
        { section: 'my', updatedAt: now },
      );
      await returnToCreators(tx, items, actor, others, now);
    }
    await returnToCreators(tx, items, actor, selection.items, now);
    return selection.items.length + selection.folders.length;
  });
}

/** Items go back to their creators' My top level; an item whose creator is gone goes to the actor. */
async function returnToCreators<Row extends LibraryItem>(
  tx: Deps,
  items: LibraryItems<Row>,
  actor: LibraryActor,
  rows: readonly { id: number; creatorUserId: number | null }[],
  now: Date,
): Promise<void> {
  const withCreator = rows.filter((item) => item.creatorUserId !== null).map((item) => item.id);
  const orphans = rows.filter((item) => item.creatorUserId === null).map((item) => item.id);
  await items.place(tx.db, withCreator, { section: 'my', folderId: null, updatedAt: now });
  await items.place(tx.db, orphans, {
    section: 'my',
    folderId: null,
    creatorUserId: actor.user.id,
    updatedAt: now,
  });
}
