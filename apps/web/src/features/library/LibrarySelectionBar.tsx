import type { Selectable, SelectionAction } from './libraryActions';
import { EMPTY_SELECTION, selectAllToggled, selectionSize, type Selection } from './librarySelection';
import { SelectionBar } from './SelectionBar';

/** A library page's selection bar, shown while something is selected; Select all takes the page's selectable. */
export function LibrarySelectionBar({
  selection,
  selectable,
  actions,
  onAction,
  onSelect,
}: {
  selection: Selection;
  /** everything on the page the selection toolbar can act on */
  selectable: Selectable;
  actions: readonly SelectionAction[];
  onAction: (action: SelectionAction) => void;
  onSelect: (selection: Selection) => void;
}) {
  const count = selectionSize(selection);
  if (count === 0) return null;
  return (
    <SelectionBar
      count={count}
      actions={actions}
      onAction={onAction}
      onSelectAll={() => onSelect(selectAllToggled(EMPTY_SELECTION, selectable))}
      onClear={() => onSelect(EMPTY_SELECTION)}
    />
  );
}
