import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MediaSection } from '@placard/contract';
import { playlistEditorApi } from '../../../api/playlistEditor';
import { queryKeys } from '../../../api/queryKeys';
import { nextOffset } from './useLibraryMedia';

/** Templates the library asks for at a time. */
export const TEMPLATE_PAGE_SIZE = 30;

const templatesKey = [...queryKeys.playlists, 'editorTemplates'] as const;

/** The organization's templates of a section, by name, page after page. */
export function useTemplates(section: MediaSection, searchTerm: string) {
  return useInfiniteQuery({
    queryKey: [...templatesKey, section, searchTerm] as const,
    queryFn: ({ pageParam, signal }) =>
      playlistEditorApi.templates(
        { section, searchTerm, limit: TEMPLATE_PAGE_SIZE, offset: pageParam },
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
}

/** Lists the templates again (after one was saved). */
export function useRefreshTemplates(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: templatesKey }), [queryClient]);
}
