import { serverClock, type ServerClock } from './serverClock';
import {
  SLIDE_DOCUMENT_VERSION,
  ZManifest,
  ZPairingStarted,
  ZHeartbeatAnswer,
  ZPairingStatus,
  type THeartbeat,
  type TManifest,
  type TPairingStarted,
  type TPairingStatus,
} from '@placard/contract';

/** The server no longer knows the device (it was removed): forget the credentials and pair again. */
export class UnpairedError extends Error {
  constructor() {
    super('The device is no longer paired');
    this.name = 'UnpairedError';
  }
}

/** The server answered, but not with success. */
export class ServerError extends Error {
  constructor(readonly status: number) {
    super(`The server answered ${status}`);
    this.name = 'ServerError';
  }
}

export type ManifestAnswer = { changed: false } | { changed: true; manifest: TManifest; etag: string };

/** The calls a screen makes to /api/player (ARCHITECTURE.md, "Player protocol"). */
export type PlayerApi = {
  startPairing(): Promise<TPairingStarted>;
  pairingStatus(pairing: Pick<TPairingStarted, 'pairingId' | 'secret'>): Promise<TPairingStatus>;
  /** the manifest, unless it is still the one with this ETag; fresh: checked against the database */
  manifest(token: string, etag: string | null, fresh?: boolean): Promise<ManifestAnswer>;
  heartbeat(token: string, heartbeat: THeartbeat): Promise<void>;
  thumbnail(token: string, image: Blob): Promise<void>;
};

export type Fetch = typeof fetch;

/** Requests to the API give up after this long (a stalled connection must not hang the screen). */
export const API_TIMEOUT_MS = 20_000;

const deviceAuth = (token: string) => ({ authorization: `Device ${token}` });

/**
 * The player's API client. Every answer teaches `clock` the server's time: its Date header (to the
 * second), and a heartbeat's answer to the millisecond.
 */
export function createPlayerApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
  clock: Pick<ServerClock, 'sample'> = serverClock,
): PlayerApi {
  async function exchange(path: string, init: RequestInit) {
    const sentAt = Date.now();
    const response = await fetchImpl(path, {
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      ...init,
    });
    const receivedAt = Date.now();
    const date = Date.parse(response.headers.get('date') ?? '');
    if (Number.isFinite(date)) clock.sample({ serverTime: date, sentAt, receivedAt, resolutionMs: 1_000 });
    if (response.status === 401) throw new UnpairedError();
    if (!response.ok && response.status !== 304) throw new ServerError(response.status);
    return { response, sentAt, receivedAt };
  }
  const call = async (path: string, init: RequestInit) => (await exchange(path, init)).response;
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    exchange(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  return {
    async startPairing() {
      const { response } = await postJson('/api/player/pair', {});
      return ZPairingStarted.parse(await response.json());
    },
    async pairingStatus({ pairingId, secret }) {
      const { response } = await postJson('/api/player/pair/status', { pairingId, secret });
      return ZPairingStatus.parse(await response.json());
    },
    async manifest(token, etag, fresh = false) {
      // the server hands slides over in the newest document version this player draws
      const response = await call(`/api/player/manifest?slideVersion=${SLIDE_DOCUMENT_VERSION}`, {
        headers: {
          ...deviceAuth(token),
          ...(etag ? { 'if-none-match': etag } : {}),
          // fresh asks the server to build the manifest anew; otherwise say so, for with no Cache-Control
          // a browser adds `no-cache` to every request that bypasses its cache (fetch's `no-store`)
          'cache-control': fresh ? 'no-cache' : 'max-age=0',
        },
      });
      if (response.status === 304) return { changed: false };
      const manifest = ZManifest.parse(await response.json());
      return { changed: true, manifest, etag: response.headers.get('etag') ?? `"${manifest.revision}"` };
    },
    async heartbeat(token, heartbeat) {
      const { response, sentAt, receivedAt } = await postJson(
        '/api/player/heartbeat',
        heartbeat,
        deviceAuth(token),
      );
      const answer = ZHeartbeatAnswer.safeParse(await response.json().catch(() => null));
      if (answer.success)
        clock.sample({ serverTime: Date.parse(answer.data.serverTime), sentAt, receivedAt });
    },
    async thumbnail(token, image) {
      await call('/api/player/thumbnail', {
        method: 'POST',
        headers: { ...deviceAuth(token), 'content-type': image.type || 'image/jpeg' },
        body: image,
      });
    },
  };
}
