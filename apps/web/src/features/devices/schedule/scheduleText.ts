import { WEEKDAYS, wallClock, type TSchedule, type Weekday } from '@placard/contract';

/** Translates a key of the schedule namespace (i18next's t bound to it). */
export type ScheduleT = (key: string, options?: Record<string, unknown>) => string;

/** A YYYY-MM-DD date as a Date at midnight UTC (formatted with timeZone UTC, so no zone shifts it). */
export function dateOfLocal(date: string): Date {
  return wallClock(date);
}

/** The weekday code of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday
  return WEEKDAYS[(dateOfLocal(date).getUTCDay() + 6) % 7] ?? 'MO';
}

/** A weekday's name in a language: 'short' (Mon), 'long' (Monday) or 'narrow' (M). */
export function weekdayName(day: Weekday, language: string, width: 'short' | 'long' | 'narrow'): string {
  // 1 January 2024 was a Monday
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  return new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' }).format(date);
}

/** "Nov 22, 2026" / "22 nov. 2026" */
export function formatLocalDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    dateOfLocal(date),
  );
}

/** "09:00–17:00", or "All day". */
export function timeRangeText(schedule: Pick<TSchedule, 'allDay' | 'startTime' | 'endTime'>, t: ScheduleT) {
  return schedule.allDay ? t('summary.allDay') : `${schedule.startTime}–${schedule.endTime}`;
}

function repeatText(schedule: TSchedule, t: ScheduleT, language: string): string {
  const { frequency, interval } = schedule.repeat;
  const count = interval;
  switch (frequency) {
    case 'none':
      return t('summary.once', {
        date: new Intl.DateTimeFormat(language, {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(dateOfLocal(schedule.startDate)),
      });
    case 'days':
      return t('summary.everyDays', { count });
    case 'weeks': {
      const days = schedule.weekdays.length > 0 ? schedule.weekdays : [weekdayOf(schedule.startDate)];
      const ordered = WEEKDAYS.filter((day) => days.includes(day));
      if (count === 1 && ordered.join() === 'MO,TU,WE,TH,FR') return t('summary.everyWeekday');
      const names = new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format(
        ordered.map((day) => weekdayName(day, language, 'short')),
      );
      return t('summary.everyWeeks', { count, days: names });
    }
    case 'months':
      return t('summary.everyMonths', { count, day: dateOfLocal(schedule.startDate).getUTCDate() });
    case 'years':
      return t('summary.everyYears', {
        count,
        date: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
          dateOfLocal(schedule.startDate),
        ),
      });
  }
}

/**
 * A schedule in words, e.g. "Every 2 weeks on Mon, Wed · 09:00–17:00 · from Nov 22, 2026 · until
 * Dec 31, 2026", in the reader's language.
 */
export function describeSchedule(schedule: TSchedule, t: ScheduleT, language: string): string {
  const parts = [repeatText(schedule, t, language), timeRangeText(schedule, t)];
  if (schedule.repeat.frequency !== 'none') {
    parts.push(t('summary.from', { date: formatLocalDate(schedule.startDate, language) }));
    if (schedule.ends.type === 'on')
      parts.push(t('summary.until', { date: formatLocalDate(schedule.ends.date, language) }));
    if (schedule.ends.type === 'after') parts.push(t('summary.times', { count: schedule.ends.count }));
  }
  return parts.join(' · ');
}
