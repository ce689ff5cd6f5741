import type { TSchedule } from './entry.js';
import { firstOccurrence, recurrenceFrom } from './recurrence.js';
import { HOUR_MS, type WallClock } from './wall.js';
import { instantOf, wallClockAt } from './zone.js';

/** More than clocks ever move at once for daylight saving (an hour, two in a few places). */
const OFFSET_SHIFT_MAX_MS = 3 * HOUR_MS;

/** A stretch of time an entry plays: start included, end excluded. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * The occurrences of a schedule that overlap a wall-clock window [from, to), in wall-clock time (floating
 * dates, see wall.ts), earliest first. What a calendar shows, whatever the timezone.
 */
export function occurrencesBetween(schedule: TSchedule, from: WallClock, to: WallClock): TimeRange[] {
  const first = firstOccurrence(schedule);
  const length = first.end.getTime() - first.start.getTime();
  if (length <= 0 || from >= to) return [];
  // an occurrence lasts a day at most, so one overlapping the window starts less than a day before it
  const after = new Date(from.getTime() - length);
  const rule = recurrenceFrom(schedule, after);
  const starts = rule ? rule.between(after, to, true) : [first.start];
  return starts
    .map((start) => ({ start, end: new Date(start.getTime() + length) }))
    .filter(({ start, end }) => start < to && end > from);
}

/**
 * The occurrences of a schedule that overlap [from, to) as real instants, for a screen in the timezone.
 * Each occurrence keeps its wall-clock times on the day: 09:00–17:00 is 09:00–17:00 local on both sides
 * of a daylight-saving change. Times skipped when clocks go forward shift forward with them, so an entry
 * wholly inside the skipped hour does not play that day; a repeated time counts from its first pass.
 */
export function zonedOccurrencesBetween(
  schedule: TSchedule,
  from: Date,
  to: Date,
  timeZone: string,
): TimeRange[] {
  const wallFrom = new Date(wallClockAt(from, timeZone).getTime() - OFFSET_SHIFT_MAX_MS);
  const wallTo = new Date(wallClockAt(to, timeZone).getTime() + OFFSET_SHIFT_MAX_MS);
  return occurrencesBetween(schedule, wallFrom, wallTo)
    .map((wall) => ({ start: instantOf(wall.start, timeZone), end: instantOf(wall.end, timeZone) }))
    .filter(({ start, end }) => start < end && start < to && end > from);
}

/** Whether a schedule plays at the instant on a screen in the timezone. */
export function isScheduleActiveAt(schedule: TSchedule, instant: Date, timeZone: string): boolean {
  return zonedOccurrencesBetween(schedule, instant, new Date(instant.getTime() + 1), timeZone).length > 0;
}
