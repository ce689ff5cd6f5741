import { open } from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import {
  MEDIA_FORMATS,
  isMediaTooLarge,
  mediaFormatOfFileName,
  mediaLimitMb,
  type MediaFormat,
  type MediaKind,
  type MediaMime,
} from '@placard/contract';
import { AppError } from '../http/app-error.js';
import { svgRootOffset } from './svg-root.js';

/** Enough for file-type's magic numbers and for an SVG prolog (XML declaration, comments, doctype). */
const HEADER_BYTES = 16 * 1024;

/** file-type's extension → our format. An animated PNG is a PNG. */
const BY_FILE_TYPE: Partial<Record<string, MediaFormat>> = {
  jpg: 'jpg',
  png: 'png',
  apng: 'png',
  gif: 'gif',
  mp4: 'mp4',
  webm: 'webm',
  pdf: 'pdf',
};

export type DetectedMedia = { kind: MediaKind; mime: MediaMime; extension: MediaFormat; size: number };

async function readHeader(path: string): Promise<{ header: Uint8Array; size: number }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(size, HEADER_BYTES));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return { header: buffer.subarray(0, bytesRead), size };
  } finally {
    await handle.close();
  }
}

/** The accepted format the first bytes of a file show, if any. */
export async function formatOfContent(header: Uint8Array): Promise<MediaFormat | undefined> {
  const found = await fileTypeFromBuffer(header);
  if (found && found.ext !== 'xml') return BY_FILE_TYPE[found.ext];
  const text = new TextDecoder('utf-8').decode(header);
  return svgRootOffset(text) >= 0 ? 'svg' : undefined;
}

/**
 * Decides an uploaded file's format from its content (never its name or the browser's claim), checks
 * that the name's extension agrees and that the file is within its kind's size limit.
 */
export async function detectMedia(path: string, fileName: string): Promise<DetectedMedia> {
  const { header, size } = await readHeader(path);
  const format = await formatOfContent(header);
  const named = mediaFormatOfFileName(fileName);
  if (!format) throw new AppError(named ? 'MEDIA_TYPE_MISMATCH' : 'MEDIA_TYPE_NOT_ALLOWED');
  if (format !== named) throw new AppError('MEDIA_TYPE_MISMATCH');
  const { kind, mime } = MEDIA_FORMATS[format];
  if (isMediaTooLarge(kind, size)) {
    throw new AppError('MEDIA_TOO_LARGE', { params: { filesize: mediaLimitMb(kind) } });
  }
  return { kind, mime, extension: format, size };
}
