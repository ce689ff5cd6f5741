import { nextChangeAfter, resolvePlayback, type TManifest, type TManifestPlaylist } from '@placard/contract';
import { cycleSlides } from './slideCycle';

/** What plays is worked out again at least this often, whatever the schedule says (clock corrections). */
export const PLAYBACK_RECHECK_MS = 60_000;

export type Evaluation = {
  /** the playlist that plays, null for nothing */
  playlistId: number | null;
  /** when to work it out again (ms since the epoch) */
  recheckAt: number;
};

function resolveIn(manifest: TManifest, instant: Date, timeZone: string) {
  return {
    playback: resolvePlayback(manifest.entries, instant, timeZone),
    change: nextChangeAfter(manifest.entries, instant, timeZone),
  };
}

/**
 * What a screen plays at an instant: the entry the schedule rules pick in the screen's timezone,
 * passing over entries whose playlist the manifest lacks or that have no slide to show. An unknown
 * timezone counts as UTC rather than stopping the screen.
 */
export function evaluatePlayback(manifest: TManifest, instant: Date): Evaluation {
  let resolved: ReturnType<typeof resolveIn>;
  try {
    resolved = resolveIn(manifest, instant, manifest.device.timezone);
  } catch {
    resolved = resolveIn(manifest, instant, 'UTC');
  }
  const byId = new Map(manifest.playlists.map((playlist) => [playlist.id, playlist]));
  const playing = (resolved.playback?.candidates ?? []).find((entry) => {
    const playlist = byId.get(entry.playlistId);
    return playlist !== undefined && cycleSlides(playlist).length > 0;
  });
  const soonest = instant.getTime() + PLAYBACK_RECHECK_MS;
  return {
    playlistId: playing?.playlistId ?? null,
    recheckAt: Math.min(resolved.change?.getTime() ?? soonest, soonest),
  };
}

export function playlistById(manifest: TManifest, playlistId: number | null): TManifestPlaylist | null {
  return manifest.playlists.find((playlist) => playlist.id === playlistId) ?? null;
}
