import type { DeviceStatus } from '@placard/contract';
import type { TDeviceListFilter } from '../../../api/devices';
import { groupIdOf } from '../groups/GroupSelect';

export const ALL = 'all';
export const NO_GROUP = 'none';

/** The device list's filters as the toolbar holds them. */
export interface DeviceFilters {
  query: string;
  status: DeviceStatus | typeof ALL;
  /** a group's id as text, ALL or NO_GROUP */
  group: string;
}

export const NO_FILTERS: DeviceFilters = { query: '', status: ALL, group: ALL };

/** The /device/{orgId}/list request for the filters (the words once they have settled). */
export function listRequest(filters: DeviceFilters, search: string): TDeviceListFilter {
  const request: TDeviceListFilter = {};
  if (search) request.search = search;
  if (filters.status !== ALL) request.status = filters.status;
  if (filters.group === NO_GROUP) request.groupId = null;
  else if (filters.group !== ALL) {
    const id = groupIdOf(filters.group);
    if (id !== null) request.groupId = id;
  }
  return request;
}

/** Whether any filter narrows the list. */
export function isFiltered(filters: DeviceFilters): boolean {
  return filters.query.trim() !== '' || filters.status !== ALL || filters.group !== ALL;
}
