import type { MediaFailure, MediaNote } from '@placard/contract';
import { ToolMissingError } from './tools.js';

/** A file processing made in its work directory. */
export type ProcessedFile = { path: string; extension: 'webp' | 'jpg' };

export type ProcessedMedia = {
  /** As displayed: EXIF orientation and video rotation are applied; one frame of a GIF. */
  width: number | null;
  height: number | null;
  durationMs: number | null;
  pageCount: number | null;
  /** WebP, at most THUMBNAIL_MAX_SIDE pixels on its long side, never enlarged. */
  thumbnail: ProcessedFile | null;
  /** PDFs only: the first MEDIA_PDF_PAGES_MAX pages as JPEGs, first page first. */
  pages: ProcessedFile[];
  /** What could not be made because a tool is missing. */
  notes: MediaNote[];
};

/** The file cannot be read as the format its bytes claimed. */
export class MediaProcessingError extends Error {
  constructor(
    readonly failure: MediaFailure,
    options?: { cause?: unknown },
  ) {
    super(failure, options);
    this.name = 'MediaProcessingError';
  }
}

/**
 * Runs `work`, turning its failures into a MediaProcessingError with `failure`, except a missing
 * tool, which says nothing about the file.
 */
export async function failingAs<T>(failure: MediaFailure, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MediaProcessingError || error instanceof ToolMissingError) throw error;
    throw new MediaProcessingError(failure, { cause: error });
  }
}

/** Runs `work`; answers null instead when a tool it needs is missing. */
export async function unlessToolMissing<T extends object>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ToolMissingError) return null;
    throw error;
  }
}

/** A result with only `values` known. */
export function processedMedia(values: Partial<ProcessedMedia> = {}): ProcessedMedia {
  return {
    width: null,
    height: null,
    durationMs: null,
    pageCount: null,
    thumbnail: null,
    pages: [],
    notes: [],
    ...values,
  };
}
