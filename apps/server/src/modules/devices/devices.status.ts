import { DEVICE_OFFLINE_AFTER_MS, type DeviceStatus, type PlayerState } from '@placard/contract';

/** What a screen last reported, as far as its status goes. */
export type ReportedState = {
  lastSeenAt: Date | null;
  playerState: PlayerState | null;
  showingPlaylistId: number | null;
};

/**
 * A screen's status at a moment, derived from its last heartbeat: offline when never heard from or not
 * for DEVICE_OFFLINE_AFTER_MS; updating while it downloads new content; active while it plays something;
 * inactive otherwise (connected, nothing to show).
 */
export function deviceStatus(reported: ReportedState, now: Date): DeviceStatus {
  if (!reported.lastSeenAt || now.getTime() - reported.lastSeenAt.getTime() > DEVICE_OFFLINE_AFTER_MS) {
    return 'offline';
  }
  if (reported.playerState === 'updating') return 'updating';
  if (reported.playerState === 'playing' && reported.showingPlaylistId !== null) return 'active';
  return 'inactive';
}

/** The active and offline flags of spec section 3 for a status. */
export function statusFlags(status: DeviceStatus): { active: boolean; offline: boolean } {
  return { active: status === 'active', offline: status === 'offline' };
}
