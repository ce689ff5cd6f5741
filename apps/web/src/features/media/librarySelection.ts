import type { TMediaFolder, TMediaItem } from '@placard/contract';
import {
  folderActions,
  itemActions,
  type FolderAction,
  type ItemAction,
  type LibraryAccess,
  type SelectionAction,
} from './mediaActions';

/** The chosen items and folders of the page shown. */
export interface Selection {
  items: ReadonlySet<number>;
  folders: ReadonlySet<number>;
}

export const EMPTY_SELECTION: Selection = { items: new Set(), folders: new Set() };

const SELECTION_ACTIONS: ReadonlySet<string> = new Set<SelectionAction>([
  'move',
  'share',
  'unshare',
  'copyToStock',
  'delete',
]);

/** An item or folder gets a box when at least one action of the selection toolbar applies to it. */
export function isSelectable(actions: readonly (ItemAction | FolderAction)[]): boolean {
  return actions.some((action) => SELECTION_ACTIONS.has(action));
}

export function toggled(set: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function selectionSize(selection: Selection): number {
  return selection.items.size + selection.folders.size;
}

/** Everything selectable on the page, or nothing when all of it already is. */
export function selectAllToggled(
  selection: Selection,
  items: readonly TMediaItem[],
  folders: readonly TMediaFolder[],
  access: LibraryAccess,
): Selection {
  const itemIds = items.filter((item) => isSelectable(itemActions(item, access))).map((item) => item.id);
  const folderIds = folders
    .filter((folder) => isSelectable(folderActions(folder, access)))
    .map((folder) => folder.id);
  const all = itemIds.length + folderIds.length;
  if (all > 0 && selectionSize(selection) === all) return EMPTY_SELECTION;
  return { items: new Set(itemIds), folders: new Set(folderIds) };
}
