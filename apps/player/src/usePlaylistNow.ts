import { useEffect, useState } from 'react';
import type { TManifest, TManifestPlaylist } from '@placard/contract';
import { evaluatePlayback, playlistById, type Evaluation } from './playback';
import { serverClock } from './serverClock';

/** The clock is looked at every second; the schedule is evaluated only when something may change. */
export const CLOCK_TICK_MS = 1_000;

type Evaluated = Evaluation & { manifest: TManifest | null; at: number };

const NOT_YET: Evaluated = { manifest: null, at: 0, playlistId: null, recheckAt: 0 };

function due(evaluated: Evaluated, manifest: TManifest, now: number): boolean {
  return evaluated.manifest !== manifest || now >= evaluated.recheckAt || now < evaluated.at;
}

/**
 * The playlist a screen plays now: null when nothing is scheduled, undefined until the first
 * evaluation. Evaluated when the manifest changes and whenever the clock reaches the next possible
 * change of the schedule (or goes backwards, after a clock correction). Until a new manifest is
 * evaluated, the playlist playing is taken from it, so a new publication shows at once.
 */
export function usePlaylistNow(
  manifest: TManifest | null,
  clock: { now(): number } = serverClock,
): TManifestPlaylist | null | undefined {
  const [evaluated, setEvaluated] = useState<Evaluated>(NOT_YET);

  useEffect(() => {
    if (!manifest) return;
    const check = () => {
      const now = clock.now();
      setEvaluated((before) =>
        due(before, manifest, now)
          ? { manifest, at: now, ...evaluatePlayback(manifest, new Date(now)) }
          : before,
      );
    };
    const first = setTimeout(check, 0);
    const timer = setInterval(check, CLOCK_TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [manifest, clock]);

  if (!manifest || evaluated.manifest === null) return manifest ? undefined : null;
  return playlistById(manifest, evaluated.playlistId);
}
