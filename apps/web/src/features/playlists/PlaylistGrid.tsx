import { useTranslation } from 'react-i18next';
import type { TPlaylistFolder, TPlaylistSummary } from '@placard/contract';
import { LibraryGrid } from '../media/LibraryGrid';
import type { FolderAction, LibraryAccess } from '../media/libraryActions';
import type { Selection } from '../media/librarySelection';
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
  return (
    <LibraryGrid
      testId="playlist-grid"
      folders={folders}
      folderActionsOf={(folder) => playlistFolderActions(folder, access)}
      items={playlists}
      actionsOf={(playlist) => playlistActions(playlist, access)}
      itemsLabel={t('item.listLabel')}
      itemsHeading={t('item.heading')}
      minCardWidth={210}
      selection={selection}
      onSelect={onSelect}
      onOpenFolder={onOpenFolder}
      onFolderAction={onFolderAction}
      renderCard={(playlist, actions, card) => (
        <PlaylistCard
          key={playlist.id}
          playlist={playlist}
          actions={actions}
          {...card}
          onAction={(action) => onPlaylistAction(playlist, action)}
        />
      )}
    />
  );
}
