import type { TSchedule } from './entry.js';
import { occurrencesBetween } from './occurrences.js';
import type { WallClock } from './wall.js';

/** What the overlap check needs of an entry. */
export interface ScheduledEntry {
  id: number;
  schedule: TSchedule | null;
}

/**
 * The pairs of entries whose occurrences overlap within a wall-clock window [from, to), as [smaller id,
 * larger id], sorted. Only entries with a schedule take part: a play-now entry runs all the time and gives
 * way to any scheduled one by the precedence rule, so it overlapping them is expected, not a conflict.
 */
export function overlappingEntries(
  entries: readonly ScheduledEntry[],
  from: WallClock,
  to: WallClock,
): Array<[number, number]> {
  const occurrences = entries
    .flatMap(({ id, schedule }) =>
      schedule ? occurrencesBetween(schedule, from, to).map((range) => ({ id, ...range })) : [],
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const pairs = new Map<string, [number, number]>();
  let running: typeof occurrences = [];
  for (const occurrence of occurrences) {
    running = running.filter((other) => other.end > occurrence.start);
    for (const other of running) {
      if (other.id === occurrence.id) continue;
      const pair: [number, number] = [Math.min(other.id, occurrence.id), Math.max(other.id, occurrence.id)];
      pairs.set(pair.join(), pair);
    }
    running.push(occurrence);
  }
  return [...pairs.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}
