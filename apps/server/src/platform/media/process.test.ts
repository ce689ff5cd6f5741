/**
 * Fixtures (fixtures/), made once:
 * - clip.mp4: `ffmpeg -f lavfi -i testsrc=size=320x240:rate=10 -t 2 -c:v libx264 -pix_fmt yuv420p
 *   -crf 35 -preset veryslow -movflags +faststart -map_metadata -1 -fflags +bitexact clip.mp4`
 * - portrait.mp4: clip.mp4 remuxed with a quarter-turn display matrix, as a phone records portrait:
 *   `ffmpeg -i clip.mp4 -c copy -metadata:s:v:0 rotate=90 -movflags +faststart portrait.mp4`
 * - clip.webm: `ffmpeg -f lavfi -i testsrc=size=320x180:rate=10 -t 2 -c:v libvpx-vp9 -b:v 0 -crf 50
 *   -map_metadata -1 -fflags +bitexact clip.webm`
 * - animated.gif: sharp joining three 96×64 frames (red, green, blue) with `join: { animated: true }`.
 * - orientation-6.jpg: sharp, 120×80 stored, left half yellow and right half blue, written with
 *   `withMetadata({ orientation: 6 })`: displayed as 80×120, yellow on top.
 * - two-pages.pdf: written by hand, 400×300 pt pages; page 1 a red rectangle, page 2 "Page two" in
 *   Helvetica inside a blue frame.
 */
import { copyFile, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_PDF_PAGES_MAX, type MediaFailure, type MediaFormat } from '@placard/contract';
import { pdfWithPages } from './pdf-samples.js';
import { MediaProcessingError, processMedia, type ProcessedMedia } from './process.js';
import { image, put, tempDir } from './test-files.js';
import { DEFAULT_MEDIA_TOOLS, runTool, type MediaTools } from './tools.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const fixture = (name: string) => path.join(FIXTURES, name);

let root: { dir: string; remove: () => Promise<void> };
let workDir: { dir: string; remove: () => Promise<void> };
beforeAll(async () => {
  root = await tempDir();
});
afterAll(() => root.remove());
beforeEach(async () => {
  workDir = await tempDir();
  return () => workDir.remove();
});

function processed(file: string, format: MediaFormat, tools: MediaTools = DEFAULT_MEDIA_TOOLS) {
  return processMedia({ path: file, format }, tools, workDir.dir);
}

/** The thumbnail's own metadata, after checking it is a WebP in the work directory. */
async function thumbnailOf(result: ProcessedMedia) {
  expect(result.thumbnail).toMatchObject({ extension: 'webp' });
  const file = result.thumbnail?.path ?? '';
  expect(path.dirname(file)).toBe(workDir.dir);
  const metadata = await sharp(file).metadata();
  expect(metadata.format).toBe('webp');
  expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(512);
  return metadata;
}

/** The colour of one pixel of an image file, as [r, g, b]. */
async function pixel(file: string, left: number, top: number): Promise<number[]> {
  const { data } = await sharp(file)
    .extract({ left, top, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

function near(actual: number[], expected: number[]) {
  actual.forEach((value, i) => expect(Math.abs(value - (expected[i] ?? 0))).toBeLessThan(40));
}

async function failure(promise: Promise<unknown>): Promise<MediaFailure> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(MediaProcessingError);
  return (error as MediaProcessingError).failure;
}

const NONE = { durationMs: null, pageCount: null, pages: [], notes: [] };

describe('images', () => {
  it('measures a JPEG photo and makes a 512 px WebP thumbnail of it', async () => {
    const file = await put(root.dir, 'photo.jpg', await image('jpeg', 1200, 800));
    const result = await processed(file, 'jpg');
    expect(result).toMatchObject({ width: 1200, height: 800, ...NONE });
    expect(await thumbnailOf(result)).toMatchObject({ width: 512, height: 341 });
  });

  it('handles a 24-megapixel photo', async () => {
    const photo = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const result = await processed(await put(root.dir, 'large.jpg', photo), 'jpg');
    expect(result).toMatchObject({ width: 6000, height: 4000 });
    expect(await thumbnailOf(result)).toMatchObject({ width: 512, height: 341 });
  });

  it('reports a JPEG as displayed and turns its thumbnail by its EXIF orientation', async () => {
    const result = await processed(fixture('orientation-6.jpg'), 'jpg');
    expect(result).toMatchObject({ width: 80, height: 120, ...NONE });
    expect(await thumbnailOf(result)).toMatchObject({ width: 80, height: 120 });
    const thumbnail = result.thumbnail?.path ?? '';
    near(await pixel(thumbnail, 40, 10), [250, 200, 0]);
    near(await pixel(thumbnail, 40, 110), [0, 90, 200]);
  });

  it('never enlarges a small image and keeps a PNG’s transparency', async () => {
    const png = await sharp({
      create: { width: 100, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const result = await processed(await put(root.dir, 'small.png', png), 'png');
    expect(result).toMatchObject({ width: 100, height: 50, ...NONE });
    expect(await thumbnailOf(result)).toMatchObject({ width: 100, height: 50, hasAlpha: true });
  });

  it('measures an SVG at its rendered size and rasterizes its thumbnail', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="800">' +
      '<rect width="800" height="800" fill="#c91e4e"/><rect x="800" width="800" height="800" fill="#1e4ec9"/></svg>';
    const result = await processed(await put(root.dir, 'wide.svg', svg), 'svg');
    expect(result).toMatchObject({ width: 1600, height: 800, ...NONE });
    expect(await thumbnailOf(result)).toMatchObject({ width: 512, height: 256 });
    near(await pixel(result.thumbnail?.path ?? '', 10, 128), [201, 30, 78]);
    near(await pixel(result.thumbnail?.path ?? '', 500, 128), [30, 78, 201]);
  });

  it('sizes an SVG that has only a viewBox by the viewBox', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"><circle cx="16" cy="16" r="16"/></svg>';
    const result = await processed(await put(root.dir, 'icon.svg', svg), 'svg');
    expect(result).toMatchObject({ width: 64, height: 32 });
    expect(await thumbnailOf(result)).toMatchObject({ width: 64, height: 32 });
  });

  it('measures one frame of a GIF and makes a still thumbnail of the first frame', async () => {
    const original = await readFile(fixture('animated.gif'));
    const result = await processed(fixture('animated.gif'), 'gif');
    expect(result).toMatchObject({ width: 96, height: 64, ...NONE });
    const thumbnail = await thumbnailOf(result);
    expect(thumbnail).toMatchObject({ width: 96, height: 64 });
    expect(thumbnail.pages ?? 1).toBe(1);
    near(await pixel(result.thumbnail?.path ?? '', 48, 32), [220, 40, 40]);
    expect(await readFile(fixture('animated.gif'))).toEqual(original);
  });

  it.each<[string, MediaFormat, () => Promise<Uint8Array | string>]>([
    ['a truncated JPEG', 'jpg', async () => (await image('jpeg', 400, 300)).subarray(0, 300)],
    ['a truncated PNG', 'png', async () => (await image('png', 400, 300)).subarray(0, 60)],
    ['random bytes named .png', 'png', () => Promise.resolve(Buffer.from('not an image at all'))],
    ['a truncated GIF', 'gif', async () => (await readFile(fixture('animated.gif'))).subarray(0, 40)],
    ['a broken SVG', 'svg', () => Promise.resolve('<svg xmlns="http://www.w3.org/2000/svg" width="10"')],
  ])('refuses %s as UNREADABLE_IMAGE', async (_, format, bytes) => {
    const file = await put(root.dir, `broken.${format}`, await bytes());
    expect(await failure(processed(file, format))).toBe('UNREADABLE_IMAGE');
  });
});

describe('videos', () => {
  it.each<[string, MediaFormat, number, number]>([
    ['clip.mp4', 'mp4', 320, 240],
    ['clip.webm', 'webm', 320, 180],
    ['portrait.mp4', 'mp4', 240, 320],
  ])('measures %s and makes a poster thumbnail', async (name, format, width, height) => {
    const result = await processed(fixture(name), format);
    expect(result).toMatchObject({ width, height, durationMs: 2000, pageCount: null, pages: [], notes: [] });
    expect(await thumbnailOf(result)).toMatchObject({ width, height });
  });

  it('leaves nothing but the thumbnail in the work directory', async () => {
    await processed(fixture('clip.mp4'), 'mp4');
    expect(await readdir(workDir.dir)).toEqual(['thumbnail.webp']);
  });

  it('without ffprobe knows nothing and says so', async () => {
    const tools = { ...DEFAULT_MEDIA_TOOLS, ffprobe: '/nonexistent/ffprobe' };
    const result = await processed(fixture('clip.mp4'), 'mp4', tools);
    expect(result).toEqual({
      width: null,
      height: null,
      durationMs: null,
      pageCount: null,
      thumbnail: null,
      pages: [],
      notes: ['NO_VIDEO_TOOLS'],
    });
  });

  it('without ffmpeg still measures but makes no thumbnail, and says so', async () => {
    const tools = { ...DEFAULT_MEDIA_TOOLS, ffmpeg: '/nonexistent/ffmpeg' };
    const result = await processed(fixture('clip.webm'), 'webm', tools);
    expect(result).toEqual({
      width: 320,
      height: 180,
      durationMs: 2000,
      pageCount: null,
      thumbnail: null,
      pages: [],
      notes: ['NO_VIDEO_TOOLS'],
    });
  });

  it('refuses an MP4 without a video stream as UNREADABLE_VIDEO', async () => {
    const audio = path.join(root.dir, 'audio.mp4');
    await runTool('ffmpeg', [
      ...['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac'],
      ...['-y', `file:${audio}`],
    ]);
    expect(await failure(processed(audio, 'mp4'))).toBe('UNREADABLE_VIDEO');
  });

  it.each<[string, MediaFormat, () => Promise<Buffer>]>([
    ['the first bytes of an MP4', 'mp4', async () => (await readFile(fixture('clip.mp4'))).subarray(0, 200)],
    [
      'the first bytes of a WebM',
      'webm',
      async () => (await readFile(fixture('clip.webm'))).subarray(0, 100),
    ],
    ['random bytes named .mp4', 'mp4', () => Promise.resolve(Buffer.alloc(4096, 'video'))],
    ['an MP4 named .webm', 'webm', () => readFile(fixture('clip.mp4'))],
  ])('refuses %s as UNREADABLE_VIDEO', async (_, format, bytes) => {
    const file = await put(root.dir, `broken.${format}`, await bytes());
    expect(await failure(processed(file, format))).toBe('UNREADABLE_VIDEO');
  });
});

describe('PDFs', () => {
  it('counts the pages, renders them at 1920 px and thumbnails the first', async () => {
    const result = await processed(fixture('two-pages.pdf'), 'pdf');
    expect(result).toMatchObject({ width: 1920, durationMs: null, pageCount: 2, notes: [] });
    expect(result.height).toBeCloseTo(1440, -1);
    expect(result.pages).toEqual([
      { path: path.join(workDir.dir, 'page-1.jpg'), extension: 'jpg' },
      { path: path.join(workDir.dir, 'page-2.jpg'), extension: 'jpg' },
    ]);
    for (const page of result.pages) {
      const metadata = await sharp(page.path).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(Math.max(metadata.width, metadata.height)).toBe(1920);
    }
    near(await pixel(result.pages[0]?.path ?? '', 960, 720), [255, 0, 0]);
    near(await pixel(result.pages[1]?.path ?? '', 1500, 400), [255, 255, 255]);
    expect(await thumbnailOf(result)).toMatchObject({ width: 512, height: 384 });
    near(await pixel(result.thumbnail?.path ?? '', 256, 192), [255, 0, 0]);
  });

  it(`renders only the first ${MEDIA_PDF_PAGES_MAX} pages, in page order`, async () => {
    const file = await put(root.dir, 'long.pdf', pdfWithPages(MEDIA_PDF_PAGES_MAX + 5));
    const result = await processed(file, 'pdf');
    expect(result.pageCount).toBe(MEDIA_PDF_PAGES_MAX + 5);
    expect(result.pages.map((page) => path.basename(page.path))).toEqual(
      Array.from({ length: MEDIA_PDF_PAGES_MAX }, (_, i) => `page-${String(i + 1).padStart(2, '0')}.jpg`),
    );
  });

  it('without pdfinfo knows nothing and says so', async () => {
    const tools = { ...DEFAULT_MEDIA_TOOLS, pdfinfo: '/nonexistent/pdfinfo' };
    const result = await processed(fixture('two-pages.pdf'), 'pdf', tools);
    expect(result).toEqual({
      width: null,
      height: null,
      durationMs: null,
      pageCount: null,
      thumbnail: null,
      pages: [],
      notes: ['NO_PDF_TOOLS'],
    });
  });

  it('without pdftoppm counts the pages but renders none, and says so', async () => {
    const tools = { ...DEFAULT_MEDIA_TOOLS, pdftoppm: '/nonexistent/pdftoppm' };
    const result = await processed(fixture('two-pages.pdf'), 'pdf', tools);
    expect(result).toEqual({
      width: null,
      height: null,
      durationMs: null,
      pageCount: 2,
      thumbnail: null,
      pages: [],
      notes: ['NO_PDF_TOOLS'],
    });
  });

  it.each<[string, () => Promise<Buffer>]>([
    ['a truncated PDF', async () => (await readFile(fixture('two-pages.pdf'))).subarray(0, 300)],
    ['random bytes named .pdf', () => Promise.resolve(Buffer.alloc(2048, 'pdf?'))],
  ])('refuses %s as UNREADABLE_PDF', async (_, bytes) => {
    const file = await put(root.dir, 'broken.pdf', await bytes());
    expect(await failure(processed(file, 'pdf'))).toBe('UNREADABLE_PDF');
  });
});

describe('file names', () => {
  it('reads a file whose name looks like an option or a protocol', async () => {
    const video = path.join(root.dir, '-i concat:x.mp4');
    await copyFile(fixture('clip.mp4'), video);
    await expect(processed(video, 'mp4')).resolves.toMatchObject({ width: 320, height: 240 });
    const pdf = path.join(root.dir, '-v.pdf');
    await copyFile(fixture('two-pages.pdf'), pdf);
    await expect(processed(pdf, 'pdf')).resolves.toMatchObject({ pageCount: 2 });
  });
});
