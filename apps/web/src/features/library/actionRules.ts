import type { TMediaFolder } from '@placard/contract';
import type {
  FolderAction,
  LibraryAccess,
  LibraryAction,
  Selectable,
  SelectionAction,
} from './libraryActions';
import { isSelectable } from './librarySelection';

type FolderFacts = Pick<TMediaFolder, 'canEdit'>;

/** What one library's menus offer, item by item and folder by folder, in menu order. */
export interface ActionRules<ItemFacts, Action extends LibraryAction> {
  itemActions: (item: ItemFacts, access: LibraryAccess) => Action[];
  folderActions: (folder: FolderFacts, access: LibraryAccess) => FolderAction[];
}

/**
 * What the selection toolbar offers: an action every selected item and folder allows. Copy to stock
 * takes items only.
 */
export function selectionActions<ItemFacts, Action extends LibraryAction>(
  rules: ActionRules<ItemFacts, Action>,
  items: readonly ItemFacts[],
  folders: readonly FolderFacts[],
  access: LibraryAccess,
): SelectionAction[] {
  if (items.length + folders.length === 0) return [];
  const itemsAllow = (action: SelectionAction) =>
    items.every((item) => (rules.itemActions(item, access) as LibraryAction[]).includes(action));
  const foldersAllow = (action: SelectionAction) =>
    folders.every((folder) => (rules.folderActions(folder, access) as LibraryAction[]).includes(action));
  const both = (action: SelectionAction) => itemsAllow(action) && foldersAllow(action);
  const actions: SelectionAction[] = [];
  if (both('move')) actions.push('move');
  if (access.section === 'my' && both('share')) actions.push('share');
  if (access.section === 'shared' && both('unshare')) actions.push('unshare');
  if (folders.length === 0 && itemsAllow('copyToStock')) actions.push('copyToStock');
  if (both('delete')) actions.push('delete');
  return actions;
}

/** The items and folders of a page that get a box to select them. */
export function selectableOf<ItemFacts extends { id: number }, Action extends LibraryAction>(
  rules: ActionRules<ItemFacts, Action>,
  items: readonly ItemFacts[],
  folders: readonly (FolderFacts & { id: number })[],
  access: LibraryAccess,
): Selectable {
  return {
    items: items.filter((item) => isSelectable(rules.itemActions(item, access))).map((item) => item.id),
    folders: folders
      .filter((folder) => isSelectable(rules.folderActions(folder, access)))
      .map((folder) => folder.id),
  };
}
