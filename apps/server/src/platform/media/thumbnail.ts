import path from 'node:path';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { MEDIA_MAX_IMAGE_PIXELS } from '@placard/contract';
import type { ProcessedFile } from './process-result.js';

/** The long side of a thumbnail, in pixels. */
export const THUMBNAIL_MAX_SIDE = 512;
export const THUMBNAIL_QUALITY = 80;
export const THUMBNAIL_FILE_NAME = 'thumbnail.webp';

/**
 * Opens an image for processing: the pixel limit of uploads, read front to back, EXIF orientation
 * applied. A truncated or broken file fails; a mere warning (common in camera files) does not.
 * Only the first frame of an animation is read unless `options` says otherwise.
 */
export function openImage(file: string, options: SharpOptions = {}): Sharp {
  return sharp(file, {
    limitInputPixels: MEDIA_MAX_IMAGE_PIXELS,
    sequentialRead: true,
    failOn: 'error',
    autoOrient: true,
    ...options,
  });
}

/** Writes `image`, fitted inside THUMBNAIL_MAX_SIDE² and never enlarged, as WebP into `workDir`. */
export async function writeThumbnail(image: Sharp, workDir: string): Promise<ProcessedFile> {
  const file = path.join(workDir, THUMBNAIL_FILE_NAME);
  await image
    .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: THUMBNAIL_QUALITY })
    .toFile(file);
  return { path: file, extension: 'webp' };
}
