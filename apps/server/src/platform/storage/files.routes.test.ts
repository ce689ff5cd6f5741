import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_IMAGE_FIELD } from '@placard/contract';
import { expectError, multipartFile, organizationWithMember, sessionHeaders } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { parseRange } from './http-range.js';
import { s3Env, startLocalS3, type LocalS3 } from './local-s3.js';
import { S3Storage } from './s3-storage.js';
import { DiskStorage } from './disk-storage.js';

describe('parseRange', () => {
  const size = 1000;
  it('reads one range: from-to, from on, and the last N bytes', () => {
    expect(parseRange('bytes=0-99', size)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=0-0', size)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=500-', size)).toEqual({ start: 500, end: 999 });
    expect(parseRange('bytes=-100', size)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', size)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=900-5000', size)).toEqual({ start: 900, end: 999 });
    expect(parseRange('Bytes = 1 - 2', size)).toEqual({ start: 1, end: 2 });
  });

  it('answers unsatisfiable for a range past the end, an empty suffix, or any range of nothing', () => {
    expect(parseRange('bytes=1000-', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=1000-2000', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=-10', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('ignores what it does not understand: no header, another unit, a reversed range, several ranges', () => {
    for (const header of [
      undefined,
      '',
      'items=0-5',
      'bytes=5-2',
      'bytes=-',
      'bytes=0-1,4-5',
      'bytes=a-b',
      'bytes=99999999999999999999-',
    ]) {
      expect(parseRange(header, size), header).toBeNull();
    }
  });
});

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

const stores: { name: string; env: () => Promise<Record<string, string>> }[] = [
  { name: 'disk', env: async () => ({}) },
  { name: 'S3', env: async () => s3Env(await s3.newBucket()) },
];

describe.each(stores)('GET /api/files/:key on $name', ({ name, env }) => {
  let t: TestApp;
  let folder: string;
  const video = randomBytes(300_000);
  let key = '';
  let url = '';
  const get = (headers: Record<string, string> = {}, target = url) =>
    t.app.inject({ method: 'GET', url: target, headers });

  beforeAll(async () => {
    t = await createTestApp(await env());
    folder = await mkdtemp(path.join(os.tmpdir(), 'placard-files-'));
    const file = path.join(folder, 'upload');
    await writeFile(file, video);
    key = (await t.app.deps.storage.putFile(file, { extension: 'mp4' })).key;
    url = `/api/files/${key}`;
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('uses the configured store', () => {
    expect(t.app.deps.storage).toBeInstanceOf(name === 'S3' ? S3Storage : DiskStorage);
  });

  it('serves the whole file with its checked type, its length, and headers that keep it safe and cached', async () => {
    const response = await get({ 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(video);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.length),
      'accept-ranges': 'bytes',
      etag: `"${key}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers a range with 206 and Content-Range: first bytes, middle, from on, and the last bytes', async () => {
    for (const [header, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=299000-', 299_000, 299_999],
      ['bytes=-500', 299_500, 299_999],
      ['bytes=299990-400000', 299_990, 299_999],
    ] as const) {
      const response = await get({ range: header });
      expect(response.statusCode, header).toBe(206);
      expect(response.headers['content-range'], header).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(response.headers['content-length'], header).toBe(String(end - start + 1));
      expect(response.headers['content-type']).toBe('video/mp4');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload, header).toEqual(video.subarray(start, end + 1));
    }
  });

  it('answers 416 with the size for a range past the end', async () => {
    for (const header of [`bytes=${video.length}-`, 'bytes=400000-400010', 'bytes=-0']) {
      const response = await get({ range: header });
      expectError(response, 416, 'BAD_REQUEST');
      expect(response.headers['content-range']).toBe(`bytes */${video.length}`);
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('sends the whole file for a Range it ignores, or an If-Range naming another version', async () => {
    for (const headers of [
      { range: 'bytes=0-1,4-5' } as Record<string, string>,
      { range: 'items=0-5' },
      { range: 'bytes=9-3' },
      { range: 'bytes=0-99', 'if-range': '"something-else"' },
    ]) {
      const response = await get(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.rawPayload.length).toBe(video.length);
    }
    const current = await get({ range: 'bytes=0-99', 'if-range': `"${key}"` });
    expect(current.statusCode).toBe(206);
  });

  it('answers 304 to a client that has it already, and HEAD without a body', async () => {
    const cached = await get({ 'if-none-match': `"${key}"` });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    expect(cached.headers.etag).toBe(`"${key}"`);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video.length));
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves an SVG as image/svg+xml under a sandbox policy, so its scripts never run', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>${'<g/>'.repeat(500)}</svg>`,
    );
    const { key: svgKey } = await t.app.deps.storage.putBytes(svg, { extension: 'svg' });
    const response = await get({ 'accept-encoding': 'gzip' }, `/api/files/${svgKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(svg);
  });

  it('answers 404 for a key that is not stored, or was removed, or is not a key', async () => {
    const { key: removed } = await t.app.deps.storage.putBytes(randomBytes(10), { extension: 'pdf' });
    await t.app.deps.storage.remove(removed);
    for (const target of [removed, `${'0'.repeat(64)}.mp4`, 'logo.png', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await get({ range: 'bytes=0-10' }, `/api/files/${target}`);
      expectError(response, 404, 'NOT_FOUND');
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('stores an uploaded theme logo and serves it back', async () => {
    const session = await organizationWithMember(t, { pkg: 'location_1y' });
    const png = await sharp({
      create: { width: 6, height: 3, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const body = multipartFile(THEME_IMAGE_FIELD, { name: 'logo.png', type: 'image/png', bytes: png });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/organizations/${session.organizationId}/updateThemeLogo`,
      payload: body.payload,
      headers: sessionHeaders(session, body.headers),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const served = await get({}, (uploaded.json() as { url: string }).url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 6, 3]);
  });
});
