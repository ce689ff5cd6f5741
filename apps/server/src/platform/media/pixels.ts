import sharp, { type Metadata } from 'sharp';
import { MEDIA_MAX_IMAGE_PIXELS } from '@placard/contract';
import { AppError } from '../http/app-error.js';

const RASTER_FORMATS = new Set(['png', 'jpeg', 'gif']);

/**
 * Reads a raster image's dimensions from its header (sharp's metadata decodes no pixels) and refuses
 * one whose frame has more than MEDIA_MAX_IMAGE_PIXELS pixels, so a decompression bomb is never
 * processed. SVG is not checked here: it has no pixels until it is rendered.
 */
export async function checkImagePixels(path: string): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('MEDIA_TYPE_NOT_ALLOWED');
  }
  const { format, width, height } = metadata;
  if (!RASTER_FORMATS.has(format) || !width || !height) throw new AppError('MEDIA_TYPE_NOT_ALLOWED');
  if (width * height > MEDIA_MAX_IMAGE_PIXELS) throw new AppError('MEDIA_IMAGE_TOO_BIG');
  return { width, height };
}
