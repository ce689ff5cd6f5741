import { describe, expect, it } from 'vitest';
import { entryFormSchema, newEntryValues, type EntryFormValues } from './scheduleForm';

/** The form's messages by field, as the dialog shows them. */
const messages = (changes: Partial<EntryFormValues>) => {
  const result = entryFormSchema(true).safeParse({ ...newEntryValues('2026-11-22', 1), ...changes });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map(({ path, message }) => [path.join('.'), message]));
};

describe('the schedule entry form', () => {
  it('takes a date the calendar has', () => {
    expect(messages({ startDate: '2028-02-29' })).toEqual({});
  });

  it('refuses a start date the calendar does not have, or a year out of range, under the date', () => {
    for (const startDate of ['2026-02-30', '2026-04-31', '1999-12-31', '2201-01-01']) {
      expect(messages({ startDate }), startDate).toEqual({ startDate: 'validation.schedule' });
    }
  });

  it('refuses an impossible end date under the end date', () => {
    expect(
      messages({ startDate: '2026-02-01', frequency: 'days', ends: 'on', endDate: '2026-02-31' }),
    ).toEqual({ endDate: 'validation.schedule' });
  });
});
