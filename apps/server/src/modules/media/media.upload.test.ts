import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMediaItem, ZMediaList } from '@placard/contract';
import { ELF, image, pngClaiming } from '../../platform/media/test-files.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createUpload, sendChunk, uploadFile, uploadMedia, uploadOffset } from '../../test/media-uploads.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { mediaJobs } from './media.jobs.js';

const fixture = (name: string) =>
  readFile(path.join(import.meta.dirname, '../../platform/media/fixtures', name));

let t: TestApp;
let alice: LoggedIn;
let bob: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  alice = await organizationWithMember(t);
  bob = await organizationWithMember(t, { name: 'Other Screens' });
}, 60_000);
afterAll(() => t?.close());

async function listMy(session: LoggedIn) {
  const response = await post(t.app, '/api/media/list', { section: 'my' }, { cookie: session.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return ZMediaList.parse(response.json());
}

function cancelUpload(session: LoggedIn, location: string) {
  return t.app.inject({
    method: 'DELETE',
    url: location,
    headers: { 'tus-resumable': '1.0.0', cookie: session.cookie },
  });
}

/** Files left in the upload folder (part files and their .json info). */
async function uploadDebris(): Promise<string[]> {
  return readdir(path.join(t.config.DATA_DIR, 'uploads'));
}

/** Blobs in the disk store. */
async function storedBlobs(): Promise<string[]> {
  return (await readdir(path.join(t.config.DATA_DIR, 'media'), { recursive: true })).filter((name) =>
    /\.[a-z0-9]+$/.test(name),
  );
}

describe('uploading media', () => {
  it('stores a PNG, lists it at once and gives it a thumbnail and its size', async () => {
    const png = await image('png', 640, 480);
    const response = await uploadFile(t, alice, 'Lobby sign.png', png);
    expect(response.statusCode, response.body).toBe(200);
    const item = ZMediaItem.parse(response.json());
    expect(item).toMatchObject({ name: 'Lobby sign.png', kind: 'image', format: 'png', section: 'my' });
    expect(item.sizeBytes).toBe(png.length);
    await t.app.jobs.idle();

    const listed = (await listMy(alice)).results.find((entry) => entry.id === item.id);
    expect(listed).toMatchObject({ status: 'ready', width: 640, height: 480, failure: null, notes: [] });
    const file = await t.app.inject({ url: listed?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('immutable');
    const thumbnail = await t.app.inject({ url: listed?.thumbnailUrl ?? '' });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await uploadDebris()).toEqual([]);
  });

  it('resumes an interrupted upload from where the server says it stopped', async () => {
    const png = await image('png', 800, 600);
    const created = await createUpload(t, alice, 'resumed.png', png.length);
    const location = String(created.headers.location);
    const half = Math.floor(png.length / 2);
    expect((await sendChunk(t, alice, location, 0, png.subarray(0, half))).statusCode).toBe(204);

    const head = await uploadOffset(t, alice, location);
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['upload-offset'])).toBe(half);
    // a chunk sent again from a stale offset is refused, the right one completes the file
    expect((await sendChunk(t, alice, location, 0, png.subarray(0, half))).statusCode).toBe(409);
    const done = await sendChunk(t, alice, location, half, png.subarray(half));
    expect(done.statusCode, done.body).toBe(200);
    await t.app.jobs.idle();
    const listed = (await listMy(alice)).results.find((entry) => entry.name === 'resumed.png');
    expect(listed).toMatchObject({ status: 'ready', width: 800, height: 600, sizeBytes: png.length });
  });

  it("does not let anyone else see, resume or cancel one's upload", async () => {
    const png = await image('png');
    const created = await createUpload(t, alice, 'private.png', png.length);
    const location = String(created.headers.location);
    expect((await uploadOffset(t, bob, location)).statusCode).toBe(404);
    expectError(await sendChunk(t, bob, location, 0, png), 404, 'NOT_FOUND');
    expect((await uploadOffset(t, alice, location)).statusCode).toBe(200);
    expect((await cancelUpload(bob, location)).statusCode).toBe(404);
    expect((await cancelUpload(alice, location)).statusCode).toBe(204);
  });

  it('cancels an upload and leaves no part file behind', async () => {
    const png = await image('png');
    const created = await createUpload(t, alice, 'cancelled.png', png.length);
    const location = String(created.headers.location);
    await sendChunk(t, alice, location, 0, png.subarray(0, 10));
    expect((await cancelUpload(alice, location)).statusCode).toBe(204);
    expect(await uploadDebris()).toEqual([]);
    expect((await uploadOffset(t, alice, location)).statusCode).toBe(404);
  });

  it('refuses a file whose bytes are not what its name says, keeping no file and no row', async () => {
    const before = { items: (await listMy(alice)).totalCount, blobs: (await storedBlobs()).length };
    const jpeg = await image('jpeg');
    expectError(await uploadFile(t, alice, 'photo.png', jpeg), 415, 'MEDIA_TYPE_MISMATCH');
    expectError(await uploadFile(t, alice, 'holiday.jpg', ELF), 415, 'MEDIA_TYPE_MISMATCH');
    expect((await listMy(alice)).totalCount).toBe(before.items);
    expect((await storedBlobs()).length).toBe(before.blobs);
    expect(await uploadDebris()).toEqual([]);
  });

  it('refuses a name it does not accept before any byte is sent', async () => {
    const response = await createUpload(t, alice, 'setup.exe', 1024, { language: 'sv' });
    expectError(response, 415, 'MEDIA_TYPE_NOT_ALLOWED');
    expect(response.json().error.message).toMatch(/Filtypen/);
  });

  it('refuses a file over its kind’s limit when the upload starts, naming the limit', async () => {
    const image = await createUpload(t, alice, 'huge.png', 100 * 1024 * 1024 + 1);
    expectError(image, 413, 'MEDIA_TOO_LARGE');
    expect(image.json().error.message).toBe('The file is larger than 100 MB.');
    const video = await createUpload(t, alice, 'huge.mp4', 250 * 1024 * 1024 + 1, { language: 'fr' });
    expectError(video, 413, 'MEDIA_TOO_LARGE');
    expect(video.json().error.message).toBe('Le fichier dépasse 250 Mo.');
    // a 150 MB video is within its limit
    const long = await createUpload(t, alice, 'long.mp4', 150 * 1024 * 1024);
    expect(long.statusCode).toBe(201);
    expect((await cancelUpload(alice, String(long.headers.location))).statusCode).toBe(204);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    expectError(
      await uploadFile(t, alice, 'bomb.png', pngClaiming(20_000, 20_000)),
      413,
      'MEDIA_IMAGE_TOO_BIG',
    );
    expect(await uploadDebris()).toEqual([]);
  });

  it('stores an SVG without its scripts or outside references', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script>' +
        '<rect width="40" height="20" fill="red" onclick="steal()"/><image href="https://evil.example/x.png"/></svg>',
    );
    const item = await uploadMedia(t, alice, 'badge.svg', svg);
    const stored = await t.app.inject({ url: item.url });
    expect(stored.headers['content-type']).toBe('image/svg+xml');
    expect(stored.body).toContain('<rect');
    expect(stored.body).not.toMatch(/script|onclick|evil\.example/);
    expect(stored.headers['content-security-policy']).toContain('sandbox');
  });

  it('keeps a GIF animated and gives it a still thumbnail', async () => {
    const gif = await fixture('animated.gif');
    const item = await uploadMedia(t, alice, 'spinner.gif', gif);
    const listed = (await listMy(alice)).results.find((entry) => entry.id === item.id);
    expect(listed).toMatchObject({ kind: 'gif', status: 'ready', width: 96, height: 64 });
    expect((await t.app.inject({ url: item.url })).rawPayload.equals(gif)).toBe(true);
    expect(listed?.thumbnailUrl).toMatch(/\.webp$/);
  });

  it('reads a video’s duration and size and makes a poster', async () => {
    const item = await uploadMedia(t, alice, 'clip.mp4', await fixture('clip.mp4'));
    const listed = (await listMy(alice)).results.find((entry) => entry.id === item.id);
    expect(listed).toMatchObject({ kind: 'video', status: 'ready', width: 320, height: 240, notes: [] });
    expect(listed?.durationMs).toBeGreaterThan(1900);
    expect(listed?.thumbnailUrl).toMatch(/\.webp$/);
    const range = await t.app.inject({ url: item.url, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
  });

  it('counts a PDF’s pages and renders them', async () => {
    const item = await uploadMedia(t, alice, 'menu.pdf', await fixture('two-pages.pdf'));
    const listed = (await listMy(alice)).results.find((entry) => entry.id === item.id);
    expect(listed).toMatchObject({ kind: 'pdf', status: 'ready', pageCount: 2 });
    expect(listed?.pages).toHaveLength(2);
    expect(listed?.thumbnailUrl).toMatch(/\.webp$/);
  });

  it('marks an unreadable video as failed with the reason', async () => {
    const clip = await fixture('clip.mp4');
    const broken = Buffer.concat([clip.subarray(0, 64), Buffer.alloc(2048, 7)]);
    const item = await uploadMedia(t, alice, 'broken.mp4', broken);
    const listed = (await listMy(alice)).results.find((entry) => entry.id === item.id);
    expect(listed).toMatchObject({ status: 'failed', failure: 'UNREADABLE_VIDEO' });
  });

  it('marks an item as unreadable when every attempt to process it failed', async () => {
    const item = await uploadMedia(t, alice, 'never processed.png', await image('png'));
    await mediaJobs['media.process']?.failed?.(t.app.deps, { mediaId: item.id });
    const listed = (await listMy(alice)).results.find((entry) => entry.id === item.id);
    expect(listed).toMatchObject({ status: 'failed', failure: 'UNREADABLE_IMAGE' });
  });
});

describe('uploading without video and PDF tools', () => {
  let bare: TestApp;
  let carol: LoggedIn;
  beforeAll(async () => {
    bare = await createTestApp({
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      FFPROBE_PATH: '/nonexistent/ffprobe',
      PDFTOPPM_PATH: '/nonexistent/pdftoppm',
      PDFINFO_PATH: '/nonexistent/pdfinfo',
    });
    carol = await organizationWithMember(bare);
  }, 60_000);
  afterAll(() => bare?.close());

  it('still accepts the upload and says what could not be made', async () => {
    const video = await uploadMedia(bare, carol, 'clip.webm', await fixture('clip.webm'));
    const pdf = await uploadMedia(bare, carol, 'flyer.pdf', await fixture('two-pages.pdf'));
    const listed = ZMediaList.parse(
      (await post(bare.app, '/api/media/list', { section: 'my' }, { cookie: carol.cookie })).json(),
    );
    expect(listed.results.find((item) => item.id === video.id)).toMatchObject({
      status: 'ready',
      notes: ['NO_VIDEO_TOOLS'],
      thumbnailUrl: null,
    });
    expect(listed.results.find((item) => item.id === pdf.id)).toMatchObject({
      status: 'ready',
      notes: ['NO_PDF_TOOLS'],
      pages: [],
    });
  });
});
