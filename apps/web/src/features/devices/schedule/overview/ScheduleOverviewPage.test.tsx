import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TScheduleOverviewRequest, TSession } from '@placard/contract';
import { renderRoutes } from '../../../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../../../test/testSession';
import { deviceEntry, groupNode } from '../../test/deviceFixtures';
import ScheduleOverviewPage from './ScheduleOverviewPage';
import { anOverview, BACK, FRONT, LUNCH } from './test/overviewFixtures';

const PATH = '/devicemanagement/schedule';

// the screens and groups load first, then the week: slow on a busy machine

function stubOverview(overview = anOverview()) {
  return stubApi({
    'POST /api/device/1/list': () => ({
      status: 200,
      body: {
        results: [
          deviceEntry({
            id: BACK.id,
            deviceKey: BACK.deviceKey,
            name: BACK.name,
            groupId: 5,
            groupName: 'Lobby',
          }),
          deviceEntry({
            id: FRONT.id,
            deviceKey: FRONT.deviceKey,
            name: FRONT.name,
            groupId: 5,
            groupName: 'Lobby',
          }),
        ],
      },
    }),
    'POST /api/group/groupList': () => ({
      status: 200,
      body: { results: [groupNode({ id: 5, name: 'Lobby' })] },
    }),
    'POST /api/schedule/overview': () => ({ status: 200, body: overview }),
    'POST /api/playlist/list': () => ({ status: 200, body: { results: [] } }),
    'POST /api/device/updateScheduleEntry': () => ({
      status: 200,
      body: { entries: [], inherited: [], timezone: 'Europe/Stockholm' },
    }),
  });
}

async function renderOverview(path = `${PATH}?week=2026-11-23`, session: TSession = testSession()) {
  return renderRoutes(
    [
      {
        path: PATH,
        element: (
          <WithSession session={session}>
            <ScheduleOverviewPage />
          </WithSession>
        ),
      },
    ],
    path,
  );
}

/** A wide window, where the overview is a week of columns. */
function wideWindow() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const requests = (api: ReturnType<typeof stubApi>) =>
  sentBodies(api, 'POST', '/api/schedule/overview') as TScheduleOverviewRequest[];

describe('the schedule overview', { timeout: 15_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for the week in the screens’ timezone and draws it as columns, with why each block plays', async () => {
    wideWindow();
    const api = stubOverview();
    await renderOverview();
    const week = await screen.findByTestId('overview-week');
    expect(requests(api)[0]).toEqual({ from: '2026-11-23', to: '2026-11-30', timezone: 'Europe/Stockholm' });
    expect(screen.getByTestId('overview-time-zone').textContent).toBe(
      "Times are the screens' local time: Europe/Stockholm",
    );
    const tuesday = within(within(week).getAllByTestId('overview-day')[1] as HTMLElement);
    const lunch = tuesday.getByRole('button', { name: /^Lunch menu, Tuesday 12:00–13:00, Front desk\./ });
    expect(lunch.getAttribute('data-outcome')).toBe('plays');
    const overridden = tuesday.getByRole('button', {
      name: /^Lobby loop, Tuesday 12:00–13:00, Group Lobby · Front desk\./,
    });
    expect(overridden.getAttribute('data-outcome')).toBe('overridden');
    expect(overridden.getAttribute('aria-label')).toContain(
      "“Lunch menu” (Front desk) plays instead: a screen's own schedule comes before its groups'.",
    );
    const playNow = within(screen.getByTestId('overview-play-now'));
    expect(playNow.getAllByTestId('overview-play-now-row').map((row) => row.textContent)).toEqual([
      'Welcome · Group Lobby · 2 screens · Plays whenever nothing else is set to play',
      'Old notice · Screen 8 · Overridden all week by “Welcome” (group Lobby): the most recently added or changed entry comes first',
    ]);
  });

  it('shows the days as a list on a narrow screen, and moves between weeks', async () => {
    const api = stubOverview();
    const { router } = await renderOverview();
    const agenda = await screen.findByTestId('overview-agenda');
    const tuesday = within(within(agenda).getAllByTestId('overview-agenda-day')[1] as HTMLElement);
    expect(tuesday.getByRole('heading').textContent).toBe('Tuesday, November 24');
    expect(tuesday.getByRole('button', { name: /^Lunch menu/ }).textContent).toBe(
      "Lunch menu12:00–13:00Front deskIt comes before “Lobby loop” (group Lobby) and “Welcome” (group Lobby): a screen's own schedule comes before its groups'.",
    );
    fireEvent.click(screen.getByTestId('week-next'));
    await waitFor(() => expect(requests(api).at(-1)).toMatchObject({ from: '2026-11-30', to: '2026-12-07' }));
    expect(router.state.location.search).toBe('?week=2026-11-30');
    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows one screen or one group, chosen in Show, and keeps the choice in the address', async () => {
    const api = stubOverview();
    const { router } = await renderOverview();
    await screen.findByTestId('overview-agenda');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show' }));
    const options = within(screen.getByRole('listbox'));
    // the headings of the two lists are read-only options, as MUI's grouped selects have them
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All screens and groups',
      'Screens',
      'Screen 8',
      'Front desk',
      'Groups',
      'Lobby',
    ]);
    fireEvent.click(options.getByRole('option', { name: 'Front desk' }));
    await waitFor(() => expect(requests(api).at(-1)).toMatchObject({ deviceKey: FRONT.deviceKey }));
    expect(router.state.location.search).toBe(`?week=2026-11-23&screen=${FRONT.deviceKey}`);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Show' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Lobby' }));
    await waitFor(() => expect(requests(api).at(-1)).toMatchObject({ groupId: 5 }));
    expect(requests(api).at(-1)).not.toHaveProperty('deviceKey');
  });

  it('opens a block’s entry for a change and saves it where it is set', async () => {
    const api = stubOverview();
    await renderOverview();
    const agenda = await screen.findByTestId('overview-agenda');
    fireEvent.click(within(agenda).getAllByRole('button', { name: /^Lunch menu/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Change schedule entry' });
    expect(within(dialog).getByTestId('entry-time-zone').textContent).toBe(
      "Times are the screen's local time: Europe/Stockholm",
    );
    expect((within(dialog).getByTestId('entry-start-time') as HTMLInputElement).value).toBe('12:00');
    expect(within(dialog).getByRole('combobox', { name: 'Repeat' }).textContent).toBe(
      'Every weekday (Monday to Friday)',
    );
    fireEvent.click(within(dialog).getByTestId('entry-submit'));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/device/updateScheduleEntry')).toHaveLength(1));
    const [sent] = sentBodies(api, 'POST', '/api/device/updateScheduleEntry') as {
      deviceKey: string;
      scheduleEntryIndex: number;
      scheduleEntry: string;
    }[];
    expect(sent).toMatchObject({ deviceKey: FRONT.deviceKey, scheduleEntryIndex: LUNCH.index });
    expect(JSON.parse(sent?.scheduleEntry ?? '{}')).toMatchObject({ playlistId: LUNCH.playlistId });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a group has no screens, and shows blocks without opening them while the licence has expired', async () => {
    stubOverview(anOverview({ screens: [], entries: [], blocks: [] }));
    await renderOverview(`${PATH}?group=5&week=2026-11-23`);
    expect((await screen.findByTestId('overview-empty')).textContent).toBe(
      'No screens in this group yet, so its schedule plays nowhere.',
    );
    cleanup();

    stubOverview();
    await renderOverview(`${PATH}?week=2026-11-23`, testSession({ licenseStatus: 'expired' }));
    const agenda = await screen.findByTestId('overview-agenda');
    expect(within(agenda).queryAllByRole('button')).toEqual([]);
    expect(within(agenda).getAllByRole('img', { name: /^Lunch menu, Tuesday/ })).toHaveLength(1);
  });
});
