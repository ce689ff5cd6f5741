import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TDeviceGroup,
  TDeviceGroupNode,
  TDeviceInfo,
  TDeviceListEntry,
  TDeviceStats,
  TGroupDetails,
  ZActiveThumbnail,
  ZDeviceAccepted,
  ZDeviceAcceptRequest,
  ZDeviceDetailsRequest,
  ZDeviceListRequest,
  ZGroupAddDeviceRequest,
  ZGroupCreated,
  ZGroupCreateRequest,
  ZGroupUpdateRequest,
  ZInteractiveToggled,
  ZInteractiveToggleRequest,
} from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

export type TDeviceAcceptRequest = z.input<typeof ZDeviceAcceptRequest>;
export type TDeviceAccepted = z.infer<typeof ZDeviceAccepted>;
/** What the device list is narrowed to: words, a status, a group (null: in no group). */
export type TDeviceListFilter = z.input<typeof ZDeviceListRequest>;
export type TDeviceDetailsRequest = z.input<typeof ZDeviceDetailsRequest>;
export type TInteractiveToggleRequest = z.input<typeof ZInteractiveToggleRequest>;
export type TActiveThumbnail = z.infer<typeof ZActiveThumbnail>;
export type TGroupCreateRequest = z.input<typeof ZGroupCreateRequest>;
export type TGroupUpdateRequest = z.input<typeof ZGroupUpdateRequest>;
export type TGroupAddDeviceRequest = z.input<typeof ZGroupAddDeviceRequest>;

interface Results<T> {
  results: T[];
}

/** While a fresh picture of a screen is awaited, its thumbnail is asked for this often. */
export const THUMBNAIL_WAIT_POLL_MS = 2_000;
/** The device list, its statistics and thumbnails follow the screens this often. */
export const DEVICE_POLL_MS = 30_000;

/** The screen calls of spec section 7 (all POST under /api/device; the organization's in the path). */
export const devicesApi = {
  accept: (organizationId: number, body: TDeviceAcceptRequest) =>
    api.post<TDeviceAccepted>(`/device/${organizationId}/accept`, body),
  list: (organizationId: number, body: TDeviceListFilter, signal?: AbortSignal) =>
    api.post<Results<TDeviceListEntry>>(`/device/${organizationId}/list`, body, { signal }),
  remove: (deviceKey: string) => api.post<unknown>('/device/remove', { deviceKey }),
  /** the groups a screen is in, outermost first */
  groupList: (deviceKey: string, signal?: AbortSignal) =>
    api.post<Results<TDeviceGroup>>('/device/groupList', { deviceKey }, { signal }),
  stats: (signal?: AbortSignal) => api.post<TDeviceStats>('/device/stats', {}, { signal }),
  info: (deviceKey: string, signal?: AbortSignal) =>
    api.post<TDeviceInfo>('/device/info', { deviceKey }, { signal }),
  setName: (deviceKey: string, deviceName: string) =>
    api.post<unknown>('/device/setName', { deviceKey, deviceName }),
  details: (body: TDeviceDetailsRequest) => api.post<unknown>('/device/details', body),
  toggleInteractive: (body: TInteractiveToggleRequest) =>
    api.post<z.infer<typeof ZInteractiveToggled>>('/device/interactive/toggle', body),
  activeThumbnail: (deviceKey: string, signal?: AbortSignal) =>
    api.post<TActiveThumbnail>('/device/activeThumbnail', { deviceKey }, { signal }),
  /** the screen shows its name for a moment */
  identify: (deviceKey: string) => api.post<unknown>('/device/identify', { deviceKey }),
  /** asks the screen for a fresh picture of what it shows */
  screenshot: (deviceKey: string) => api.post<unknown>('/device/screenshot', { deviceKey }),
};

/** The device group calls of spec section 7 (all POST under /api/group). */
export const groupsApi = {
  list: (parentId: number | null, organizationId?: number, signal?: AbortSignal) =>
    api.post<Results<TDeviceGroup>>('/group/list', { parentId, organizationId }, { signal }),
  details: (id: number, organizationId?: number, signal?: AbortSignal) =>
    api.post<TGroupDetails>('/group/details', { id, organizationId }, { signal }),
  update: (body: TGroupUpdateRequest) => api.post<unknown>('/group/updateDetails', body),
  create: (body: TGroupCreateRequest) => api.post<z.infer<typeof ZGroupCreated>>('/group/create', body),
  remove: (id: number) => api.post<unknown>('/group/remove', { id }),
  listDevices: (groupId: number, organizationId?: number, signal?: AbortSignal) =>
    api.post<Results<TDeviceListEntry>>('/group/listDevices', { groupId, organizationId }, { signal }),
  addDevice: (body: TGroupAddDeviceRequest) => api.post<unknown>('/group/addDevice', body),
  /** the keys travel as JSON text (spec section 7) */
  addDevices: (groupId: number, deviceKeys: readonly string[]) =>
    api.post<unknown>('/group/addDevices', { groupId, deviceKeyList: JSON.stringify(deviceKeys) }),
  removeDevice: (deviceKey: string) => api.post<unknown>('/group/removeDevice', { deviceKey }),
  /** the tree under a group, or the organization's whole tree for null */
  tree: (groupId: number | null, signal?: AbortSignal) =>
    api.post<Results<TDeviceGroupNode>>('/group/groupList', { groupId }, { signal }),
};

/** The organization's screens, narrowed by the filter; followed every 30 s for their status and thumbnails. */
export function useDeviceList(organizationId: number, filter: TDeviceListFilter) {
  return useQuery({
    queryKey: queryKeys.deviceList(organizationId, filter),
    queryFn: ({ signal }) => devicesApi.list(organizationId, filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: DEVICE_POLL_MS,
  });
}

/** Active, inactive, offline and interactive counts against the licence's limits. */
export function useDeviceStats(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.deviceStats(organizationId),
    queryFn: ({ signal }) => devicesApi.stats(signal),
    refetchInterval: DEVICE_POLL_MS,
  });
}

/** One screen, as its edit page shows it. */
export function useDeviceInfo(deviceKey: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.deviceInfo(deviceKey),
    queryFn: ({ signal }) => devicesApi.info(deviceKey, signal),
    refetchInterval: DEVICE_POLL_MS,
  });
}

/**
 * What a screen shows now. While a fresh picture is awaited (`awaitedAfter`: the time of the picture
 * shown when it was asked for) it is asked for every 2 s until a newer one comes, else every 30 s.
 */
export function useActiveThumbnail(deviceKey: string, awaitedAfter: string | null | undefined) {
  return useQuery({
    queryKey: queryKeys.deviceThumbnail(deviceKey),
    queryFn: ({ signal }) => devicesApi.activeThumbnail(deviceKey, signal),
    refetchInterval: (query) =>
      awaitedAfter !== undefined && (query.state.data?.takenAt ?? null) === awaitedAfter
        ? THUMBNAIL_WAIT_POLL_MS
        : DEVICE_POLL_MS,
  });
}

/** The organization's whole group tree. */
export function useGroupTree(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.deviceGroupTree(organizationId),
    queryFn: ({ signal }) => groupsApi.tree(null, signal),
  });
}

/** A group with the groups above it. */
export function useGroupDetails(groupId: number, organizationId?: number) {
  return useQuery({
    queryKey: queryKeys.deviceGroup(groupId),
    queryFn: ({ signal }) => groupsApi.details(groupId, organizationId, signal),
  });
}

/** The groups directly under a group. */
export function useSubgroups(groupId: number, organizationId?: number) {
  return useQuery({
    queryKey: queryKeys.deviceSubgroups(groupId),
    queryFn: ({ signal }) => groupsApi.list(groupId, organizationId, signal),
  });
}

/** The screens directly in a group. */
export function useGroupDevices(groupId: number, organizationId?: number) {
  return useQuery({
    queryKey: queryKeys.deviceGroupDevices(groupId),
    queryFn: ({ signal }) => groupsApi.listDevices(groupId, organizationId, signal),
    refetchInterval: DEVICE_POLL_MS,
  });
}

/** Fetches every device, group and schedule query again (a group's schedule reaches the screens in it). */
export function useRefreshDevices() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.devices }),
      queryClient.invalidateQueries({ queryKey: queryKeys.schedules }),
    ]);
}

/** A change to screens or groups: afterwards every device, group and schedule query is fetched again. */
export function useDeviceMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const refresh = useRefreshDevices();
  return useMutation({ mutationFn, onSuccess: refresh });
}
