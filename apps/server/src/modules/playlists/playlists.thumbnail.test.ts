import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZThumbnailUrl } from '@placard/contract';
import { image } from '../../platform/media/test-files.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { onDisk } from '../../test/media-library.js';
import {
  countOf,
  duplicatedOf,
  newPlaylist,
  playlistCall,
  playlistInfo,
  playlistWithSlides,
  slidesChangedOf,
  summaryOf,
  thumbnailUpload,
  uploadThumbnail,
} from '../../test/playlists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ada: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  ada = await organizationWithMember(t, { name: 'Thumbnail Screens' });
}, 60_000);
afterAll(() => t?.close());

let shade = 0;
/** A PNG of a colour no other upload had (far enough apart to stay apart as JPEG), so its thumbnail is a blob of its own. */
function distinctScreenshot(): Promise<Buffer> {
  shade += 1;
  const background = { r: (shade * 40) % 256, g: (shade * 90) % 256, b: (shade * 150) % 256, alpha: 1 };
  return sharp({ create: { width: 320, height: 180, channels: 4, background } })
    .png()
    .toBuffer();
}

async function thumbnailOf(playlistId: number, slideNumber: number, bytes?: Buffer): Promise<string> {
  const response = await uploadThumbnail(
    t,
    ada,
    playlistId,
    slideNumber,
    bytes ?? (await distinctScreenshot()),
  );
  expect(response.statusCode, response.body).toBe(200);
  return ZThumbnailUrl.parse(response.json()).thumbnailUrl;
}

const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Every file the media store keeps. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(t.config.DATA_DIR, 'media');
  const folders = await readdir(root).catch(() => []);
  const files = await Promise.all(folders.map((folder) => readdir(path.join(root, folder)).catch(() => [])));
  return files.flat().sort();
}

describe("a slide's thumbnail", () => {
  it('is stored as a JPEG of 256 px on its long side and served from /api/files', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Pictured', 2);
    const url = await thumbnailOf(playlist.id, 0, await image('png', 800, 450));
    expect(url).toMatch(/^\/api\/files\/[0-9a-f]{64}\.jpg$/);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 256, 144]);

    const after = await playlistInfo(t, ada, playlist.id);
    expect(after.slides.map((slide) => slide.thumbnailUrl)).toEqual([url, null]);
    // the playlist's card shows its first slide
    expect(after.thumbnailUrl).toBe(url);
    const portrait = await thumbnailOf(playlist.id, 1, await image('png', 90, 160));
    const small = await sharp((await t.app.inject({ url: portrait })).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([90, 160]);
  });

  it('keeps the playlist published: a thumbnail follows the content, it is not an edit', async () => {
    const playlistId = await newPlaylist(t, ada, 'Still published');
    await summaryOf(playlistCall(t, ada, 'publish', { playlistId }));
    await thumbnailOf(playlistId, 0);
    expect((await playlistInfo(t, ada, playlistId)).isPublished).toBe(true);
  });

  it('refuses what is not an image with INVALID_IMAGE, leaving no file behind', async () => {
    const playlistId = await newPlaylist(t, ada, 'Garbage');
    const before = await storedFiles();
    for (const bytes of [Buffer.from('not an image at all'), (await image('png', 40, 30)).subarray(0, 60)]) {
      const error = expectError(await uploadThumbnail(t, ada, playlistId, 0, bytes), 415, 'INVALID_IMAGE');
      expect(error.fields).toEqual({
        thumbnail: 'The file is not a supported image (PNG, JPEG, WebP or GIF).',
      });
    }
    expect(await storedFiles()).toEqual(before);
    expect((await playlistInfo(t, ada, playlistId)).slides[0]?.thumbnailUrl).toBeNull();
  });

  it('needs the fields playlistId and slideNumber, then the file part "thumbnail"', async () => {
    const playlistId = await newPlaylist(t, ada, 'Form parts');
    const png = await distinctScreenshot();
    const { payload, headers } = thumbnailUpload({}, png);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/playlist/updateSlideThumbnail',
      headers: { ...headers, cookie: ada.cookie },
      payload,
    });
    expect(Object.keys(expectError(bare, 400, 'VALIDATION_FAILED').fields ?? {}).sort()).toEqual([
      'playlistId',
      'slideNumber',
    ]);
    expectError(
      await uploadThumbnail(t, ada, playlistId, 0, png, { fileField: 'image' }),
      400,
      'BAD_REQUEST',
    );
    const json = await playlistCall(t, ada, 'updateSlideThumbnail', { playlistId, slideNumber: 0 });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await uploadThumbnail(t, ada, playlistId, -1, png), 400, 'VALIDATION_FAILED');
    expect((await playlistInfo(t, ada, playlistId)).slides[0]?.thumbnailUrl).toBeNull();
  });

  it('answers 404 for a slide past the end or an unknown playlist, keeping nothing it stored', async () => {
    const playlistId = await newPlaylist(t, ada, 'Missing slide');
    const before = await storedFiles();
    expectError(await uploadThumbnail(t, ada, playlistId, 1, await distinctScreenshot()), 404, 'NOT_FOUND');
    expectError(await uploadThumbnail(t, ada, 2_000_000, 0, await distinctScreenshot()), 404, 'NOT_FOUND');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an upload over 512 KB', async () => {
    const playlistId = await newPlaylist(t, ada, 'Too big');
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(600 * 1024)]);
    expectError(await uploadThumbnail(t, ada, playlistId, 0, big), 413, 'PAYLOAD_TOO_LARGE');
  });
});

describe("an old thumbnail's file", () => {
  it('is removed once no slide shows it any more', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Replaced', 1);
    const first = keyOf(await thumbnailOf(playlist.id, 0));
    expect(await onDisk(t, first)).toBe(true);
    // the copy of the slide shows the same file
    const copy = await duplicatedOf(
      playlistCall(t, ada, 'duplicateSlide', { playlistId: playlist.id, slideNumber: 0 }),
    );
    expect(copy.playlist.slides[1]?.thumbnailUrl).toBe(`/api/files/${first}`);

    const second = keyOf(await thumbnailOf(playlist.id, 0));
    expect(await onDisk(t, first)).toBe(true);
    const third = keyOf(await thumbnailOf(playlist.id, 1));
    expect(await onDisk(t, first)).toBe(false);
    expect((await t.app.inject({ url: `/api/files/${first}` })).statusCode).toBe(404);
    expect([await onDisk(t, second), await onDisk(t, third)]).toEqual([true, true]);
  });

  it('is removed with the slide, and with the playlist', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Removed', 2);
    const [gone, kept] = [keyOf(await thumbnailOf(playlist.id, 0)), keyOf(await thumbnailOf(playlist.id, 1))];
    await slidesChangedOf(playlistCall(t, ada, 'removeSlide', { playlistId: playlist.id, slideNumber: 0 }));
    expect([await onDisk(t, gone), await onDisk(t, kept)]).toEqual([false, true]);
    expect(await countOf(playlistCall(t, ada, 'remove', { ids: [playlist.id] }))).toBe(1);
    expect(await onDisk(t, kept)).toBe(false);
  });
});
