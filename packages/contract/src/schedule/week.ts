import type { ScheduledEntry } from './overlaps.js';
import { zonedOccurrencesBetween } from './occurrences.js';
import { addDays, mondayOf, wallClock, wallDate } from './wall.js';
import { instantOf, wallClockAt } from './zone.js';

/** A calendar week in a timezone: Monday 00:00 to the next Monday 00:00 there. */
export interface WeekWindow {
  from: Date;
  to: Date;
  /** its seven dates, YYYY-MM-DD, Monday first */
  days: string[];
}

/** One occurrence of an entry, as instants. */
export interface EntryOccurrence {
  entryId: number;
  start: Date;
  end: Date;
}

/** The date (YYYY-MM-DD) a clock in the timezone shows at the instant: "today" on a screen. */
export function localDateAt(instant: Date, timeZone: string): string {
  return wallDate(wallClockAt(instant, timeZone));
}

/** The week (Monday first) that holds a date (YYYY-MM-DD), in the timezone. */
export function weekWindow(date: string, timeZone: string): WeekWindow {
  const monday = mondayOf(wallClock(date));
  return {
    from: instantOf(monday, timeZone),
    to: instantOf(addDays(monday, 7), timeZone),
    days: Array.from({ length: 7 }, (_, day) => wallDate(addDays(monday, day))),
  };
}

/**
 * Every occurrence of the entries that overlaps the week holding a date, for a screen in the timezone,
 * earliest first (not cut to the week: one may start on the Sunday before). Play-now entries have no
 * occurrences: they run all the time.
 */
export function weekOccurrences(
  entries: readonly ScheduledEntry[],
  date: string,
  timeZone: string,
): EntryOccurrence[] {
  const { from, to } = weekWindow(date, timeZone);
  return entries
    .flatMap(({ id, schedule }) =>
      schedule
        ? zonedOccurrencesBetween(schedule, from, to, timeZone).map((range) => ({ entryId: id, ...range }))
        : [],
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.entryId - b.entryId);
}
