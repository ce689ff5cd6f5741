import sharp from 'sharp';
import type { StoredExtension } from './blob-storage.js';

const FORMATS = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' } as const satisfies Record<
  string,
  StoredExtension
>;
type Format = keyof typeof FORMATS;

/** Larger images are refused before they are decoded (about 8K × 5K). */
const MAX_PIXELS = 40_000_000;

/**
 * Checks an uploaded image by its bytes (never its name or declared type) and re-encodes it, which
 * drops metadata and anything hidden after the image data. Answers null for anything else.
 */
export async function normalizeImage(
  bytes: Buffer,
): Promise<{ bytes: Buffer; extension: StoredExtension } | null> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    const format = metadata.format as string | undefined;
    if (!format || !(format in FORMATS)) return null;
    const animated = format === 'gif' || format === 'webp';
    const output = await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated })
      .rotate()
      .toFormat(format as Format)
      .toBuffer();
    return { bytes: output, extension: FORMATS[format as Format] };
  } catch {
    return null;
  }
}
