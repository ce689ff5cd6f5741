import { describe, expect, it } from 'vitest';
import { newEntryValues, entryValues } from '../scheduleForm';
import {
  dayOfMonth,
  presetOf,
  presetValues,
  REPEAT_PRESETS,
  weekdaysAfterMove,
  type RepeatValues,
} from './repeatPresets';

// Tuesday 24 November 2026
const TUESDAY = '2026-11-24';
const start: RepeatValues = { frequency: 'none', interval: '1', weekdays: ['TU'] };
const fill = (preset: (typeof REPEAT_PRESETS)[number], current = start) =>
  presetValues(preset, TUESDAY, current);

describe('the repeat presets', () => {
  it('fill the custom fields as a calendar would', () => {
    expect(fill('none')).toEqual({ frequency: 'none', interval: '1', weekdays: ['TU'] });
    expect(fill('daily')).toEqual({ frequency: 'days', interval: '1', weekdays: ['TU'] });
    expect(fill('weekdays')).toEqual({
      frequency: 'weeks',
      interval: '1',
      weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
    });
    expect(fill('weekly')).toEqual({ frequency: 'weeks', interval: '1', weekdays: ['TU'] });
    expect(fill('monthly')).toEqual({ frequency: 'months', interval: '1', weekdays: ['TU'] });
  });

  it('set every 1 again when a preset follows a custom "every 3 weeks"', () => {
    const custom: RepeatValues = { frequency: 'weeks', interval: '3', weekdays: ['MO', 'SA'] };
    expect(fill('weekly', custom)).toEqual({ frequency: 'weeks', interval: '1', weekdays: ['TU'] });
    expect(fill('daily', custom)).toEqual({ frequency: 'days', interval: '1', weekdays: ['MO', 'SA'] });
  });

  it('start Custom from every week on the start date’s weekday, and keep a repetition as it is', () => {
    expect(fill('custom')).toEqual({ frequency: 'weeks', interval: '1', weekdays: ['TU'] });
    const custom: RepeatValues = { frequency: 'years', interval: '2', weekdays: ['TU'] };
    expect(fill('custom', custom)).toBe(custom);
  });

  it('are recognised again in the fields each one fills', () => {
    for (const preset of REPEAT_PRESETS.filter((preset) => preset !== 'custom')) {
      expect(presetOf({ ...fill(preset), startDate: TUESDAY }), preset).toBe(preset);
    }
  });

  it('leave anything else to Custom', () => {
    const of = (values: RepeatValues) => presetOf({ ...values, startDate: TUESDAY });
    expect(of({ frequency: 'days', interval: '2', weekdays: [] })).toBe('custom');
    expect(of({ frequency: 'weeks', interval: '1', weekdays: ['MO', 'WE'] })).toBe('custom');
    // a single day other than the start date's
    expect(of({ frequency: 'weeks', interval: '1', weekdays: ['WE'] })).toBe('custom');
    expect(of({ frequency: 'weeks', interval: '2', weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'] })).toBe(
      'custom',
    );
    expect(of({ frequency: 'years', interval: '1', weekdays: [] })).toBe('custom');
    expect(of({ frequency: 'months', interval: '', weekdays: [] })).toBe('custom');
    // no weekday chosen plays on the start date's: every week on Tuesday
    expect(of({ frequency: 'weeks', interval: '1', weekdays: [] })).toBe('weekly');
    expect(presetOf({ frequency: 'weeks', interval: '1', weekdays: ['TU'], startDate: '' })).toBe('custom');
  });

  it('show the preset of an entry opened for a change', () => {
    const weekdays = entryValues(
      {
        playlistId: 1,
        schedule: {
          startDate: TUESDAY,
          startTime: '09:00',
          endTime: '17:00',
          allDay: false,
          repeat: { frequency: 'weeks', interval: 1 },
          weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
          ends: { type: 'on', date: '2026-12-31' },
        },
      },
      TUESDAY,
    );
    expect(presetOf(weekdays)).toBe('weekdays');
    expect(presetOf(newEntryValues(TUESDAY))).toBe('none');
  });

  it('name the day of the month a monthly repetition keeps', () => {
    expect(dayOfMonth('2026-01-31')).toBe(31);
    expect(dayOfMonth('2026-02-30')).toBeNull();
  });

  it('move "every week on Tuesday" to the weekday of a new start date, and nothing else', () => {
    const weekly = fill('weekly');
    expect(weekdaysAfterMove(weekly, TUESDAY, '2026-11-26')).toEqual(['TH']);
    expect(weekdaysAfterMove(weekly, TUESDAY, '2026-12-01')).toBeNull();
    expect(weekdaysAfterMove(fill('weekdays'), TUESDAY, '2026-11-26')).toBeNull();
    expect(weekdaysAfterMove({ ...weekly, interval: '2' }, TUESDAY, '2026-11-26')).toBeNull();
    expect(weekdaysAfterMove(weekly, TUESDAY, '')).toBeNull();
  });
});
