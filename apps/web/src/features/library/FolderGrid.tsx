import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TMediaFolder } from '@placard/contract';
import { FolderCard } from './FolderCard';
import type { FolderAction } from './libraryActions';
import { isSelectable, selectionSize, toggled, type Selection } from './librarySelection';
import { useLibraryText } from './libraryText';

/** The folders of a grid page, as compact cards above the items. */
export function FolderGrid({
  folders,
  actionsOf,
  selection,
  onSelect,
  onOpenFolder,
  onFolderAction,
}: {
  folders: readonly TMediaFolder[];
  /** what each folder's menu offers */
  actionsOf: (folder: TMediaFolder) => FolderAction[];
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onOpenFolder: (folder: TMediaFolder) => void;
  onFolderAction: (folder: TMediaFolder, action: FolderAction) => void;
}) {
  const { t } = useLibraryText();
  if (folders.length === 0) return null;
  const selecting = selectionSize(selection) > 0;
  return (
    <Box component="section" aria-label={t('folder.listLabel')} sx={{ mb: 3 }}>
      <Typography variant="overline" color="text.secondary" component="h2" sx={{ display: 'block', mb: 1 }}>
        {t('folder.heading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {folders.map((folder) => {
          const actions = actionsOf(folder);
          return (
            <FolderCard
              key={folder.id}
              folder={folder}
              actions={actions}
              selected={selection.folders.has(folder.id)}
              selecting={selecting}
              selectable={isSelectable(actions)}
              onOpen={() => onOpenFolder(folder)}
              onToggle={() => onSelect({ ...selection, folders: toggled(selection.folders, folder.id) })}
              onAction={(action) => onFolderAction(folder, action)}
            />
          );
        })}
      </Box>
    </Box>
  );
}
