import { useState } from 'react';
import Button from '@mui/material/Button';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MediaSection, TPlaylistSummary } from '@placard/contract';
import { playlistsApi, usePlaylistMutation, usePlaylistSearch } from '../../api/playlists';
import { AssignDialog, type AssignMode } from '../devices/schedule/assign/AssignDialog';
import { targetsText } from '../devices/schedule/assign/assignText';
import { LibraryPage } from '../library/LibraryPage';
import { LibraryTextContext } from '../library/libraryText';
import { useLibraryPage, useLibraryPlace } from '../library/useLibraryPage';
import { useLibrarySearch } from '../library/useLibrarySearch';
import { canCreatePlaylist, type PlaylistAction } from './playlistActions';
import { CreatePlaylistDialog } from './CreatePlaylistDialog';
import { PlaylistEmptyState } from './PlaylistEmptyState';
import { PLAYLIST_LIBRARY, PLAYLIST_TEXT } from './playlistLibrary';
import { PlaylistToolbar } from './PlaylistToolbar';

/** The editor's address for a playlist. */
export const editorPath = (id: number) => `/playlists/${id}`;

/**
 * One section of the playlists (/playlists/my, /playlists/shared, /playlists/stock): its folders and
 * playlists as a grid or a list, with search, pages, selection, New playlist and the actions the
 * session and each playlist allow. The folder shown is in the address (?folder=12).
 */
export default function PlaylistSectionPage({ section }: { section: MediaSection }) {
  return (
    <LibraryTextContext value={PLAYLIST_TEXT}>
      <SectionContent section={section} />
    </LibraryTextContext>
  );
}

/** The playlists' own dialog: New playlist. */
type CreateOpen = { kind: 'create' };

function SectionContent({ section }: { section: MediaSection }) {
  const { t } = useTranslation('playlists');
  // the schedule texts load with the dialog that needs them
  const { t: ts, i18n } = useTranslation('schedule', { useSuspense: false });
  const navigate = useNavigate();
  const search = useLibrarySearch();
  const place = useLibraryPlace(section, search);
  const { folderId } = place;
  const list = usePlaylistSearch({
    section,
    parentFolderId: search.searching ? null : folderId,
    searchTerm: search.searching,
    limit: place.limit,
    offset: place.offset,
    type: 'playlist',
  });
  const page = useLibraryPage<TPlaylistSummary, PlaylistAction, CreateOpen>(PLAYLIST_LIBRARY, place, list);
  const create = usePlaylistMutation(playlistsApi.create);
  const [assigning, setAssigning] = useState<{ mode: AssignMode; playlist: TPlaylistSummary } | null>(null);
  const own = section === 'stock' ? null : section;

  const onItemAction = (playlist: TPlaylistSummary, action: PlaylistAction) => {
    switch (action) {
      case 'open':
        return void navigate(editorPath(playlist.id));
      case 'playNow':
      case 'schedule':
        return setAssigning({ mode: action, playlist });
      default:
        return page.onItemAction(playlist, action);
    }
  };

  const creatable = canCreatePlaylist(page.access);
  const createButton = (testId: string) => (
    <Button
      variant="contained"
      startIcon={<PlaylistAddOutlined />}
      onClick={() => page.setDialog({ kind: 'create' })}
      data-testid={testId}
    >
      {t('create.button')}
    </Button>
  );

  return (
    <LibraryPage
      page={page}
      testId="playlist-section"
      actions={creatable && createButton('playlist-new')}
      toolbar={
        <PlaylistToolbar
          query={search.query}
          onQuery={search.onQuery}
          view={page.view}
          onView={page.setView}
        />
      }
      empty={
        <PlaylistEmptyState
          section={section}
          searching={search.searching}
          inFolder={folderId !== null}
          create={creatable ? createButton('playlist-empty-new') : null}
          onClearSearch={() => search.onQuery('')}
        />
      }
      onItemAction={onItemAction}
    >
      {own && (
        <CreatePlaylistDialog
          open={page.dialog?.kind === 'create'}
          place={{ section: own, parentFolderId: folderId }}
          onClose={() => page.setDialog(null)}
          create={create.mutateAsync}
          onCreated={(id) => void navigate(editorPath(id))}
        />
      )}
      <AssignDialog
        mode={assigning?.mode ?? null}
        playlist={assigning?.playlist ?? { id: 0, name: '' }}
        onClose={() => setAssigning(null)}
        onAssigned={({ mode, devices, groups }) => {
          setAssigning(null);
          const targets = targetsText(devices, groups, ts, i18n.language);
          page.toast.show(ts(mode === 'playNow' ? 'assign.playing' : 'assign.scheduled', { list: targets }));
        }}
      />
    </LibraryPage>
  );
}
