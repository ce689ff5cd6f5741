import type { TDeviceGroupNode, TDeviceInfo, TDeviceListEntry, TDeviceStats } from '@placard/contract';

/** An online screen of the device list showing nothing, in no group; anything can be overridden. */
export function deviceEntry(
  overrides: Partial<TDeviceListEntry> & Pick<TDeviceListEntry, 'id' | 'deviceKey'>,
): TDeviceListEntry {
  return {
    userId: 1,
    currentShedule: null,
    offline: false,
    active: false,
    status: 'inactive',
    name: '',
    groupId: null,
    groupName: null,
    interactive: false,
    deviceType: 'NONE',
    timezone: 'Europe/Stockholm',
    lastSeenAt: '2026-03-02T10:00:00.000Z',
    thumbnailUrl: null,
    thumbnailAt: null,
    scheduleEntryCount: 0,
    ...overrides,
  };
}

export function deviceStats(overrides: Partial<TDeviceStats> = {}): TDeviceStats {
  return {
    total: 0,
    active: 0,
    inactive: 0,
    offline: 0,
    updating: 0,
    interactive: 0,
    deviceLimit: 10,
    interactiveLimit: 2,
    ...overrides,
  };
}

export function deviceInfo(overrides: Partial<TDeviceInfo> = {}): TDeviceInfo {
  return {
    active: false,
    offline: false,
    name: '',
    appVersion: '1.4.0',
    androidVersion: '',
    interactive: false,
    deviceType: 'NONE',
    description: '',
    id: 7,
    deviceKey: 'key-lobby-0007',
    status: 'inactive',
    timezone: 'Europe/Stockholm',
    groupId: null,
    organizationId: 1,
    lastSeenAt: '2026-03-02T10:00:00.000Z',
    resolution: { width: 1920, height: 1080 },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    clockOffsetMs: 120,
    showing: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function groupNode(
  overrides: Partial<TDeviceGroupNode> & Pick<TDeviceGroupNode, 'id' | 'name'>,
): TDeviceGroupNode {
  return {
    description: '',
    parentId: null,
    deviceCount: 0,
    groupCount: overrides.groups?.length ?? 0,
    scheduleEntryCount: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    groups: [],
    ...overrides,
  };
}
