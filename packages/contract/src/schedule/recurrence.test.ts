import { describe, expect, it } from 'vitest';
import type { TSchedule } from './entry.js';
import { occurrencesBetween } from './occurrences.js';
import { toRRule } from './recurrence.js';
import { rrulestr } from './rrule-lib.js';
import { aSchedule, every } from './testing.js';
import { wallClock } from './wall.js';

/** Start dates and times of the occurrences in [from, to), as "YYYY-MM-DD HH:mm". */
const starts = (schedule: TSchedule, from: string, to: string) =>
  occurrencesBetween(schedule, wallClock(from), wallClock(to)).map(({ start }) =>
    start.toISOString().slice(0, 16).replace('T', ' '),
  );
const dates = (schedule: TSchedule, from: string, to: string) =>
  starts(schedule, from, to).map((start) => start.slice(0, 10));

describe('toRRule', () => {
  it('writes a floating DTSTART and the rule', () => {
    const weekly = aSchedule({
      repeat: every(1, 'weeks'),
      weekdays: ['WE', 'MO'],
      ends: { type: 'on', date: '2026-12-31' },
    });
    expect(toRRule(weekly)).toBe(
      'DTSTART:20261122T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE;UNTIL=20261231T235959',
    );
    expect(toRRule(aSchedule({ repeat: every(3, 'days'), ends: { type: 'after', count: 10 } }))).toBe(
      'DTSTART:20261122T090000\nRRULE:FREQ=DAILY;INTERVAL=3;COUNT=10',
    );
    expect(toRRule(aSchedule({ repeat: every(2, 'months') }))).toBe(
      'DTSTART:20261122T090000\nRRULE:FREQ=MONTHLY;INTERVAL=2',
    );
    expect(toRRule(aSchedule({ repeat: every(1, 'years') }))).toBe(
      'DTSTART:20261122T090000\nRRULE:FREQ=YEARLY;INTERVAL=1',
    );
  });

  it('writes one occurrence for an entry that does not repeat', () => {
    expect(toRRule(aSchedule())).toBe('DTSTART:20261122T090000\nRRULE:FREQ=DAILY;COUNT=1');
  });

  it('starts an all-day entry at midnight', () => {
    expect(toRRule(aSchedule({ allDay: true, startTime: '00:00', endTime: '00:00' }))).toBe(
      'DTSTART:20261122T000000\nRRULE:FREQ=DAILY;COUNT=1',
    );
  });

  it("names the start date's weekday when no weekday is chosen", () => {
    expect(toRRule(aSchedule({ repeat: every(1, 'weeks') }))).toBe(
      'DTSTART:20261122T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SU',
    );
  });

  it('reads back, with any RFC 5545 parser, as the occurrences we play', () => {
    const schedules = [
      aSchedule(),
      aSchedule({ repeat: every(3, 'days'), ends: { type: 'after', count: 40 } }),
      aSchedule({ repeat: every(2, 'weeks'), weekdays: ['MO', 'WE', 'SU'] }),
      aSchedule({
        startDate: '2026-01-31',
        repeat: every(1, 'months'),
        ends: { type: 'on', date: '2027-08-31' },
      }),
      aSchedule({ startDate: '2028-02-29', repeat: every(1, 'years'), ends: { type: 'after', count: 3 } }),
    ];
    for (const schedule of schedules) {
      const parsed = rrulestr(toRRule(schedule))
        .between(wallClock('2026-01-01'), wallClock('2041-01-01'), true)
        .map((start) => start.toISOString());
      const ours = occurrencesBetween(schedule, wallClock('2026-01-01'), wallClock('2041-01-01')).map(
        ({ start }) => start.toISOString(),
      );
      expect(ours, toRRule(schedule)).toEqual(parsed);
    }
  });
});

describe('occurrencesBetween', () => {
  it('plays an entry that does not repeat once', () => {
    expect(starts(aSchedule(), '2026-11-01', '2027-01-01')).toEqual(['2026-11-22 09:00']);
    expect(starts(aSchedule(), '2026-11-23', '2027-01-01')).toEqual([]);
  });

  it('gives each occurrence its start and end time', () => {
    const [occurrence] = occurrencesBetween(
      aSchedule({ endTime: '17:30' }),
      wallClock('2026-11-22'),
      wallClock('2026-11-23'),
    );
    expect(occurrence?.start.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(occurrence?.end.toISOString()).toBe('2026-11-22T17:30:00.000Z');
  });

  it('repeats every N days', () => {
    expect(dates(aSchedule({ repeat: every(1, 'days') }), '2026-11-20', '2026-11-26')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(dates(aSchedule({ repeat: every(3, 'days') }), '2026-11-20', '2026-12-05')).toEqual([
      '2026-11-22',
      '2026-11-25',
      '2026-11-28',
      '2026-12-01',
      '2026-12-04',
    ]);
  });

  it('repeats every N weeks on the chosen weekdays, weeks starting on Monday', () => {
    // 22 Nov 2026 is a Sunday: the first Monday and Wednesday come after it
    const weekly = aSchedule({ repeat: every(1, 'weeks'), weekdays: ['MO', 'WE'] });
    expect(dates(weekly, '2026-11-01', '2026-12-07')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-30',
      '2026-12-02',
    ]);
    // the start date's week (Mon 16 – Sun 22 Nov) is the first of every two
    const fortnightly = aSchedule({ repeat: every(2, 'weeks'), weekdays: ['MO', 'WE'] });
    expect(dates(fortnightly, '2026-11-01', '2026-12-21')).toEqual([
      '2026-11-30',
      '2026-12-02',
      '2026-12-14',
      '2026-12-16',
    ]);
  });

  it("repeats weekly on the start date's weekday when none is chosen", () => {
    expect(dates(aSchedule({ repeat: every(1, 'weeks') }), '2026-11-01', '2026-12-14')).toEqual([
      '2026-11-22',
      '2026-11-29',
      '2026-12-06',
      '2026-12-13',
    ]);
  });

  it('repeats monthly on the same day, skipping months without it', () => {
    const on31st = aSchedule({ startDate: '2026-01-31', repeat: every(1, 'months') });
    expect(dates(on31st, '2026-01-01', '2026-09-01')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
    ]);
    const everyThree = aSchedule({ startDate: '2026-01-15', repeat: every(3, 'months') });
    expect(dates(everyThree, '2026-01-01', '2027-02-01')).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
      '2026-10-15',
      '2027-01-15',
    ]);
  });

  it('repeats yearly, a 29 February only in leap years', () => {
    const leapDay = aSchedule({ startDate: '2028-02-29', repeat: every(1, 'years') });
    expect(dates(leapDay, '2028-01-01', '2037-01-01')).toEqual(['2028-02-29', '2032-02-29', '2036-02-29']);
    const everyOther = aSchedule({ startDate: '2026-06-01', repeat: every(2, 'years') });
    expect(dates(everyOther, '2026-01-01', '2032-01-01')).toEqual(['2026-06-01', '2028-06-01', '2030-06-01']);
  });

  it('ends on a date, that date included', () => {
    const until = aSchedule({ repeat: every(1, 'days'), ends: { type: 'on', date: '2026-11-25' } });
    expect(dates(until, '2026-11-01', '2027-01-01')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('ends after N occurrences, counted across the chosen weekdays', () => {
    const fiveTimes = aSchedule({
      startDate: '2026-11-25',
      repeat: every(1, 'weeks'),
      weekdays: ['MO', 'WE', 'FR'],
      ends: { type: 'after', count: 5 },
    });
    expect(dates(fiveTimes, '2026-11-01', '2027-01-01')).toEqual([
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-02',
      '2026-12-04',
    ]);
    expect(dates(fiveTimes, '2026-12-01', '2027-01-01')).toEqual(['2026-12-02', '2026-12-04']);
    expect(dates(fiveTimes, '2026-12-05', '2027-01-01')).toEqual([]);
  });

  it('plays all day from midnight to midnight', () => {
    const allDay = aSchedule({ allDay: true, repeat: every(1, 'days') });
    const [first, second] = occurrencesBetween(allDay, wallClock('2026-11-22'), wallClock('2026-11-24'));
    expect(first?.start.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(first?.end.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(second?.start.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('ends a 24:00 entry at the next midnight', () => {
    const evening = aSchedule({ startTime: '18:00', endTime: '24:00' });
    const [occurrence] = occurrencesBetween(evening, wallClock('2026-11-22'), wallClock('2026-11-23'));
    expect(occurrence?.end.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('includes an occurrence that started before the window and ends inside it', () => {
    const evening = aSchedule({ startTime: '18:00', endTime: '24:00', repeat: every(1, 'days') });
    const inWindow = occurrencesBetween(
      evening,
      wallClock('2026-11-22', '23:00'),
      wallClock('2026-11-23', '01:00'),
    );
    expect(inWindow.map(({ start }) => start.toISOString())).toEqual(['2026-11-22T18:00:00.000Z']);
  });

  it('finds the same occurrences years after the start as a full expansion does', () => {
    const schedules = [
      aSchedule({ startDate: '2020-01-03', repeat: every(1, 'days') }),
      aSchedule({ startDate: '2020-01-03', repeat: every(7, 'days') }),
      aSchedule({ startDate: '2020-01-03', repeat: every(3, 'weeks'), weekdays: ['MO', 'FR', 'SU'] }),
      aSchedule({ startDate: '2020-01-31', repeat: every(5, 'months') }),
      aSchedule({ startDate: '2020-02-29', repeat: every(1, 'years') }),
      aSchedule({ startDate: '2020-03-10', repeat: every(3, 'years') }),
      aSchedule({ startDate: '2020-01-03', repeat: every(2, 'days'), ends: { type: 'after', count: 2000 } }),
    ];
    for (const schedule of schedules) {
      for (const [from, to] of [
        ['2025-12-20', '2026-03-05'],
        ['2030-02-25', '2030-03-02'],
        ['2032-02-01', '2032-03-01'],
      ] as const) {
        const full = rrulestr(toRRule(schedule))
          .between(wallClock(from), wallClock(to), true)
          .map((start) => start.toISOString().slice(0, 16).replace('T', ' '));
        expect(starts(schedule, from, to), `${toRRule(schedule)} in ${from}–${to}`).toEqual(full);
      }
    }
  });
});
