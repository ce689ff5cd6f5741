import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { detectMedia, formatOfContent } from './detect.js';
import { ELF, MP4, PE, WEBM, ZIP, image, pdf, put, tempDir } from './test-files.js';

const MB = 1024 * 1024;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

let dir: string;
let remove: () => Promise<void>;
beforeAll(async () => ({ dir, remove } = await tempDir()));
afterAll(() => remove());

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

type Sample = () => Uint8Array | string | Promise<Uint8Array>;

describe('detectMedia accepts by content', () => {
  it.each<[string, Sample, string, string, string]>([
    ['photo.png', () => image('png'), 'image', 'image/png', 'png'],
    ['photo.jpg', () => image('jpeg'), 'image', 'image/jpeg', 'jpg'],
    ['photo.JPEG', () => image('jpeg'), 'image', 'image/jpeg', 'jpg'],
    ['loop.gif', () => image('gif'), 'gif', 'image/gif', 'gif'],
    ['clip.mp4', () => MP4, 'video', 'video/mp4', 'mp4'],
    ['clip.webm', () => WEBM, 'video', 'video/webm', 'webm'],
    ['menu.pdf', () => pdf(), 'pdf', 'application/pdf', 'pdf'],
    ['logo.svg', () => SVG, 'image', 'image/svg+xml', 'svg'],
  ])('%s', async (name, bytes, kind, mime, extension) => {
    const file = await put(dir, name, await bytes());
    await expect(detectMedia(file, name)).resolves.toMatchObject({ kind, mime, extension });
  });

  it('reports the size', async () => {
    const file = await put(dir, 'sized.pdf', pdf(), 12_345);
    await expect(detectMedia(file, 'sized.pdf')).resolves.toMatchObject({ size: 12_345 });
  });

  it('finds an SVG root after a BOM, XML declaration, comments and a doctype', async () => {
    const prolog =
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" ' +
      '[ <!ENTITY ns "http://example.com/"> <!-- a ] > comment --> ]>\n';
    const file = await put(dir, 'prolog.svg', prolog + SVG);
    await expect(detectMedia(file, 'prolog.svg')).resolves.toMatchObject({ extension: 'svg' });
  });

  it('decides by the first bytes only', async () => {
    const file = await put(dir, 'padded.png', await image('png'), 50 * MB);
    await expect(detectMedia(file, 'padded.png')).resolves.toMatchObject({ extension: 'png', size: 50 * MB });
  });
});

describe('detectMedia refuses', () => {
  it('content that does not match the name', async () => {
    const cases: [string, Uint8Array | string][] = [
      ['photo.jpg', await image('png')],
      ['photo.png', await image('jpeg')],
      ['clip.mp4', WEBM],
      ['logo.svg', await image('png')],
      ['photo', await image('png')],
      ['photo.png.exe', await image('png')],
    ];
    for (const [name, bytes] of cases) {
      const error = await refusal(detectMedia(await put(dir, name, bytes), name));
      expect(error.code, name).toBe('MEDIA_TYPE_MISMATCH');
      expect(error.statusCode).toBe(415);
    }
  });

  it('an executable, archive or text renamed as an accepted type', async () => {
    for (const [name, bytes] of [
      ['elf.png', ELF],
      ['pe.png', PE],
      ['zip.png', ZIP],
      ['notes.svg', 'just some words'],
      ['empty.pdf', ''],
    ] as const) {
      const error = await refusal(detectMedia(await put(dir, name, bytes), name));
      expect(error.code, name).toBe('MEDIA_TYPE_MISMATCH');
    }
  });

  it('an unsupported type under its own name', async () => {
    for (const [name, bytes] of [
      ['photo.webp', await image('webp')],
      ['program.exe', PE],
      ['archive.zip', ZIP],
      ['notes.txt', 'just some words'],
      ['page.html', '<!doctype html><html><body>hi</body></html>'],
    ] as const) {
      const error = await refusal(detectMedia(await put(dir, name, bytes), name));
      expect(error.code, name).toBe('MEDIA_TYPE_NOT_ALLOWED');
      expect(error.statusCode).toBe(415);
    }
  });

  it('a file over its kind’s limit, naming the limit in MB', async () => {
    const cases = [
      ['big.png', await image('png'), 100],
      ['big.gif', await image('gif'), 100],
      ['big.pdf', pdf(), 100],
      ['big.mp4', MP4, 250],
    ] as const;
    for (const [name, bytes, limit] of cases) {
      await expect(detectMedia(await put(dir, name, bytes, limit * MB), name)).resolves.toBeTruthy();
      const error = await refusal(detectMedia(await put(dir, name, bytes, limit * MB + 1), name));
      expect(error.code, name).toBe('MEDIA_TOO_LARGE');
      expect(error.statusCode).toBe(413);
      expect(error.options.params).toEqual({ filesize: limit });
    }
  });
});

describe('formatOfContent', () => {
  it('does not take an XML document or HTML for an SVG', async () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    await expect(formatOfContent(encode('<?xml version="1.0"?><feed/>'))).resolves.toBeUndefined();
    await expect(formatOfContent(encode('<html><svg></svg></html>'))).resolves.toBeUndefined();
    await expect(formatOfContent(encode('<svgfoo/>'))).resolves.toBeUndefined();
    await expect(formatOfContent(encode('<?xml version="1.0"?>\n<svg/>'))).resolves.toBe('svg');
  });

  it('does not find an SVG root behind an unfinished prolog', async () => {
    const text = `<!-- ${'x'.repeat(20_000)} --><svg/>`;
    await expect(
      formatOfContent(new TextEncoder().encode(text).subarray(0, 16_384)),
    ).resolves.toBeUndefined();
  });
});
