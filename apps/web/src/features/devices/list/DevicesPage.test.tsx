import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TSession } from '@placard/contract';
import { landing, renderRoutes } from '../../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../../test/testSession';
import { deviceEntry, deviceStats, groupNode } from '../test/deviceFixtures';
import DevicesPage from './DevicesPage';

type Handlers = Parameters<typeof stubApi>[0];

const NOW = new Date('2026-03-02T12:00:00.000Z');
const LOBBY = deviceEntry({
  id: 7,
  deviceKey: 'key-lobby-0007',
  name: 'Lobby',
  status: 'active',
  active: true,
  groupId: 1,
  groupName: 'Stockholm',
  currentShedule: { playlistId: 11, playlistName: 'Spring menu', slideId: 1 },
  thumbnailUrl: '/api/files/thumb-7.jpg',
});
const UNNAMED = deviceEntry({ id: 8, deviceKey: 'key-unnamed-0008' });
const CELLAR = deviceEntry({
  id: 9,
  deviceKey: 'key-cellar-0009',
  name: 'Cellar',
  status: 'offline',
  offline: true,
  lastSeenAt: '2026-03-02T11:55:00.000Z',
});

function stubDevices(handlers: Handlers = {}) {
  return stubApi({
    'POST /api/device/1/list': () => ({ status: 200, body: { results: [LOBBY, UNNAMED, CELLAR] } }),
    'POST /api/device/stats': () => ({
      status: 200,
      body: deviceStats({ total: 3, active: 1, inactive: 1, offline: 1, updating: 0, interactive: 0 }),
    }),
    'POST /api/group/groupList': () => ({
      status: 200,
      body: { results: [groupNode({ id: 1, name: 'Stockholm', deviceCount: 1 })] },
    }),
    ...handlers,
  });
}

async function renderDevices(path = '/devicemanagement/devices', session: TSession = testSession()) {
  const page = (
    <WithSession session={session}>
      <DevicesPage />
    </WithSession>
  );
  return renderRoutes(
    [
      { path: '/devicemanagement/devices', element: page },
      { path: '/devicemanagement/devices/add/:otp', element: page },
      landing('/devices/:deviceKey/:orgId'),
    ],
    path,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

// whole pages with their dialogs: slow on a busy machine
describe('the device list', { timeout: 15_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(Date, 'now').mockReturnValue(NOW.getTime());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('counts the screens by status against the licence, and shows each with its status, group and playlist', async () => {
    stubDevices();
    await renderDevices();

    expect(await screen.findByRole('article', { name: 'Lobby' })).toBeTruthy();
    const stats = screen.getByTestId('device-stats');
    expect(within(stats).getByTestId('device-stats-active-value').textContent).toBe('1');
    expect(within(stats).getByTestId('device-stats-inactive-value').textContent).toBe('1');
    expect(within(stats).getByTestId('device-stats-offline-value').textContent).toBe('1');
    expect(within(stats).getByTestId('device-stats-screens-value').textContent).toBe('3 of 10');
    expect(within(stats).getByTestId('device-stats-interactive-value').textContent).toBe('0 of 2');
    expect(screen.getByTestId('device-count').textContent).toBe('3 screens');

    const lobby = card('Lobby');
    expect(within(lobby).getByTestId('device-status').textContent).toBe('Active');
    expect(within(lobby).getByTestId('device-group').textContent).toBe('Stockholm');
    expect(within(lobby).getByTestId('device-playing').textContent).toBe('Spring menu');
    expect(within(lobby).getByRole('img', { name: 'What Lobby shows' }).getAttribute('src')).toBe(
      '/api/files/thumb-7.jpg',
    );
    expect(within(lobby).queryByTestId('device-last-seen')).toBeNull();

    // a screen without a name is listed by its number
    const unnamed = card('Screen 8');
    expect(within(unnamed).getByTestId('device-name').textContent).toBe('Screen 8');
    expect(within(unnamed).getByTestId('device-group').textContent).toBe('No group');
    expect(within(unnamed).getByTestId('device-playing').textContent).toBe('Nothing playing');
    expect(within(unnamed).getByText('No picture yet')).toBeTruthy();

    const cellar = card('Cellar');
    expect(within(cellar).getByTestId('device-status').textContent).toBe('Offline');
    expect(within(cellar).getByTestId('device-last-seen').textContent).toBe('Last seen 5 minutes ago');
  });

  it('says when the licence sets no limit', async () => {
    stubDevices({
      'POST /api/device/stats': () => ({
        status: 200,
        body: deviceStats({ total: 3, deviceLimit: null, interactiveLimit: null }),
      }),
    });
    await renderDevices();
    const screens = await screen.findByTestId('device-stats-screens');
    expect(within(screens).getByTestId('device-stats-screens-value').textContent).toBe('3');
    expect(screens.textContent).toContain('No limit');
  });

  it('filters by words, status and group through the list call', async () => {
    const api = stubDevices();
    await renderDevices();
    await screen.findByRole('article', { name: 'Lobby' });

    fireEvent.change(screen.getByTestId('device-search'), { target: { value: 'lob' } });
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/device/1/list').at(-1)).toEqual({ search: 'lob' }),
    );

    fireEvent.mouseDown(within(screen.getByTestId('device-filter-status')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Offline' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/device/1/list').at(-1)).toEqual({
        search: 'lob',
        status: 'offline',
      }),
    );

    fireEvent.mouseDown(within(screen.getByTestId('device-filter-group')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'No group' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/device/1/list').at(-1)).toEqual({
        search: 'lob',
        status: 'offline',
        groupId: null,
      }),
    );
  });

  it("tells the licence's interactive limit when a screen cannot become interactive", async () => {
    const api = stubDevices({
      'POST /api/device/interactive/toggle': () => ({
        status: 403,
        body: {
          error: {
            code: 'INTERACTIVE_LIMIT_REACHED',
            message: 'Maximum number of interactive devices reached',
          },
        },
      }),
    });
    await renderDevices();
    await screen.findByRole('article', { name: 'Lobby' });
    fireEvent.click(screen.getByRole('switch', { name: 'Interactive: Lobby' }));

    expect((await screen.findByTestId('devices-toast')).textContent).toContain(
      'Maximum number of interactive devices reached',
    );
    expect(sentBodies(api, 'POST', '/api/device/interactive/toggle')).toEqual([
      { organizationId: 1, deviceKeys: ['key-lobby-0007'], interactive: true },
    ]);
  });

  it('acts on the selected screens at once, and asks before removing them', async () => {
    const api = stubDevices({
      'POST /api/device/interactive/toggle': () => ({ status: 200, body: { count: 2 } }),
      'POST /api/device/remove': () => ({ status: 200, body: { success: true } }),
    });
    await renderDevices();
    await screen.findByRole('article', { name: 'Lobby' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lobby' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Screen 8' }));
    const bar = screen.getByTestId('device-selection-bar');
    expect(within(bar).getByTestId('device-selection-count').textContent).toBe('2 selected');

    fireEvent.click(within(bar).getByRole('button', { name: 'Make interactive' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/device/interactive/toggle')).toEqual([
        { organizationId: 1, deviceKeys: ['key-lobby-0007', 'key-unnamed-0008'], interactive: true },
      ]),
    );

    fireEvent.click(within(bar).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove 2 screens?' });
    expect(sentBodies(api, 'POST', '/api/device/remove')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove 2 screens' }));
    expect((await screen.findByTestId('devices-toast')).textContent).toContain('2 screens removed.');
    expect(sentBodies(api, 'POST', '/api/device/remove')).toEqual([
      { deviceKey: 'key-lobby-0007' },
      { deviceKey: 'key-unnamed-0008' },
    ]);
  });

  it('explains the three steps of adding a screen when there is none', async () => {
    stubDevices({ 'POST /api/device/1/list': () => ({ status: 200, body: { results: [] } }) });
    await renderDevices();
    const empty = await screen.findByTestId('devices-empty');
    expect(within(empty).getByRole('heading', { name: 'Add your first screen' })).toBeTruthy();
    expect(
      within(empty)
        .getAllByRole('listitem')
        .map((step) => step.querySelector('p')?.textContent),
    ).toEqual(["Open Placard's player on the screen", 'Read the code', 'Enter it here']);
    expect(within(empty).getByTestId('player-url').textContent).toBe(`${window.location.origin}/player`);
    expect(within(empty).getByTestId('devices-empty-add')).toBeTruthy();
  });

  it('hides the changes from a read-only session', async () => {
    stubDevices();
    await renderDevices('/devicemanagement/devices', testSession({ licenseStatus: 'expired' }));
    await screen.findByRole('article', { name: 'Lobby' });
    expect(screen.queryByTestId('device-add')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select Lobby' })).toBeNull();
    expect((screen.getByRole('switch', { name: 'Interactive: Lobby' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
