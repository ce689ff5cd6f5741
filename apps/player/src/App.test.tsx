import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { UnpairedError, type PlayerApi } from './api';
import { App } from './App';
import { CREDENTIALS_KEY, loadCredentials, saveCredentials } from './credentials';
import { createManifestStore, MANIFEST_KEY } from './manifestStore';
import type { MediaLibrary } from './mediaCache';
import { alert, manifest, playlist, slide, text } from './testing/manifests';

const media: MediaLibrary = {
  download: async () => undefined,
  playable: async (wanted) => wanted,
  prune: async () => undefined,
  clear: vi.fn(async () => undefined),
};

/** A server that knows no device any more, and hands out pairing codes. */
function api(overrides: Partial<PlayerApi> = {}): PlayerApi {
  return {
    startPairing: async () => ({
      pairingId: 'p1',
      code: '4821',
      secret: 's1',
      expiresAt: new Date(Date.now() + 600_000).toISOString(),
    }),
    pairingStatus: async () => ({ state: 'waiting', expiresAt: new Date().toISOString() }),
    manifest: async () => {
      throw new UnpairedError();
    },
    heartbeat: async () => undefined,
    thumbnail: async () => undefined,
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  // no server to connect to: the screen's socket just keeps trying (Node's implementation of it)
  vi.stubGlobal('WebSocket', NodeWebSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('App', () => {
  it('shows a pairing code on a screen that was never paired', async () => {
    render(<App api={api()} store={createManifestStore()} media={media} />);
    await waitFor(() => expect(screen.getByTestId('pairing-code').getAttribute('data-code')).toBe('4821'));
    expect(screen.getByText('Go to Devices → Add device in Placard and enter this code')).toBeTruthy();
  });

  it('forgets its credentials and content and pairs again when the server answers 401', async () => {
    saveCredentials({ deviceKey: 'dk-1', token: 'old-token' });
    const store = createManifestStore();
    store.save({
      manifest: manifest('r1', [playlist(1, [slide(1, 10, { elements: [text('a', 'Hi')] })])]),
      etag: '"r1"',
    });
    render(<App api={api()} store={store} media={media} />);
    await waitFor(() => expect(screen.getByTestId('pairing-code').getAttribute('data-code')).toBe('4821'));
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBeNull();
    expect(localStorage.getItem(MANIFEST_KEY)).toBeNull();
    expect(media.clear).toHaveBeenCalled();
  });

  it('keeps the credentials it is given once paired, and starts playing', async () => {
    const paired = api({
      pairingStatus: async () => ({ state: 'paired', deviceKey: 'dk-2', token: 'new-token' }),
      manifest: async () => ({
        changed: true,
        manifest: manifest('r1', [playlist(1, [slide(1, 10, { elements: [text('a', 'Welcome')] })])]),
        etag: '"r1"',
      }),
    });
    render(<App api={paired} store={createManifestStore()} media={media} />);
    await waitFor(() => expect(screen.getByTestId('player-slide').textContent).toBe('Welcome'), {
      timeout: 5_000,
    });
    expect(loadCredentials()).toEqual({ deviceKey: 'dk-2', token: 'new-token' });
  });

  it('shows an active alert over the playlist, which stays mounted beneath it', async () => {
    saveCredentials({ deviceKey: 'dk-3', token: 'token-3' });
    const content = manifest('r1', [playlist(1, [slide(1, 10, { elements: [text('a', 'Welcome')] })])]);
    const playing = api({
      manifest: async () => ({
        changed: true,
        manifest: { ...content, alerts: [alert(4, Date.now() - 60_000, null, { name: 'Evacuate' })] },
        etag: '"r1"',
      }),
    });
    render(<App api={playing} store={createManifestStore()} media={media} />);
    await waitFor(() => expect(screen.getByTestId('alert-overlay').textContent).toContain('Evacuate'), {
      timeout: 5_000,
    });
    await waitFor(() => expect(screen.getByTestId('player-slide').textContent).toBe('Welcome'));
  });
});
