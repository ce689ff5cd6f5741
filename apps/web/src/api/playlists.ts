import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  OwnSection,
  TFolderTree,
  TPlaylistCopyToStockRequest,
  TPlaylistCreateRequest,
  TPlaylistFolder,
  TPlaylistMoveRequest,
  TPlaylistRemoveRequest,
  TPlaylistSearch,
  TPlaylistSearchRequest,
  TPlaylistSelection,
  TPlaylistSummary,
  TStockRecipients,
  ZCreatedId,
  ZPlaylistCount,
  ZPlaylistFolderCreateRequest,
  ZPlaylistFolderRenameRequest,
  ZPlaylistRenameRequest,
  ZPlaylistStockUnshareAllRequest,
  ZPlaylistStockUnshareRequest,
} from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

type TPlaylistCount = z.infer<typeof ZPlaylistCount>;
export type TPlaylistStockUnshareRequest = z.input<typeof ZPlaylistStockUnshareRequest>;

/** The playlist list calls (spec section 7: POST with a JSON body under /api/playlist, 200 with the result). */
export const playlistsApi = {
  search: (body: TPlaylistSearchRequest, signal?: AbortSignal) =>
    api.post<TPlaylistSearch>('/playlist/search', body, { signal }),
  create: (body: TPlaylistCreateRequest) => api.post<z.infer<typeof ZCreatedId>>('/playlist/create', body),
  rename: (body: z.input<typeof ZPlaylistRenameRequest>) =>
    api.post<TPlaylistSummary>('/playlist/rename', body),
  share: (body: TPlaylistSelection) => api.post<TPlaylistCount>('/playlist/share', body),
  restrict: (body: TPlaylistSelection) => api.post<TPlaylistCount>('/playlist/restrict', body),
  remove: (body: TPlaylistRemoveRequest) => api.post<TPlaylistCount>('/playlist/remove', body),
  /** one playlist, or with movingFolder one folder, per call */
  move: (body: TPlaylistMoveRequest) => api.post<TPlaylistCount>('/playlist/moveToFolder', body),
  copyToStock: (body: TPlaylistCopyToStockRequest) => api.post<TPlaylistCount>('/playlist/copyToStock', body),
  stockRecipients: (playlistId: number) =>
    api.post<TStockRecipients>('/playlist/stock/recipients', { playlistId }),
  stockUnshare: (body: TPlaylistStockUnshareRequest) =>
    api.post<TPlaylistCount>('/playlist/stock/unshare', body),
  stockUnshareAll: (body: z.input<typeof ZPlaylistStockUnshareAllRequest>) =>
    api.post<TPlaylistCount>('/playlist/stock/unshareAll', body),
  createFolder: (body: z.input<typeof ZPlaylistFolderCreateRequest>) =>
    api.post<TPlaylistFolder>('/playlist/folder/create', body),
  renameFolder: (body: z.input<typeof ZPlaylistFolderRenameRequest>) =>
    api.post<TPlaylistFolder>('/playlist/folder/rename', body),
  folders: (section: OwnSection) => api.post<TFolderTree>('/playlist/folder/list', { section }),
};

/** One page of a section (or folder, or search) of the playlists. */
export function usePlaylistSearch(request: TPlaylistSearchRequest) {
  return useQuery({
    queryKey: queryKeys.playlistSearch(request),
    queryFn: ({ signal }) => playlistsApi.search(request, signal),
    placeholderData: keepPreviousData,
  });
}

/** A change to the playlists: afterwards every playlist query is fetched again. */
export function usePlaylistMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.playlists }),
  });
}
