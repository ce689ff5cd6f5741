import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { TScheduleEntryInput } from '@placard/contract';
import { renderRoutes } from '../../../test/renderApp';
import { EntryDialog } from './EntryDialog';
import { entryValues, newEntryValues, type EntryFormValues } from './scheduleForm';

type Save = (input: TScheduleEntryInput) => Promise<unknown>;

const playlists = [
  { id: 11, name: 'Summer menu', thumbnailUrl: null },
  { id: 12, name: 'Lobby loop', thumbnailUrl: null },
];

async function renderForm(
  options: { withPicker?: boolean; playlistId?: number | null; initial?: EntryFormValues } = {},
) {
  const save = vi.fn<Save>(async () => ({}));
  const onSaved = vi.fn();
  const { withPicker = false, playlistId = 11 } = options;
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <EntryDialog
            open
            onClose={() => undefined}
            title="Add to schedule"
            submitLabel="Add"
            timeZone="Europe/Stockholm"
            playlists={withPicker ? playlists : null}
            allowPlayNow={withPicker}
            // Sunday 22 November 2026
            initial={options.initial ?? newEntryValues('2026-11-22', playlistId)}
            save={save}
            onSaved={onSaved}
          />
        ),
      },
    ],
    '/',
  );
  await screen.findByTestId('schedule-entry-form');
  return { save, onSaved };
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('entry-submit'));

/** Opens an MUI select by its label and picks an option. */
function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** The message shown under a field (its helper text, which the field names as its description). */
function messageUnder(testId: string): string | null {
  const field = input(testId);
  const describedBy = field.getAttribute('aria-describedby');
  return describedBy ? (document.getElementById(describedBy)?.textContent ?? null) : null;
}

describe('the schedule entry form', { timeout: 15_000 }, () => {
  afterEach(async () => {
    cleanup();
    await i18next.changeLanguage('en');
  });

  it('says the screen’s timezone and refuses an end time not after the start, in English and Swedish', async () => {
    const { save, onSaved } = await renderForm();
    expect(screen.getByTestId('entry-time-zone').textContent).toBe(
      "Times are the screen's local time: Europe/Stockholm",
    );
    type('entry-start-time', '17:00');
    type('entry-end-time', '09:00');
    submit();
    await waitFor(() => expect(messageUnder('entry-end-time')).toBe('Please choose a valid schedule'));
    expect(input('entry-end-time').getAttribute('aria-invalid')).toBe('true');

    type('entry-end-time', '17:00');
    submit();
    await waitFor(() => expect(messageUnder('entry-end-time')).toBe('Please choose a valid schedule'));
    await i18next.changeLanguage('sv');
    await waitFor(() => expect(messageUnder('entry-end-time')).toBe('Välj ett giltigt schema'));
    expect(save).not.toHaveBeenCalled();

    // until the end of the day: 17:00–24:00
    fireEvent.click(within(screen.getByTestId('entry-until-end-of-day')).getByRole('checkbox'));
    expect(screen.queryByTestId('entry-end-time')).toBeNull();
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({
      playlistId: 11,
      schedule: {
        startDate: '2026-11-22',
        startTime: '17:00',
        endTime: '24:00',
        allDay: false,
        repeat: { frequency: 'none', interval: 1 },
        weekdays: [],
        ends: { type: 'never' },
      },
    });
  });

  it('repeats weekly on the weekdays toggled, starting from the start date’s weekday', async () => {
    const { save } = await renderForm();
    choose('Repeat', 'Custom…');
    const days = within(screen.getByTestId('entry-weekdays'));
    // the start date is a Sunday
    expect(days.getByRole('button', { name: 'Sunday' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(days.getByRole('button', { name: 'Wednesday' }));
    fireEvent.click(days.getByRole('button', { name: 'Monday' }));
    fireEvent.click(days.getByRole('button', { name: 'Sunday' }));
    expect(days.getByRole('button', { name: 'Sunday' }).getAttribute('aria-pressed')).toBe('false');
    type('entry-interval', '2');
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].schedule).toMatchObject({
      repeat: { frequency: 'weeks', interval: 2 },
      weekdays: ['MO', 'WE'],
      ends: { type: 'never' },
    });
  });

  it('names a weekly repetition without days, and repeats every N days, months or years', async () => {
    const { save } = await renderForm();
    choose('Repeat', 'Custom…');
    fireEvent.click(within(screen.getByTestId('entry-weekdays')).getByRole('button', { name: 'Sunday' }));
    expect(screen.getByText("No day chosen: it plays on the start date's weekday (Sunday).")).toBeTruthy();
    choose('Period', 'month');
    expect(screen.queryByTestId('entry-weekdays')).toBeNull();
    type('entry-interval', '0');
    submit();
    await waitFor(() => expect(messageUnder('entry-interval')).toBe('Please enter 1 or more.'));
    type('entry-interval', '3');
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].schedule).toMatchObject({
      repeat: { frequency: 'months', interval: 3 },
      weekdays: [],
    });
  });

  it('offers the usual repetitions first, and fills the fields below with the one picked', async () => {
    const { save } = await renderForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Repeat' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    // the start date is Sunday 22 November
    expect(options.map((option) => option.textContent)).toEqual([
      'Does not repeat',
      'Every day',
      'Every weekday (Monday to Friday)',
      'Every week on Sunday',
      'Every month on day 22',
      'Custom…',
    ]);
    fireEvent.click(options[2] as HTMLElement);
    expect(screen.getByRole('combobox', { name: 'Repeat' }).textContent).toBe(
      'Every weekday (Monday to Friday)',
    );
    expect(input('entry-interval').value).toBe('1');
    expect(input('entry-unit').value).toBe('weeks');
    const days = within(screen.getByTestId('entry-weekdays'));
    const pressed = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
      (name) => days.getByRole('button', { name }).getAttribute('aria-pressed'),
    );
    expect(pressed).toEqual(['true', 'true', 'true', 'true', 'true', 'false', 'false']);

    // the fields changed by hand no longer match it: Custom
    fireEvent.click(days.getByRole('button', { name: 'Saturday' }));
    expect(screen.getByRole('combobox', { name: 'Repeat' }).textContent).toBe('Custom…');
    fireEvent.click(days.getByRole('button', { name: 'Saturday' }));
    expect(screen.getByRole('combobox', { name: 'Repeat' }).textContent).toBe(
      'Every weekday (Monday to Friday)',
    );
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].schedule).toMatchObject({
      repeat: { frequency: 'weeks', interval: 1 },
      weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
    });

    choose('Repeat', 'Every month on day 22');
    expect(input('entry-unit').value).toBe('months');
    expect(screen.queryByTestId('entry-weekdays')).toBeNull();
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]?.[0].schedule?.repeat).toEqual({ frequency: 'months', interval: 1 });
  });

  it('keeps "every week on" the start date’s weekday as the start date moves, and shows a saved preset', async () => {
    const { save } = await renderForm();
    choose('Repeat', 'Every week on Sunday');
    type('entry-start-date', '2026-11-25');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Repeat' }).textContent).toBe('Every week on Wednesday'),
    );
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].schedule).toMatchObject({ startDate: '2026-11-25', weekdays: ['WE'] });
    cleanup();

    const daily = {
      startDate: '2026-11-22',
      startTime: '08:00',
      endTime: '10:00',
      allDay: false,
      repeat: { frequency: 'days' as const, interval: 1 },
      weekdays: [],
      ends: { type: 'never' as const },
    };
    await renderForm({ initial: entryValues({ playlistId: 11, schedule: daily }, '2026-11-22') });
    expect(screen.getByRole('combobox', { name: 'Repeat' }).textContent).toBe('Every day');
    expect(input('entry-unit').value).toBe('days');
  });

  it('ends on a date (not before the start) or after a number of occurrences', async () => {
    const { save } = await renderForm();
    choose('Repeat', 'Custom…');
    expect(input('entry-end-date').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'On' }));
    type('entry-end-date', '2026-11-01');
    submit();
    await waitFor(() => expect(messageUnder('entry-end-date')).toBe('Please choose a valid schedule'));

    fireEvent.click(screen.getByRole('radio', { name: 'After' }));
    type('entry-count', '');
    submit();
    await waitFor(() => expect(messageUnder('entry-count')).toBe('This field is required.'));
    type('entry-count', '12');
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].schedule?.ends).toEqual({ type: 'after', count: 12 });

    fireEvent.click(screen.getByRole('radio', { name: 'On' }));
    type('entry-end-date', '2026-12-31');
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]?.[0].schedule?.ends).toEqual({ type: 'on', date: '2026-12-31' });
  });

  it('asks for a playlist, and sends play now without a schedule', async () => {
    const { save } = await renderForm({ withPicker: true, playlistId: null });
    submit();
    await waitFor(() => expect(messageUnder('entry-playlist')).toBe('This field is required.'));
    fireEvent.mouseDown(input('entry-playlist'));
    fireEvent.click(await screen.findByRole('option', { name: 'Lobby loop' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Play now' }));
    expect(screen.queryByTestId('entry-start-date')).toBeNull();
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledWith({ playlistId: 12, schedule: null }));
  });
});
