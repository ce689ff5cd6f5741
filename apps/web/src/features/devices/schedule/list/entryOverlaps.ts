import { addDays, overlappingEntries, wallClock, type ScheduledEntry } from '@placard/contract';

/** How far past today (or past the latest start date) overlaps are looked for. */
export const OVERLAP_WEEKS = 8;

/**
 * For each entry, the other entries it plays at the same time as, from today until OVERLAP_WEEKS after
 * the latest start date (an entry starting later is checked over its first weeks too). Play-now entries
 * overlap nothing: they give way to any entry with set times.
 */
export function overlapsByEntry(entries: readonly ScheduledEntry[], today: string): Map<number, number[]> {
  const latest = entries.reduce(
    (date, { schedule }) => (schedule && schedule.startDate > date ? schedule.startDate : date),
    today,
  );
  const pairs = overlappingEntries(entries, wallClock(today), addDays(wallClock(latest), OVERLAP_WEEKS * 7));
  const result = new Map<number, number[]>();
  for (const [a, b] of pairs) {
    result.set(a, [...(result.get(a) ?? []), b]);
    result.set(b, [...(result.get(b) ?? []), a]);
  }
  return result;
}
