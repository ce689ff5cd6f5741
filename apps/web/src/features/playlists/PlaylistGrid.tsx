import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TPlaylistFolder, TPlaylistSummary } from '@placard/contract';
import { FolderGrid } from '../media/FolderGrid';
import type { FolderAction, LibraryAccess } from '../media/libraryActions';
import { isSelectable, selectionSize, toggled, type Selection } from '../media/librarySelection';
import { playlistActions, playlistFolderActions, type PlaylistAction } from './playlistActions';
import { PlaylistCard } from './PlaylistCard';

/** What the grid and the list both show and do. */
export interface PlaylistViewProps {
  folders: readonly TPlaylistFolder[];
  playlists: readonly TPlaylistSummary[];
  access: LibraryAccess;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onOpenFolder: (folder: TPlaylistFolder) => void;
  onPlaylistAction: (playlist: TPlaylistSummary, action: PlaylistAction) => void;
  onFolderAction: (folder: TPlaylistFolder, action: FolderAction) => void;
}

/** Folders first, as compact cards, then the playlists as cards showing their first slide. */
export function PlaylistGrid({
  folders,
  playlists,
  access,
  selection,
  onSelect,
  onOpenFolder,
  onPlaylistAction,
  onFolderAction,
}: PlaylistViewProps) {
  const { t } = useTranslation('playlists');
  const selecting = selectionSize(selection) > 0;
  return (
    <Box data-testid="playlist-grid">
      <FolderGrid
        folders={folders}
        actionsOf={(folder) => playlistFolderActions(folder, access)}
        selection={selection}
        onSelect={onSelect}
        onOpenFolder={onOpenFolder}
        onFolderAction={onFolderAction}
      />
      {playlists.length > 0 && (
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
                sm: 'repeat(auto-fill, minmax(210px, 1fr))',
              },
            }}
          >
            {playlists.map((playlist) => {
              const actions = playlistActions(playlist, access);
              return (
                <PlaylistCard
                  key={playlist.id}
                  playlist={playlist}
                  actions={actions}
                  selected={selection.items.has(playlist.id)}
                  selecting={selecting}
                  selectable={isSelectable(actions)}
                  onToggle={() => onSelect({ ...selection, items: toggled(selection.items, playlist.id) })}
                  onAction={(action) => onPlaylistAction(playlist, action)}
                />
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
