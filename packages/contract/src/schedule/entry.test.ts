import { describe, expect, it } from 'vitest';
import { ZSchedule } from './entry.js';
import { aSchedule } from './testing.js';

const issues = (value: unknown) => {
  const result = ZSchedule.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);
};

describe('ZSchedule', () => {
  it('takes a start before the end, and 24:00 as the end of the day', () => {
    expect(issues(aSchedule())).toEqual([]);
    expect(issues(aSchedule({ startTime: '18:00', endTime: '24:00' }))).toEqual([]);
  });

  it('refuses a start that is not before the end', () => {
    expect(issues(aSchedule({ startTime: '10:00', endTime: '10:00' }))).toEqual([
      'endTime: validation.schedule',
    ]);
    expect(issues(aSchedule({ startTime: '17:00', endTime: '09:00' }))).toEqual([
      'endTime: validation.schedule',
    ]);
    expect(issues(aSchedule({ startTime: '24:00', endTime: '24:00' }))).toEqual([
      'endTime: validation.schedule',
    ]);
  });

  it('ignores the times of an all-day entry', () => {
    expect(issues(aSchedule({ allDay: true, startTime: '00:00', endTime: '00:00' }))).toEqual([]);
  });

  it('refuses an end date before the start date', () => {
    expect(issues(aSchedule({ ends: { type: 'on', date: '2026-11-21' } }))).toEqual([
      'ends.date: validation.schedule',
    ]);
    expect(issues(aSchedule({ ends: { type: 'on', date: '2026-11-22' } }))).toEqual([]);
  });

  it('refuses impossible dates, times and counts', () => {
    expect(issues(aSchedule({ startDate: '2026-13-01' }))).not.toEqual([]);
    expect(issues(aSchedule({ startTime: '24:30' }))).not.toEqual([]);
    expect(issues(aSchedule({ ends: { type: 'after', count: 0 } }))).not.toEqual([]);
    expect(issues(aSchedule({ repeat: { frequency: 'days', interval: 0 } }))).not.toEqual([]);
  });
});
