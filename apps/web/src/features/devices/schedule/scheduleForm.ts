import { z } from 'zod';
import {
  REPEAT_FREQUENCIES,
  WEEKDAYS,
  ZSchedule,
  type RepeatFrequency,
  type TSchedule,
  type TScheduleEntryInput,
  type Weekday,
} from '@placard/contract';
import { parseWholeNumber } from '../../../components/form/numbers';
import { weekdayOf } from './scheduleText';

export const ENDS_CHOICES = ['never', 'on', 'after'] as const;
export type EndsChoice = (typeof ENDS_CHOICES)[number];

/** The end of the day, as a schedule's end time (spec section 9: hour 24 is the end of the day). */
export const END_OF_DAY = '24:00';

/**
 * What the schedule entry form holds while a person fills it in (numbers as typed). On submit it
 * becomes the contract's TScheduleEntryInput, the schedule checked with ZSchedule as the server checks it.
 */
export interface EntryFormValues {
  playlistId: number | null;
  /** play now (repeats until stopped) rather than on a schedule */
  playNow: boolean;
  startDate: string;
  allDay: boolean;
  startTime: string;
  endTime: string;
  /** plays until the end of the day: the end time is 24:00 */
  untilEndOfDay: boolean;
  frequency: RepeatFrequency;
  interval: string;
  weekdays: Weekday[];
  ends: EndsChoice;
  endDate: string;
  count: string;
}

export type EntryFormField = keyof EntryFormValues;

/** Where a ZSchedule issue is shown in the form. */
function fieldOf(path: readonly PropertyKey[]): EntryFormField {
  const [first, second] = path;
  if (first === 'repeat') return second === 'interval' ? 'interval' : 'frequency';
  if (first === 'ends') return second === 'count' ? 'count' : second === 'date' ? 'endDate' : 'ends';
  if (
    first === 'startDate' ||
    first === 'startTime' ||
    first === 'endTime' ||
    first === 'allDay' ||
    first === 'weekdays'
  )
    return first;
  return 'startDate';
}

/** The schedule the form describes, before it is checked. */
export function scheduleOfValues(values: EntryFormValues): Record<keyof TSchedule, unknown> {
  const repeats = values.frequency !== 'none';
  const ends =
    !repeats || values.ends === 'never'
      ? { type: 'never' }
      : values.ends === 'on'
        ? { type: 'on', date: values.endDate }
        : { type: 'after', count: parseWholeNumber(values.count) };
  return {
    startDate: values.startDate,
    allDay: values.allDay,
    startTime: values.allDay ? '00:00' : values.startTime,
    endTime: values.allDay || values.untilEndOfDay ? END_OF_DAY : values.endTime,
    repeat: { frequency: values.frequency, interval: repeats ? parseWholeNumber(values.interval) : 1 },
    weekdays: values.frequency === 'weeks' ? WEEKDAYS.filter((day) => values.weekdays.includes(day)) : [],
    ends,
  };
}

const REQUIRED_TEXT: readonly (keyof EntryFormValues)[] = ['startDate', 'startTime', 'endTime'];

/**
 * The form's schema: its output is the body of updateScheduleEntry (a playlist and a schedule, or none
 * for play now). `withPlaylist` false leaves the playlist out (it is chosen elsewhere).
 */
export function entryFormSchema(withPlaylist: boolean) {
  return z
    .object({
      playlistId: z.number().nullable(),
      playNow: z.boolean(),
      startDate: z.string(),
      allDay: z.boolean(),
      startTime: z.string(),
      endTime: z.string(),
      untilEndOfDay: z.boolean(),
      frequency: z.enum(REPEAT_FREQUENCIES),
      interval: z.string(),
      weekdays: z.array(z.enum(WEEKDAYS)),
      ends: z.enum(ENDS_CHOICES),
      endDate: z.string(),
      count: z.string(),
    })
    .transform((values, ctx): TScheduleEntryInput => {
      const playlistId = values.playlistId ?? 0;
      if (withPlaylist && values.playlistId === null)
        ctx.addIssue({ code: 'custom', path: ['playlistId'], message: 'validation.required' });
      if (values.playNow) return { playlistId, schedule: null };
      const empty = REQUIRED_TEXT.filter((field) => {
        if (field === 'startTime' && values.allDay) return false;
        if (field === 'endTime' && (values.allDay || values.untilEndOfDay)) return false;
        return values[field] === '';
      });
      for (const field of empty)
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
      const parsed = ZSchedule.safeParse(scheduleOfValues(values));
      if (!parsed.success) {
        const shown = new Set<string>(empty);
        for (const issue of parsed.error.issues) {
          const field = fieldOf(issue.path);
          if (shown.has(field)) continue;
          shown.add(field);
          ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
        }
        return z.NEVER;
      }
      if (empty.length > 0) return z.NEVER;
      return { playlistId, schedule: parsed.data };
    });
}

export type EntryFormSchema = ReturnType<typeof entryFormSchema>;

/** The values of a new entry: today, 09:00–17:00, not repeating. */
export function newEntryValues(today: string, playlistId: number | null = null): EntryFormValues {
  return {
    playlistId,
    playNow: false,
    startDate: today,
    allDay: false,
    startTime: '09:00',
    endTime: '17:00',
    untilEndOfDay: false,
    frequency: 'none',
    interval: '1',
    weekdays: [weekdayOf(today)],
    ends: 'never',
    endDate: today,
    count: '10',
  };
}

/** The form's values for an existing entry (a play-now entry shows today's defaults under the switch). */
export function entryValues(entry: TScheduleEntryInput, today: string): EntryFormValues {
  const { schedule } = entry;
  if (!schedule) return { ...newEntryValues(today, entry.playlistId), playNow: true };
  const defaults = newEntryValues(schedule.startDate, entry.playlistId);
  return {
    ...defaults,
    startDate: schedule.startDate,
    allDay: schedule.allDay,
    startTime: schedule.allDay ? defaults.startTime : schedule.startTime,
    endTime: schedule.allDay || schedule.endTime === END_OF_DAY ? defaults.endTime : schedule.endTime,
    untilEndOfDay: !schedule.allDay && schedule.endTime === END_OF_DAY,
    frequency: schedule.repeat.frequency,
    interval: String(schedule.repeat.interval),
    weekdays: schedule.weekdays.length > 0 ? [...schedule.weekdays] : defaults.weekdays,
    ends: schedule.ends.type,
    endDate: schedule.ends.type === 'on' ? schedule.ends.date : schedule.startDate,
    count: schedule.ends.type === 'after' ? String(schedule.ends.count) : defaults.count,
  };
}
