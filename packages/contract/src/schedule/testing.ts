import type { TSchedule } from './entry.js';

/** A schedule for tests: 09:00–10:00 on Sunday 22 Nov 2026, not repeating, with the given changes. */
export function aSchedule(changes: Partial<TSchedule> = {}): TSchedule {
  return {
    startDate: '2026-11-22',
    startTime: '09:00',
    endTime: '10:00',
    allDay: false,
    repeat: { frequency: 'none', interval: 1 },
    weekdays: [],
    ends: { type: 'never' },
    ...changes,
  };
}

/** Repeating every `interval` of a frequency. */
export const every = (
  interval: number,
  frequency: TSchedule['repeat']['frequency'],
): TSchedule['repeat'] => ({
  frequency,
  interval,
});
