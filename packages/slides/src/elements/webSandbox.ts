/** The sandbox of a web page that comes from the same site as Placard: it may not reach Placard. */
export const SAME_ORIGIN_SANDBOX = 'allow-scripts';
/** The sandbox of a page from another site: it keeps its own origin (logins, storage) and forms. */
export const CROSS_ORIGIN_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/**
 * The iframe sandbox for a web element. A same-origin page given allow-same-origin together with
 * allow-scripts could lift its own sandbox and act as Placard, so it only runs scripts in an opaque
 * origin; an unreadable address gets the same strict sandbox.
 */
export function webSandbox(url: string, pageOrigin: string): string {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return SAME_ORIGIN_SANDBOX;
  }
  return origin === pageOrigin || origin === 'null' ? SAME_ORIGIN_SANDBOX : CROSS_ORIGIN_SANDBOX;
}
