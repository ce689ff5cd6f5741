import { HOUR_MS, type WallClock } from './wall.js';

/**
 * Instants and wall-clock times in an IANA timezone, with nothing but Intl.DateTimeFormat, so it runs
 * alike in Node and in browsers.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA timezone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** What a clock in the timezone shows at the instant. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(fields.year ?? 1970, (fields.month ?? 1) - 1, fields.day ?? 1);
  wall.setUTCHours(
    (fields.hour ?? 0) % 24,
    fields.minute ?? 0,
    fields.second ?? 0,
    ((instant.getTime() % 1000) + 1000) % 1000,
  );
  return wall;
}

/** How far the timezone's clocks are ahead of UTC at the instant, in milliseconds. */
export function offsetAt(instant: Date, timeZone: string): number {
  return wallClockAt(instant, timeZone).getTime() - instant.getTime();
}

const offsetAtTime = (time: number, timeZone: string) => offsetAt(new Date(time), timeZone);

/**
 * The instant a clock in the timezone shows the wall-clock time. A time skipped when clocks go forward
 * (02:30 on a spring-forward night) moves forward by the length of the gap, to 03:30. A time that happens
 * twice when clocks go back (02:30 on a fall-back night) is its first pass.
 */
export function instantOf(wall: WallClock, timeZone: string): Date {
  const time = wall.getTime();
  // clocks change at most once in a day and a half around any time, in every timezone in use
  const before = offsetAtTime(time - 36 * HOUR_MS, timeZone);
  const after = offsetAtTime(time + 36 * HOUR_MS, timeZone);
  if (before === after) return new Date(time - before);
  const matching = [before, after]
    .map((offset) => time - offset)
    .filter((instant) => offsetAtTime(instant, timeZone) + instant === time);
  if (matching.length > 0) return new Date(Math.min(...matching));
  return new Date(time - Math.min(before, after));
}

/**
 * For a wall-clock time the timezone skips when its clocks go forward (02:30 on a night they jump from
 * 02:00 to 03:00), the instant the skipped stretch ends: when the clocks show 03:00. Null for a time the
 * clocks do show.
 */
export function skippedUntil(wall: WallClock, timeZone: string): Date | null {
  const shifted = instantOf(wall, timeZone);
  if (wallClockAt(shifted, timeZone).getTime() === wall.getTime()) return null;
  // the clocks changed after `wall` read with the later offset and no later than `shifted`
  const later = offsetAt(shifted, timeZone);
  let before = wall.getTime() - later;
  let after = shifted.getTime();
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (offsetAtTime(middle, timeZone) === later) after = middle;
    else before = middle;
  }
  return new Date(after);
}
