import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FolderGrid } from './FolderGrid';
import type { LibraryAction } from './libraryActions';
import { LibraryCard } from './LibraryCard';
import type { LibrarySection, LibraryViewProps } from './librarySection';
import { isSelectable, selectionSize, toggled } from './librarySelection';
import type { LibraryEntry } from './libraryTarget';
import { useLibraryText } from './libraryText';

/** The grid view of a library: folders first, as compact cards, then the items' cards. */
export function LibraryGrid<Item extends LibraryEntry, Action extends LibraryAction>({
  library,
  folders,
  items,
  access,
  selection,
  onSelect,
  onOpenFolder,
  onItemAction,
  onFolderAction,
}: LibraryViewProps<Item, Action> & { library: LibrarySection<Item, Action> }) {
  const { t, testId } = useLibraryText();
  const selecting = selectionSize(selection) > 0;
  return (
    <Box data-testid={testId('grid')}>
      <FolderGrid
        folders={folders}
        actionsOf={(folder) => library.rules.folderActions(folder, access)}
        selection={selection}
        onSelect={onSelect}
        onOpenFolder={onOpenFolder}
        onFolderAction={onFolderAction}
      />
      {items.length > 0 && (
        <Box component="section" aria-label={t('item.listLabel')}>
          {folders.length > 0 && (
            <Typography
              variant="overline"
              color="text.secondary"
              component="h2"
              sx={{ display: 'block', mb: 1 }}
            >
              {t('item.heading')}
            </Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: `repeat(auto-fill, minmax(${library.minCardWidth}px, 1fr))`,
              },
            }}
          >
            {items.map((item) => {
              const actions = library.rules.itemActions(item, access);
              return (
                <LibraryCard
                  key={item.id}
                  face={library.card}
                  item={item}
                  actions={actions}
                  selected={selection.items.has(item.id)}
                  selecting={selecting}
                  selectable={isSelectable(actions)}
                  onToggle={() => onSelect({ ...selection, items: toggled(selection.items, item.id) })}
                  onAction={(action) => onItemAction(item, action)}
                />
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
