import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCreditHistory, TSubOrganizationCredits } from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

export const creditsApi = {
  history: (organizationId: number, page: number) =>
    api.get<TCreditHistory>(`/license/${organizationId}/credits/history?page=${page}`),
  subOrganizations: (organizationId: number) =>
    api.get<{ items: TSubOrganizationCredits[] }>(`/license/${organizationId}/credits/sub-organizations`),
};

/** A page of an organization's credit history, newest first; the previous page stays while the next loads. */
export function useCreditHistory(organizationId: number, page: number) {
  return useQuery({
    queryKey: queryKeys.creditHistoryPage(organizationId, page),
    queryFn: () => creditsApi.history(organizationId, page),
    placeholderData: keepPreviousData,
  });
}

/** The balances of an organization's direct sub-organizations. */
export function useSubOrganizationCredits(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.subOrganizationCreditsOf(organizationId),
    queryFn: () => creditsApi.subOrganizations(organizationId),
  });
}
