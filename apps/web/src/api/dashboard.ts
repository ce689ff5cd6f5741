import { useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** The dashboard follows the screens as often as the device list does. */
export const DASHBOARD_POLL_MS = 30_000;

export const dashboardApi = {
  /** the acting organization's state; sections the role may not see are null */
  get: (signal?: AbortSignal) => api.get<TDashboard>('/dashboard', { signal }),
};

/** The organization's screens, unpublished playlists, newest uploads, licence and setup progress. */
export function useDashboard(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.dashboard(organizationId),
    queryFn: ({ signal }) => dashboardApi.get(signal),
    refetchInterval: DASHBOARD_POLL_MS,
  });
}
