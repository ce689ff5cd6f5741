import { describe, expect, it } from 'vitest';
import { SLIDE_DOCUMENT_VERSION } from '@placard/contract';
import { createPlayerApi, ServerError, UnpairedError, type Fetch } from './api';
import { manifest } from './testing/manifests';
import type { ClockSample } from './serverClock';

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
  it('asks for a manifest built anew only when told it is fresh (a browser would say no-cache every time)', async () => {
    const sent: (string | null)[] = [];
    const fetchImpl: Fetch = async (_input, init) => {
      sent.push(new Headers(init?.headers).get('cache-control'));
      return new Response(null, { status: 304 });
    };
    const api = createPlayerApi(fetchImpl, { sample: () => true });
    await api.manifest('tok', '"r1"');
    await api.manifest('tok', '"r1"', true);
    expect(sent).toEqual(['max-age=0', 'no-cache']);
  });

  it("learns the server's time from a Date header, and to the millisecond from a heartbeat's answer", async () => {
    const samples: ClockSample[] = [];
    const clock = { sample: (sample: ClockSample) => samples.push(sample) > 0 };
    const fetchImpl: Fetch = async (input) =>
      String(input).endsWith('/heartbeat')
        ? json(
            { serverTime: '2026-11-26T12:00:00.250Z' },
            { headers: { date: 'Thu, 26 Nov 2026 12:00:00 GMT' } },
          )
        : new Response(null, { status: 304, headers: { date: 'Thu, 26 Nov 2026 11:59:59 GMT' } });
    const api = createPlayerApi(fetchImpl, clock);
    await api.manifest('tok', '"r1"');
    expect(samples).toEqual([
      expect.objectContaining({ serverTime: Date.parse('2026-11-26T11:59:59Z'), resolutionMs: 1_000 }),
    ]);
    await api.heartbeat('tok', {
      appVersion: '1',
      resolution: { width: 1, height: 1 },
      state: 'idle',
      revision: null,
      showing: null,
    });
    expect(samples.slice(1)).toEqual([
      expect.objectContaining({ serverTime: Date.parse('2026-11-26T12:00:00Z'), resolutionMs: 1_000 }),
      expect.objectContaining({ serverTime: Date.parse('2026-11-26T12:00:00.250Z') }),
    ]);
    expect(samples[2]?.resolutionMs).toBeUndefined();
    expect(samples[2]?.receivedAt).toBeGreaterThanOrEqual(samples[2]?.sentAt ?? Infinity);
  });

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
