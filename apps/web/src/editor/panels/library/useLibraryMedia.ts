import { useInfiniteQuery } from '@tanstack/react-query';
import type { MediaKind, MediaSection, TMediaListRequest } from '@placard/contract';
import { hasProcessingItems, mediaApi, PROCESSING_REFETCH_MS } from '../../../api/media';
import { queryKeys } from '../../../api/queryKeys';

/** Items the library asks for at a time. */
export const LIBRARY_PAGE_SIZE = 30;

export type LibraryMediaQuery = {
  section: MediaSection;
  /** the folder shown; ignored while searching (a search spans the section) */
  folderId: number | null;
  kind: MediaKind | undefined;
  searchTerm: string;
};

/** The request for one page of the library's media, newest first. */
export function libraryMediaRequest(query: LibraryMediaQuery, offset: number): TMediaListRequest {
  return {
    section: query.section,
    folderId: query.searchTerm ? null : query.folderId,
    kind: query.kind,
    searchTerm: query.searchTerm,
    sort: 'date',
    order: 'desc',
    limit: LIBRARY_PAGE_SIZE,
    offset,
  };
}

/** Where the next page starts, or undefined when every item is loaded. */
export function nextOffset(
  pages: readonly { results: readonly unknown[]; totalCount: number }[],
): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
  const last = pages[pages.length - 1];
  if (!last || last.results.length === 0 || loaded >= last.totalCount) return undefined;
  return loaded;
}

/**
 * The media of a section (or folder, or search), page after page; fetched again every 2 s while an
 * item is still processing. Under the media key, so uploads and changes elsewhere refresh it.
 */
export function useLibraryMedia(query: LibraryMediaQuery) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.media, 'editorLibrary', query] as const,
    queryFn: ({ pageParam, signal }) => mediaApi.list(libraryMediaRequest(query, pageParam), signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    refetchInterval: (state) =>
      state.state.data?.pages.some((page) => hasProcessingItems(page)) ? PROCESSING_REFETCH_MS : false,
  });
}
