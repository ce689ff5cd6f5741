import { describe, expect, it } from 'vitest';
import { wallClock } from './wall.js';
import { instantOf, isTimeZone, offsetAt, skippedUntil, wallClockAt } from './zone.js';

const at = (iso: string) => new Date(iso);
const wall = (date: string, time: string) => wallClock(date, time);
/** a wall-clock time as text, to compare */
const shown = (instant: string, timeZone: string) =>
  wallClockAt(at(instant), timeZone).toISOString().slice(0, 19);

describe('wallClockAt', () => {
  it('shows what the local clock shows', () => {
    expect(shown('2026-11-22T08:30:00Z', 'Europe/Stockholm')).toBe('2026-11-22T09:30:00');
    expect(shown('2026-11-22T14:30:00Z', 'America/New_York')).toBe('2026-11-22T09:30:00');
    expect(shown('2026-11-22T00:30:00Z', 'Asia/Tokyo')).toBe('2026-11-22T09:30:00');
    expect(shown('2026-11-22T04:00:00Z', 'Asia/Kolkata')).toBe('2026-11-22T09:30:00');
    expect(shown('2026-11-22T09:30:00Z', 'UTC')).toBe('2026-11-22T09:30:00');
  });

  it('jumps from 01:59:59 to 03:00 when Stockholm springs forward on 29 March 2026', () => {
    expect(shown('2026-03-29T00:59:59Z', 'Europe/Stockholm')).toBe('2026-03-29T01:59:59');
    expect(shown('2026-03-29T01:00:00Z', 'Europe/Stockholm')).toBe('2026-03-29T03:00:00');
  });

  it('shows 02:30 twice when Stockholm falls back on 25 October 2026', () => {
    expect(shown('2026-10-25T00:30:00Z', 'Europe/Stockholm')).toBe('2026-10-25T02:30:00');
    expect(shown('2026-10-25T01:30:00Z', 'Europe/Stockholm')).toBe('2026-10-25T02:30:00');
  });

  it('follows New York across 8 March and 1 November 2026', () => {
    expect(shown('2026-03-08T06:59:59Z', 'America/New_York')).toBe('2026-03-08T01:59:59');
    expect(shown('2026-03-08T07:00:00Z', 'America/New_York')).toBe('2026-03-08T03:00:00');
    expect(shown('2026-11-01T05:30:00Z', 'America/New_York')).toBe('2026-11-01T01:30:00');
    expect(shown('2026-11-01T06:30:00Z', 'America/New_York')).toBe('2026-11-01T01:30:00');
  });

  it('keeps milliseconds and midnight as 00', () => {
    expect(wallClockAt(at('2026-11-22T23:00:00.250Z'), 'Europe/Stockholm').toISOString()).toBe(
      '2026-11-23T00:00:00.250Z',
    );
  });
});

describe('offsetAt', () => {
  it('is the offset from UTC in force at the instant', () => {
    expect(offsetAt(at('2026-01-15T12:00:00Z'), 'Europe/Stockholm')).toBe(3_600_000);
    expect(offsetAt(at('2026-07-15T12:00:00Z'), 'Europe/Stockholm')).toBe(7_200_000);
    expect(offsetAt(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
  });
});

describe('instantOf', () => {
  it('is the instant the local clock shows the time', () => {
    expect(instantOf(wall('2026-11-22', '09:30'), 'Europe/Stockholm').toISOString()).toBe(
      '2026-11-22T08:30:00.000Z',
    );
    expect(instantOf(wall('2026-07-01', '09:30'), 'Europe/Stockholm').toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    );
    expect(instantOf(wall('2026-11-22', '09:30'), 'Asia/Tokyo').toISOString()).toBe(
      '2026-11-22T00:30:00.000Z',
    );
    expect(instantOf(wall('2026-11-22', '09:30'), 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-22T04:00:00.000Z',
    );
  });

  it('reads the wall-clock time back for every minute of a change day', () => {
    for (const [date, timeZone] of [
      ['2026-03-29', 'Europe/Stockholm'],
      ['2026-10-25', 'Europe/Stockholm'],
      ['2026-03-08', 'America/New_York'],
      ['2026-11-01', 'America/New_York'],
      ['2026-10-04', 'Australia/Sydney'],
    ] as const) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const time = wallClock(date).getTime() + minute * 60_000;
        const instant = instantOf(new Date(time), timeZone);
        const back = wallClockAt(instant, timeZone).getTime();
        // only a time in the skipped hour reads back differently: an hour later
        expect([0, 3_600_000], `${date} ${timeZone} +${minute}min`).toContain(back - time);
      }
    }
  });

  it('shifts a time skipped by spring forward forward by the gap', () => {
    expect(instantOf(wall('2026-03-29', '02:30'), 'Europe/Stockholm').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(instantOf(wall('2026-03-29', '02:00'), 'Europe/Stockholm').toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(instantOf(wall('2026-03-08', '02:30'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(
      shown(instantOf(wall('2026-03-29', '02:30'), 'Europe/Stockholm').toISOString(), 'Europe/Stockholm'),
    ).toBe('2026-03-29T03:30:00');
  });

  it('takes the first of a time repeated by fall back', () => {
    expect(instantOf(wall('2026-10-25', '02:30'), 'Europe/Stockholm').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(instantOf(wall('2026-10-25', '03:00'), 'Europe/Stockholm').toISOString()).toBe(
      '2026-10-25T02:00:00.000Z',
    );
    expect(instantOf(wall('2026-11-01', '01:30'), 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});

describe('isTimeZone', () => {
  it('knows IANA timezones and nothing else', () => {
    expect(isTimeZone('Europe/Stockholm')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('skippedUntil', () => {
  it('is the instant a skipped hour ends, for every time in it', () => {
    for (const time of ['02:00', '02:01', '02:30', '02:59']) {
      expect(skippedUntil(wall('2026-03-29', time), 'Europe/Stockholm')?.toISOString(), time).toBe(
        '2026-03-29T01:00:00.000Z',
      );
      expect(skippedUntil(wall('2026-03-08', time), 'America/New_York')?.toISOString(), time).toBe(
        '2026-03-08T07:00:00.000Z',
      );
    }
  });

  it('is null for a time the clocks show, once or twice', () => {
    for (const [date, time] of [
      ['2026-03-29', '01:59'],
      ['2026-03-29', '03:00'],
      ['2026-10-25', '02:30'],
      ['2026-11-22', '09:00'],
    ] as const) {
      expect(skippedUntil(wall(date, time), 'Europe/Stockholm'), `${date} ${time}`).toBeNull();
    }
  });
});
