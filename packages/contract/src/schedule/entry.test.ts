import { describe, expect, it } from 'vitest';
import { SCHEDULE_YEAR_MAX, SCHEDULE_YEAR_MIN, ZSchedule } from './entry.js';
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

  it('refuses a date that is not in the calendar, as start or as end, with the schedule message', () => {
    for (const date of ['2026-02-29', '2026-02-30', '2026-02-31', '2026-04-31', '2027-02-29', '2100-02-29']) {
      expect(issues(aSchedule({ startDate: date })), date).toEqual(['startDate: validation.schedule']);
      expect(issues(aSchedule({ startDate: '2026-01-01', ends: { type: 'on', date } })), date).toEqual([
        'ends.date: validation.schedule',
      ]);
    }
  });

  it('takes the last day of every month, 29 February in leap years included', () => {
    for (const date of ['2026-01-31', '2026-02-28', '2026-04-30', '2028-02-29', '2000-02-29', '2026-12-31']) {
      expect(issues(aSchedule({ startDate: date })), date).toEqual([]);
    }
  });

  it(`takes years ${SCHEDULE_YEAR_MIN} to ${SCHEDULE_YEAR_MAX} and refuses the others`, () => {
    expect(issues(aSchedule({ startDate: '2000-01-01' }))).toEqual([]);
    expect(issues(aSchedule({ startDate: '2200-12-31' }))).toEqual([]);
    for (const date of ['0099-06-01', '0000-01-01', '1999-12-31', '2201-01-01', '9999-12-31']) {
      expect(issues(aSchedule({ startDate: date })), date).toEqual(['startDate: validation.schedule']);
    }
    expect(issues(aSchedule({ ends: { type: 'on', date: '2201-01-01' } }))).toEqual([
      'ends.date: validation.schedule',
    ]);
  });

  it('refuses impossible dates, times and counts', () => {
    expect(issues(aSchedule({ startDate: '2026-13-01' }))).not.toEqual([]);
    expect(issues(aSchedule({ startTime: '24:30' }))).not.toEqual([]);
    expect(issues(aSchedule({ ends: { type: 'after', count: 0 } }))).not.toEqual([]);
    expect(issues(aSchedule({ repeat: { frequency: 'days', interval: 0 } }))).not.toEqual([]);
  });
});
