import { z } from 'zod';
import { SCHEDULE_ENTRIES_MAX } from '../devices.js';
import { zId } from '../ids.js';
import { wallClock, wallDate } from './wall.js';

/**
 * A schedule entry (spec section 3): a start date, start and end times (or all day), a repetition
 * (none, or every N days, weeks, months or years, on chosen weekdays for weeks) and an end (never, on
 * a date, after N occurrences). Times are wall-clock times in the screen's own timezone, so 09:00 stays
 * 09:00 across daylight-saving changes. The server stores it with its RRULE (toRRule).
 */

export const REPEAT_FREQUENCIES = ['none', 'days', 'weeks', 'months', 'years'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** RFC 5545 weekday codes, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const REPEAT_INTERVAL_MAX = 999;
export const OCCURRENCES_MAX = 9_999;

/** The years a schedule's dates may fall in: wide enough for any real plan, and no year Date misreads. */
export const SCHEDULE_YEAR_MIN = 2000;
export const SCHEDULE_YEAR_MAX = 2200;

/** Whether a YYYY-MM-DD date is a day of the calendar (not 30 February, not 31 April) in the years above. */
export function isScheduleDate(date: string): boolean {
  const year = Number(date.slice(0, 4));
  if (year < SCHEDULE_YEAR_MIN || year > SCHEDULE_YEAR_MAX) return false;
  return wallDate(wallClock(date)) === date;
}

/** YYYY-MM-DD as text */
const zDateText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

/** YYYY-MM-DD, a real day between the years SCHEDULE_YEAR_MIN and SCHEDULE_YEAR_MAX */
export const zLocalDate = zDateText.refine(isScheduleDate, { message: 'validation.schedule' });

/** HH:mm, 00:00 to 23:59, and 24:00 for the end of the day (spec section 9) */
export const zLocalTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/);

const endsWith = (date: typeof zDateText) =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('never') }),
    z.object({ type: z.literal('on'), date }),
    z.object({ type: z.literal('after'), count: z.number().int().min(1).max(OCCURRENCES_MAX) }),
  ]);

export const ZScheduleEnds = endsWith(zLocalDate);
export type TScheduleEnds = z.infer<typeof ZScheduleEnds>;

/** A schedule whose dates are read by `date`. */
const scheduleWith = (date: typeof zDateText) =>
  z
    .object({
      startDate: date,
      startTime: zLocalTime,
      endTime: zLocalTime,
      allDay: z.boolean(),
      repeat: z.object({
        frequency: z.enum(REPEAT_FREQUENCIES),
        interval: z.number().int().min(1).max(REPEAT_INTERVAL_MAX),
      }),
      /** for weekly repetition: the days it plays on (empty means the start date's weekday) */
      weekdays: z.array(z.enum(WEEKDAYS)).max(7),
      ends: endsWith(date),
    })
    .superRefine((schedule, context) => {
      if (!schedule.allDay && schedule.startTime >= schedule.endTime) {
        context.addIssue({ code: 'custom', path: ['endTime'], message: 'validation.schedule' });
      }
      if (schedule.ends.type === 'on' && schedule.ends.date < schedule.startDate) {
        context.addIssue({ code: 'custom', path: ['ends', 'date'], message: 'validation.schedule' });
      }
    });

/** A schedule as a user sends it: its dates are days of the calendar. */
export const ZSchedule = scheduleWith(zLocalDate);
export type TSchedule = z.infer<typeof ZSchedule>;

/**
 * A schedule as the server sends it back and a screen reads it: its dates are only read as YYYY-MM-DD,
 * so an entry stored before impossible dates were refused still lists and still reaches its screens; the
 * form asks for a real date when it is next changed.
 */
export const ZStoredSchedule = scheduleWith(zDateText);

/** What a schedule entry plays: play now (until it is stopped) or on a schedule. */
export const ENTRY_KINDS = ['play_now', 'scheduled'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** The body a user sends to add or change one entry: a published playlist, and a schedule or none (play now). */
export const ZScheduleEntryInput = z.object({
  playlistId: zId,
  schedule: ZSchedule.nullable(),
});
export type TScheduleEntryInput = z.infer<typeof ZScheduleEntryInput>;

/** Spec section 3: a schedule entry is sent as JSON text; an object is taken too. */
export const zJsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, schema);

/** Where an entry comes from, nearest first: the device itself, then its group, then that group's parents. */
export const ZEntrySource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('device') }),
  z.object({
    type: z.literal('group'),
    groupId: z.number().int(),
    groupName: z.string(),
    /** 1 for the device's own group, 2 for its parent, … */
    distance: z.number().int().min(1),
  }),
]);
export type TEntrySource = z.infer<typeof ZEntrySource>;

/** One stored entry as the server shows it. */
export const ZScheduleEntry = z.object({
  id: z.number().int(),
  /** its place in the device's or group's list, the scheduleEntryIndex of section 7 */
  index: z.number().int().min(0).max(SCHEDULE_ENTRIES_MAX),
  kind: z.enum(ENTRY_KINDS),
  playlistId: z.number().int(),
  playlistName: z.string(),
  schedule: ZStoredSchedule.nullable(),
  /** RFC 5545 text (DTSTART in floating local time and RRULE), null for play now */
  rrule: z.string().nullable(),
  createdAt: z.string(),
});
export type TScheduleEntry = z.infer<typeof ZScheduleEntry>;
