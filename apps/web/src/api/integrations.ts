import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TIntegration,
  TIntegrationDownload,
  TIntegrationWithKey,
  ZIntegrationCreateRequest,
  ZIntegrationUpdateRequest,
} from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

export type TIntegrationCreateRequest = z.input<typeof ZIntegrationCreateRequest>;
export type TIntegrationUpdateRequest = z.input<typeof ZIntegrationUpdateRequest>;

/** The alert integration calls (all POST under /api/integration; the organization acted for). */
export const integrationsApi = {
  list: (signal?: AbortSignal) => api.post<{ results: TIntegration[] }>('/integration/list', {}, { signal }),
  /** answers the API key, shown once */
  create: (body: TIntegrationCreateRequest) => api.post<TIntegrationWithKey>('/integration/create', body),
  update: (body: TIntegrationUpdateRequest) => api.post<TIntegration>('/integration/update', body),
  enable: (id: number) => api.post<TIntegration>('/integration/enable', { id }),
  disable: (id: number) => api.post<TIntegration>('/integration/disable', { id }),
  /** refused with INTEGRATION_ENABLED while it is enabled */
  remove: (id: number) => api.post<{ success: true }>('/integration/remove', { id }),
  /** a new key, shown once; the old one stops working */
  rotateKey: (id: number) => api.post<TIntegrationWithKey>('/integration/rotateKey', { id }),
  download: (id: number) => api.post<TIntegrationDownload>('/integration/download', { id }),
};

/** How often the list follows what providers send (last message, a feed's last read). */
export const INTEGRATION_POLL_MS = 30_000;

/** The organization's integrations. */
export function useIntegrationList() {
  return useQuery({
    queryKey: queryKeys.integrationList,
    queryFn: ({ signal }) => integrationsApi.list(signal),
    refetchInterval: INTEGRATION_POLL_MS,
  });
}

/** A change to an integration: afterwards the list is fetched again. */
export function useIntegrationMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.integrations }),
  });
}
