import type { Locale } from '@placard/contract';

/**
 * A temperature as a whole number in the viewer's way of writing numbers, below zero with a true
 * minus sign, which reads from afar where a hyphen does not (−3; never -0).
 */
export function formatTemperature(value: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value) + 0);
  return number.replace('-', '−');
}

/**
 * A forecast day's name (`2026-11-26` → "Thu", "jue", "tors"). The date is a day on the place's own
 * calendar, so it is read at noon UTC and named in UTC: the same day whatever zone the screen is in.
 */
export function dayName(date: string, locale: Locale, width: 'short' | 'long' = 'short'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

function sameDay(one: Date, other: Date): boolean {
  return one.toDateString() === other.toDateString();
}

/**
 * When something happened, in the screen's time zone: the time alone for today ("14:05", "2:05 PM"),
 * the day and time for an earlier day ("24 Nov, 14:05").
 */
export function formatMoment(iso: string, locale: Locale, now: Date = new Date()): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  const time: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
  const options = sameDay(moment, now) ? time : { ...time, day: 'numeric', month: 'short' };
  return new Intl.DateTimeFormat(locale, options as Intl.DateTimeFormatOptions).format(moment);
}
