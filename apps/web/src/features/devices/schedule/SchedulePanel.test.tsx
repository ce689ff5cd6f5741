import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import type { LicenseStatus, TSchedule, TScheduleEntry, TScheduleList } from '@placard/contract';
import { renderRoutes } from '../../../test/renderApp';
import { playlistSummary } from '../../playlists/test/playlistFixtures';
import { sentBodies, stubApi, testSession, WithSession } from '../../../test/testSession';
import { SchedulePanel } from './SchedulePanel';

const weekdays: TSchedule = {
  startDate: '2026-06-01',
  startTime: '09:00',
  endTime: '17:00',
  allDay: false,
  repeat: { frequency: 'weeks', interval: 1 },
  weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
  ends: { type: 'never' },
};
const lunch: TSchedule = {
  ...weekdays,
  startTime: '12:00',
  endTime: '14:00',
  repeat: { frequency: 'days', interval: 1 },
  weekdays: [],
  ends: { type: 'on', date: '2026-06-30' },
};

function entry(
  id: number,
  index: number,
  playlistId: number,
  playlistName: string,
  schedule: TSchedule | null,
) {
  return {
    id,
    index,
    kind: schedule ? 'scheduled' : 'play_now',
    playlistId,
    playlistName,
    schedule,
    rrule: null,
    createdAt: `2026-06-0${index + 1}T08:00:00Z`,
  } satisfies TScheduleEntry;
}

const schedule: TScheduleList = {
  timezone: 'Europe/Stockholm',
  entries: [entry(1, 0, 11, 'Summer menu', weekdays), entry(2, 1, 12, 'Lunch deals', lunch)],
  inherited: [
    {
      ...entry(3, 0, 13, 'Lobby loop', null),
      source: { type: 'group', groupId: 5, groupName: 'Lobby', distance: 1 },
    },
  ],
};

const summary = (id: number, name: string) => playlistSummary({ id, name, isPublished: true });

const deviceKey = 'screen-key-0001';

async function renderPanel(licenseStatus: LicenseStatus = 'valid') {
  const api = stubApi({
    'POST /api/device/getSchedule': () => ({ status: 200, body: schedule }),
    'POST /api/playlist/list': () => ({
      status: 200,
      body: { results: [summary(11, 'Summer menu'), summary(12, 'Lunch deals')] },
    }),
    'POST /api/device/updateScheduleEntry': () => ({ status: 200, body: schedule }),
    'POST /api/device/removeScheduleEntry': () => ({ status: 200, body: schedule }),
  });
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <WithSession session={testSession({ licenseStatus })}>
            <SchedulePanel target={{ type: 'device', deviceKey }} />
          </WithSession>
        ),
      },
    ],
    '/',
  );
  await screen.findByTestId('schedule-now-playing');
  return api;
}

const rows = () => screen.getAllByTestId('schedule-entry');
const row = (name: string) =>
  rows().find((element) => element.getAttribute('aria-label') === name) as HTMLElement;

describe('a screen’s schedule', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Wednesday 10 June 2026, 12:30 in Stockholm: both own entries are on
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T10:30:00Z'));
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await i18next.changeLanguage('en');
  });

  it('says what plays now and why, lists its entries in words and what its group gives it', async () => {
    await renderPanel();
    expect(screen.getByTestId('schedule-now-playing-text').textContent).toBe(
      "Lunch deals — this screen's own schedule, 12:00–14:00, overrides 1 other entry of this screen and 1 entry of group Lobby",
    );
    expect(screen.getByTestId('schedule-now-playing').textContent).toContain('Screen time: Europe/Stockholm');
    expect(within(row('Summer menu')).getByTestId('schedule-entry-when').textContent).toBe(
      'Every weekday (Mon–Fri) · 09:00–17:00 · from Jun 1, 2026',
    );
    expect(within(row('Lunch deals')).getByTestId('schedule-entry-when').textContent).toBe(
      'Every day · 12:00–14:00 · from Jun 1, 2026 · until Jun 30, 2026',
    );
    // the two own entries overlap each other every weekday lunchtime
    expect(within(row('Summer menu')).getByTestId('schedule-entry-overlap').textContent).toBe(
      'Overlaps another entry',
    );
    expect(within(row('Lunch deals')).getByTestId('schedule-entry-overlap')).toBeTruthy();

    const inherited = row('Lobby loop');
    expect(inherited.getAttribute('data-inherited')).toBe('true');
    expect(within(inherited).getByTestId('schedule-entry-source').textContent).toBe('From group Lobby');
    expect(within(inherited).getByTestId('schedule-entry-when').textContent).toBe('Plays now until stopped');
    expect(within(inherited).queryByTestId('schedule-entry-edit')).toBeNull();
    expect(screen.getByTestId('schedule-precedence').textContent).toContain(
      "a screen's own entries come before its groups'",
    );
  });

  it('removes an entry after asking, by its place in the list', async () => {
    const api = await renderPanel();
    fireEvent.click(within(row('Lunch deals')).getByRole('button', { name: 'Remove Lunch deals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the schedule?' });
    expect(dialog.textContent).toContain('“Lunch deals” will no longer play here at these times.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/device/removeScheduleEntry')).toEqual([
        { deviceKey, scheduleEntryIndex: 1 },
      ]),
    );
  });

  it('draws the week with overlapping entries side by side and opens an entry from its block', async () => {
    const api = await renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Week' }));
    const week = await screen.findByTestId('week-view');
    expect(week.getAttribute('data-week')).toBe('2026-06-08');
    // Intl puts thin spaces around the dash
    expect(screen.getByTestId('week-range').textContent?.replace(/\s/g, ' ')).toBe('Jun 8 – 14, 2026');
    const wednesday = within(week).getAllByTestId('week-day')[2] as HTMLElement;
    const blocks = within(wednesday).getAllByTestId('week-block');
    expect(blocks.map((block) => [block.textContent, block.dataset.lane, block.dataset.lanes])).toEqual([
      ['Summer menu09:00–17:00', '0', '2'],
      ['Lunch deals12:00–14:00', '1', '2'],
    ]);
    // on Saturday only the daily lunch plays, at full width
    const saturday = within(week).getAllByTestId('week-day')[5] as HTMLElement;
    expect(
      within(saturday)
        .getAllByTestId('week-block')
        .map((block) => block.dataset.lanes),
    ).toEqual(['1']);
    expect(within(week).getByTestId('week-play-now-band').textContent).toBe(
      'Lobby loop · Plays now until stopped',
    );
    expect(within(wednesday).getByTestId('week-now')).toBeTruthy();

    fireEvent.click(within(week).getByTestId('week-next'));
    expect(screen.getByTestId('week-view').getAttribute('data-week')).toBe('2026-06-15');
    fireEvent.click(within(week).getByTestId('week-today'));

    fireEvent.click(screen.getByRole('button', { name: 'Summer menu, Wednesday 09:00–17:00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change schedule entry' });
    expect((within(dialog).getByTestId('entry-start-time') as HTMLInputElement).value).toBe('09:00');
    fireEvent.change(within(dialog).getByTestId('entry-end-time'), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByTestId('entry-submit'));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/device/updateScheduleEntry')).toHaveLength(1));
    const [sent] = sentBodies(api, 'POST', '/api/device/updateScheduleEntry') as {
      deviceKey: string;
      scheduleEntryIndex: number;
      scheduleEntry: string;
    }[];
    expect(sent?.scheduleEntryIndex).toBe(0);
    expect(JSON.parse(sent?.scheduleEntry ?? '')).toEqual({
      playlistId: 11,
      schedule: { ...weekdays, endTime: '18:00' },
    });
  });

  it('only shows the schedule when the licence has expired', async () => {
    await renderPanel('expired');
    expect(screen.queryByTestId('schedule-add')).toBeNull();
    expect(within(row('Summer menu')).queryByTestId('schedule-entry-edit')).toBeNull();
  });
});
