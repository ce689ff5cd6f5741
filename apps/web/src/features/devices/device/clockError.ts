/** A screen whose clock is off by less than this counts as on time (a heartbeat's own travel time). */
export const CLOCK_ON_TIME_MS = 2_000;

const UNITS = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
] as const;

/** "3 hr 2 min": the two largest units of a duration, as the reader's language writes them. */
export function formatDrift(ms: number, language: string): string {
  let rest = Math.round(Math.abs(ms) / 1_000) * 1_000;
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount === 0 && parts.length === 0) continue;
    if (amount > 0) {
      parts.push(
        new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' }).format(amount),
      );
    }
    if (parts.length === 2 || (parts.length === 1 && amount === 0)) break;
  }
  return parts.join(' ');
}

/** Whether a screen's clock is on time, fast or slow, from its offset to the server's clock. */
export function clockState(offsetMs: number | null): 'unknown' | 'onTime' | 'ahead' | 'behind' {
  if (offsetMs === null) return 'unknown';
  if (Math.abs(offsetMs) < CLOCK_ON_TIME_MS) return 'onTime';
  return offsetMs > 0 ? 'ahead' : 'behind';
}
