import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TTemplateListRequest } from '@placard/contract';
import { playlistEditorApi } from '../../api/playlistEditor';
import { queryKeys } from '../../api/queryKeys';

/**
 * The key of a page of templates: under the playlists' key, since templates are playlists, so a
 * rename, share, copy or delete through the playlist calls lists them again.
 */
export const templateListKey = (request: TTemplateListRequest) =>
  [...queryKeys.playlists, 'templates', request] as const;

/** One page of a section's templates (or of a search among them). */
export function useTemplateList(request: TTemplateListRequest) {
  return useQuery({
    queryKey: templateListKey(request),
    queryFn: ({ signal }) => playlistEditorApi.templates(request, signal),
    placeholderData: keepPreviousData,
  });
}
