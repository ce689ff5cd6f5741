import type { FramingContext } from './frame-ancestors.js';

/**
 * Why the X-Frame-Options header values keep the page out of Placard's frames, or null when they do
 * not (as the HTML standard reads them): DENY; SAMEORIGIN when Placard is on another origin;
 * conflicting values (DENY, SAMEORIGIN or ALLOWALL among several). Browsers now ignore ALLOW-FROM,
 * but a page that names another origin there asks not to be framed elsewhere: that is respected.
 */
export function xFrameOptionsRefusal(
  headerValues: readonly string[],
  context: FramingContext,
): string | null {
  const values = new Set(
    headerValues
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter((value) => value !== ''),
  );
  const host = context.page.host;
  if (values.size > 1) {
    const conflicting = ['deny', 'sameorigin', 'allowall'].some((value) => values.has(value));
    const listed = [...values].join(', ').toUpperCase();
    return conflicting ? `${host} sends conflicting X-Frame-Options (${listed}).` : null;
  }
  const [value = ''] = values;
  if (value === 'deny') return `${host} does not allow being shown in a frame (X-Frame-Options: DENY).`;
  if (value === 'sameorigin' && context.page.origin !== context.ancestor.origin) {
    return `${host} allows frames only on its own site (X-Frame-Options: SAMEORIGIN).`;
  }
  const allowFrom = /^allow-from\s+(\S+)$/.exec(value)?.[1];
  if (allowFrom !== undefined && originOf(allowFrom) !== context.ancestor.origin) {
    return `${host} allows frames only on ${allowFrom} (X-Frame-Options: ALLOW-FROM).`;
  }
  return null;
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}
