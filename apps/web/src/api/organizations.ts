import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  TCollateRequest,
  TCreateSubOrganizationRequest,
  TOk,
  TOrganization,
  TOrganizationNode,
  TPackageInfo,
  TParentPath,
  TSupportEmails,
  TTheme,
  TUpdateOrganizationRequest,
  TUpdateOwnerRequest,
} from '@placard/contract';
import { api, apiFetch, toApiError } from './client';
import { queryKeys } from './queryKeys';

/** DELETE is not in the shared client yet: same contract (200 is success, anything else an ApiError). */
async function deleteRequest<T>(path: string): Promise<T> {
  const response = await apiFetch('DELETE', path);
  if (response.status === 200) return response.body as T;
  throw toApiError(response);
}

const base = (organizationId: number) => `/organizations/${organizationId}`;

export const organizationsApi = {
  theme: (organizationId: number) => api.get<TTheme>(`/organizations/${organizationId}/theme`),
  get: (organizationId: number) => api.get<TOrganization>(base(organizationId)),
  allSubOrganizations: (organizationId: number) =>
    api.get<TOrganizationNode[]>(`${base(organizationId)}/allsuborganizations`),
  search: (organizationId: number, q: string, signal?: AbortSignal) =>
    api.get<TOrganizationNode[]>(`${base(organizationId)}/suborganizations?q=${encodeURIComponent(q)}`, {
      signal,
    }),
  create: (parentId: number, body: TCreateSubOrganizationRequest) =>
    api.post<TOrganization>(`${base(parentId)}/suborganizations/create`, body),
  update: (organizationId: number, body: TUpdateOrganizationRequest) =>
    api.post<TOrganization>(`${base(organizationId)}/update`, body),
  updateOwner: (organizationId: number, body: TUpdateOwnerRequest) =>
    api.post<TOrganization>(`${base(organizationId)}/updateOwner`, body),
  updateSupportEmails: (organizationId: number, body: TSupportEmails) =>
    api.post<TSupportEmails>(`/organizations/updateSupportEmails/${organizationId}`, body),
  collate: (organizationId: number, body: TCollateRequest) =>
    api.post<TOrganization>(`${base(organizationId)}/collate`, body),
  verifyCollation: (organizationId: number) =>
    api.post<TOrganization>(`${base(organizationId)}/collate/verify`, {}),
  parentPath: (organizationId: number) => api.get<TParentPath>(`${base(organizationId)}/parentpath`),
  isParent: (organizationId: number) => api.get<{ success: boolean }>(`${base(organizationId)}/isparent`),
  move: (organizationId: number, targetOrganizationId: number) =>
    api.post<TOrganization>(`${base(organizationId)}/move`, { targetOrganizationId }),
  transfer: (organizationId: number, targetOrganizationId: number) =>
    api.post<{ success: true; usersMoved: number }>(`${base(organizationId)}/transfer`, {
      targetOrganizationId,
    }),
  remove: (organizationId: number) => deleteRequest<TOk>(base(organizationId)),
  licensePackages: () => api.get<TPackageInfo[]>('/license/packages'),
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

/** One organization, with the caller's access to it (GET /organizations/:id). */
export function useOrganization(organizationId: number | null) {
  return useQuery({
    enabled: organizationId !== null,
    queryKey: queryKeys.organization(organizationId ?? 0),
    queryFn: () => organizationsApi.get(organizationId ?? 0),
  });
}

/** Every organization below one, in tree order (GET /organizations/:id/allsuborganizations). */
export function useAllSubOrganizations(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.organizationTree(organizationId),
    queryFn: () => organizationsApi.allSubOrganizations(organizationId),
    staleTime: 30_000,
  });
}

/** Descendants of an organization whose name contains `q`; idle while `q` is empty. */
export function useOrganizationSearch(organizationId: number, q: string) {
  const query = q.trim();
  return useQuery({
    enabled: query !== '',
    queryKey: queryKeys.organizationSearch(organizationId, query),
    queryFn: ({ signal }) => organizationsApi.search(organizationId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/** From the caller's own organization down to this one (breadcrumbs). */
export function useOrganizationParentPath(organizationId: number | null) {
  return useQuery({
    enabled: organizationId !== null,
    queryKey: queryKeys.organizationParentPath(organizationId ?? 0),
    queryFn: () => organizationsApi.parentPath(organizationId ?? 0),
    staleTime: 60_000,
    retry: false,
  });
}

/** Whether an organization has sub-organizations now (asked again before deleting it). */
export function useIsParentOrganization(organizationId: number, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: queryKeys.organizationIsParent(organizationId),
    queryFn: () => organizationsApi.isParent(organizationId),
    staleTime: 0,
  });
}

/** The licence packages a parent can give a new sub-organization. */
export function useLicensePackages(enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.licensePackages,
    queryFn: organizationsApi.licensePackages,
    staleTime: 10 * 60_000,
  });
}

/** After a change to organizations: the tree, searches, details and paths are fetched again. */
export async function refreshOrganizations(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [
      queryKeys.organizationDetails,
      queryKeys.organizationTrees,
      queryKeys.organizationSearches,
      queryKeys.organizationParentPaths,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** After deleting an organization: its own queries go, everything that listed or counted it is fetched again. */
export async function forgetOrganization(queryClient: QueryClient, organizationId: number): Promise<void> {
  const own = (key: readonly unknown[]) => key[2] === organizationId;
  queryClient.removeQueries({ queryKey: queryKeys.organization(organizationId) });
  queryClient.removeQueries({ queryKey: queryKeys.organizationParentPath(organizationId) });
  queryClient.removeQueries({ queryKey: queryKeys.organizationIsParent(organizationId) });
  await Promise.all(
    [queryKeys.organizationDetails, queryKeys.organizationTrees, queryKeys.organizationSearches].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey, predicate: (query) => !own(query.queryKey) }),
    ),
  );
}

function useOrganizationMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      // An answer that is an organization replaces the cached one at once.
      if (result && typeof result === 'object' && 'accessState' in result) {
        const organization = result as unknown as TOrganization;
        queryClient.setQueryData(queryKeys.organization(organization.id), organization);
      }
      await refreshOrganizations(queryClient);
    },
  });
}

export function useCreateSubOrganizationMutation() {
  return useOrganizationMutation((body: TCreateSubOrganizationRequest) =>
    organizationsApi.create(body.parentOrganizationId, body),
  );
}

export function useUpdateOrganizationMutation(organizationId: number) {
  return useOrganizationMutation((body: TUpdateOrganizationRequest) =>
    organizationsApi.update(organizationId, body),
  );
}

export function useUpdateOwnerMutation(organizationId: number) {
  return useOrganizationMutation((body: TUpdateOwnerRequest) =>
    organizationsApi.updateOwner(organizationId, body),
  );
}

export function useUpdateSupportEmailsMutation(organizationId: number) {
  return useOrganizationMutation((body: TSupportEmails) =>
    organizationsApi.updateSupportEmails(organizationId, body),
  );
}

export function useCollateMutation(organizationId: number) {
  return useOrganizationMutation((body: TCollateRequest) => organizationsApi.collate(organizationId, body));
}

export function useVerifyCollationMutation(organizationId: number) {
  return useOrganizationMutation(() => organizationsApi.verifyCollation(organizationId));
}

export function useMoveOrganizationMutation(organizationId: number) {
  return useOrganizationMutation((targetOrganizationId: number) =>
    organizationsApi.move(organizationId, targetOrganizationId),
  );
}
