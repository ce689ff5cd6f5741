import type { TSchedule } from './entry.js';
import { firstOccurrence, recurrenceFrom } from './recurrence.js';
import { HOUR_MS, type WallClock } from './wall.js';
import { instantOf, skippedUntil, wallClockAt } from './zone.js';

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
 * An occurrence's wall-clock times as instants in the timezone. When clocks go forward, a screen is not
 * left dark: an occurrence whose start is skipped starts when the skipped hour ends and plays the rest of
 * its window (02:30–03:30 plays 03:00–03:30 on a night clocks jump from 02:00 to 03:00), and one wholly
 * inside the skipped hour plays for its whole length, shifted forward by the gap (02:15–02:45 plays
 * 03:15–03:45, 02:00–03:00 plays 03:00–04:00). A skipped end moves forward with the clocks; a time that
 * happens twice when clocks go back counts from its first pass.
 */
function zonedRange(wall: TimeRange, timeZone: string): TimeRange {
  const end = instantOf(wall.end, timeZone);
  const skippedTo = skippedUntil(wall.start, timeZone);
  if (!skippedTo) return { start: instantOf(wall.start, timeZone), end };
  if (wall.end > wallClockAt(skippedTo, timeZone)) return { start: skippedTo, end };
  const start = instantOf(wall.start, timeZone);
  return { start, end: new Date(start.getTime() + wall.end.getTime() - wall.start.getTime()) };
}

/**
 * The occurrences of a schedule that overlap [from, to) as real instants, for a screen in the timezone.
 * Each occurrence keeps its wall-clock times on the day: 09:00–17:00 is 09:00–17:00 local on both sides
 * of a daylight-saving change; around the changes themselves, see zonedRange.
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
    .map((wall) => zonedRange(wall, timeZone))
    .filter(({ start, end }) => start < end && start < to && end > from);
}

/** Whether a schedule plays at the instant on a screen in the timezone. */
export function isScheduleActiveAt(schedule: TSchedule, instant: Date, timeZone: string): boolean {
  return zonedOccurrencesBetween(schedule, instant, new Date(instant.getTime() + 1), timeZone).length > 0;
}
