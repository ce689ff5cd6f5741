import { SELECTION_ACTIONS, type LibraryAction, type Selectable } from './libraryActions';

/** The chosen items and folders of the page shown. */
export interface Selection {
  items: ReadonlySet<number>;
  folders: ReadonlySet<number>;
}

export const EMPTY_SELECTION: Selection = { items: new Set(), folders: new Set() };

const SELECTION_ACTION_SET: ReadonlySet<string> = new Set(SELECTION_ACTIONS);

/** An item or folder gets a box when at least one action of the selection toolbar applies to it. */
export function isSelectable(actions: readonly LibraryAction[]): boolean {
  return actions.some((action) => SELECTION_ACTION_SET.has(action));
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
export function selectAllToggled(selection: Selection, selectable: Selectable): Selection {
  const all = selectable.items.length + selectable.folders.length;
  if (all > 0 && selectionSize(selection) === all) return EMPTY_SELECTION;
  return { items: new Set(selectable.items), folders: new Set(selectable.folders) };
}
