import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  OwnSection,
  TCopyToStockRequest,
  TFolderCreateRequest,
  TFolderTree,
  TMediaFolder,
  TMediaInfo,
  TMediaItem,
  TMediaList,
  TMediaListRequest,
  TMediaMoveRequest,
  TMediaSelection,
  TMediaUsage,
  TOrganizationNode,
  TStockRecipients,
  ZFolderRenameRequest,
  ZMediaCount,
  ZMediaFlagsRequest,
  ZMediaRenameRequest,
  ZStockUnshareAllRequest,
  ZStockUnshareRequest,
} from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

type TMediaCount = z.infer<typeof ZMediaCount>;
export type TMediaFlagsRequest = z.input<typeof ZMediaFlagsRequest>;
export type TStockUnshareRequest = z.input<typeof ZStockUnshareRequest>;

/** While an item of the page is still being processed, the page is fetched again this often. */
export const PROCESSING_REFETCH_MS = 2000;

/** The media library calls (POST with a JSON body under /api/media, 200 with the result). */
export const mediaApi = {
  list: (body: TMediaListRequest, signal?: AbortSignal) =>
    api.post<TMediaList>('/media/list', body, { signal }),
  info: (id: number) => api.post<TMediaInfo>('/media/info', { id }),
  rename: (body: z.input<typeof ZMediaRenameRequest>) => api.post<TMediaItem>('/media/rename', body),
  updateFlags: (body: TMediaFlagsRequest) => api.post<TMediaItem>('/media/updateFlags', body),
  move: (body: TMediaMoveRequest) => api.post<TMediaCount>('/media/moveToFolder', body),
  remove: (body: TMediaSelection) => api.post<TMediaCount>('/media/remove', body),
  share: (body: TMediaSelection) => api.post<TMediaCount>('/media/share', body),
  restrict: (body: TMediaSelection) => api.post<TMediaCount>('/media/restrict', body),
  createFolder: (body: TFolderCreateRequest) => api.post<TMediaFolder>('/media/folder/create', body),
  renameFolder: (body: z.input<typeof ZFolderRenameRequest>) =>
    api.post<TMediaFolder>('/media/folder/rename', body),
  folders: (section: OwnSection) => api.post<TFolderTree>('/media/folder/list', { section }),
  copyToStock: (body: TCopyToStockRequest) => api.post<TMediaCount>('/media/copyToStock', body),
  stockTargets: () => api.get<TOrganizationNode[]>('/media/stock/targets'),
  stockRecipients: (mediaId: number) => api.post<TStockRecipients>('/media/stock/recipients', { mediaId }),
  stockUnshare: (body: TStockUnshareRequest) => api.post<TMediaCount>('/media/stock/unshare', body),
  stockUnshareAll: (body: z.input<typeof ZStockUnshareAllRequest>) =>
    api.post<TMediaCount>('/media/stock/unshareAll', body),
  usage: () => api.get<TMediaUsage>('/media/usage'),
};

export function hasProcessingItems(list: TMediaList | undefined): boolean {
  return list?.results.some((item) => item.status === 'processing') ?? false;
}

/** One page of a section (or folder, or search); fetched again every 2 s while an item is processing. */
export function useMediaList(request: TMediaListRequest) {
  return useQuery({
    queryKey: queryKeys.mediaList(request),
    queryFn: ({ signal }) => mediaApi.list(request, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (hasProcessingItems(query.state.data) ? PROCESSING_REFETCH_MS : false),
  });
}

/** An item with the playlists that use it (asked before deleting it). */
export function useMediaInfo(id: number | null) {
  return useQuery({
    enabled: id !== null,
    queryKey: queryKeys.mediaInfo(id ?? 0),
    queryFn: () => mediaApi.info(id ?? 0),
    staleTime: 0,
  });
}

/** The storage the organization's media take. */
export function useMediaUsage() {
  return useQuery({ queryKey: queryKeys.mediaUsage, queryFn: mediaApi.usage });
}

/** The organizations a stock copy can go to: every sub-organization of the caller's. */
export function useStockTargets() {
  return useQuery({
    queryKey: queryKeys.mediaStockTargets,
    queryFn: mediaApi.stockTargets,
    staleTime: 30_000,
  });
}

/** A change to the library: afterwards every list, folder tree, usage and recipient list is fetched again. */
export function useMediaMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.media }),
  });
}
