import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isReadOnly,
  type MediaKind,
  type MediaSection,
  type MediaSort,
  type TMediaFolder,
  type TMediaItem,
  type TMediaListRequest,
} from '@placard/contract';
import { isApiError } from '../../api/client';
import { useMediaList } from '../../api/media';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/form/formMessage';
import { LoadFailed } from '../../components/LoadFailed';
import { useDebouncedValue } from '../organizations/useDebouncedValue';
import { Toast, useToast } from '../users/Toast';
import { DropOverlay } from './DropOverlay';
import { FolderPath } from './FolderPath';
import { LibraryDialogs } from './LibraryDialogs';
import type { LibraryDialog } from './libraryDialog';
import { EMPTY_SELECTION, selectAllToggled, selectionSize } from './librarySelection';
import { LibraryPagination } from './LibraryPagination';
import { LibrarySkeleton } from './LibrarySkeleton';
import { targetOfFolder, targetOfItem, type LibraryTarget } from './libraryTarget';
import {
  canCreateFolder,
  canUpload,
  selectableMedia,
  selectionActions,
  type FolderAction,
  type ItemAction,
  type LibraryAccess,
  type SelectionAction,
} from './mediaActions';
import { MediaEmptyState } from './MediaEmptyState';
import { MediaGrid } from './MediaGrid';
import { MediaList } from './MediaList';
import { MediaToolbar, type SortOrder } from './MediaToolbar';
import { SelectionBar } from './SelectionBar';
import { UploadButton } from './UploadButton';
import { useFileDrop } from './useFileDrop';
import { kindParams, TEMPLATES, useKindChoice, type KindChoice } from './templates/kindChoice';
import { TemplatesSection } from './templates/TemplatesSection';
import { useKeyedState } from './useKeyedState';
import { useMediaView } from './useMediaView';
import { useQuickActions } from './useQuickActions';
import { useUploads } from './useUploads';

/** Items per page of the library. */
export const PAGE_SIZE = 60;
const SEARCH_DELAY_MS = 300;

function folderIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * One section of the media library (/media/my, /media/shared, /media/stock): its files, or with the
 * Templates chosen its templates. The kind shown is in the address (?kind=video, ?kind=templates);
 * the search goes on from one kind to another.
 */
export default function MediaSectionPage({ section }: { section: MediaSection }) {
  const [kind, setKind] = useKindChoice();
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  // clearing the box shows the folder again at once; typing waits until the words settle
  const searching = query.trim() === '' ? '' : settled;
  const search = { query, onQuery: setQuery, searching, onKind: setKind };
  return kind === TEMPLATES ? (
    <TemplatesSection section={section} {...search} />
  ) : (
    <MediaFiles section={section} kind={kind} {...search} />
  );
}

interface MediaFilesProps {
  section: MediaSection;
  kind: MediaKind | undefined;
  onKind: (kind: KindChoice | undefined) => void;
  query: string;
  onQuery: (query: string) => void;
  searching: string;
}

/**
 * The files of a section: its folders and items as a grid or a list, with search, filters, sort,
 * pages, selection, upload by button or drop, and the actions the session and each item allow. The
 * folder shown is in the address (?folder=12).
 */
function MediaFiles({
  section,
  kind,
  onKind: setKind,
  query,
  onQuery: setQuery,
  searching,
}: MediaFilesProps) {
  const { t } = useTranslation('media');
  const session = useSession();
  const uploads = useUploads();
  const [params, setParams] = useSearchParams();
  const folderId = section === 'stock' ? null : folderIdOf(params.get('folder'));
  const [sort, setSort] = useState<{ sort: MediaSort; order: SortOrder }>({ sort: 'date', order: 'desc' });
  const [view, setView] = useMediaView();
  const viewKey = JSON.stringify([folderId, searching, kind, sort.sort, sort.order]);
  const [page, setPage] = useKeyedState(viewKey, 1);
  const [selection, setSelection] = useKeyedState(`${viewKey}|${page}`, EMPTY_SELECTION);
  const [dialog, setDialog] = useState<LibraryDialog | null>(null);
  const { toast, show, close } = useToast();
  const quick = useQuickActions(show);

  const access: LibraryAccess = {
    section,
    readOnly: isReadOnly(session.licenseStatus),
    permissions: session.permissions,
  };
  const request: TMediaListRequest = {
    section,
    folderId: searching ? null : folderId,
    kind,
    searchTerm: searching,
    sort: sort.sort,
    order: sort.order,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
  const list = useMediaList(request);
  const data = list.data;
  const items = data?.results ?? [];
  const folders = page === 1 && !searching ? (data?.folders ?? []) : [];
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / PAGE_SIZE));

  const uploadable = canUpload(access);
  const target = { section: section === 'stock' ? 'my' : section, folderId } as const;
  const upload = (files: File[]) => uploads.add(files, target);
  const dragging = useFileDrop(uploadable, upload);
  const here = data?.path[data.path.length - 1]?.name ?? t(`sections.${section}`);

  const openFolder = (id: number | null) => {
    setQuery('');
    setParams({ ...kindParams(kind), ...(id === null ? {} : { folder: String(id) }) });
  };

  const chosen: LibraryTarget<TMediaItem> = {
    items: items.filter((item) => selection.items.has(item.id)),
    folders: folders.filter((folder) => selection.folders.has(folder.id)),
  };
  const chosenActions = selectionActions(chosen.items, chosen.folders, access);
  const clearSelection = () => setSelection(EMPTY_SELECTION);

  const onItemAction = (item: TMediaItem, action: ItemAction) => {
    switch (action) {
      case 'preview':
        return setDialog({ kind: 'preview', item });
      case 'rename':
        return setDialog({ kind: 'renameItem', item });
      case 'move':
        return setDialog({ kind: 'move', target: targetOfItem(item) });
      case 'share':
        return quick.share(targetOfItem(item));
      case 'unshare':
        return quick.unshare(targetOfItem(item));
      case 'lock':
        return quick.setFlags(item, { locked: !item.locked });
      case 'uneditable':
        return quick.setFlags(item, { uneditableWhenShared: !item.uneditableWhenShared });
      case 'copyToStock':
        return setDialog({ kind: 'copyToStock', items: [item] });
      case 'stockRecipients':
        return setDialog({ kind: 'recipients', item });
      case 'delete':
        return setDialog({ kind: 'delete', target: targetOfItem(item) });
    }
  };

  const onFolderAction = (folder: TMediaFolder, action: FolderAction) => {
    switch (action) {
      case 'rename':
        return setDialog({ kind: 'renameFolder', folder });
      case 'move':
        return setDialog({ kind: 'move', target: targetOfFolder(folder) });
      case 'share':
        return quick.share(targetOfFolder(folder));
      case 'unshare':
        return quick.unshare(targetOfFolder(folder));
      case 'delete':
        return setDialog({ kind: 'delete', target: targetOfFolder(folder) });
    }
  };

  const onSelectionAction = (action: SelectionAction) => {
    switch (action) {
      case 'move':
        return setDialog({ kind: 'move', target: chosen });
      case 'share':
        return quick.share(chosen, clearSelection);
      case 'unshare':
        return quick.unshare(chosen, clearSelection);
      case 'copyToStock':
        return setDialog({ kind: 'copyToStock', items: chosen.items });
      case 'delete':
        return setDialog({ kind: 'delete', target: chosen });
    }
  };

  const onDone = (message: string, after: { clearSelection?: boolean; keepOpen?: boolean } = {}) => {
    show(message);
    if (after.clearSelection) {
      // a page emptied by a move or delete gives way to the one before it
      const emptied = chosen.items.length === items.length && folders.length === chosen.folders.length;
      if (emptied && page > 1) setPage(page - 1);
      else clearSelection();
    }
    if (!after.keepOpen) setDialog(null);
  };

  const uploadButton = uploadable ? <UploadButton onFiles={upload} /> : null;
  let body;
  if (list.isPending) {
    body = <LibrarySkeleton />;
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
  } else if (items.length === 0 && folders.length === 0) {
    body = (
      <MediaEmptyState
        section={section}
        searching={searching}
        kind={kind}
        inFolder={folderId !== null}
        upload={uploadButton && <UploadButton onFiles={upload} testId="media-empty-upload-input" />}
        onClearSearch={() => setQuery('')}
        onShowAll={() => setKind(undefined)}
      />
    );
  } else {
    const View = view === 'list' ? MediaList : MediaGrid;
    body = (
      <View
        folders={folders}
        items={items}
        access={access}
        selection={selection}
        onSelect={setSelection}
        onOpenFolder={(folder) => openFolder(folder.id)}
        onItemAction={onItemAction}
        onFolderAction={onFolderAction}
      />
    );
  }

  return (
    <Box data-testid="media-drop-zone" data-section={section} sx={{ position: 'relative', pb: 10 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <FolderPath section={section} path={data?.path ?? []} searching={searching} onOpen={openFolder} />
          {data && (
            <Typography variant="body2" color="text.secondary" data-testid="media-count">
              {t('list.count', { count: data.totalCount })}
            </Typography>
          )}
        </Box>
        {canCreateFolder(access) && (
          <Button
            variant="outlined"
            startIcon={<CreateNewFolderOutlined />}
            onClick={() => setDialog({ kind: 'newFolder' })}
            data-testid="media-new-folder"
          >
            {t('folder.new')}
          </Button>
        )}
        {uploadButton}
      </Box>
      <MediaToolbar
        query={query}
        onQuery={setQuery}
        kind={kind}
        onKind={setKind}
        sort={sort.sort}
        order={sort.order}
        onSort={(next, order) => setSort({ sort: next, order })}
        view={view}
        onView={setView}
      />
      {selectionSize(selection) > 0 && (
        <SelectionBar
          count={selectionSize(selection)}
          actions={chosenActions}
          onAction={onSelectionAction}
          onSelectAll={() =>
            setSelection(selectAllToggled(EMPTY_SELECTION, selectableMedia(items, folders, access)))
          }
          onClear={clearSelection}
        />
      )}
      <Box sx={{ height: 4, mb: 1 }}>
        {list.isFetching && list.isPlaceholderData && <LinearProgress aria-label={t('list.loading')} />}
      </Box>
      {body}
      <LibraryPagination pages={pages} page={page} onPage={setPage} />
      {dragging && <DropOverlay destination={here} />}
      <LibraryDialogs
        section={section}
        folderId={folderId}
        dialog={dialog}
        items={items}
        onClose={() => setDialog(null)}
        onDone={onDone}
      />
      <Toast toast={toast} onClose={close} testId="media-toast" />
    </Box>
  );
}
