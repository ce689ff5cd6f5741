import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { landing, renderRoutes } from '../../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../../test/testSession';
import DevicesPage from '../list/DevicesPage';
import { deviceStats } from '../test/deviceFixtures';

function stubAccept(answer: { status: number; body?: unknown }) {
  return stubApi({
    'POST /api/device/1/list': () => ({ status: 200, body: { results: [] } }),
    'POST /api/device/stats': () => ({ status: 200, body: deviceStats() }),
    'POST /api/group/groupList': () => ({ status: 200, body: { results: [] } }),
    'POST /api/device/1/accept': () => answer,
  });
}

async function renderAdd(path: string) {
  const page = (
    <WithSession session={testSession()}>
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

const refusal = (code: string, message: string) => ({ status: 400, body: { error: { code, message } } });

describe('adding a screen', { timeout: 15_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for the 4-digit code before sending anything', async () => {
    const api = stubAccept({ status: 200, body: { deviceKey: 'key-new-0001', id: 1 } });
    await renderAdd('/devicemanagement/devices');
    fireEvent.click(await screen.findByTestId('device-add'));
    fireEvent.click(await screen.findByTestId('add-device-submit'));
    expect(await screen.findByText('Enter the 4-digit code shown on the screen.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('add-device-code'), { target: { value: '12a4' } });
    fireEvent.click(screen.getByTestId('add-device-submit'));
    expect(await screen.findByText('Enter the 4-digit code shown on the screen.')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/device/1/accept')).toEqual([]);
  });

  it("fills in the screen's code from the address and the organization's time zone, and opens the new screen", async () => {
    const api = stubAccept({ status: 200, body: { deviceKey: 'key-new-0001', id: 31 } });
    const { router } = await renderAdd('/devicemanagement/devices/add/4821');
    const code = (await screen.findByTestId('add-device-code')) as HTMLInputElement;
    expect(code.value).toBe('4821');
    // testSession's organization plays in Stockholm, whatever the browser's zone
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toContain(
      'Europe/Stockholm',
    );
    fireEvent.change(screen.getByTestId('add-device-name'), { target: { value: 'Entrance' } });
    fireEvent.click(screen.getByTestId('add-device-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/key-new-0001/1'));
    expect(sentBodies(api, 'POST', '/api/device/1/accept')).toEqual([
      { deviceId: '4821', name: 'Entrance', timezone: 'Europe/Stockholm' },
    ]);
  });

  it('says a wrong code failed, and the licence limit in its own words', async () => {
    stubAccept(refusal('DEVICE_PAIRING_FAILED', 'Failed to add the device'));
    await renderAdd('/devicemanagement/devices/add/1111');
    fireEvent.click(await screen.findByTestId('add-device-submit'));
    expect((await screen.findByTestId('add-device-error')).textContent).toBe('Failed to add the device');

    cleanup();
    vi.unstubAllGlobals();
    stubAccept(refusal('DEVICE_LIMIT_EXCEEDED', 'device limit'));
    await renderAdd('/devicemanagement/devices/add/2222');
    fireEvent.click(await screen.findByTestId('add-device-submit'));
    expect((await screen.findByTestId('add-device-error')).textContent).toBe('Exceeded device limit');
  });

  it('goes back to the list when closed', async () => {
    stubAccept({ status: 200, body: { deviceKey: 'key-new-0001', id: 31 } });
    const { router } = await renderAdd('/devicemanagement/devices/add/4821');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devicemanagement/devices'));
  });
});
