import {
  DASHBOARD_OFFLINE_MAX,
  DASHBOARD_SCREENS_MAX,
  type DeviceStatus,
  type TDashboardScreen,
  type TDashboardScreens,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { hasScheduleEntries, screenStates, type ScreenState } from './devices.repository.js';
import { deviceStatus } from './devices.status.js';

/** The order of the 'Now playing' grid: what plays first, what is out of touch last. */
const STATUS_ORDER: Record<DeviceStatus, number> = { active: 0, updating: 1, inactive: 2, offline: 3 };

function presentScreen(row: ScreenState, status: DeviceStatus): TDashboardScreen {
  // an offline screen's last word is stale: it is not said to play anything
  const showing =
    status !== 'offline' && row.showingPlaylistId !== null && row.showingPlaylistName !== null
      ? {
          playlistId: row.showingPlaylistId,
          playlistName: row.showingPlaylistName,
          slideId: row.showingSlideId,
        }
      : null;
  return {
    id: row.id,
    deviceKey: row.deviceKey,
    name: row.name,
    status,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    thumbnailUrl: row.thumbnailKey ? fileUrl(row.thumbnailKey) : null,
    thumbnailAt: row.thumbnailAt?.toISOString() ?? null,
    showing,
  };
}

/**
 * An organization's screens at a glance, from one query: how many are online, the offline ones by
 * name, and what the first screens play (playing ones first, each group by name).
 */
export async function screensOverview(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
): Promise<TDashboardScreens> {
  const now = deps.now();
  const screens = (await screenStates(deps.db, organizationId)).map((row) =>
    presentScreen(row, deviceStatus(row, now)),
  );
  const offline = screens.filter((screen) => screen.status === 'offline');
  // a stable sort keeps the name order within each status
  const byStatus = [...screens].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  return {
    total: screens.length,
    online: screens.length - offline.length,
    offline: offline.length,
    offlineScreens: offline.slice(0, DASHBOARD_OFFLINE_MAX),
    nowPlaying: byStatus.slice(0, DASHBOARD_SCREENS_MAX),
  };
}

/** Whether a playlist is on the schedule of any of an organization's screens or groups. */
export function hasScheduledContent(deps: Pick<Deps, 'db'>, organizationId: number): Promise<boolean> {
  return hasScheduleEntries(deps.db, organizationId);
}
