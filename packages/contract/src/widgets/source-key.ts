/**
 * How widgets name what they fetch: elements whose settings fetch the same thing share one key, so the
 * server fetches each source once and a screen finds an element's data by it. Pure: the server, the
 * editor and the player compute the same key from the same settings.
 */
import { parseCellRange, parseSheetUrl } from './sheets.js';

/** The kinds of outside data a widget shows. */
export const WIDGET_SOURCE_KINDS = ['weather', 'news', 'sheet', 'facebook', 'instagram'] as const;
export type WidgetSourceKind = (typeof WIDGET_SOURCE_KINDS)[number];

/** Only the settings that change what is fetched, loosely typed so stored element contents fit. */
export type WidgetSourceSettings = {
  weather: {
    location: { latitude: number; longitude: number; timezone: string };
    unit: string;
  };
  news: { url: string; maxStories: number };
  sheet: { url: string; range: string };
  facebook: { pageId: string; maxPosts: number };
  instagram: { accountId: string; postCount: number };
};

/** Coordinates are kept to 4 decimals (about 11 m): places a few metres apart share a forecast. */
const COORDINATE_DECIMALS = 4;

export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  // `+ 0` turns -0 into 0, so a place on the equator has one key
  return Math.round(value * factor) / factor + 0;
}

type Canonical = string | number | null | { [key: string]: Canonical };

/** JSON with every object's keys in order, so the order settings were written in does not matter. */
export function canonicalJson(value: Canonical): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key] as Canonical)}`).join(',')}}`;
}

/** What each kind fetches by: the settings that matter, normalised. */
const SOURCE: { [K in WidgetSourceKind]: (settings: WidgetSourceSettings[K]) => Canonical } = {
  weather: ({ location, unit }) => ({
    latitude: roundCoordinate(location.latitude),
    longitude: roundCoordinate(location.longitude),
    timezone: location.timezone,
    unit,
  }),
  news: ({ url, maxStories }) => ({ url: withLowerCaseHost(url.trim()), maxStories }),
  // the spreadsheet, tab and cells named (a share link and an address-bar link to one tab are one source)
  sheet: ({ url, range }) => ({
    address: parseSheetUrl(url) ?? url.trim(),
    range: parseCellRange(range) ?? range.trim(),
  }),
  // the server keeps one source per organization besides (each reads with its own connection)
  facebook: ({ pageId, maxPosts }) => ({ pageId, maxPosts }),
  instagram: ({ accountId, postCount }) => ({ accountId, postCount }),
};

/** An address with its scheme and host in lower case, as a URL reads them (the path keeps its case). */
function withLowerCaseHost(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)/i, (origin) => origin.toLowerCase());
}

/**
 * The key of the source a widget's settings fetch: its kind, a colon, then the canonical JSON of the
 * settings that change what is fetched (`weather:{"latitude":59.3293,…}`). Settings that only change
 * how it is shown (a weather widget's daily or weekly forecast, seconds per story) are left out.
 */
export function widgetSourceKey<K extends WidgetSourceKind>(
  kind: K,
  settings: WidgetSourceSettings[K],
): string {
  return `${kind}:${canonicalJson(SOURCE[kind](settings))}`;
}
