import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAddCreditsRequest,
  TCredits,
  TLicenseInfo,
  TLicenseUpdateRequest,
  TPackageInfo,
  TPricing,
  TPricingEntry,
} from '@placard/contract';
import { api } from './client';
import { refreshOrganizations } from './organizations';
import { queryKeys } from './queryKeys';

export const licensingApi = {
  packageInfo: (pkg: string) => api.post<TPackageInfo>('/license/packageinfo', { package: pkg }),
  info: (organizationId: number) => api.post<TLicenseInfo>('/license/info', { organizationId }),
  update: (body: TLicenseUpdateRequest) => api.post<TLicenseInfo>('/license/update', body),
  /** Spec section 7: a GET that extends the trial once by 30 days. */
  extendTrial: (organizationId: number) =>
    api.get<{ organizationName: string }>(`/license/${organizationId}/demo-extension`),
  credits: (organizationId: number) => api.get<TCredits>(`/license/${organizationId}/credits`),
  addCredits: (organizationId: number, body: TAddCreditsRequest) =>
    api.post<{ success: true; credits: TCredits }>(`/license/${organizationId}/credits/add`, body),
  pricing: (organizationId: number) => api.get<TPricing>(`/organizations/${organizationId}/license/pricing`),
  updatePricing: (organizationId: number, body: TPricingEntry) =>
    api.post<TPricing>(`/organizations/${organizationId}/license/pricing/update`, body),
};

/** An organization's licence, with what the caller may do with it (POST /license/info). */
export function useLicenseInfo(organizationId: number | null) {
  return useQuery({
    enabled: organizationId !== null,
    queryKey: queryKeys.licenseInfo(organizationId ?? 0),
    queryFn: () => licensingApi.info(organizationId ?? 0),
  });
}

export function useCredits(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.licenseCredits(organizationId),
    queryFn: () => licensingApi.credits(organizationId),
  });
}

export function usePricing(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.licensePricing(organizationId),
    queryFn: () => licensingApi.pricing(organizationId),
  });
}

/** A licence change shows at once; the organization tree (which shows licences) is fetched again. */
export function useUpdateLicenseMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: licensingApi.update,
    onSuccess: async (info) => {
      queryClient.setQueryData(queryKeys.licenseInfo(organizationId), info);
      await refreshOrganizations(queryClient);
    },
  });
}

export function useExtendTrialMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => licensingApi.extendTrial(organizationId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.licenseInfo(organizationId) }),
        refreshOrganizations(queryClient),
      ]);
    },
  });
}

export function useAddCreditsMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAddCreditsRequest) => licensingApi.addCredits(organizationId, body),
    onSuccess: async (result) => {
      queryClient.setQueryData(queryKeys.licenseCredits(organizationId), result.credits);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.creditHistory(organizationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subOrganizationCredits }),
      ]);
    },
  });
}

export function useUpdatePricingMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPricingEntry) => licensingApi.updatePricing(organizationId, body),
    onSuccess: (pricing) => {
      queryClient.setQueryData(queryKeys.licensePricing(organizationId), pricing);
    },
  });
}
