import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TClientConfig } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import AndroidPage from './AndroidPage';

const routes = [{ path: '/android', element: <AndroidPage /> }];
const PLAYER_URL = 'https://signage.example.com/player';
const APP_URL = 'https://downloads.example.com/placard.apk';

function serve(config: Pick<TClientConfig, 'androidAppUrl' | 'playerUrl'>) {
  const body: TClientConfig = { languageMenu: true, version: '1.0.0', ...config };
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the /android page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the web player with its address, a QR code of it, install steps and kiosk tips', async () => {
    const fetch = serve({ androidAppUrl: null, playerUrl: PLAYER_URL });
    await renderRoutes(routes, '/android');

    const qr = await screen.findByTestId('android-player-qr');
    expect(qr.dataset.value).toBe(PLAYER_URL);
    expect(within(qr).getByRole('img', { name: 'QR code that opens the Placard player' }).tagName).toBe(
      'svg',
    );
    expect(screen.getByTestId('android-player-url').textContent).toBe(PLAYER_URL);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/config');

    const player = screen.getByRole('region', { name: 'Run the player on any screen' });
    expect(within(player).getByText(/Choose Install Placard player/)).toBeTruthy();
    for (const system of ['Android', 'ChromeOS', 'Windows', 'Raspberry Pi']) {
      expect(screen.getByRole('heading', { level: 3, name: system })).toBeTruthy();
    }
    expect(screen.getByTestId('android-kiosk-windows-command').textContent).toBe(
      `msedge --kiosk ${PLAYER_URL} --edge-kiosk-type=fullscreen`,
    );
    expect(screen.getByTestId('android-kiosk-raspberryPi-command').textContent).toBe(
      `chromium --kiosk --noerrdialogs ${PLAYER_URL}`,
    );
    expect(screen.getByRole('heading', { name: 'How pairing works' })).toBeTruthy();

    // no Android app is offered when none is set
    expect(screen.queryByTestId('android-download')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download the Android app' })).toBeNull();
  });

  it('offers the Android app as a download button and a QR code when its address is set', async () => {
    serve({ androidAppUrl: APP_URL, playerUrl: PLAYER_URL });
    await renderRoutes(routes, '/android');

    const download = await screen.findByRole('link', { name: 'Download the Android app' });
    expect(download.getAttribute('href')).toBe(APP_URL);
    const qr = screen.getByTestId('android-download-qr');
    expect(qr.dataset.value).toBe(APP_URL);
    expect(within(qr).getByRole('img', { name: 'QR code that opens the Android app download' }).tagName).toBe(
      'svg',
    );
    // the web player is offered as well
    expect(screen.getByTestId('android-player-qr').dataset.value).toBe(PLAYER_URL);
  });

  it("shows this page's own player address when the settings cannot be read", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderRoutes(routes, '/android');
    const qr = await screen.findByTestId('android-player-qr');
    expect(qr.dataset.value).toBe(`${window.location.origin}/player`);
    expect(screen.queryByTestId('android-download')).toBeNull();
  });
});
