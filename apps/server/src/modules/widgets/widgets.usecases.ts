import {
  ERROR_CODES,
  translateMessage,
  type Locale,
  type TPlace,
  type TPlaceSearchRequest,
  type TWebsiteCheck,
  type TWidgetPreview,
  type TWidgetPreviewRequest,
  type WidgetSourceKind,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import type { PublishCheck } from '../../platform/hooks.js';
import { createSafeFetch } from '../../platform/fetch/safe-fetch.js';
import type { AuthContext } from '../auth/auth.context.js';
import { searchPlaces } from './weather.provider.js';
import { checkEmbeddable } from './website.embed.js';
import { WidgetSourceError } from './widget-source.error.js';
import { widgetError } from './widgets.errors.js';
import { currentSource } from './widgets.sources.js';
import type { WidgetSourceRow } from './widgets.table.js';

/** The licence add-on each kind needs; a sheet needs none. */
const ADD_ONS = {
  weather: 'weatherAddOn',
  news: 'newsAddOn',
  sheet: null,
  facebook: 'facebookAddOn',
  instagram: 'instagramAddOn',
} as const;

/** Refuses WIDGET_ADDON_MISSING (403) when the organization's licence lacks the kind's add-on. */
function requireAddOn(auth: AuthContext, kind: WidgetSourceKind): void {
  const addOn = ADD_ONS[kind];
  if (addOn !== null && !auth.license.features[addOn]) throw widgetError('WIDGET_ADDON_MISSING');
}

function safeFetchOf(deps: Deps) {
  return createSafeFetch({ allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE });
}

/** Places matching a name, for a weather widget's location (the weather add-on required). */
export async function findPlaces(
  deps: Deps,
  auth: AuthContext,
  request: TPlaceSearchRequest,
): Promise<{ results: TPlace[] }> {
  requireAddOn(auth, 'weather');
  try {
    const results = await searchPlaces(
      safeFetchOf(deps),
      deps.config.GEOCODING_API_URL,
      request.query,
      request.language,
    );
    return { results };
  } catch (error) {
    if (!(error instanceof WidgetSourceError)) throw error;
    // the log has why, with the request
    throw widgetError('WEATHER_SERVICE_FAILED', { cause: error });
  }
}

/** How long a page may take to answer at publish: a slow site does not hold the publish up for long. */
const PUBLISH_CHECK_TIMEOUT_MS = 5_000;

function embedCheck(deps: Deps, url: string, timeoutMs?: number): Promise<TWebsiteCheck> {
  const ourOrigin = new URL(deps.config.PUBLIC_URL).origin;
  return checkEmbeddable(safeFetchOf(deps), url, { ourOrigin, ...(timeoutMs ? { timeoutMs } : {}) });
}

/**
 * Whether a web page may be shown in a frame on Placard's screens; refused WEBSITE_NOT_EMBEDDABLE
 * (422) with why under `url`.
 */
export async function checkWebsite(deps: Deps, url: string): Promise<TWebsiteCheck> {
  const check = await embedCheck(deps, url);
  if (!check.embeddable) throw widgetError('WEBSITE_NOT_EMBEDDABLE', { fields: { url: check.detail } });
  return check;
}

/** Why a page is kept off screens at publish: it refuses frames, or it is at an address Placard never reads. */
const REFUSED_AT_PUBLISH = new Set(['WEBSITE_FRAME_DENIED', 'WEBSITE_BLOCKED_ADDRESS']);

/**
 * At publish, every web page the slides show is asked again whether it may be framed (a site may
 * have changed its headers since it was added): one that refuses is refused WEBSITE_NOT_EMBEDDABLE
 * (422), naming the page and why under `url`. A page that cannot be reached right now is let through:
 * screens show a calm placeholder with its name until it can be.
 */
export const checkPublishedWebsites: PublishCheck = async (deps, slides) => {
  const urls = new Set<string>();
  for (const slide of slides) {
    for (const element of slide.elements) if (element.eltype === 'web') urls.add(element.contents.url);
  }
  const checks = await Promise.all(
    [...urls].map(async (url) => ({ url, check: await embedCheck(deps, url, PUBLISH_CHECK_TIMEOUT_MS) })),
  );
  for (const { url, check } of checks) {
    if (!check.embeddable && REFUSED_AT_PUBLISH.has(check.reason)) {
      throw widgetError('WEBSITE_NOT_EMBEDDABLE', { fields: { url: `${url}: ${check.detail}` } });
    }
  }
};

/** A Facebook connection's failure, told in the caller's language (the spec's words for it). */
const SOCIAL_CODES: ReadonlySet<string> = new Set(ERROR_CODES.filter((code) => code.startsWith('FACEBOOK_')));
const isErrorCode = (code: string): boolean => SOCIAL_CODES.has(code);

/** The prefix the sheet provider's English messages start with, replaced by the caller's words. */
const SYNC_FAILED_PREFIX = /^Sync failed:\s*/;

/** Why the last reading failed, in the caller's language where the spec names the failure. */
function errorMessage(locale: Locale, row: WidgetSourceRow): string {
  const message = row.errorMessage ?? '';
  if (row.errorCode !== null && isErrorCode(row.errorCode)) {
    return translateMessage(locale, `errors.${row.errorCode}`);
  }
  if (row.kind !== 'sheet') return message;
  return translateMessage(locale, 'errors.SHEET_SYNC_FAILED', {
    reason: message.replace(SYNC_FAILED_PREFIX, ''),
  });
}

/** A source as the editor shows it. */
export function previewOf(locale: Locale, row: WidgetSourceRow): TWidgetPreview {
  const error = row.errorCode === null ? null : { code: row.errorCode, message: errorMessage(locale, row) };
  return {
    sourceKey: row.sourceKey,
    snapshot: row.snapshot,
    fetchedAt: row.fetchedAt?.toISOString() ?? null,
    error,
    state: error !== null ? 'failed' : row.snapshot !== null ? 'synced' : 'syncing',
  };
}

/**
 * A widget's live data for the editor: its source (shared with every widget reading the same), read
 * now when never read or due. Weather and news need their add-on; sheets are free.
 */
export async function previewWidget(
  deps: Deps,
  auth: AuthContext,
  widget: TWidgetPreviewRequest,
  locale: Locale,
): Promise<TWidgetPreview> {
  requireAddOn(auth, widget.kind);
  return previewOf(locale, await currentSource(deps, widget, auth.organization.id));
}
