import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TMediaFolder } from '@placard/contract';
import { FolderGrid } from './FolderGrid';
import type { FolderAction, LibraryAction } from './libraryActions';
import { isSelectable, selectionSize, toggled, type Selection } from './librarySelection';

/** What a card of the grid is told about the selection. */
export interface GridCardSelection {
  selected: boolean;
  /** whether anything is selected: the boxes then show on every card */
  selecting: boolean;
  selectable: boolean;
  onToggle: () => void;
}

/** The grid page of a library (media or playlists): folders first, as compact cards, then the items' cards. */
export function LibraryGrid<Item extends { id: number }, Action extends LibraryAction>({
  testId,
  folders,
  folderActionsOf,
  items,
  actionsOf,
  itemsLabel,
  itemsHeading,
  minCardWidth,
  selection,
  onSelect,
  onOpenFolder,
  onFolderAction,
  renderCard,
}: {
  testId: string;
  folders: readonly TMediaFolder[];
  folderActionsOf: (folder: TMediaFolder) => FolderAction[];
  items: readonly Item[];
  actionsOf: (item: Item) => Action[];
  /** the accessible name of the items' section */
  itemsLabel: string;
  /** the heading over the items, shown when folders come before them */
  itemsHeading: string;
  /** the narrowest a card gets from the small breakpoint up, in pixels */
  minCardWidth: number;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onOpenFolder: (folder: TMediaFolder) => void;
  onFolderAction: (folder: TMediaFolder, action: FolderAction) => void;
  renderCard: (item: Item, actions: Action[], card: GridCardSelection) => ReactNode;
}) {
  const selecting = selectionSize(selection) > 0;
  return (
    <Box data-testid={testId}>
      <FolderGrid
        folders={folders}
        actionsOf={folderActionsOf}
        selection={selection}
        onSelect={onSelect}
        onOpenFolder={onOpenFolder}
        onFolderAction={onFolderAction}
      />
      {items.length > 0 && (
        <Box component="section" aria-label={itemsLabel}>
          {folders.length > 0 && (
            <Typography
              variant="overline"
              color="text.secondary"
              component="h2"
              sx={{ display: 'block', mb: 1 }}
            >
              {itemsHeading}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: `repeat(auto-fill, minmax(${minCardWidth}px, 1fr))`,
              },
            }}
          >
            {items.map((item) => {
              const actions = actionsOf(item);
              return renderCard(item, actions, {
                selected: selection.items.has(item.id),
                selecting,
                selectable: isSelectable(actions),
                onToggle: () => onSelect({ ...selection, items: toggled(selection.items, item.id) }),
              });
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
