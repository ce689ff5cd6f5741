import { describe, expect, it } from 'vitest';
import { SLIDE_DOCUMENT_VERSION } from '@placard/contract';
import { createPlayerApi, ServerError, UnpairedError, type Fetch } from './api';
import { manifest } from './testing/manifests';

type Call = { url: string; method: string; headers: Headers; body: unknown };

/** Records the requests and answers each with the response the test gives. */
function server(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetchImpl: Fetch = async (input, init = {}) => {
    const call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
    };
    calls.push(call);
    return answer(call);
  };
  return { api: createPlayerApi(fetchImpl), calls };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });

describe('createPlayerApi', () => {
  it('asks for the manifest with the device token and the ETag it has', async () => {
    const current = manifest('r1', []);
    const { api, calls } = server(() => json(current, { headers: { etag: '"r1"' } }));
    expect(await api.manifest('tok', '"r0"')).toEqual({ changed: true, manifest: current, etag: '"r1"' });
    expect(calls[0]?.url).toBe(`/api/player/manifest?slideVersion=${SLIDE_DOCUMENT_VERSION}`);
    expect(calls[0]?.headers.get('authorization')).toBe('Device tok');
    expect(calls[0]?.headers.get('if-none-match')).toBe('"r0"');
  });

  it('tells an unchanged manifest (304) apart', async () => {
    const { api } = server(() => new Response(null, { status: 304 }));
    expect(await api.manifest('tok', '"r1"')).toEqual({ changed: false });
  });

  it('turns a 401 into UnpairedError, on every call made with the token', async () => {
    const { api } = server(() => json({ error: { code: 'UNAUTHORIZED' } }, { status: 401 }));
    await expect(api.manifest('tok', null)).rejects.toBeInstanceOf(UnpairedError);
    await expect(
      api.heartbeat('tok', {
        appVersion: '1',
        resolution: { width: 1, height: 1 },
        state: 'idle',
        revision: null,
        showing: null,
      }),
    ).rejects.toBeInstanceOf(UnpairedError);
    await expect(api.thumbnail('tok', new Blob(['x'], { type: 'image/jpeg' }))).rejects.toBeInstanceOf(
      UnpairedError,
    );
  });

  it('reports other failures as server errors', async () => {
    const { api } = server(() => json({}, { status: 503 }));
    await expect(api.manifest('tok', null)).rejects.toEqual(new ServerError(503));
  });

  it('sends the thumbnail as the picture itself', async () => {
    const image = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
    const { api, calls } = server(() => json({ thumbnailUrl: '/api/files/t' }));
    await api.thumbnail('tok', image);
    expect(calls[0]).toMatchObject({ url: '/api/player/thumbnail', method: 'POST', body: image });
    expect(calls[0]?.headers.get('content-type')).toBe('image/jpeg');
  });

  it('pairs: a code, then its status with the secret', async () => {
    const { api, calls } = server((call) =>
      call.url.endsWith('/status')
        ? json({ state: 'paired', deviceKey: 'dk', token: 'tok' })
        : json({ pairingId: 'p1', code: '0427', secret: 's1', expiresAt: '2026-03-02T09:10:00.000Z' }),
    );
    const started = await api.startPairing();
    expect(started.code).toBe('0427');
    expect(await api.pairingStatus(started)).toEqual({ state: 'paired', deviceKey: 'dk', token: 'tok' });
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ pairingId: 'p1', secret: 's1' });
  });
});
