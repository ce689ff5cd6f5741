import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Toast } from '../../components/Toast';
import type { LibraryAction } from './libraryActions';
import { LibraryDialogs } from './LibraryDialogs';
import { LibraryGrid } from './LibraryGrid';
import { LibraryHeader } from './LibraryHeader';
import { LibraryLoadFailed } from './LibraryLoadFailed';
import { LibraryLoadingBar } from './LibraryLoadingBar';
import { LibraryPagination } from './LibraryPagination';
import { LibrarySelectionBar } from './LibrarySelectionBar';
import { LibrarySkeleton } from './LibrarySkeleton';
import type { LibraryEntry } from './libraryTarget';
import { useLibraryText } from './libraryText';
import type { LibraryPageState } from './useLibraryPage';
import { canCreateFolder } from './libraryActions';

/**
 * A library page laid out: where it is with New folder and the library's own buttons (`actions`),
 * its `toolbar`, the selection bar, the folders and items as a grid or a list (or `empty`, or why
 * they could not be had), pages, the dialogs and the snackbar. `children` are the library's own
 * overlays and dialogs.
 */
export function LibraryPage<
  Item extends LibraryEntry,
  Action extends LibraryAction,
  Extra extends { kind: string },
>({
  page,
  testId,
  actions,
  toolbar,
  empty,
  onItemAction,
  children,
}: {
  page: LibraryPageState<Item, Action, Extra>;
  /** the test id of the page's box */
  testId: string;
  actions: ReactNode;
  toolbar: ReactNode;
  /** what an empty page says */
  empty: ReactNode;
  onItemAction: (item: Item, action: Action) => void;
  children?: ReactNode;
}) {
  const { testId: libraryTestId } = useLibraryText();
  const { library, place, list, access, items, folders } = page;
  const { section, folderId } = place;
  const nothing = items.length === 0 && folders.length === 0;

  let body;
  if (list.isPending) {
    body = <LibrarySkeleton tileAspect={library.tileAspect} />;
  } else if (list.isError) {
    body = (
      <LibraryLoadFailed
        error={list.error}
        inFolder={folderId !== null}
        onOpenTop={() => page.openFolder(null)}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (nothing && list.isPlaceholderData && library.emptyWaitsForAnswer) {
    // the page before was empty too: wait for this one's answer before saying it is empty
    body = <LibrarySkeleton tileAspect={library.tileAspect} />;
  } else if (nothing) {
    body = empty;
  } else {
    const view = {
      folders,
      items,
      access,
      selection: page.selection,
      onSelect: page.setSelection,
      onOpenFolder: (folder: { id: number }) => page.openFolder(folder.id),
      onItemAction,
      onFolderAction: page.onFolderAction,
    };
    body = page.view === 'list' ? <library.List {...view} /> : <LibraryGrid library={library} {...view} />;
  }

  return (
    <Box data-testid={testId} data-section={section} sx={{ position: 'relative', pb: 10 }}>
      <LibraryHeader
        section={section}
        path={list.data?.path ?? []}
        searching={place.search.searching}
        onOpen={page.openFolder}
        totalCount={list.data?.totalCount}
        onNewFolder={canCreateFolder(access) ? () => page.setDialog({ kind: 'newFolder' }) : null}
      >
        {actions}
      </LibraryHeader>
      {toolbar}
      <LibrarySelectionBar
        selection={page.selection}
        selectable={page.selectable}
        actions={page.selectionActions}
        onAction={page.onSelectionAction}
        onSelect={page.setSelection}
      />
      <LibraryLoadingBar loading={list.isFetching && list.isPlaceholderData} />
      {body}
      <LibraryPagination pages={page.pages} page={place.page} onPage={place.setPage} />
      {children}
      <LibraryDialogs
        library={library}
        section={section}
        folderId={folderId}
        dialog={page.dialog}
        onClose={() => page.setDialog(null)}
        onDone={page.onDone}
      />
      <Toast toast={page.toast.toast} onClose={page.toast.close} testId={libraryTestId('toast')} />
    </Box>
  );
}
