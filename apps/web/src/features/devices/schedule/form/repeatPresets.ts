import { isScheduleDate, WEEKDAYS, wallClock, type Weekday } from '@placard/contract';
import { parseWholeNumber } from '../../../../components/form/numbers';
import type { EntryFormValues } from '../scheduleForm';
import { weekdayOf } from '../scheduleText';

/**
 * The repeat choices offered first, as a calendar offers them: each fills the custom fields (every N
 * days, weeks or months, on which weekdays), and fields that match one show it again. Custom is
 * anything else (every 2 weeks, some weekdays, yearly).
 */
export const REPEAT_PRESETS = ['none', 'daily', 'weekdays', 'weekly', 'monthly', 'custom'] as const;
export type RepeatPreset = (typeof REPEAT_PRESETS)[number];

/** Monday to Friday. */
export const WORKING_DAYS: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

/** The fields a preset fills. */
export type RepeatValues = Pick<EntryFormValues, 'frequency' | 'interval' | 'weekdays'>;

const sameDays = (a: readonly Weekday[], b: readonly Weekday[]) =>
  a.length === b.length && WEEKDAYS.every((day) => a.includes(day) === b.includes(day));

/**
 * The repeat fields of a preset for a start date. The presets that do not repeat weekly keep the
 * weekdays as they are (the weekly fields show them again if the period becomes weeks); Custom keeps
 * a repetition as it is, and turns "does not repeat" into every week on the start date's weekday.
 */
export function presetValues(preset: RepeatPreset, startDate: string, current: RepeatValues): RepeatValues {
  const startDay = [weekdayOf(startDate)];
  switch (preset) {
    case 'none':
      return { ...current, frequency: 'none' };
    case 'daily':
      return { ...current, frequency: 'days', interval: '1' };
    case 'weekdays':
      return { frequency: 'weeks', interval: '1', weekdays: [...WORKING_DAYS] };
    case 'weekly':
      return { frequency: 'weeks', interval: '1', weekdays: startDay };
    case 'monthly':
      return { ...current, frequency: 'months', interval: '1' };
    case 'custom':
      return current.frequency === 'none'
        ? {
            frequency: 'weeks',
            interval: parseWholeNumber(current.interval) ? current.interval : '1',
            weekdays: startDay,
          }
        : current;
  }
}

/** The preset the repeat fields match for a start date; Custom when none does. */
export function presetOf(values: RepeatValues & Pick<EntryFormValues, 'startDate'>): RepeatPreset {
  const { frequency, weekdays, startDate } = values;
  if (frequency === 'none') return 'none';
  if (parseWholeNumber(values.interval) !== 1) return 'custom';
  switch (frequency) {
    case 'days':
      return 'daily';
    case 'months':
      return 'monthly';
    case 'weeks': {
      if (sameDays(weekdays, WORKING_DAYS)) return 'weekdays';
      if (!isScheduleDate(startDate)) return 'custom';
      // no weekday chosen plays on the start date's weekday
      const startDay = [weekdayOf(startDate)];
      return weekdays.length === 0 || sameDays(weekdays, startDay) ? 'weekly' : 'custom';
    }
    default:
      return 'custom';
  }
}

/** The day of the month of a start date (what "every month" repeats on), or null for no real date. */
export function dayOfMonth(startDate: string): number | null {
  return isScheduleDate(startDate) ? wallClock(startDate).getUTCDate() : null;
}

/**
 * When the start date moves while the fields repeat weekly on its weekday alone (Every week on …),
 * they follow it to the new date's weekday; any other choice of days stays as it is. Null: no change.
 */
export function weekdaysAfterMove(values: RepeatValues, from: string, to: string): Weekday[] | null {
  if (!isScheduleDate(from) || !isScheduleDate(to) || weekdayOf(from) === weekdayOf(to)) return null;
  if (presetOf({ ...values, startDate: from }) !== 'weekly' || values.weekdays.length === 0) return null;
  return [weekdayOf(to)];
}
