import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROVIDER_PAGE_MAX,
  type MediaProvider,
  type ProviderKind,
  type TMediaItem,
  type TOutsideServices,
  type TProviderImportRequest,
  type TProviderList,
  type TProviderSearchAnswer,
} from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** Stock photos and GIFs from outside providers (POST with a JSON body under /api/media/provider). */
export const mediaProvidersApi = {
  list: () => api.post<TProviderList>('/media/provider/list', {}),
  search: (
    body: { provider: MediaProvider; kind: ProviderKind; query: string; page: number },
    signal?: AbortSignal,
  ) => api.post<TProviderSearchAnswer>('/media/provider/search', body, { signal }),
  import: (body: TProviderImportRequest) => api.post<TMediaItem>('/media/provider/import', body),
  services: () => api.post<TOutsideServices>('/platform/services', {}),
};

/** The providers the organization may search (its licence's add-ons, set up on the server). */
export function useMediaProviders() {
  return useQuery({
    queryKey: queryKeys.mediaProviders,
    queryFn: mediaProvidersApi.list,
    staleTime: 5 * 60_000,
  });
}

/** A provider's results for a search, page after page; nothing is asked before there are words. */
export function useProviderSearch(provider: MediaProvider, kind: ProviderKind, query: string) {
  const words = query.trim();
  return useInfiniteQuery({
    queryKey: queryKeys.providerSearch(provider, kind, words.toLowerCase()),
    enabled: words.length > 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      mediaProvidersApi.search({ provider, kind, query: words, page: pageParam }, signal),
    getNextPageParam: (last) => (last.hasMore && last.page < PROVIDER_PAGE_MAX ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Imports a provider's picture into the media library; the library's lists show it at once. */
export function useProviderImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mediaProvidersApi.import,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.media }),
  });
}

/** Which outside services the server is set up for (asked by admins; the root's also learn what is missing). */
export function useOutsideServices(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.outsideServices,
    queryFn: mediaProvidersApi.services,
    enabled,
    staleTime: 5 * 60_000,
  });
}
