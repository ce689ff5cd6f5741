import { describe, expect, it } from 'vitest';
import { mondayOf, wallClock, wallDate, wallDay, wallTime } from './wall.js';

describe('wall-clock dates', () => {
  it('reads years below 100 as those years, not as the 1900s', () => {
    expect(wallDate(wallClock('0099-06-01'))).toBe('0099-06-01');
    expect(wallDate(wallDay(5, 0, 1))).toBe('0005-01-01');
    expect(wallDate(mondayOf(wallClock('0099-06-03')))).toBe('0099-06-01');
  });

  it('rolls a day or month past the end into the next, as Date does', () => {
    expect(wallDate(wallDay(2026, 1, 30))).toBe('2026-03-02');
    expect(wallDate(wallDay(2026, 14, 1))).toBe('2027-03-01');
  });

  it('holds the time of day, 24:00 being the next midnight', () => {
    expect(wallTime(wallClock('2026-11-22', '09:45'))).toBe('09:45');
    expect(wallClock('2026-11-22', '24:00')).toEqual(wallClock('2026-11-23'));
  });

  it('finds the Monday of a week, before 1970 too', () => {
    expect(wallDate(mondayOf(wallClock('2026-11-22', '23:59')))).toBe('2026-11-16');
    expect(wallDate(mondayOf(wallClock('1969-12-31', '12:00')))).toBe('1969-12-29');
  });
});
