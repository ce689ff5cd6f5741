/** Bytes sent by a moment (milliseconds on any steady clock). */
export interface ProgressSample {
  at: number;
  bytes: number;
}

/** The speed is measured over the last few seconds, so it follows the connection without jumping. */
export const SPEED_WINDOW_MS = 5000;

/**
 * The samples to keep after a new one: those inside the window, plus the last one before it (so a
 * pause longer than the window still measures against a real earlier point). A sample with fewer
 * bytes than the last one means the upload started over (a retry): the history is dropped.
 */
export function addSample(
  samples: readonly ProgressSample[],
  sample: ProgressSample,
  windowMs = SPEED_WINDOW_MS,
): ProgressSample[] {
  const last = samples[samples.length - 1];
  if (last && sample.bytes < last.bytes) return [sample];
  const kept = [...samples, sample];
  let first = 0;
  while (first < kept.length - 2 && (kept[first + 1] as ProgressSample).at <= sample.at - windowMs)
    first += 1;
  return kept.slice(first);
}

/** Bytes per second over the samples, or null until there is time and progress to measure. */
export function uploadSpeed(samples: readonly ProgressSample[]): number | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at <= first.at) return null;
  const speed = ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
  return speed > 0 ? speed : null;
}

/** Seconds until the rest is sent at this speed, or null when the speed is unknown. */
export function secondsLeft(sent: number, total: number, speed: number | null): number | null {
  if (speed === null || speed <= 0) return null;
  return Math.max(0, total - sent) / speed;
}

/** Whole percent sent, never 100 before everything is. */
export function percentSent(sent: number, total: number): number {
  if (total <= 0) return 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}
