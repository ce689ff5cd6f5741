import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  Role,
  TAlert,
  TDashboard,
  TDashboardScreen,
  TDashboardSetup,
  TSession,
} from '@placard/contract';
import { alertOf } from '../alerts/test/alertFixtures';
import { landing, renderRoutes } from '../../test/renderApp';
import { mediaItem } from '../media/test/mediaFixtures';
import { playlistSummary } from '../playlists/test/playlistFixtures';
import { stubApi, testSession, WithSession } from '../../test/testSession';
import { guidesStorageKey } from './guides';
import DashboardPage from './DashboardPage';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const ALL_DONE: TDashboardSetup = {
  screenAdded: true,
  mediaUploaded: true,
  playlistCreated: true,
  playlistPublished: true,
  contentScheduled: true,
};
const NOTHING_DONE: TDashboardSetup = {
  screenAdded: false,
  mediaUploaded: false,
  playlistCreated: false,
  playlistPublished: false,
  contentScheduled: false,
};

function screenOf(overrides: Partial<TDashboardScreen> & Pick<TDashboardScreen, 'id' | 'name'>) {
  return {
    deviceKey: `key-${overrides.id}-screen`,
    status: 'active' as const,
    lastSeenAt: '2026-03-02T11:59:30.000Z',
    thumbnailUrl: null,
    thumbnailAt: null,
    showing: null,
    ...overrides,
  };
}

const LOBBY = screenOf({
  id: 7,
  name: 'Lobby',
  thumbnailUrl: '/api/files/lobby.jpg',
  showing: { playlistId: 11, playlistName: 'Spring menu', slideId: 1 },
});
const CAFE = screenOf({ id: 8, name: '', status: 'inactive' });
const CELLAR = screenOf({ id: 9, name: 'Cellar', status: 'offline', lastSeenAt: '2026-03-02T10:00:00.000Z' });

function ownerDashboard(overrides: Partial<TDashboard> = {}): TDashboard {
  return {
    organizationId: 1,
    setup: ALL_DONE,
    screens: {
      total: 3,
      online: 2,
      offline: 1,
      offlineScreens: [CELLAR],
      nowPlaying: [LOBBY, CAFE, CELLAR],
    },
    playlists: {
      totalCount: 2,
      results: [
        playlistSummary({
          id: 21,
          name: 'Lunch menu',
          publishedAt: '2026-03-01T08:00:00.000Z',
          updatedAt: '2026-03-02T11:00:00.000Z',
        }),
        playlistSummary({ id: 22, name: 'Autumn draft', section: 'shared' }),
      ],
    },
    uploads: {
      totalCount: 2,
      results: [
        mediaItem({ id: 31, name: 'quay.png', createdAt: '2026-03-02T11:30:00.000Z' }),
        mediaItem({ id: 32, name: 'harbour.png', section: 'shared', folderId: 4 }),
      ],
    },
    license: {
      package: 'location_1y',
      state: 'active',
      licenseStatus: 'valid',
      validityExpiresAt: '2026-04-11T10:00:00.000Z',
      daysLeft: 40,
      screens: { used: 3, limit: 10 },
      users: { used: 5, limit: 5 },
      storage: { usedBytes: 5 * 1024 * 1024, itemCount: 2 },
    },
    ...overrides,
  };
}

/** The dashboard, and the organization's alerts (by default one prepared: the alerts guide is done). */
function stubDashboard(
  dashboard: TDashboard | (() => { status: number; body?: unknown }),
  alerts: TAlert[] = [alertOf()],
) {
  return stubApi({
    'GET /api/dashboard':
      typeof dashboard === 'function' ? dashboard : () => ({ status: 200, body: dashboard }),
    'POST /api/alert/list': () => ({ status: 200, body: { results: alerts } }),
  });
}

async function renderDashboard(session: TSession = testSession()) {
  const view = await renderRoutes(
    [
      {
        path: '/home',
        element: (
          <WithSession session={session}>
            <DashboardPage />
          </WithSession>
        ),
      },
      landing('/devices/:deviceKey/:orgId'),
      landing('/playlists/:playlistId'),
      landing('/media/:section'),
      landing('/devicemanagement/devices'),
    ],
    '/home',
  );
  await screen.findByTestId('dashboard-page');
  return view;
}

const memberOf = (role: Role) => testSession({ roleName: role, userId: 5 });
const section = (name: string) => screen.getByRole('region', { name });

describe('the dashboard', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(Date, 'now').mockReturnValue(NOW.getTime());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows an owner the screens online with the offline ones named, the licence and its usage', async () => {
    stubDashboard(ownerDashboard());
    await renderDashboard();

    const screens = await screen.findByTestId('dashboard-screens');
    expect(within(screens).getByTestId('dashboard-screens-value').textContent).toContain('2 of 3');
    const cellar = within(screens).getByRole('link', { name: 'Cellar' });
    expect(cellar.getAttribute('href')).toBe('/devices/key-9-screen/1');
    expect(within(screens).getByText('1 offline:')).toBeTruthy();

    expect(within(section('Licence')).getByTestId('dashboard-license-value').textContent).toContain(
      '40 days left',
    );
    expect(screen.getByTestId('dashboard-license-note').textContent).toContain('Location, 1 year · ends');
    expect(
      within(section('Licence')).getByRole('link', { name: 'Licence details' }).getAttribute('href'),
    ).toBe('/organizations/1/license');
    expect(screen.getByTestId('dashboard-usage-screens-text').textContent).toContain('3 of 10');
    // at the limit: full and amber
    expect(screen.getByTestId('dashboard-usage-users-text').textContent).toContain('5 of 5');
    expect(
      within(screen.getByTestId('dashboard-usage-users'))
        .getByRole('progressbar', { hidden: true })
        .getAttribute('data-tone'),
    ).toBe('warning');
    // no licence limits storage: an empty, neutral bar
    expect(screen.getByTestId('dashboard-usage-storage-text').textContent).toContain('5 MB · no limit');
    expect(
      within(screen.getByTestId('dashboard-usage-storage'))
        .getByRole('progressbar', { hidden: true })
        .getAttribute('data-tone'),
    ).toBe('neutral');
    expect(
      within(section('Unpublished changes')).getByTestId('dashboard-unpublished-count-value').textContent,
    ).toContain('2');
  });

  it('shows what plays on each screen, with its latest picture, each a link to the screen', async () => {
    stubDashboard(ownerDashboard());
    const { router } = await renderDashboard();

    const grid = await screen.findByTestId('dashboard-now-playing');
    const tiles = within(grid).getAllByTestId('dashboard-screen');
    expect(tiles.map((tile) => within(tile).getByTestId('dashboard-screen-name').textContent)).toEqual([
      'Lobby',
      'Screen 8',
      'Cellar',
    ]);
    expect(tiles.map((tile) => within(tile).getByTestId('dashboard-screen-activity').textContent)).toEqual([
      'Spring menu',
      'Nothing scheduled right now',
      'Last seen 2 hours ago',
    ]);
    expect(
      within(tiles[0] as HTMLElement)
        .getByRole('img', { name: 'What Lobby shows' })
        .getAttribute('src'),
    ).toBe('/api/files/lobby.jpg');
    fireEvent.click(within(tiles[0] as HTMLElement).getByRole('link'));
    expect(router.state.location.pathname).toBe('/devices/key-7-screen/1');
  });

  it('lists the playlists with unpublished changes, each opening the editor', async () => {
    stubDashboard(ownerDashboard());
    await renderDashboard();

    const list = await screen.findByTestId('dashboard-unpublished');
    const rows = within(list).getAllByTestId('dashboard-playlist');
    expect(rows.map((row) => within(row).getByTestId('dashboard-playlist-name').textContent)).toEqual([
      'Lunch menu',
      'Autumn draft',
    ]);
    expect(within(rows[0] as HTMLElement).getByTestId('playlist-status').textContent).toContain(
      'Changes not published',
    );
    expect(within(rows[1] as HTMLElement).getByTestId('playlist-status').textContent).toContain('Draft');
    expect(within(rows[0] as HTMLElement).getByText('Edited 1 hour ago')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Lunch menu' }).getAttribute('href')).toBe('/playlists/21');
  });

  it('shows the newest uploads, each a link to where it lives in the media library', async () => {
    stubDashboard(ownerDashboard());
    await renderDashboard();

    const uploads = await screen.findByTestId('dashboard-uploads');
    expect(
      within(uploads).getByRole('link', { name: 'Open quay.png in the media library' }).getAttribute('href'),
    ).toBe('/media/my');
    expect(
      within(uploads)
        .getByRole('link', { name: 'Open harbour.png in the media library' })
        .getAttribute('href'),
    ).toBe('/media/shared?folder=4');
  });

  it('folds the guides away once all are done, and remembers the user’s choice to open them', async () => {
    stubDashboard(ownerDashboard());
    await renderDashboard();

    const guides = await screen.findByTestId('dashboard-guides');
    expect(guides.getAttribute('data-shown')).toBe('false');
    expect(within(guides).getByTestId('dashboard-guides-progress').textContent).toContain('4 of 4 done');
    const toggle = within(guides).getByRole('button', { name: 'Show guides' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(guides.getAttribute('data-shown')).toBe('true');
    expect(localStorage.getItem(guidesStorageKey(1))).toBe('shown');
    // every guide is done: each is one line, its steps a click away
    expect(screen.getByTestId('guide-add-device').getAttribute('data-done')).toBe('true');

    cleanup();
    stubDashboard(ownerDashboard());
    await renderDashboard();
    expect((await screen.findByTestId('dashboard-guides')).getAttribute('data-shown')).toBe('true');
  });

  it('gives a new organization helpful empty sections and open guides, the alerts guide among them', async () => {
    stubDashboard(
      ownerDashboard({
        setup: NOTHING_DONE,
        screens: { total: 0, online: 0, offline: 0, offlineScreens: [], nowPlaying: [] },
        playlists: { totalCount: 0, results: [] },
        uploads: { totalCount: 0, results: [] },
        license: {
          package: 'trial',
          state: 'trial',
          licenseStatus: 'valid',
          validityExpiresAt: '2026-04-01T10:00:00.000Z',
          daysLeft: 30,
          screens: { used: 0, limit: 0 },
          users: { used: 1, limit: null },
          storage: { usedBytes: 0, itemCount: 0 },
        },
      }),
      [alertOf({ readOnly: true, origin: { organizationId: 9, organizationName: 'Head office' } })],
    );
    await renderDashboard();

    expect((await screen.findByTestId('dashboard-now-playing-empty')).textContent).toContain(
      'No screens yet',
    );
    expect(
      within(screen.getByTestId('dashboard-now-playing-empty'))
        .getByRole('link', { name: 'Add a screen' })
        .getAttribute('href'),
    ).toBe('/devicemanagement/devices');
    expect(screen.getByTestId('dashboard-unpublished-none').textContent).toContain('No playlists yet');
    expect(screen.getByTestId('dashboard-uploads-empty').textContent).toContain('No uploads yet');
    expect(screen.getByTestId('dashboard-usage-users-text').textContent).toContain('1 · no limit');
    // no limit, or none of none: the bars stay empty and neutral
    for (const usage of ['screens', 'users', 'storage']) {
      const bar = within(screen.getByTestId(`dashboard-usage-${usage}`)).getByRole('progressbar', {
        hidden: true,
      });
      expect([usage, bar.getAttribute('data-tone'), bar.getAttribute('aria-valuenow')]).toEqual([
        usage,
        'neutral',
        '0',
      ]);
    }
    expect(screen.getByTestId('dashboard-usage-screens-text').textContent).toBe('0 of 0');

    const guides = screen.getByTestId('dashboard-guides');
    expect(guides.getAttribute('data-shown')).toBe('true');
    // a parent's broadcast is not an alert the organization prepared
    await waitFor(() =>
      expect(within(guides).getByTestId('dashboard-guides-progress').textContent).toContain('0 of 4 done'),
    );
    expect(screen.getByTestId('guide-howto').getAttribute('data-done')).toBe('false');
    const alertsGuide = screen.getByTestId('guide-alerts');
    expect(alertsGuide.getAttribute('data-done')).toBe('false');
    expect(within(alertsGuide).getByRole('link', { name: 'Create an alert' }).getAttribute('href')).toBe(
      '/alerts/create',
    );
    expect(within(alertsGuide).getByRole('link', { name: 'Alert list' }).getAttribute('href')).toBe(
      '/alerts/list',
    );

    fireEvent.click(within(guides).getByRole('button', { name: 'Hide guides' }));
    expect(guides.getAttribute('data-shown')).toBe('false');
    expect(localStorage.getItem(guidesStorageKey(1))).toBe('hidden');
  });

  it('keeps the alerts guide from those who may not send alerts', async () => {
    stubDashboard(ownerDashboard({ setup: NOTHING_DONE }), []);
    await renderDashboard(memberOf('staff'));

    const guides = await screen.findByTestId('dashboard-guides');
    expect(within(guides).getByTestId('dashboard-guides-progress').textContent).toContain('0 of 3 done');
    expect(screen.queryByTestId('guide-alerts')).toBeNull();
    expect(screen.queryByText(/emergency alert/i)).toBeNull();
  });

  it('ticks the steps of a guide the organization has done', async () => {
    stubDashboard(
      ownerDashboard({
        setup: { ...NOTHING_DONE, mediaUploaded: true, playlistCreated: true, screenAdded: true },
      }),
    );
    await renderDashboard();

    const howto = await screen.findByTestId('guide-howto');
    const steps = within(howto).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-done'))).toEqual(['true', 'true', 'false', 'false']);
    expect(steps[0]?.textContent).toContain('(done)');
    // a screen is added: that guide is a line of its own
    expect(screen.getByTestId('guide-add-device').getAttribute('data-done')).toBe('true');
    expect(screen.getByTestId('dashboard-guides-progress').textContent).toContain('2 of 4 done');
  });

  it('shows a content creator content only: no screens, no licence', async () => {
    stubDashboard(ownerDashboard({ screens: null, license: null }));
    await renderDashboard(memberOf('content_creator'));

    expect(await screen.findByTestId('dashboard-unpublished')).toBeTruthy();
    expect(screen.getByTestId('dashboard-uploads')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-screens')).toBeNull();
    expect(screen.queryByTestId('dashboard-now-playing')).toBeNull();
    expect(screen.queryByTestId('dashboard-license')).toBeNull();
    expect(screen.queryByTestId('dashboard-usage')).toBeNull();
  });

  it('shows a device manager the screens only', async () => {
    stubDashboard(ownerDashboard({ playlists: null, uploads: null, license: null }));
    await renderDashboard(memberOf('screen_manager'));

    expect(await screen.findByTestId('dashboard-now-playing')).toBeTruthy();
    expect(screen.getByTestId('dashboard-screens')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-unpublished')).toBeNull();
    expect(screen.queryByTestId('dashboard-uploads')).toBeNull();
  });

  it('says so when every screen is online', async () => {
    stubDashboard(
      ownerDashboard({
        screens: { total: 2, online: 2, offline: 0, offlineScreens: [], nowPlaying: [LOBBY, CAFE] },
      }),
    );
    await renderDashboard();
    expect((await screen.findByTestId('dashboard-all-online')).textContent).toContain(
      'All screens are online',
    );
  });

  it('offers to try again when the state cannot be loaded', async () => {
    let fail = true;
    stubDashboard(() => (fail ? { status: 500 } : { status: 200, body: ownerDashboard() }));
    await renderDashboard();

    const failed = await screen.findByTestId('load-failed', {}, { timeout: 10_000 });
    expect(failed.textContent).toContain('The state of your organization could not be loaded.');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-screens')).toBeTruthy());
  });
});
