import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isReadOnly,
  type MediaSection,
  type TPlaylistFolder,
  type TPlaylistSearchRequest,
  type TPlaylistSummary,
} from '@placard/contract';
import { usePlaylistSearch } from '../../api/playlists';
import { useSession } from '../../app/session';
import { folderActionHandler } from '../media/folderActionHandler';
import { folderIdOf } from '../media/folderParam';
import type { LibraryAccess, SelectionAction } from '../media/libraryActions';
import { LibraryHeader } from '../media/LibraryHeader';
import { LibraryLoadFailed } from '../media/LibraryLoadFailed';
import { LibraryLoadingBar } from '../media/LibraryLoadingBar';
import { LibraryPagination } from '../media/LibraryPagination';
import { EMPTY_SELECTION } from '../media/librarySelection';
import { LibrarySelectionBar } from '../media/LibrarySelectionBar';
import { LibrarySkeleton } from '../media/LibrarySkeleton';
import { targetOfItem, type LibraryTarget } from '../media/libraryTarget';
import { LibraryTextContext } from '../media/libraryText';
import { useKeyedState } from '../media/useKeyedState';
import { useLibraryView } from '../media/useLibraryView';
import { useShareActions } from '../media/useShareActions';
import { AssignDialog, type AssignMode } from '../devices/schedule/assign/AssignDialog';
import { targetsText } from '../devices/schedule/assign/assignText';
import { useDebouncedValue } from '../organizations/useDebouncedValue';
import { Toast, useToast } from '../users/Toast';
import {
  canCreateFolder,
  canCreatePlaylist,
  playlistSelectionActions,
  selectablePlaylists,
  type PlaylistAction,
} from './playlistActions';
import type { PlaylistDialog } from './playlistDialog';
import { PlaylistDialogs } from './PlaylistDialogs';
import { PlaylistEmptyState } from './PlaylistEmptyState';
import { PlaylistGrid } from './PlaylistGrid';
import { playlistLibraryApi } from './playlistLibraryApi';
import { PlaylistList } from './PlaylistList';
import { PLAYLIST_TEXT, PLAYLIST_VIEW_KEY } from './playlistText';
import { PlaylistToolbar } from './PlaylistToolbar';

/** Playlists per page. */
export const PAGE_SIZE = 60;
const SEARCH_DELAY_MS = 300;

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

function SectionContent({ section }: { section: MediaSection }) {
  const { t } = useTranslation('playlists');
  // the schedule texts load with the dialog that needs them
  const { t: ts, i18n } = useTranslation('schedule', { useSuspense: false });
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const folderId = section === 'stock' ? null : folderIdOf(params.get('folder'));
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  // clearing the box shows the folder again at once; typing waits until the words settle
  const searching = query.trim() === '' ? '' : settled;
  const [view, setView] = useLibraryView(PLAYLIST_VIEW_KEY);
  const viewKey = JSON.stringify([folderId, searching]);
  const [page, setPage] = useKeyedState(viewKey, 1);
  const [selection, setSelection] = useKeyedState(`${viewKey}|${page}`, EMPTY_SELECTION);
  const [dialog, setDialog] = useState<PlaylistDialog | null>(null);
  const [assigning, setAssigning] = useState<{ mode: AssignMode; playlist: TPlaylistSummary } | null>(null);
  const { toast, show, close } = useToast();
  const sharing = useShareActions(playlistLibraryApi, show);

  const access: LibraryAccess = {
    section,
    readOnly: isReadOnly(session.licenseStatus),
    permissions: session.permissions,
  };
  const request: TPlaylistSearchRequest = {
    section,
    parentFolderId: searching ? null : folderId,
    searchTerm: searching,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
    type: 'playlist',
  };
  const list = usePlaylistSearch(request);
  const data = list.data;
  const playlists = data?.results ?? [];
  const folders = page === 1 && !searching ? (data?.folders ?? []) : [];
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / PAGE_SIZE));

  const openFolder = (id: number | null) => {
    setQuery('');
    setParams(id === null ? {} : { folder: String(id) });
  };

  const chosen: LibraryTarget<TPlaylistSummary> = {
    items: playlists.filter((playlist) => selection.items.has(playlist.id)),
    folders: folders.filter((folder) => selection.folders.has(folder.id)),
  };
  const chosenActions = playlistSelectionActions(chosen.items, chosen.folders, access);
  const clearSelection = () => setSelection(EMPTY_SELECTION);

  const onPlaylistAction = (playlist: TPlaylistSummary, action: PlaylistAction) => {
    switch (action) {
      case 'open':
        return void navigate(editorPath(playlist.id));
      case 'playNow':
      case 'schedule':
        return setAssigning({ mode: action, playlist });
      case 'rename':
        return setDialog({ kind: 'rename', playlist });
      case 'move':
        return setDialog({ kind: 'move', target: targetOfItem(playlist) });
      case 'share':
        return sharing.share(targetOfItem(playlist));
      case 'unshare':
        return sharing.unshare(targetOfItem(playlist));
      case 'copyToStock':
        return setDialog({ kind: 'copyToStock', playlists: [playlist] });
      case 'stockRecipients':
        return setDialog({ kind: 'recipients', playlist });
      case 'delete':
        return setDialog({ kind: 'delete', target: targetOfItem(playlist) });
    }
  };

  const onFolderAction = folderActionHandler<TPlaylistFolder>(setDialog, sharing);

  const onSelectionAction = (action: SelectionAction) => {
    switch (action) {
      case 'move':
        return setDialog({ kind: 'move', target: chosen });
      case 'share':
        return sharing.share(chosen, clearSelection);
      case 'unshare':
        return sharing.unshare(chosen, clearSelection);
      case 'copyToStock':
        return setDialog({ kind: 'copyToStock', playlists: chosen.items });
      case 'delete':
        return setDialog({ kind: 'delete', target: chosen });
    }
  };

  const onDone = (message: string, after: { clearSelection?: boolean; keepOpen?: boolean } = {}) => {
    show(message);
    if (after.clearSelection) {
      // a page emptied by a move or delete gives way to the one before it
      const emptied = chosen.items.length === playlists.length && folders.length === chosen.folders.length;
      if (emptied && page > 1) setPage(page - 1);
      else clearSelection();
    }
    if (!after.keepOpen) setDialog(null);
  };

  const creatable = canCreatePlaylist(access);
  const createButton = (testId: string) => (
    <Button
      variant="contained"
      startIcon={<PlaylistAddOutlined />}
      onClick={() => setDialog({ kind: 'create' })}
      data-testid={testId}
    >
      {t('create.button')}
    </Button>
  );

  let body;
  if (list.isPending) {
    body = <LibrarySkeleton tileAspect="16 / 10" />;
  } else if (list.isError) {
    body = (
      <LibraryLoadFailed
        error={list.error}
        inFolder={folderId !== null}
        onOpenTop={() => openFolder(null)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (playlists.length === 0 && folders.length === 0 && list.isPlaceholderData) {
    // the page before was empty too: wait for this one's answer before saying it is empty
    body = <LibrarySkeleton tileAspect="16 / 10" />;
  } else if (playlists.length === 0 && folders.length === 0) {
    body = (
      <PlaylistEmptyState
        section={section}
        searching={searching}
        inFolder={folderId !== null}
        create={creatable ? createButton('playlist-empty-new') : null}
        onClearSearch={() => setQuery('')}
      />
    );
  } else {
    const View = view === 'list' ? PlaylistList : PlaylistGrid;
    body = (
      <View
        folders={folders}
        playlists={playlists}
        access={access}
        selection={selection}
        onSelect={setSelection}
        onOpenFolder={(folder) => openFolder(folder.id)}
        onPlaylistAction={onPlaylistAction}
        onFolderAction={onFolderAction}
      />
    );
  }

  return (
    <Box data-testid="playlist-section" data-section={section} sx={{ pb: 10 }}>
      <LibraryHeader
        section={section}
        path={data?.path ?? []}
        searching={searching}
        onOpen={openFolder}
        totalCount={data?.totalCount}
        onNewFolder={canCreateFolder(access) ? () => setDialog({ kind: 'newFolder' }) : null}
      >
        {creatable && createButton('playlist-new')}
      </LibraryHeader>
      <PlaylistToolbar query={query} onQuery={setQuery} view={view} onView={setView} />
      <LibrarySelectionBar
        selection={selection}
        selectable={selectablePlaylists(playlists, folders, access)}
        actions={chosenActions}
        onAction={onSelectionAction}
        onSelect={setSelection}
      />
      <LibraryLoadingBar loading={list.isFetching && list.isPlaceholderData} />
      {body}
      <LibraryPagination pages={pages} page={page} onPage={setPage} />
      <PlaylistDialogs
        section={section}
        folderId={folderId}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDone={onDone}
        onCreated={(id) => void navigate(editorPath(id))}
      />
      <AssignDialog
        mode={assigning?.mode ?? null}
        playlist={assigning?.playlist ?? { id: 0, name: '' }}
        onClose={() => setAssigning(null)}
        onAssigned={({ mode, devices, groups }) => {
          setAssigning(null);
          const list = targetsText(devices, groups, ts, i18n.language);
          show(ts(mode === 'playNow' ? 'assign.playing' : 'assign.scheduled', { list }));
        }}
      />
      <Toast toast={toast} onClose={close} testId="playlist-toast" />
    </Box>
  );
}
