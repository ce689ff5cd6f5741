import {
  DEVICE_INFO_FALLBACK,
  type TDeviceGroup,
  type TDeviceInfo,
  type TDeviceListEntry,
  type TShowing,
} from '@placard/contract';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import type { DeviceView } from './devices.repository.js';
import type { GroupView } from './groups.repository.js';
import { deviceStatus, statusFlags } from './devices.status.js';

/** What the screen says it shows now; nothing while it is offline (its last word is stale). */
function showingOf(row: DeviceView, offline: boolean): TShowing | null {
  if (offline || row.showingPlaylistId === null || row.showingPlaylistName === null) return null;
  return {
    playlistId: row.showingPlaylistId,
    playlistName: row.showingPlaylistName,
    slideId: row.showingSlideId,
  };
}

export function presentDeviceEntry(row: DeviceView, now: Date): TDeviceListEntry {
  const status = deviceStatus(row, now);
  const flags = statusFlags(status);
  return {
    id: row.id,
    deviceKey: row.deviceKey,
    userId: row.userId,
    currentShedule: showingOf(row, flags.offline),
    ...flags,
    status,
    name: row.name,
    groupId: row.groupId,
    groupName: row.groupName,
    interactive: row.interactive,
    deviceType: row.deviceType,
    timezone: row.timezone,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    thumbnailUrl: row.thumbnailKey ? fileUrl(row.thumbnailKey) : null,
    thumbnailAt: row.thumbnailAt?.toISOString() ?? null,
    scheduleEntryCount: row.scheduleEntryCount,
  };
}

/** The Android version a screen's browser reports, if it runs on Android. */
export function androidVersionOf(userAgent: string | null): string {
  return /Android (\d+(?:\.\d+)*)/.exec(userAgent ?? '')?.[1] ?? '';
}

export function presentDeviceInfo(row: DeviceView, now: Date): TDeviceInfo {
  const status = deviceStatus(row, now);
  const flags = statusFlags(status);
  return {
    ...flags,
    name: row.name,
    appVersion: row.appVersion ?? '',
    androidVersion: androidVersionOf(row.userAgent),
    interactive: row.interactive,
    deviceType: row.deviceType,
    description: row.description,
    id: row.id,
    deviceKey: row.deviceKey,
    status,
    timezone: row.timezone,
    groupId: row.groupId,
    organizationId: row.organizationId,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    resolution:
      row.resolutionWidth !== null && row.resolutionHeight !== null
        ? { width: row.resolutionWidth, height: row.resolutionHeight }
        : null,
    userAgent: row.userAgent,
    clockOffsetMs: row.clockOffsetMs,
    showing: showingOf(row, flags.offline),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Spec section 8: what /device/info answers about a screen it cannot describe. */
export function fallbackDeviceInfo(): TDeviceInfo {
  return {
    ...DEVICE_INFO_FALLBACK,
    id: null,
    deviceKey: null,
    status: 'offline',
    timezone: null,
    groupId: null,
    organizationId: null,
    lastSeenAt: null,
    resolution: null,
    userAgent: null,
    clockOffsetMs: null,
    showing: null,
    createdAt: null,
  };
}

export function presentGroup(row: GroupView): TDeviceGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parentId: row.parentId,
    deviceCount: row.deviceCount,
    groupCount: row.groupCount,
    scheduleEntryCount: row.scheduleEntryCount,
    createdAt: row.createdAt.toISOString(),
  };
}
