import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TMediaFolder, TMediaItem } from '@placard/contract';
import { FolderGrid } from './FolderGrid';
import { isSelectable, selectionSize, toggled, type Selection } from './librarySelection';
import {
  folderActions,
  itemActions,
  type FolderAction,
  type ItemAction,
  type LibraryAccess,
} from './mediaActions';
import { MediaItemCard } from './MediaItemCard';

/** What the grid and the list both show and do. */
export interface LibraryViewProps {
  folders: readonly TMediaFolder[];
  items: readonly TMediaItem[];
  access: LibraryAccess;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onOpenFolder: (folder: TMediaFolder) => void;
  onItemAction: (item: TMediaItem, action: ItemAction) => void;
  onFolderAction: (folder: TMediaFolder, action: FolderAction) => void;
}

/** Folders first, as compact cards, then the items as thumbnail cards. */
export function MediaGrid({
  folders,
  items,
  access,
  selection,
  onSelect,
  onOpenFolder,
  onItemAction,
  onFolderAction,
}: LibraryViewProps) {
  const { t } = useTranslation('media');
  const selecting = selectionSize(selection) > 0;
  return (
    <Box data-testid="media-grid">
      <FolderGrid
        folders={folders}
        actionsOf={(folder) => folderActions(folder, access)}
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
                sm: 'repeat(auto-fill, minmax(190px, 1fr))',
              },
            }}
          >
            {items.map((item) => {
              const actions = itemActions(item, access);
              return (
                <MediaItemCard
                  key={item.id}
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
