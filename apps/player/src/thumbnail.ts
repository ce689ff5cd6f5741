import { canvasSize, DEVICE_THUMBNAIL_MAX_BYTES, type TAspect } from '@placard/contract';
import { rasterizeSlide } from '@placard/slides';

/** The thumbnail of what a screen shows is this many pixels on its longer side. */
export const THUMBNAIL_LONG_SIDE = 480;
/** After a slide change, a thumbnail goes up at most this often. */
export const THUMBNAIL_MIN_INTERVAL_MS = 60_000;
/** Taken this long after the slide came in, once its transition is over. */
export const THUMBNAIL_SETTLE_MS = 1_500;

export function thumbnailSizeFor(aspect: TAspect): { width: number; height: number } {
  const canvas = canvasSize(aspect);
  const scale = THUMBNAIL_LONG_SIDE / Math.max(canvas.width, canvas.height);
  return { width: Math.round(canvas.width * scale), height: Math.round(canvas.height * scale) };
}

/** A JPEG of a slide as drawn on the screen (a SlideView's outer element), or null if too large. */
export async function slideThumbnail(node: HTMLElement, aspect: TAspect): Promise<Blob | null> {
  const image = await rasterizeSlide(node, thumbnailSizeFor(aspect));
  return image.size <= DEVICE_THUMBNAIL_MAX_BYTES ? image : null;
}

export type ThumbnailUploaderOptions = {
  /** a picture of what shows now; null when nothing can be taken */
  capture: () => Promise<Blob | null>;
  upload: (image: Blob) => Promise<void>;
  minIntervalMs?: number;
  settleMs?: number;
};

/**
 * Uploads thumbnails of the current slide: after a slide change at most once every minIntervalMs,
 * and at once when the server asks for one. A failed capture or upload is simply skipped.
 */
export class ThumbnailUploader {
  private lastAt = Number.NEGATIVE_INFINITY;
  private pending: ReturnType<typeof setTimeout> | undefined;
  private busy = false;
  private readonly minIntervalMs: number;
  private readonly settleMs: number;

  constructor(private readonly options: ThumbnailUploaderOptions) {
    this.minIntervalMs = options.minIntervalMs ?? THUMBNAIL_MIN_INTERVAL_MS;
    this.settleMs = options.settleMs ?? THUMBNAIL_SETTLE_MS;
  }

  /** Another slide came in: take its picture once it has settled, unless one went up too recently. */
  slideChanged(): void {
    if (this.pending !== undefined || Date.now() - this.lastAt < this.minIntervalMs) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      void this.take();
    }, this.settleMs);
  }

  /** The server asked for a picture: take it now. */
  requested(): Promise<void> {
    clearTimeout(this.pending);
    this.pending = undefined;
    return this.take();
  }

  stop(): void {
    clearTimeout(this.pending);
    this.pending = undefined;
  }

  private async take(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.lastAt = Date.now();
    try {
      const image = await this.options.capture();
      if (image) await this.options.upload(image);
    } catch {
      // the next slide change tries again
    } finally {
      this.busy = false;
    }
  }
}
