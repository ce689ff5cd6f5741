import { useQuery } from '@tanstack/react-query';
import type { TClientConfig } from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

export const configApi = {
  get: () => api.get<TClientConfig>('/config'),
};

export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.publicConfig,
    queryFn: configApi.get,
    staleTime: Infinity,
    retry: false,
  });
}
