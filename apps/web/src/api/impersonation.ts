import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TImpersonationLogEntry,
  TImpersonationRequest,
  TImpersonationRequestBody,
  TOrganizationNode,
} from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

export type ImpersonationRequestList = 'received' | 'accepted' | 'sent';

const base = '/organizations/impersonation';

export const impersonationApi = {
  request: (body: TImpersonationRequestBody) => api.post<TImpersonationRequest>(`${base}/request`, body),
  list: (kind: ImpersonationRequestList) => api.get<TImpersonationRequest[]>(`${base}/requests/${kind}`),
  accept: (id: number) => api.post<TImpersonationRequest>(`${base}/${id}/accept`),
  /** Sender: revokes. Recipient: a pending request is rejected, an accepted one revoked. */
  remove: (id: number) => api.post<TImpersonationRequest>(`${base}/${id}/delete`),
  log: () => api.get<TImpersonationLogEntry[]>(`${base}/log`),
  /** The organizations a request may go to: the caller's direct sub-organizations. */
  directSubOrganizations: (organizationId: number) =>
    api.get<TOrganizationNode[]>(`/organizations/${organizationId}/suborganizations`),
};

export function useImpersonationRequests(kind: ImpersonationRequestList, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.impersonationRequests(kind),
    queryFn: () => impersonationApi.list(kind),
  });
}

export function useImpersonationLog(enabled = true) {
  return useQuery({ enabled, queryKey: queryKeys.impersonationLog, queryFn: impersonationApi.log });
}

export function useDirectSubOrganizations(organizationId: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: queryKeys.impersonationCandidates(organizationId),
    queryFn: () => impersonationApi.directSubOrganizations(organizationId),
  });
}

/** Any change to a request refreshes every list (a request can move from one to another). */
function useImpersonationMutation<T>(mutationFn: (input: T) => Promise<TImpersonationRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.impersonation }),
  });
}

export function useRequestImpersonationMutation() {
  return useImpersonationMutation(impersonationApi.request);
}

export function useAcceptImpersonationMutation() {
  return useImpersonationMutation(impersonationApi.accept);
}

export function useDeleteImpersonationMutation() {
  return useImpersonationMutation(impersonationApi.remove);
}
