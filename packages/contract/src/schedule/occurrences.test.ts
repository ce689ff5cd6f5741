import { describe, expect, it } from 'vitest';
import { isScheduleActiveAt, zonedOccurrencesBetween } from './occurrences.js';
import type { TSchedule } from './entry.js';
import { aSchedule, every } from './testing.js';

const active = (schedule = daily, instant: string, timeZone = 'Europe/Stockholm') =>
  isScheduleActiveAt(schedule, new Date(instant), timeZone);

/** 09:00–10:00 every day since 1 January 2026 */
const daily = aSchedule({ startDate: '2026-01-01', repeat: every(1, 'days') });

describe('isScheduleActiveAt across daylight-saving changes', () => {
  // [timezone, day, 09:30 local as UTC, 10:30 local as UTC]
  const cases = [
    ['Europe/Stockholm', '2026-03-28', '2026-03-28T08:30:00Z', '2026-03-28T09:30:00Z'],
    ['Europe/Stockholm', '2026-03-29', '2026-03-29T07:30:00Z', '2026-03-29T08:30:00Z'],
    ['Europe/Stockholm', '2026-03-30', '2026-03-30T07:30:00Z', '2026-03-30T08:30:00Z'],
    ['Europe/Stockholm', '2026-10-24', '2026-10-24T07:30:00Z', '2026-10-24T08:30:00Z'],
    ['Europe/Stockholm', '2026-10-25', '2026-10-25T08:30:00Z', '2026-10-25T09:30:00Z'],
    ['Europe/Stockholm', '2026-10-26', '2026-10-26T08:30:00Z', '2026-10-26T09:30:00Z'],
    ['America/New_York', '2026-03-07', '2026-03-07T14:30:00Z', '2026-03-07T15:30:00Z'],
    ['America/New_York', '2026-03-08', '2026-03-08T13:30:00Z', '2026-03-08T14:30:00Z'],
    ['America/New_York', '2026-03-09', '2026-03-09T13:30:00Z', '2026-03-09T14:30:00Z'],
    ['America/New_York', '2026-10-31', '2026-10-31T13:30:00Z', '2026-10-31T14:30:00Z'],
    ['America/New_York', '2026-11-01', '2026-11-01T14:30:00Z', '2026-11-01T15:30:00Z'],
    ['America/New_York', '2026-11-02', '2026-11-02T14:30:00Z', '2026-11-02T15:30:00Z'],
  ] as const;

  it.each(cases)('plays 09:00–10:00 local in %s on %s', (timeZone, _day, nineThirty, tenThirty) => {
    expect(active(daily, nineThirty, timeZone)).toBe(true);
    expect(active(daily, tenThirty, timeZone)).toBe(false);
  });

  it('moves the UTC instants by the change of offset, an hour each time', () => {
    const hour = 3_600_000;
    for (let day = 0; day < cases.length; day += 3) {
      const [before, on, after] = [cases[day], cases[day + 1], cases[day + 2]];
      const nineThirty = (row: (typeof cases)[number] | undefined) =>
        Date.parse(row?.[2] ?? '') % (24 * hour);
      const shift = Math.abs(nineThirty(before) - nineThirty(on));
      expect(shift).toBe(hour);
      expect(nineThirty(on)).toBe(nineThirty(after));
    }
  });

  it('gives the occurrences their real length: 09:00–17:00 is eight hours on a change day', () => {
    const workday = aSchedule({ startDate: '2026-03-29', endTime: '17:00' });
    const [occurrence] = zonedOccurrencesBetween(
      workday,
      new Date('2026-03-29T00:00:00Z'),
      new Date('2026-03-30T00:00:00Z'),
      'Europe/Stockholm',
    );
    expect(occurrence?.start.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(occurrence?.end.toISOString()).toBe('2026-03-29T15:00:00.000Z');
  });
});

describe('an entry in the hour clocks skip or repeat', () => {
  const night = aSchedule({
    startDate: '2026-01-01',
    startTime: '02:00',
    endTime: '03:00',
    repeat: every(1, 'days'),
  });
  /** every night from `startTime` to `endTime` */
  const nightly = (startTime: string, endTime: string) => ({ ...night, startTime, endTime });
  /** the occurrences on a spring-forward day, as UTC text */
  const playedOn = (schedule: TSchedule, day: string, timeZone: string) =>
    zonedOccurrencesBetween(
      schedule,
      new Date(`${day}T00:00:00Z`),
      new Date(`${day}T23:59:59Z`),
      timeZone,
    ).map(({ start, end }) => [start.toISOString(), end.toISOString()]);

  // [timezone, spring-forward day, the instant the skipped hour ends (03:00 local, after the change)]
  const springs = [
    ['Europe/Stockholm', '2026-03-29', '2026-03-29T01:00:00.000Z'],
    ['America/New_York', '2026-03-08', '2026-03-08T07:00:00.000Z'],
  ] as const;
  const later = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

  it.each(springs)(
    'plays what is left of an entry that starts in the skipped hour and ends after it, in %s',
    (timeZone, day, threeOClock) => {
      // 02:30–03:30: from 03:00, when the skipped hour ends, to 03:30
      expect(playedOn(nightly('02:30', '03:30'), day, timeZone)).toEqual([
        [threeOClock, later(threeOClock, 30)],
      ]);
      expect(active(nightly('02:30', '03:30'), later(threeOClock, 10), timeZone)).toBe(true);
      expect(active(nightly('02:30', '03:30'), later(threeOClock, 30), timeZone)).toBe(false);
      // 02:00–04:00: 03:00 to 04:00
      expect(playedOn(nightly('02:00', '04:00'), day, timeZone)).toEqual([
        [threeOClock, later(threeOClock, 60)],
      ]);
      // 02:59–03:01: the two minutes' last one
      expect(playedOn(nightly('02:59', '03:01'), day, timeZone)).toEqual([
        [threeOClock, later(threeOClock, 1)],
      ]);
    },
  );

  it.each(springs)(
    'plays an entry wholly inside the skipped hour for its whole length, shifted by the gap, in %s',
    (timeZone, day, threeOClock) => {
      // 02:15–02:45 plays 03:15–03:45
      expect(playedOn(nightly('02:15', '02:45'), day, timeZone)).toEqual([
        [later(threeOClock, 15), later(threeOClock, 45)],
      ]);
      // 02:00–03:00, the skipped hour itself, plays 03:00–04:00
      expect(playedOn(night, day, timeZone)).toEqual([[threeOClock, later(threeOClock, 60)]]);
      expect(active(night, later(threeOClock, 30), timeZone)).toBe(true);
    },
  );

  it('plays 02:00–03:00 at 02:00–03:00 on the nights around a skipped hour', () => {
    expect(active(night, '2026-03-28T01:30:00Z')).toBe(true); // 02:30 CET
    expect(active(night, '2026-03-28T02:30:00Z')).toBe(false); // 03:30 CET
    expect(active(night, '2026-03-30T00:30:00Z')).toBe(true); // 02:30 CEST
    expect(active(night, '2026-03-30T01:30:00Z')).toBe(false); // 03:30 CEST
    expect(active(night, '2026-03-07T07:30:00Z', 'America/New_York')).toBe(true); // 02:30 EST
    expect(active(night, '2026-03-09T06:30:00Z', 'America/New_York')).toBe(true); // 02:30 EDT
    expect(active(night, '2026-03-09T07:30:00Z', 'America/New_York')).toBe(false); // 03:30 EDT
  });

  it('follows a half-hour change the same way (Lord Howe Island, 02:00 to 02:30)', () => {
    const timeZone = 'Australia/Lord_Howe';
    // the clocks jump at 2026-10-03T15:30Z, from 02:00 (+10:30) to 02:30 (+11:00)
    expect(playedOn(nightly('02:15', '03:00'), '2026-10-03', timeZone)).toEqual([
      ['2026-10-03T15:30:00.000Z', '2026-10-03T16:00:00.000Z'],
    ]);
    expect(playedOn(nightly('02:05', '02:20'), '2026-10-03', timeZone)).toEqual([
      ['2026-10-03T15:35:00.000Z', '2026-10-03T15:50:00.000Z'],
    ]);
  });

  it('plays from the first 02:00 until 03:00 on the night that hour is repeated', () => {
    const [occurrence] = zonedOccurrencesBetween(
      night,
      new Date('2026-10-24T22:00:00Z'),
      new Date('2026-10-25T23:00:00Z'),
      'Europe/Stockholm',
    );
    expect(occurrence?.start.toISOString()).toBe('2026-10-25T00:00:00.000Z'); // 02:00 CEST
    expect(occurrence?.end.toISOString()).toBe('2026-10-25T02:00:00.000Z'); // 03:00 CET
  });
});

describe('isScheduleActiveAt', () => {
  it('plays from the start time, up to but not at the end time', () => {
    const once = aSchedule();
    expect(active(once, '2026-11-22T07:59:59Z')).toBe(false);
    expect(active(once, '2026-11-22T08:00:00Z')).toBe(true);
    expect(active(once, '2026-11-22T08:59:59Z')).toBe(true);
    expect(active(once, '2026-11-22T09:00:00Z')).toBe(false);
  });

  it('plays an all-day entry the whole local day', () => {
    const allDay = aSchedule({ allDay: true });
    expect(active(allDay, '2026-11-21T22:59:59Z')).toBe(false);
    expect(active(allDay, '2026-11-21T23:00:00Z')).toBe(true);
    expect(active(allDay, '2026-11-22T22:59:59Z')).toBe(true);
    expect(active(allDay, '2026-11-22T23:00:00Z')).toBe(false);
  });

  it('plays a 24:00 entry until local midnight', () => {
    const evening = aSchedule({ startTime: '18:00', endTime: '24:00' });
    expect(active(evening, '2026-11-22T22:59:59Z')).toBe(true);
    expect(active(evening, '2026-11-22T23:00:00Z')).toBe(false);
  });

  it('plays at the same local time in any timezone', () => {
    const once = aSchedule();
    expect(active(once, '2026-11-22T00:30:00Z', 'Asia/Tokyo')).toBe(true);
    expect(active(once, '2026-11-22T14:30:00Z', 'America/New_York')).toBe(true);
    expect(active(once, '2026-11-22T14:30:00Z', 'Asia/Tokyo')).toBe(false);
  });
});
