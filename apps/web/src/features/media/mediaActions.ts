import type { TMediaFolder, TMediaItem } from '@placard/contract';
import type { ActionRules } from '../library/actionRules';
import {
  canGiveStock,
  hasCapability,
  type FolderAction,
  type LibraryAccess,
} from '../library/libraryActions';

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

/** The media library's menus, for the selection toolbar and the boxes. */
export const MEDIA_RULES: ActionRules<ItemFacts, ItemAction> = { itemActions, folderActions };
