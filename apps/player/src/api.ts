import {
  SLIDE_DOCUMENT_VERSION,
  ZManifest,
  ZPairingStarted,
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

export function createPlayerApi(fetchImpl: Fetch = (input, init) => fetch(input, init)): PlayerApi {
  async function call(path: string, init: RequestInit): Promise<Response> {
    const response = await fetchImpl(path, {
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      ...init,
    });
    if (response.status === 401) throw new UnpairedError();
    if (!response.ok && response.status !== 304) throw new ServerError(response.status);
    return response;
  }
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    call(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  return {
    async startPairing() {
      return ZPairingStarted.parse(await (await postJson('/api/player/pair', {})).json());
    },
    async pairingStatus({ pairingId, secret }) {
      const response = await postJson('/api/player/pair/status', { pairingId, secret });
      return ZPairingStatus.parse(await response.json());
    },
    async manifest(token, etag, fresh = false) {
      // the server hands slides over in the newest document version this player draws
      const response = await call(`/api/player/manifest?slideVersion=${SLIDE_DOCUMENT_VERSION}`, {
        headers: {
          ...deviceAuth(token),
          ...(etag ? { 'if-none-match': etag } : {}),
          ...(fresh ? { 'cache-control': 'no-cache' } : {}),
        },
      });
      if (response.status === 304) return { changed: false };
      const manifest = ZManifest.parse(await response.json());
      return { changed: true, manifest, etag: response.headers.get('etag') ?? `"${manifest.revision}"` };
    },
    async heartbeat(token, heartbeat) {
      await postJson('/api/player/heartbeat', heartbeat, deviceAuth(token));
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
