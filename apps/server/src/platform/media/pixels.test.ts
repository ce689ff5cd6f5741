import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_IMAGE_PIXELS } from '@placard/contract';
import { checkImagePixels } from './pixels.js';
import { image, pngClaiming, put, tempDir } from './test-files.js';

let dir: string;
let remove: () => Promise<void>;
beforeAll(async () => ({ dir, remove } = await tempDir()));
afterAll(() => remove());

describe('checkImagePixels', () => {
  it.each(['png', 'jpeg', 'gif'] as const)('answers the size of a %s image', async (format) => {
    const file = await put(dir, `ok.${format}`, await image(format, 30, 20));
    await expect(checkImagePixels(file)).resolves.toEqual({ width: 30, height: 20 });
  });

  it('reads the dimensions a crafted PNG header claims', async () => {
    const file = await put(dir, 'claim.png', pngClaiming(10_000, 10_000));
    await expect(checkImagePixels(file)).resolves.toEqual({ width: 10_000, height: 10_000 });
    expect(10_000 * 10_000).toBe(MEDIA_MAX_IMAGE_PIXELS);
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1_000);
    const file = await put(dir, 'bomb.png', bomb);
    await expect(checkImagePixels(file)).rejects.toMatchObject({
      code: 'MEDIA_IMAGE_TOO_BIG',
      statusCode: 413,
    });
    const wide = await put(dir, 'wide.png', pngClaiming(100_001, 1_000));
    await expect(checkImagePixels(wide)).rejects.toMatchObject({ code: 'MEDIA_IMAGE_TOO_BIG' });
  });

  it('refuses what is not a readable raster image', async () => {
    const svg = await put(dir, 'x.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const broken = await put(dir, 'broken.png', pngClaiming(5, 5).subarray(0, 12));
    const webp = await put(dir, 'x.webp', await image('webp'));
    for (const file of [svg, broken, webp]) {
      await expect(checkImagePixels(file), file).rejects.toMatchObject({ code: 'MEDIA_TYPE_NOT_ALLOWED' });
    }
  });
});
