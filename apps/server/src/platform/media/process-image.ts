import { openImage, THUMBNAIL_MAX_SIDE, writeThumbnail } from './thumbnail.js';
import { failingAs, MediaProcessingError, processedMedia, type ProcessedMedia } from './process-result.js';

/** sharp renders SVG at 72 DPI unless told otherwise; its size at that density is the SVG's size. */
const SVG_DENSITY = 72;

function dimensions(width: number | undefined, height: number | undefined) {
  if (!width || !height) throw new MediaProcessingError('UNREADABLE_IMAGE');
  return { width, height };
}

/** A JPEG or PNG: its displayed size (EXIF orientation applied) and a thumbnail. */
async function raster(file: string, workDir: string): Promise<ProcessedMedia> {
  const metadata = await openImage(file).metadata();
  const { width, height } = dimensions(metadata.autoOrient.width, metadata.autoOrient.height);
  const thumbnail = await writeThumbnail(openImage(file), workDir);
  return processedMedia({ width, height, thumbnail });
}

/** A GIF: the size of one frame and a thumbnail of the first frame (the original stays animated). */
async function gif(file: string, workDir: string): Promise<ProcessedMedia> {
  const metadata = await openImage(file).metadata();
  const { width, height } = dimensions(metadata.width, metadata.pageHeight ?? metadata.height);
  const thumbnail = await writeThumbnail(openImage(file, { pages: 1, page: 0 }), workDir);
  return processedMedia({ width, height, thumbnail });
}

/**
 * An SVG (already sanitized): its size as rendered at the default density, and a thumbnail rendered
 * straight at thumbnail size, so a large drawing is never rasterized at full size first. Reading its
 * size renders nothing, so it needs no pixel limit; the rendering keeps the limit.
 */
async function svg(file: string, workDir: string): Promise<ProcessedMedia> {
  const metadata = await openImage(file, { limitInputPixels: false, density: SVG_DENSITY }).metadata();
  const { width, height } = dimensions(metadata.width, metadata.height);
  const scale = Math.min(1, THUMBNAIL_MAX_SIDE / Math.max(width, height));
  const density = Math.max(1, SVG_DENSITY * scale);
  const thumbnail = await writeThumbnail(openImage(file, { density }), workDir);
  return processedMedia({ width, height, thumbnail });
}

const BY_FORMAT = { jpg: raster, png: raster, gif, svg } as const;

export function processImage(
  file: string,
  format: keyof typeof BY_FORMAT,
  workDir: string,
): Promise<ProcessedMedia> {
  return failingAs('UNREADABLE_IMAGE', () => BY_FORMAT[format](file, workDir));
}
