import { describe, expect, it } from 'vitest';
import { isScheduleActiveAt, zonedOccurrencesBetween } from './occurrences.js';
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

  it('does not play 02:00–03:00 on the night that hour is skipped, and does the nights around it', () => {
    expect(active(night, '2026-03-28T01:30:00Z')).toBe(true); // 02:30 CET
    for (const instant of ['2026-03-29T00:59:00Z', '2026-03-29T01:00:00Z', '2026-03-29T01:30:00Z']) {
      expect(active(night, instant), instant).toBe(false);
    }
    expect(
      zonedOccurrencesBetween(
        night,
        new Date('2026-03-28T23:00:00Z'),
        new Date('2026-03-29T22:00:00Z'),
        'Europe/Stockholm',
      ),
    ).toEqual([]);
    expect(active(night, '2026-03-30T00:30:00Z')).toBe(true); // 02:30 CEST
    expect(active(night, '2026-03-08T07:30:00Z', 'America/New_York')).toBe(false);
    expect(active(night, '2026-03-09T06:30:00Z', 'America/New_York')).toBe(true);
  });

  it('plays what is left of an entry that reaches past the skipped hour', () => {
    const early = aSchedule({ startDate: '2026-03-29', startTime: '02:00', endTime: '04:00' });
    const [occurrence] = zonedOccurrencesBetween(
      early,
      new Date('2026-03-28T23:00:00Z'),
      new Date('2026-03-29T22:00:00Z'),
      'Europe/Stockholm',
    );
    expect(occurrence?.start.toISOString()).toBe('2026-03-29T01:00:00.000Z'); // 03:00 CEST
    expect(occurrence?.end.toISOString()).toBe('2026-03-29T02:00:00.000Z'); // 04:00 CEST
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
