import type { Options } from 'rrule';
import { WEEKDAYS, type TSchedule, type Weekday } from './entry.js';
import { RRule } from './rrule-lib.js';
import { DAY_MS, addDays, mondayOf, wallClock, wallDay, type WallClock } from './wall.js';

/**
 * A schedule as a recurrence rule. Its text (toRRule) is what the server stores beside the entry; the
 * expansion (recurrenceFrom) is what every evaluation runs, started near the window it is asked about so
 * that an entry repeating daily for years costs no more than one started yesterday.
 */

/** The first occurrence, in wall-clock time: all day is 00:00 to the next day's 00:00, '24:00' ends at midnight. */
export function firstOccurrence(schedule: TSchedule): { start: WallClock; end: WallClock } {
  if (schedule.allDay) {
    const start = wallClock(schedule.startDate);
    return { start, end: addDays(start, 1) };
  }
  return {
    start: wallClock(schedule.startDate, schedule.startTime),
    end: wallClock(schedule.startDate, schedule.endTime),
  };
}

const FREQUENCY_CODES = { days: 'DAILY', weeks: 'WEEKLY', months: 'MONTHLY', years: 'YEARLY' } as const;
const FREQUENCIES = { days: RRule.DAILY, weeks: RRule.WEEKLY, months: RRule.MONTHLY, years: RRule.YEARLY };

/** The weekdays a weekly schedule plays on, Monday first; none chosen means the start date's. */
export function weekdaysOf(schedule: TSchedule): Weekday[] {
  if (schedule.weekdays.length === 0) {
    const start = wallClock(schedule.startDate);
    return [WEEKDAYS[(start.getUTCDay() + 6) % 7] ?? 'MO'];
  }
  return WEEKDAYS.filter((day) => schedule.weekdays.includes(day));
}

/** RFC 5545 DATE-TIME of a wall-clock time, floating (no Z). */
const stamp = (wall: WallClock) => wall.toISOString().slice(0, 19).replace(/[-:]/g, '');

/** The last second of an "ends on" date: the end date is the last day an occurrence may start. */
const endOfDay = (date: string) => new Date(addDays(wallClock(date), 1).getTime() - 1000);

/**
 * RFC 5545 text of a schedule: a floating DTSTART (the screen's local time, no Z) and an RRULE, e.g.
 * "DTSTART:20261122T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;UNTIL=20261231T235959".
 * An all-day entry starts at 00:00. One that does not repeat is a single occurrence,
 * "RRULE:FREQ=DAILY;COUNT=1", so every stored entry reads the same way. Weeks start on Monday (WKST=MO,
 * the RFC default); a weekly rule always names its days; an "ends on" date is inclusive (UNTIL is its
 * last second); "after N" counts occurrences (COUNT). The entry's length is not part of the rule: it is
 * the schedule's end time.
 */
export function toRRule(schedule: TSchedule): string {
  const dtstart = `DTSTART:${stamp(firstOccurrence(schedule).start)}`;
  const { frequency, interval } = schedule.repeat;
  if (frequency === 'none') return `${dtstart}\nRRULE:FREQ=DAILY;COUNT=1`;
  const parts = [`FREQ=${FREQUENCY_CODES[frequency]}`, `INTERVAL=${interval}`];
  if (frequency === 'weeks') parts.push(`BYDAY=${weekdaysOf(schedule).join(',')}`);
  if (schedule.ends.type === 'on') parts.push(`UNTIL=${stamp(endOfDay(schedule.ends.date))}`);
  if (schedule.ends.type === 'after') parts.push(`COUNT=${schedule.ends.count}`);
  return `${dtstart}\nRRULE:${parts.join(';')}`;
}

/** The rule's own options, from its first occurrence, without its end. */
function baseOptions(schedule: TSchedule, frequency: keyof typeof FREQUENCIES): Partial<Options> {
  const start = firstOccurrence(schedule).start;
  return {
    freq: FREQUENCIES[frequency],
    interval: schedule.repeat.interval,
    wkst: RRule.MO,
    dtstart: start,
    byweekday: frequency === 'weeks' ? weekdaysOf(schedule).map((day) => WEEKDAYS.indexOf(day)) : null,
    bymonthday: frequency === 'months' || frequency === 'years' ? [start.getUTCDate()] : null,
    bymonth: frequency === 'years' ? [start.getUTCMonth() + 1] : null,
  };
}

const lastStarts = new Map<string, WallClock>();

/** When the last of "after N" occurrences starts; counting is done once per schedule and remembered. */
function lastStartOf(schedule: TSchedule, frequency: keyof typeof FREQUENCIES, count: number): WallClock {
  const key = toRRule(schedule);
  let last = lastStarts.get(key);
  if (!last) {
    if (lastStarts.size >= 1000) lastStarts.clear();
    const options = baseOptions(schedule, frequency);
    // a counted rule always has occurrences: the fallback is never used
    last = new RRule({ ...options, count }, true).all().at(-1) ?? firstOccurrence(schedule).start;
    lastStarts.set(key, last);
  }
  return last;
}

/** A period boundary of the rule at or before `from`, in the same phase as its start (same interval). */
function alignedStart(schedule: TSchedule, frequency: keyof typeof FREQUENCIES, from: WallClock): WallClock {
  const start = firstOccurrence(schedule).start;
  const { interval } = schedule.repeat;
  if (from <= start) return start;
  const timeOfDay = start.getTime() - wallClock(schedule.startDate).getTime();
  const periods = (elapsed: number) => Math.floor(elapsed / interval) * interval;
  if (frequency === 'days') {
    return addDays(start, periods(Math.floor((from.getTime() - start.getTime()) / DAY_MS)));
  }
  if (frequency === 'weeks') {
    const weeks = periods(Math.floor((mondayOf(from).getTime() - mondayOf(start).getTime()) / (7 * DAY_MS)));
    return weeks === 0 ? start : new Date(addDays(mondayOf(start), weeks * 7).getTime() + timeOfDay);
  }
  const years = from.getUTCFullYear() - start.getUTCFullYear();
  if (frequency === 'years') {
    const skipped = periods(years);
    if (skipped === 0) return start;
    return new Date(wallDay(start.getUTCFullYear() + skipped, 0, 1).getTime() + timeOfDay);
  }
  const skipped = periods(years * 12 + from.getUTCMonth() - start.getUTCMonth());
  if (skipped === 0) return start;
  return new Date(wallDay(start.getUTCFullYear(), start.getUTCMonth() + skipped, 1).getTime() + timeOfDay);
}

/**
 * The starts of a schedule's occurrences as an rrule expansion begun at the last period boundary at or
 * before `from` (wall clock). Null for an entry that does not repeat (its one start is firstOccurrence).
 */
export function recurrenceFrom(schedule: TSchedule, from: WallClock): InstanceType<typeof RRule> | null {
  const { frequency } = schedule.repeat;
  if (frequency === 'none') return null;
  const { ends } = schedule;
  const until =
    ends.type === 'on'
      ? endOfDay(ends.date)
      : ends.type === 'after'
        ? lastStartOf(schedule, frequency, ends.count)
        : null;
  const options = {
    ...baseOptions(schedule, frequency),
    dtstart: alignedStart(schedule, frequency, from),
    until,
  };
  return new RRule(options, true);
}
