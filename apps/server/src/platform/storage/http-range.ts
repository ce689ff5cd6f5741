import type { ByteRange } from './blob-storage.js';

/**
 * What a request's Range header asks of a representation of `size` bytes (RFC 9110 §14): one range
 * of it, `unsatisfiable` (answer 416), or null to send it whole — no header, another unit, a header
 * that does not parse, or several ranges (a server may ignore Range, and players ask for one).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // bytes=-N: the last N bytes
    const length = Number(last);
    if (!Number.isSafeInteger(length)) return null;
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** An If-Range header lets a range through only while the representation is still the one it names. */
export function ifRangeAllows(header: string | undefined, etag: string): boolean {
  if (!header) return true;
  const value = header.trim();
  // a date: our blobs never change, so any date still names them
  if (!value.startsWith('"') && !value.startsWith('W/')) return true;
  return value === etag;
}

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
