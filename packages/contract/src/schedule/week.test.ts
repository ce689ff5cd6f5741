import { describe, expect, it } from 'vitest';
import { aSchedule, every } from './testing.js';
import { localDateAt, weekOccurrences, weekWindow } from './week.js';

describe('weekWindow', () => {
  it('runs from Monday 00:00 to the next Monday 00:00 in the timezone', () => {
    const week = weekWindow('2026-11-25', 'Europe/Stockholm');
    expect(week.from.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(week.days).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekWindow('2026-11-23', 'Asia/Tokyo').from.toISOString()).toBe('2026-11-22T15:00:00.000Z');
    expect(weekWindow('2026-11-29', 'America/New_York').from.toISOString()).toBe('2026-11-23T05:00:00.000Z');
  });

  it('is an hour shorter in the week clocks go forward', () => {
    const week = weekWindow('2026-03-29', 'Europe/Stockholm');
    expect(week.from.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});

describe('weekOccurrences', () => {
  it('lists every occurrence of the week as instants, earliest first', () => {
    const entries = [
      {
        id: 7,
        schedule: aSchedule({ startDate: '2026-01-01', repeat: every(1, 'weeks'), weekdays: ['WE'] }),
      },
      { id: 5, schedule: aSchedule({ startDate: '2026-11-25', startTime: '08:00', endTime: '09:00' }) },
      { id: 6, schedule: null },
    ];
    const occurrences = weekOccurrences(entries, '2026-11-23', 'Europe/Stockholm');
    expect(
      occurrences.map(({ entryId, start, end }) => [entryId, start.toISOString(), end.toISOString()]),
    ).toEqual([
      [5, '2026-11-25T07:00:00.000Z', '2026-11-25T08:00:00.000Z'],
      [7, '2026-11-25T08:00:00.000Z', '2026-11-25T09:00:00.000Z'],
    ]);
  });

  it('keeps the local time through a daylight-saving change', () => {
    const daily = [{ id: 1, schedule: aSchedule({ startDate: '2026-01-01', repeat: every(1, 'days') }) }];
    const starts = weekOccurrences(daily, '2026-03-29', 'Europe/Stockholm').map(({ start }) =>
      start.toISOString(),
    );
    expect(starts).toHaveLength(7);
    expect(starts.at(-2)).toBe('2026-03-28T08:00:00.000Z');
    expect(starts.at(-1)).toBe('2026-03-29T07:00:00.000Z');
  });
});

describe('localDateAt', () => {
  it('is the date on the screen’s clock', () => {
    expect(localDateAt(new Date('2026-11-22T23:30:00Z'), 'Europe/Stockholm')).toBe('2026-11-23');
    expect(localDateAt(new Date('2026-11-22T23:30:00Z'), 'America/New_York')).toBe('2026-11-22');
  });
});
