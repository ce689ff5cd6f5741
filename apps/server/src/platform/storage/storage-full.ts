/**
 * What says there is no room left: the file system's ENOSPC (no space) and EDQUOT (quota used up), and
 * PostgreSQL's disk_full (53100) when the database could not extend a file.
 */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/** Whether an error, or one it wraps (a query error keeps the driver's as its cause), says storage is full. */
export function isStorageFull(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
