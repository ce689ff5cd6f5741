import { describe, expect, it } from 'vitest';
import type { TSchedule } from './entry.js';
import { overlappingEntries } from './overlaps.js';
import { aSchedule, every } from './testing.js';
import { wallClock } from './wall.js';

const weekly = (weekdays: TSchedule['weekdays'], startTime: string, endTime: string) =>
  aSchedule({ startDate: '2026-11-23', startTime, endTime, repeat: every(1, 'weeks'), weekdays });
const week = [wallClock('2026-11-23'), wallClock('2026-11-30')] as const;

describe('overlappingEntries', () => {
  it('pairs entries that play at the same time', () => {
    const entries = [
      { id: 3, schedule: weekly(['MO'], '09:00', '12:00') },
      { id: 1, schedule: weekly(['MO', 'TU'], '11:00', '13:00') },
      { id: 2, schedule: weekly(['TU'], '12:30', '14:00') },
    ];
    expect(overlappingEntries(entries, ...week)).toEqual([
      [1, 2],
      [1, 3],
    ]);
  });

  it('does not pair entries that only touch, or play on other days', () => {
    const entries = [
      { id: 1, schedule: weekly(['MO'], '09:00', '11:00') },
      { id: 2, schedule: weekly(['MO'], '11:00', '12:00') },
      { id: 3, schedule: weekly(['TU'], '09:00', '11:00') },
    ];
    expect(overlappingEntries(entries, ...week)).toEqual([]);
  });

  it('leaves play-now entries out: scheduled ones take over from them by design', () => {
    const entries = [
      { id: 1, schedule: null },
      { id: 2, schedule: weekly(['MO'], '09:00', '11:00') },
      { id: 3, schedule: null },
    ];
    expect(overlappingEntries(entries, ...week)).toEqual([]);
  });

  it('looks only inside the window', () => {
    const entries = [
      { id: 1, schedule: aSchedule({ startDate: '2026-12-07', allDay: true }) },
      { id: 2, schedule: weekly(['MO'], '09:00', '11:00') },
    ];
    expect(overlappingEntries(entries, ...week)).toEqual([]);
    expect(overlappingEntries(entries, wallClock('2026-12-07'), wallClock('2026-12-14'))).toEqual([[1, 2]]);
  });
});
