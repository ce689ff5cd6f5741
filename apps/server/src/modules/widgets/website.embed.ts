import type { TWebsiteCheck, WebsiteCheckReason } from '@placard/contract';
import { FetchError, type FetchErrorCode } from '../../platform/fetch/fetch-error.js';
import type { FetchedHeaders, ResponseHeaders, SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { frameAncestorsAllow, frameAncestorsLists, type FramingContext } from './frame-ancestors.js';
import { xFrameOptionsRefusal } from './x-frame-options.js';

export type EmbedCheckOptions = {
  /** where Placard shows the page: the origin of its app and players */
  ourOrigin: string;
  /** the longest reading the page may take; the safe fetch's by default */
  timeoutMs?: number;
};

/** Why a page that could not be read cannot be shown; anything else means it cannot be reached. */
const FETCH_REASONS: Partial<Record<FetchErrorCode, WebsiteCheckReason>> = {
  FETCH_HTTP_STATUS: 'WEBSITE_HTTP_STATUS',
  FETCH_BLOCKED_ADDRESS: 'WEBSITE_BLOCKED_ADDRESS',
};

/**
 * Why the answer's headers keep the page out of a frame on Placard's origin, or null. Every enforced
 * Content-Security-Policy with frame-ancestors must allow Placard, and X-Frame-Options then does not
 * count (as in browsers); without frame-ancestors, X-Frame-Options decides.
 */
export function framingRefusal(headers: ResponseHeaders, context: FramingContext): string | null {
  const lists = frameAncestorsLists(headers['content-security-policy'] ?? []);
  if (lists.length === 0) return xFrameOptionsRefusal(headers['x-frame-options'] ?? [], context);
  const refusing = lists.find((sources) => !frameAncestorsAllow(sources, context));
  if (refusing === undefined) return null;
  const allowed = refusing.filter((source) => source.toLowerCase() !== "'none'");
  const host = context.page.host;
  return allowed.length === 0
    ? `${host} does not allow being shown in a frame (Content-Security-Policy: frame-ancestors 'none').`
    : `${host} allows frames only on ${allowed.join(' ')} (Content-Security-Policy: frame-ancestors).`;
}

/**
 * Whether a web page can be shown in a frame on Placard's screens: read through the safe fetch
 * (redirects followed, only public addresses), it must answer a success and its headers must let
 * Placard's origin frame it. The answer gives the address finally shown, or why not.
 */
export async function checkEmbeddable(
  safeFetch: SafeFetch,
  url: string,
  { ourOrigin, timeoutMs }: EmbedCheckOptions,
): Promise<TWebsiteCheck> {
  let page: FetchedHeaders;
  try {
    page = await safeFetch.fetchHeaders(url, { timeoutMs });
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    const reason = FETCH_REASONS[error.code] ?? 'WEBSITE_UNREACHABLE';
    return { embeddable: false, reason, detail: error.message };
  }
  const context = { page: new URL(page.url), ancestor: new URL(ourOrigin) };
  const refusal = framingRefusal(page.headers, context);
  if (refusal === null) return { embeddable: true, finalUrl: page.url };
  const redirected = context.page.host !== new URL(url).host ? ` ${url} redirects there.` : '';
  return { embeddable: false, reason: 'WEBSITE_FRAME_DENIED', detail: `${refusal}${redirected}` };
}
