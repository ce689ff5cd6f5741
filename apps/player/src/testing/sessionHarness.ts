import { afterEach, beforeEach, expect, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import type { TManifest } from '@placard/contract';
import { createPlayerApi } from '../api';
import { createManifestStore } from '../manifestStore';
import type { MediaLibrary } from '../mediaCache';
import { ServerClock } from '../serverClock';
import { PlayerSession } from '../session/PlayerSession';
import { PlayerSocket, socketUrl } from '../socket';
import { DEVICE_TOKEN, startPlayerServer, type PlayerServer } from './playerServer';

/** Media kept at once: the files are the server's own addresses. */
const media: MediaLibrary = {
  download: async () => undefined,
  playable: async (wanted) => wanted,
  prune: async () => undefined,
  clear: async () => undefined,
};

/** Gives the network a moment, on the real clock (the session's stand still). */
const realSetTimeout = globalThis.setTimeout;
export const moment = (ms = 50) => new Promise((resolve) => realSetTimeout(resolve, ms));

/** Waits until the check passes, on the real clock: unlike vi.waitFor, it lets no fake time pass. */
export async function until(check: () => void, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await moment(10);
  }
}

/**
 * Sessions of screens paired with a test server started for each test, on the real API client and
 * socket. Timers are faked, dates are not: the network answers in real time while the sessions' time
 * stands, and the screen's clock moves on only as much as `pass` lets time pass.
 */
export function sessionHarness() {
  let server: PlayerServer;
  /** the sessions a test made, stopped after it whatever happened */
  let sessions: PlayerSession[] = [];
  /** how far the fake time went: the screen's clock runs ahead of the real one by this */
  let passed = 0;

  beforeEach(async () => {
    localStorage.clear();
    passed = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    server = await startPlayerServer();
  });

  afterEach(async () => {
    for (const player of sessions) player.stop();
    sessions = [];
    vi.useRealTimers();
    await server.close();
  });

  /** Lets the sessions' timers run for this long (the network answers in real time meanwhile). */
  const pass = (ms: number) => {
    passed += ms;
    vi.advanceTimersByTime(ms);
  };

  return {
    server: () => server,
    pass,
    /** A screen's session, its clock and what it tells. */
    session() {
      const clock = new ServerClock(() => Date.now() + passed, null);
      const onUnpaired = vi.fn();
      const changes = vi.fn();
      const player = new PlayerSession({
        api: createPlayerApi(server.fetch, clock),
        token: DEVICE_TOKEN,
        store: createManifestStore(localStorage),
        media,
        clock,
        openSocket: (events) =>
          new PlayerSocket({
            url: socketUrl(DEVICE_TOKEN, server.location),
            ...events,
            // the browser's WebSocket, as Node's ws package implements it
            WebSocket: NodeWebSocket as unknown as typeof WebSocket,
          }),
        onUnpaired,
      });
      player.subscribe(changes);
      sessions.push(player);
      return { player, clock, onUnpaired, changes };
    },
    /** Started and playing `content` (its first playlist), its socket open. */
    async playing(player: PlayerSession, content: TManifest) {
      server.state.manifest = content;
      player.start();
      await until(() => expect(player.getSnapshot().content?.revision).toBe(content.revision));
      await until(() => expect(server.openSockets()).toHaveLength(1));
      // the connection's own revalidation
      await until(() => expect(server.state.manifestRequests).toHaveLength(2));
      pass(0);
      expect(player.getSnapshot().playlist?.id).toBe(content.playlists[0]?.id);
    },
  };
}
