import { z } from 'zod';

/** Media library uploads (spec sections 8 and 9). The server decides the format from the content. */
export const MEDIA_KINDS = ['image', 'gif', 'video', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const ZMediaKind = z.enum(MEDIA_KINDS);

type FormatRule = { kind: MediaKind; mime: string; extensions: readonly string[] };

/** Accepted formats; the key is the extension a stored file gets. */
export const MEDIA_FORMATS = {
  jpg: { kind: 'image', mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { kind: 'image', mime: 'image/png', extensions: ['png'] },
  svg: { kind: 'image', mime: 'image/svg+xml', extensions: ['svg'] },
  gif: { kind: 'gif', mime: 'image/gif', extensions: ['gif'] },
  mp4: { kind: 'video', mime: 'video/mp4', extensions: ['mp4'] },
  webm: { kind: 'video', mime: 'video/webm', extensions: ['webm'] },
  pdf: { kind: 'pdf', mime: 'application/pdf', extensions: ['pdf'] },
} as const satisfies Record<string, FormatRule>;
export type MediaFormat = keyof typeof MEDIA_FORMATS;
export type MediaMime = (typeof MEDIA_FORMATS)[MediaFormat]['mime'];

const FORMAT_LIST = Object.entries(MEDIA_FORMATS) as [MediaFormat, FormatRule][];

/** For a file input's `accept`: every MIME type and extension. */
export const MEDIA_ACCEPT = [
  ...new Set(FORMAT_LIST.flatMap(([, rule]) => [rule.mime, ...rule.extensions.map((ext) => `.${ext}`)])),
].join(',');

const MB = 1024 * 1024;

/**
 * Size limits in bytes (1 MB = 1024 × 1024 bytes). The spec allows PDF without naming a limit; we
 * chose 100 MB, the same as images.
 */
export const MEDIA_SIZE_LIMITS: Record<MediaKind, number> = {
  image: 100 * MB,
  gif: 100 * MB,
  video: 250 * MB,
  pdf: 100 * MB,
};

/** The largest file any kind allows: the cap for reading an upload before its type is known. */
export const MEDIA_MAX_BYTES = Math.max(...Object.values(MEDIA_SIZE_LIMITS));

/** One file per drop. */
export const MEDIA_FILES_PER_UPLOAD = 1;

/** Raster images with more pixels (width × height of one frame) are refused before decoding. */
export const MEDIA_MAX_IMAGE_PIXELS = 100_000_000;

/** The limit in MB, for the message 'The file is larger than {{filesize}} MB.' */
export function mediaLimitMb(kind: MediaKind): number {
  return MEDIA_SIZE_LIMITS[kind] / MB;
}

export function isMediaTooLarge(kind: MediaKind, bytes: number): boolean {
  return bytes > MEDIA_SIZE_LIMITS[kind];
}

/** The format a file name claims by its extension (case-insensitive), if it is an accepted one. */
export function mediaFormatOfFileName(fileName: string): MediaFormat | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return FORMAT_LIST.find(([, rule]) => rule.extensions.includes(extension))?.[0];
}
