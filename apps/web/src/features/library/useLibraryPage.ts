import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isReadOnly, type MediaSection, type TMediaFolder, type TMediaList } from '@placard/contract';
import { useSession } from '../../app/session';
import { useToast } from '../../components/Toast';
import { useViewMode } from '../../components/useViewMode';
import { selectableOf, selectionActions } from './actionRules';
import { folderIdOf } from './folderParam';
import { folderActionHandler } from './folderActionHandler';
import type { LibraryAccess, LibraryAction, SelectionAction } from './libraryActions';
import type { LibraryDialog, OnLibraryDone } from './libraryDialog';
import type { LibrarySection } from './librarySection';
import { EMPTY_SELECTION } from './librarySelection';
import { targetOfItem, type LibraryEntry, type LibraryTarget } from './libraryTarget';
import type { LibrarySearch } from './useLibrarySearch';
import { useKeyedState } from './useKeyedState';
import { useShareActions } from './useShareActions';

/** Items per page of a library. */
export const PAGE_SIZE = 60;

/** A page of a library's folder or search, as the server answers it. */
export interface LibraryListPage<Item> {
  results: readonly Item[];
  folders: readonly TMediaFolder[];
  path: TMediaList['path'];
  totalCount: number;
}

/** The actions of an item's menu every library handles alike. */
export type CommonItemAction =
  'rename' | 'move' | 'share' | 'unshare' | 'copyToStock' | 'stockRecipients' | 'delete';

/**
 * Where a library page is: its section, the folder in the address (?folder=12), the search and the
 * page number, which starts over when the folder, the search or the `filters` change.
 */
export function useLibraryPlace(
  section: MediaSection,
  search: LibrarySearch,
  filters: readonly unknown[] = [],
) {
  const [params, setParams] = useSearchParams();
  const folderId = section === 'stock' ? null : folderIdOf(params.get('folder'));
  const viewKey = JSON.stringify([folderId, search.searching, ...filters]);
  const [page, setPage] = useKeyedState(viewKey, 1);
  return {
    section,
    search,
    folderId,
    setParams,
    viewKey,
    page,
    setPage,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  };
}

export type LibraryPlace = ReturnType<typeof useLibraryPlace>;

/**
 * The state and actions of a library page shown at `place`, its page of items `list`: grid or list,
 * selection, the open dialog, the snackbar, and what the menus, the selection bar and the dialogs do.
 * `keepParams` are what opening a folder keeps in the address (the kind of files shown).
 */
export function useLibraryPage<
  Item extends LibraryEntry,
  Action extends LibraryAction,
  Extra extends { kind: string } = never,
>(
  library: LibrarySection<Item, Action>,
  place: LibraryPlace,
  list: UseQueryResult<LibraryListPage<Item>>,
  keepParams: Record<string, string> = {},
) {
  const session = useSession();
  const { section, search, page, setPage } = place;
  const [view, setView] = useViewMode(library.viewKey);
  const [selection, setSelection] = useKeyedState(`${place.viewKey}|${page}`, EMPTY_SELECTION);
  const [dialog, setDialog] = useState<LibraryDialog<Item> | Extra | null>(null);
  const toast = useToast();
  const { show } = toast;
  const sharing = useShareActions(library.api, show);

  const access: LibraryAccess = {
    section,
    readOnly: isReadOnly(session.licenseStatus),
    permissions: session.permissions,
  };
  const data = list.data;
  const items = data?.results ?? [];
  const folders = page === 1 && !search.searching ? (data?.folders ?? []) : [];
  const pages = Math.max(1, Math.ceil((data?.totalCount ?? 0) / PAGE_SIZE));

  const openFolder = (id: number | null) => {
    search.onQuery('');
    place.setParams({ ...keepParams, ...(id === null ? {} : { folder: String(id) }) });
  };

  const chosen: LibraryTarget<Item> = {
    items: items.filter((item) => selection.items.has(item.id)),
    folders: folders.filter((folder) => selection.folders.has(folder.id)),
  };
  const clearSelection = () => setSelection(EMPTY_SELECTION);

  const onItemAction = (item: Item, action: CommonItemAction) => {
    switch (action) {
      case 'rename':
        return setDialog({ kind: 'rename', item });
      case 'move':
        return setDialog({ kind: 'move', target: targetOfItem(item) });
      case 'share':
        return sharing.share(targetOfItem(item));
      case 'unshare':
        return sharing.unshare(targetOfItem(item));
      case 'copyToStock':
        return setDialog({ kind: 'copyToStock', items: [item] });
      case 'stockRecipients':
        return setDialog({ kind: 'recipients', item });
      case 'delete':
        return setDialog({ kind: 'delete', target: targetOfItem(item) });
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
        return setDialog({ kind: 'copyToStock', items: chosen.items });
      case 'delete':
        return setDialog({ kind: 'delete', target: chosen });
    }
  };

  const onDone: OnLibraryDone = (message, after = {}) => {
    show(message);
    if (after.clearSelection) {
      // a page emptied by a move or delete gives way to the one before it
      const emptied = chosen.items.length === items.length && folders.length === chosen.folders.length;
      if (emptied && page > 1) setPage(page - 1);
      else clearSelection();
    }
    if (!after.keepOpen) setDialog(null);
  };

  return {
    library,
    place,
    list,
    access,
    view,
    setView,
    selection,
    setSelection,
    selectable: selectableOf(library.rules, items, folders, access),
    selectionActions: selectionActions(library.rules, chosen.items, chosen.folders, access),
    dialog,
    setDialog,
    toast,
    items,
    folders,
    pages,
    openFolder,
    onItemAction,
    onFolderAction: folderActionHandler<TMediaFolder>(setDialog, sharing),
    onSelectionAction,
    onDone,
  };
}

export type LibraryPageState<
  Item extends LibraryEntry,
  Action extends LibraryAction,
  Extra extends { kind: string },
> = ReturnType<typeof useLibraryPage<Item, Action, Extra>>;
