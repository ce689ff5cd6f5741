import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
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
import { isApiError } from '../../api/client';
import { usePlaylistSearch } from '../../api/playlists';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/form/formMessage';
import { LoadFailed } from '../../components/LoadFailed';
import { FolderPath } from '../media/FolderPath';
import type { FolderAction, LibraryAccess, SelectionAction } from '../media/libraryActions';
import { LibraryPagination } from '../media/LibraryPagination';
import { EMPTY_SELECTION, selectAllToggled, selectionSize } from '../media/librarySelection';
import { LibrarySkeleton } from '../media/LibrarySkeleton';
import { targetOfFolder, targetOfItem, type LibraryTarget } from '../media/libraryTarget';
import { LibraryTextContext } from '../media/libraryText';
import { SelectionBar } from '../media/SelectionBar';
import { useKeyedState } from '../media/useKeyedState';
import { useLibraryView } from '../media/useLibraryView';
import { useShareActions } from '../media/useShareActions';
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

function folderIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

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

  const onFolderAction = (folder: TPlaylistFolder, action: FolderAction) => {
    switch (action) {
      case 'rename':
        return setDialog({ kind: 'renameFolder', folder });
      case 'move':
        return setDialog({ kind: 'move', target: targetOfFolder(folder) });
      case 'share':
        return sharing.share(targetOfFolder(folder));
      case 'unshare':
        return sharing.unshare(targetOfFolder(folder));
      case 'delete':
        return setDialog({ kind: 'delete', target: targetOfFolder(folder) });
    }
  };

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
    const missing = folderId !== null && isApiError(list.error) && list.error.status === 404;
    body = missing ? (
      <LoadFailed message={t('folder.missing')} onRetry={() => openFolder(null)} />
    ) : (
      <LoadFailed
        message={errorMessage(list.error, t('errors.loadFailed'))}
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <FolderPath section={section} path={data?.path ?? []} searching={searching} onOpen={openFolder} />
          {data && (
            <Typography variant="body2" color="text.secondary" data-testid="playlist-count">
              {t('list.count', { count: data.totalCount })}
            </Typography>
          )}
        </Box>
        {canCreateFolder(access) && (
          <Button
            variant="outlined"
            startIcon={<CreateNewFolderOutlined />}
            onClick={() => setDialog({ kind: 'newFolder' })}
            data-testid="playlist-new-folder"
          >
            {t('folder.new')}
          </Button>
        )}
        {creatable && createButton('playlist-new')}
      </Box>
      <PlaylistToolbar query={query} onQuery={setQuery} view={view} onView={setView} />
      {selectionSize(selection) > 0 && (
        <SelectionBar
          count={selectionSize(selection)}
          actions={chosenActions}
          onAction={onSelectionAction}
          onSelectAll={() =>
            setSelection(selectAllToggled(EMPTY_SELECTION, selectablePlaylists(playlists, folders, access)))
          }
          onClear={clearSelection}
        />
      )}
      <Box sx={{ height: 4, mb: 1 }}>
        {list.isFetching && list.isPlaceholderData && <LinearProgress aria-label={t('list.loading')} />}
      </Box>
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
      <Toast toast={toast} onClose={close} testId="playlist-toast" />
    </Box>
  );
}
