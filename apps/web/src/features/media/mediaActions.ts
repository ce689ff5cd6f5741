import type { TMediaFolder, TMediaItem } from '@placard/contract';
import {
  canCreateFolder,
  canGiveStock,
  hasCapability,
  type FolderAction,
  type LibraryAccess,
  type Selectable,
  type SelectionAction,
} from './libraryActions';
import { isSelectable } from './librarySelection';

export { canCreateFolder, canGiveStock };
export type { FolderAction, LibraryAccess, SelectionAction };

export type ItemAction =
  | 'preview'
  | 'rename'
  | 'move'
  | 'share'
  | 'unshare'
  | 'lock'
  | 'uneditable'
  | 'copyToStock'
  | 'stockRecipients'
  | 'delete';

type ItemFacts = Pick<TMediaItem, 'canEdit' | 'canDelete' | 'locked'>;
type FolderFacts = Pick<TMediaFolder, 'canEdit'>;

/** Uploading, into My or Shared, with the upload capability and a licence that allows changes. */
export function canUpload(access: LibraryAccess): boolean {
  return access.section !== 'stock' && !access.readOnly && hasCapability(access, 'upload');
}

/**
 * The actions an item's menu offers, in menu order. The server says what the caller may do with the
 * item (canEdit, canDelete); a lock blocks renaming, moving, sharing and deleting, but not unlocking.
 * Stock copies are read-only: preview, and delete where the server allows it.
 */
export function itemActions(item: ItemFacts, access: LibraryAccess): ItemAction[] {
  if (access.readOnly) return ['preview'];
  if (access.section === 'stock') return item.canDelete ? ['preview', 'delete'] : ['preview'];
  const actions: ItemAction[] = ['preview'];
  const changeable = item.canEdit && !item.locked;
  if (changeable) actions.push('rename', 'move', access.section === 'my' ? 'share' : 'unshare');
  if (item.canEdit) actions.push('lock', 'uneditable');
  if (canGiveStock(access)) actions.push('copyToStock');
  if (canGiveStock(access)) actions.push('stockRecipients');
  if (item.canDelete && !item.locked) actions.push('delete');
  return actions;
}

export function folderActions(folder: FolderFacts, access: LibraryAccess): FolderAction[] {
  if (access.readOnly || access.section === 'stock' || !folder.canEdit) return [];
  return ['rename', 'move', access.section === 'my' ? 'share' : 'unshare', 'delete'];
}

/**
 * What the selection toolbar offers: an action every selected item and folder allows. Copy to stock
 * takes items only.
 */
export function selectionActions(
  items: readonly ItemFacts[],
  folders: readonly FolderFacts[],
  access: LibraryAccess,
): SelectionAction[] {
  if (items.length + folders.length === 0) return [];
  const itemsAllow = (action: ItemAction) =>
    items.every((item) => itemActions(item, access).includes(action));
  const foldersAllow = (action: FolderAction) =>
    folders.every((folder) => folderActions(folder, access).includes(action));
  const both = (action: ItemAction & FolderAction) => itemsAllow(action) && foldersAllow(action);
  const actions: SelectionAction[] = [];
  if (both('move')) actions.push('move');
  if (access.section === 'my' && both('share')) actions.push('share');
  if (access.section === 'shared' && both('unshare')) actions.push('unshare');
  if (folders.length === 0 && itemsAllow('copyToStock')) actions.push('copyToStock');
  if (both('delete')) actions.push('delete');
  return actions;
}

/** The items and folders of a page that get a box to select them. */
export function selectableMedia(
  items: readonly TMediaItem[],
  folders: readonly TMediaFolder[],
  access: LibraryAccess,
): Selectable {
  return {
    items: items.filter((item) => isSelectable(itemActions(item, access))).map((item) => item.id),
    folders: folders
      .filter((folder) => isSelectable(folderActions(folder, access)))
      .map((folder) => folder.id),
  };
}
