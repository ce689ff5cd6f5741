import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAlert, TAlertInput, TAlertReceipts } from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

/** While the delivery receipts of an active alert are open, they are asked for this often. */
export const ALERT_RECEIPTS_POLL_MS = 2_000;

/** The emergency alert calls (all POST under /api/alert). */
export const alertsApi = {
  list: (signal?: AbortSignal) => api.post<{ results: TAlert[] }>('/alert/list', {}, { signal }),
  create: (body: TAlertInput) => api.post<TAlert>('/alert/create', body),
  update: (body: TAlertInput & { id: number }) => api.post<TAlert>('/alert/update', body),
  activate: (id: number) => api.post<TAlert>('/alert/activate', { id }),
  deactivate: (id: number) => api.post<TAlert>('/alert/deactivate', { id }),
  remove: (id: number) => api.post<unknown>('/alert/remove', { id }),
  receipts: (id: number, signal?: AbortSignal) =>
    api.post<TAlertReceipts>('/alert/receipts', { id }, { signal }),
};

/**
 * The organization's alerts and its parents' broadcasts to it, newest first; `refreshMs` says when to
 * ask again after each answer (false: not by itself).
 */
export function useAlertList(
  options: { enabled?: boolean; refreshMs?: (alerts: TAlert[] | undefined) => number | false } = {},
) {
  const { enabled = true, refreshMs } = options;
  return useQuery({
    enabled,
    queryKey: queryKeys.alertList,
    queryFn: ({ signal }) => alertsApi.list(signal),
    refetchInterval: refreshMs ? (query) => refreshMs(query.state.data?.results) : false,
  });
}

/** Where each targeted screen is with an alert, followed every 2 s while shown. */
export function useAlertReceipts(alertId: number | null) {
  return useQuery({
    enabled: alertId !== null,
    queryKey: queryKeys.alertReceipts(alertId ?? 0),
    queryFn: ({ signal }) => alertsApi.receipts(alertId ?? 0, signal),
    refetchInterval: ALERT_RECEIPTS_POLL_MS,
  });
}

/** A change to an alert: afterwards the alert list and receipts are fetched again. */
export function useAlertMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts }),
  });
}
