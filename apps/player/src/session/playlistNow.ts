import type { TManifest, TManifestPlaylist } from '@placard/contract';
import { evaluatePlayback, playlistById, type Evaluation } from '../playback';

/** The clock is looked at every second; the schedule is evaluated only when something may change. */
export const CLOCK_TICK_MS = 1_000;

type Evaluated = Evaluation & { manifest: TManifest; at: number };

function due(evaluated: Evaluated, manifest: TManifest, now: number): boolean {
  return evaluated.manifest !== manifest || now >= evaluated.recheckAt || now < evaluated.at;
}

/**
 * The playlist a screen plays now: null when nothing is scheduled, undefined until the first
 * evaluation. Evaluated when the manifest changes and whenever the clock reaches the next possible
 * change of the schedule (or goes backwards, after a clock correction). Until a new manifest is
 * evaluated, the playlist playing is taken from it, so a new publication shows at once.
 */
export class PlaylistNow {
  private manifest: TManifest | null = null;
  private evaluated: Evaluated | null = null;
  private first: ReturnType<typeof setTimeout> | undefined;
  private ticker: ReturnType<typeof setInterval> | undefined;

  /** onChange: the schedule was evaluated anew (read `playlist`) */
  constructor(
    private readonly clock: { now(): number },
    private readonly onChange: () => void,
  ) {}

  get playlist(): TManifestPlaylist | null | undefined {
    if (!this.manifest) return null;
    if (!this.evaluated) return undefined;
    return playlistById(this.manifest, this.evaluated.playlistId);
  }

  /** Plays from this manifest: evaluated at once, then at every tick of the clock until stopped. */
  follow(manifest: TManifest): void {
    this.stop();
    this.manifest = manifest;
    this.first = setTimeout(this.check, 0);
    this.ticker = setInterval(this.check, CLOCK_TICK_MS);
  }

  stop(): void {
    clearTimeout(this.first);
    clearInterval(this.ticker);
  }

  private readonly check = () => {
    const manifest = this.manifest;
    if (!manifest) return;
    const now = this.clock.now();
    if (this.evaluated && !due(this.evaluated, manifest, now)) return;
    this.evaluated = { manifest, at: now, ...evaluatePlayback(manifest, new Date(now)) };
    this.onChange();
  };
}
