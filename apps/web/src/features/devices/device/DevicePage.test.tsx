import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../../test/testSession';
import { deviceInfo, groupNode } from '../test/deviceFixtures';
import DevicePage from './DevicePage';

type Handlers = Parameters<typeof stubApi>[0];

function stubDevice(handlers: Handlers = {}) {
  return stubApi({
    'POST /api/device/info': () => ({ status: 200, body: deviceInfo() }),
    'POST /api/device/activeThumbnail': () => ({ status: 200, body: { thumbnailUrl: null, takenAt: null } }),
    'POST /api/group/groupList': () => ({
      status: 200,
      body: { results: [groupNode({ id: 4, name: 'Lobby screens' })] },
    }),
    ...handlers,
  });
}

async function renderDevice(path = '/devices/key-lobby-0007/1') {
  return renderRoutes(
    [
      {
        path: '/devices/:deviceKey/:orgId',
        element: (
          <WithSession session={testSession()}>
            <DevicePage />
          </WithSession>
        ),
      },
    ],
    path,
  );
}

describe('the device page', { timeout: 15_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says how far a screen's clock is off", async () => {
    stubDevice({
      'POST /api/device/info': () => ({
        status: 200,
        body: deviceInfo({ clockOffsetMs: -(3 * 3_600_000 + 2 * 60_000 + 5_000) }),
      }),
    });
    await renderDevice();
    expect((await screen.findByTestId('device-tech-clock')).textContent).toBe(
      "3 hr 2 min slow (the screen plays on the server's time)",
    );
  });

  it('shows an unnamed screen by its number, with what it told of itself, and renames it', async () => {
    const api = stubDevice({ 'POST /api/device/setName': () => ({ status: 200, body: { success: true } }) });
    await renderDevice();
    expect((await screen.findByTestId('device-title')).textContent).toBe('Screen 7');
    expect(screen.getByTestId('device-tech-appVersion').textContent).toBe('1.4.0');
    expect(screen.getByTestId('device-tech-resolution').textContent).toBe('1920 × 1080');
    // a browser player: its browser and system, and no Android version to be unknown
    expect(screen.getByTestId('device-tech-browser').textContent).toBe('Chrome 140 on Linux');
    expect(screen.queryByTestId('device-tech-androidVersion')).toBeNull();
    // 120 ms off: a heartbeat's travel time, not a wrong clock
    expect(screen.getByTestId('device-tech-clock').textContent).toBe('On time');

    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    fireEvent.change(screen.getByTestId('device-name-input'), { target: { value: '  Entrance  ' } });
    fireEvent.click(screen.getByTestId('device-name-save'));
    expect((await screen.findByTestId('device-toast')).textContent).toContain('The screen is renamed.');
    expect(sentBodies(api, 'POST', '/api/device/setName')).toEqual([
      { deviceKey: 'key-lobby-0007', deviceName: 'Entrance' },
    ]);
  });

  it('saves the type, description and time zone', async () => {
    const api = stubDevice({ 'POST /api/device/details': () => ({ status: 200, body: { success: true } }) });
    await renderDevice();
    const details = await screen.findByTestId('device-details');
    fireEvent.mouseDown(within(details).getByRole('combobox', { name: 'Device type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'NIO S15 (portrait)' }));
    fireEvent.change(screen.getByTestId('device-description'), { target: { value: 'By the front door' } });
    fireEvent.click(screen.getByTestId('device-details-save'));

    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/device/details')).toEqual([
        {
          deviceKey: 'key-lobby-0007',
          deviceType: 'NIO_S15_PORTRAIT',
          deviceDescription: 'By the front door',
          timezone: 'Europe/Stockholm',
        },
      ]),
    );
  });

  it('moves the screen into a group chosen from the tree', async () => {
    const api = stubDevice({ 'POST /api/group/addDevice': () => ({ status: 200, body: { success: true } }) });
    await renderDevice();
    const placement = await screen.findByTestId('device-placement');
    await waitFor(() =>
      expect(
        within(placement).getByRole('combobox', { name: 'Group' }).getAttribute('aria-disabled'),
      ).toBeNull(),
    );
    fireEvent.mouseDown(within(placement).getByRole('combobox', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lobby screens' }));
    expect((await screen.findByTestId('device-placement-notice')).textContent).toBe(
      'The screen is now in Lobby screens.',
    );
    expect(sentBodies(api, 'POST', '/api/group/addDevice')).toEqual([
      { groupId: 4, deviceKey: 'key-lobby-0007' },
    ]);
  });

  it('says so when the screen is not in the organization', async () => {
    stubDevice({
      'POST /api/device/info': () => ({ status: 200, body: deviceInfo({ id: null, deviceKey: null }) }),
    });
    await renderDevice('/devices/key-gone-0000/1');
    expect(await screen.findByTestId('device-not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'This screen was not found' })).toBeTruthy();
  });
});
