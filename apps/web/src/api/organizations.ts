import { useQuery } from '@tanstack/react-query';
import type { TTheme } from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

export const organizationsApi = {
  theme: (organizationId: number) => api.get<TTheme>(`/organizations/${organizationId}/theme`),
};

/** The organization's theme; a failed fetch leaves Placard's default look. */
export function useOrganizationTheme(organizationId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.organizationTheme(organizationId),
    queryFn: () => organizationsApi.theme(organizationId),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
