import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { TSchedule } from '@placard/contract';
import { initI18n } from '../../../app/i18n';
import { describeSchedule, formatLocalDate, weekdayOf, type ScheduleT } from './scheduleText';

const base: TSchedule = {
  startDate: '2026-11-22',
  startTime: '09:00',
  endTime: '17:00',
  allDay: false,
  repeat: { frequency: 'weeks', interval: 2 },
  weekdays: ['WE', 'MO'],
  ends: { type: 'on', date: '2026-12-31' },
};

let en: ScheduleT;
let sv: ScheduleT;

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadLanguages(['sv']);
  await i18next.loadNamespaces('schedule');
  en = i18next.getFixedT('en', 'schedule');
  sv = i18next.getFixedT('sv', 'schedule');
});

describe('a schedule in words', () => {
  it('names the repetition, weekdays in week order, the hours, the start and the end, in English', () => {
    expect(describeSchedule(base, en, 'en')).toBe(
      'Every 2 weeks on Mon, Wed · 09:00–17:00 · from Nov 22, 2026 · until Dec 31, 2026',
    );
    expect(describeSchedule({ ...base, ends: { type: 'after', count: 10 } }, en, 'en')).toBe(
      'Every 2 weeks on Mon, Wed · 09:00–17:00 · from Nov 22, 2026 · 10 times',
    );
  });

  it('says the same in Swedish', () => {
    expect(describeSchedule(base, sv, 'sv')).toBe(
      'Med 2 veckors mellanrum på mån, ons · 09:00–17:00 · från 22 nov. 2026 · till och med 31 dec. 2026',
    );
    expect(describeSchedule({ ...base, ends: { type: 'after', count: 1 } }, sv, 'sv')).toBe(
      'Med 2 veckors mellanrum på mån, ons · 09:00–17:00 · från 22 nov. 2026 · en gång',
    );
  });

  it('words every frequency, singular and plural', () => {
    const every = (frequency: TSchedule['repeat']['frequency'], interval: number) =>
      describeSchedule(
        { ...base, allDay: true, repeat: { frequency, interval }, ends: { type: 'never' } },
        en,
        'en',
      );
    expect(every('days', 1)).toBe('Every day · All day · from Nov 22, 2026');
    expect(every('days', 3)).toBe('Every 3 days · All day · from Nov 22, 2026');
    expect(every('weeks', 1)).toBe('Every week on Mon, Wed · All day · from Nov 22, 2026');
    expect(every('months', 1)).toBe('Every month on day 22 · All day · from Nov 22, 2026');
    expect(every('years', 2)).toBe('Every 2 years on November 22 · All day · from Nov 22, 2026');
    expect(every('none', 1)).toBe('On Sun, Nov 22, 2026 · All day');
  });

  it('calls Monday to Friday every week "every weekday", in each language', () => {
    const weekdays = {
      ...base,
      repeat: { frequency: 'weeks' as const, interval: 1 },
      ends: { type: 'never' as const },
    };
    const workingDays = { ...weekdays, weekdays: ['FR', 'TH', 'WE', 'TU', 'MO'] as TSchedule['weekdays'] };
    expect(describeSchedule(workingDays, en, 'en')).toBe(
      'Every weekday (Mon–Fri) · 09:00–17:00 · from Nov 22, 2026',
    );
    expect(describeSchedule(workingDays, sv, 'sv')).toBe(
      'Varje vardag (mån–fre) · 09:00–17:00 · från 22 nov. 2026',
    );
    // every other week stays as it is
    expect(
      describeSchedule({ ...workingDays, repeat: { frequency: 'weeks', interval: 2 } }, en, 'en'),
    ).toMatch(/^Every 2 weeks on Mon, Tue, Wed, Thu, Fri/);
  });

  it('takes the start date’s weekday for a weekly repetition without days, and shows 24:00 as the end of the day', () => {
    expect(weekdayOf('2026-11-22')).toBe('SU');
    const weekly = { ...base, weekdays: [], endTime: '24:00', ends: { type: 'never' as const } };
    expect(describeSchedule(weekly, en, 'en')).toBe('Every 2 weeks on Sun · 09:00–24:00 · from Nov 22, 2026');
    expect(describeSchedule(weekly, sv, 'sv')).toBe(
      'Med 2 veckors mellanrum på sön · 09:00–24:00 · från 22 nov. 2026',
    );
  });
});

describe('formatLocalDate', () => {
  it('shows the year a date names, also below 100', () => {
    expect(formatLocalDate('2026-11-22', 'en')).toBe('Nov 22, 2026');
    expect(formatLocalDate('0099-06-01', 'en')).not.toContain('1999');
  });
});
