/**
 * Wall-clock times ("09:00 on 22 Nov 2026", in no particular timezone) are carried in a Date whose UTC
 * fields hold them: a floating date. Only the UTC getters mean anything on it; zone.ts turns one into a
 * real instant in a given timezone and back.
 */

/** A wall-clock date and time held in a Date's UTC fields. */
export type WallClock = Date;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The wall-clock time of a calendar date (month 0-based; a day or month past the end rolls over into the
 * next, as Date does). Years 0 to 99 are those years, not the 1900s Date.UTC would make of them.
 */
export function wallDay(year: number, month: number, day: number): WallClock {
  const wall = new Date(0);
  wall.setUTCFullYear(year, month, day);
  return wall;
}

/** The wall-clock time of a YYYY-MM-DD date and an HH:mm time ('24:00' is the next day's 00:00). */
export function wallClock(date: string, time = '00:00'): WallClock {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(wallDay(year, month - 1, day).getTime() + hours * HOUR_MS + minutes * MINUTE_MS);
}

/** YYYY-MM-DD of a wall-clock time. */
export function wallDate(wall: WallClock): string {
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

/** HH:mm of a wall-clock time. */
export function wallTime(wall: WallClock): string {
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** The same wall-clock time some days later (or earlier): calendar days, whatever the timezone does. */
export function addDays(wall: WallClock, days: number): WallClock {
  return new Date(wall.getTime() + days * DAY_MS);
}

/** The Monday (00:00) of the week a wall-clock time falls in; weeks start on Monday. */
export function mondayOf(wall: WallClock): WallClock {
  const midnight = Math.floor(wall.getTime() / DAY_MS) * DAY_MS;
  const sinceMonday = (wall.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS);
}
