import { useState } from 'react';
import Box from '@mui/material/Box';
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
import { useMediaList } from '../../api/media';
import { useSession } from '../../app/session';
import { useDebouncedValue } from '../organizations/useDebouncedValue';
import { Toast, useToast } from '../users/Toast';
import { DropOverlay } from './DropOverlay';
import { folderActionHandler } from './folderActionHandler';
import { folderIdOf } from './folderParam';
import { LibraryDialogs } from './LibraryDialogs';
import { LibraryHeader } from './LibraryHeader';
import { LibraryLoadFailed } from './LibraryLoadFailed';
import { LibraryLoadingBar } from './LibraryLoadingBar';
import type { LibraryDialog } from './libraryDialog';
import { EMPTY_SELECTION } from './librarySelection';
import { LibrarySelectionBar } from './LibrarySelectionBar';
import { LibraryPagination } from './LibraryPagination';
import { LibrarySkeleton } from './LibrarySkeleton';
import { targetOfItem, type LibraryTarget } from './libraryTarget';
import {
  canCreateFolder,
  canUpload,
  selectableMedia,
  selectionActions,
  type ItemAction,
  type LibraryAccess,
  type SelectionAction,
} from './mediaActions';
import { MediaEmptyState } from './MediaEmptyState';
import { MediaGrid } from './MediaGrid';
import { MediaList } from './MediaList';
import { MediaToolbar, type SortOrder } from './MediaToolbar';
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

  const onFolderAction = folderActionHandler<TMediaFolder>(setDialog, quick);

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
    body = (
      <LibraryLoadFailed
        error={list.error}
        inFolder={folderId !== null}
        onOpenTop={() => openFolder(null)}
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
      <LibraryHeader
        section={section}
        path={data?.path ?? []}
        searching={searching}
        onOpen={openFolder}
        totalCount={data?.totalCount}
        onNewFolder={canCreateFolder(access) ? () => setDialog({ kind: 'newFolder' }) : null}
      >
        {uploadButton}
      </LibraryHeader>
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
      <LibrarySelectionBar
        selection={selection}
        selectable={selectableMedia(items, folders, access)}
        actions={chosenActions}
        onAction={onSelectionAction}
        onSelect={setSelection}
      />
      <LibraryLoadingBar loading={list.isFetching && list.isPlaceholderData} />
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
