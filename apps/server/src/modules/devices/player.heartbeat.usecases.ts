import type { THeartbeat } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { buildManifest } from './devices.manifest.js';
import { showingPlaylistOf, writeHeartbeat } from './player.repository.js';

/** The longest user agent kept. */
export const USER_AGENT_MAX_LENGTH = 400;

/**
 * Whether a screen may say it shows a playlist: one it already reported, or one of its manifest (a
 * playlist it was never given is ignored, so the device list never names a stranger's playlist).
 */
async function mayShow(
  deps: Pick<Deps, 'db' | 'now'>,
  deviceId: number,
  playlistId: number,
): Promise<boolean> {
  if ((await showingPlaylistOf(deps.db, deviceId)) === playlistId) return true;
  const manifest = await buildManifest(deps, deviceId);
  return manifest?.playlists.some((playlist) => playlist.id === playlistId) ?? false;
}

/**
 * A heartbeat (POST /player/heartbeat or the WebSocket): what the screen runs, plays and shows, and
 * how far its clock is off (its clock when it sent the beat against ours when it arrived). Its status
 * is derived from lastSeenAt when read. Answers false when the device is gone.
 */
export async function recordHeartbeat(
  deps: Pick<Deps, 'db' | 'now'>,
  deviceId: number,
  heartbeat: THeartbeat,
  { userAgentHeader, receivedAt = deps.now() }: { userAgentHeader?: string; receivedAt?: Date } = {},
): Promise<boolean> {
  const showing =
    heartbeat.showing && (await mayShow(deps, deviceId, heartbeat.showing.playlistId))
      ? heartbeat.showing
      : null;
  const userAgent = heartbeat.userAgent ?? userAgentHeader ?? null;
  return writeHeartbeat(deps.db, deviceId, {
    lastSeenAt: receivedAt,
    playerState: heartbeat.state,
    appVersion: heartbeat.appVersion,
    userAgent: userAgent === null ? null : userAgent.slice(0, USER_AGENT_MAX_LENGTH),
    resolutionWidth: heartbeat.resolution.width,
    resolutionHeight: heartbeat.resolution.height,
    playedRevision: heartbeat.revision,
    showingPlaylistId: showing?.playlistId ?? null,
    showingSlideId: showing?.slideId ?? null,
    clockOffsetMs: heartbeat.clock === undefined ? null : heartbeat.clock - receivedAt.getTime(),
  });
}
