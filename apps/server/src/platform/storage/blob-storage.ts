import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';

/**
 * The files Placard stores, by extension, with the content type each is served with. An upload's
 * extension comes from checking its bytes, so a blob is always served as what it was checked to be.
 */
export const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
} as const;
export type StoredExtension = keyof typeof CONTENT_TYPES;
export type StoredContentType = (typeof CONTENT_TYPES)[StoredExtension];

const KEY = new RegExp(`^[0-9a-f]{64}\\.(${Object.keys(CONTENT_TYPES).join('|')})$`);

/** A blob's name: the SHA-256 of its bytes in hex, a dot, and its extension. */
export type StorageKey = `${string}.${StoredExtension}`;

export function isStorageKey(key: string): key is StorageKey {
  return KEY.test(key);
}

export function extensionOf(key: StorageKey): StoredExtension {
  return key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
}

export function contentTypeOf(key: StorageKey): StoredContentType {
  return CONTENT_TYPES[extensionOf(key)];
}

export function storageKey(sha256: string, extension: StoredExtension): StorageKey {
  return `${sha256}.${extension}`;
}

/** Bytes `start` to `end` of a blob, both included (as in an HTTP Range header). */
export type ByteRange = { start: number; end: number };

export type PutOptions = { extension: StoredExtension };
/** `created` is false when a blob with the same bytes was already stored. */
export type PutResult = { key: StorageKey; size: number; created: boolean };
export type BlobStat = { size: number; contentType: StoredContentType };

/**
 * Where media blobs live: a folder on disk or an S3-compatible bucket. Blobs are content-addressed
 * and immutable, so a key (and the URL made from it) never changes meaning. A put stores the blob
 * whole or not at all. Any string may be asked about: one that is not a storage key is not stored.
 */
export interface BlobStorage {
  /** Stores a local file, streaming it: the file is never held in memory. The file itself is left as is. */
  putFile(localPath: string, options: PutOptions): Promise<PutResult>;
  /** Stores a few bytes already in memory (a theme logo). */
  putBytes(bytes: Buffer, options: PutOptions): Promise<PutResult>;
  exists(key: string): Promise<boolean>;
  stat(key: string): Promise<BlobStat | null>;
  /**
   * The blob's bytes, or the range of them (its end is cut to the blob's last byte); null when the
   * blob is not stored. Throws a RangeError for a range that starts after the blob's last byte.
   */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes a blob; removing one that is not stored does nothing. Throws for a string that is not a key. */
  remove(key: string): Promise<void>;
  /** Lets go of connections; called when the server stops. */
  close(): Promise<void>;
}

/** SHA-256 and size of a local file, read as a stream. */
export async function hashFile(localPath: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(localPath) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

export function hashBytes(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function checkRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`invalid byte range ${start}-${end}`);
  }
}

export function unsatisfiableRange(range: ByteRange, size: number): RangeError {
  return new RangeError(`byte range ${range.start}-${range.end} starts after the end of a ${size}-byte blob`);
}

export const FILES_ROUTE = '/api/files';

export function fileUrl(key: string): string {
  return `${FILES_ROUTE}/${key}`;
}
