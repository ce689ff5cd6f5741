import {
  roundCoordinate,
  widgetSourceKey,
  WIDGET_REFRESH_MINUTES,
  type TNewsSnapshot,
  type TSocialSnapshot,
  type TWidgetPreviewRequest,
  type TWidgetSnapshot,
} from '@placard/contract';
import { sha256 } from '../../platform/crypto.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import { createSafeFetch, type SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { fetchNews } from './news.provider.js';
import { fetchSheetRange } from './sheets.provider.js';
import { fetchWeather, type WeatherQuery } from './weather.provider.js';
import { WidgetSourceError } from './widget-source.error.js';
import { releaseBlobs } from '../media/media.blobs.js';
import { fetchSocialPosts, type SocialSourceSettings } from '../social/facebook.posts.js';
import { storePictures } from './source-pictures.js';
import { claimSource, playlistsUsing, sourceById, updateSource, upsertSource } from './widgets.repository.js';
import type { WidgetSourceRow } from './widgets.table.js';

/**
 * Widget sources: each distinct outside source a widget shows, read once for every slide and
 * organization showing it, kept with its last good snapshot, and read again on its schedule.
 *
 * When a reading gives a new snapshot, an event `{ sourceId }` is published on WIDGET_CHANNEL (across
 * server instances, once the snapshot is stored): whoever shows the source (the screens) subscribes to
 * hear of it, and reads the snapshot by id.
 */
export const WIDGET_CHANNEL = 'placard_widgets';

export type WidgetSourceEvent = { sourceId: number };

/** A widget's settings, by kind. */
export type WidgetSettingsOf = TWidgetPreviewRequest;

/** The source settings of each kind, exactly what its provider is read with. */
type SourceSettings = {
  weather: WeatherQuery;
  news: { url: string; maxStories: number };
  sheet: { url: string; range: string };
  facebook: SocialSourceSettings & { kind: 'facebook' };
  instagram: SocialSourceSettings & { kind: 'instagram' };
};

/**
 * What a widget's source is read with: only the settings that change what is read (not how long a
 * story shows, nor the place's name or a daily or weekly layout). A Facebook or Instagram source is
 * read with the connection of the organization showing it (`organizationId`).
 */
export function sourceSettingsOf(
  widget: WidgetSettingsOf,
  organizationId: number,
): SourceSettings[typeof widget.kind] {
  switch (widget.kind) {
    case 'weather': {
      const { location, unit } = widget.settings;
      return {
        location: {
          latitude: roundCoordinate(location.latitude),
          longitude: roundCoordinate(location.longitude),
          timezone: location.timezone,
        },
        unit,
      };
    }
    case 'news':
      return { url: widget.settings.url.trim(), maxStories: widget.settings.maxStories };
    case 'sheet':
      return { url: widget.settings.url.trim(), range: widget.settings.range.trim() };
    case 'facebook': {
      const { pageId, maxPosts } = widget.settings;
      return { kind: 'facebook', organizationId, pageId, limit: maxPosts };
    }
    case 'instagram': {
      const { accountId, postCount } = widget.settings;
      return { kind: 'instagram', organizationId, accountId, limit: postCount };
    }
  }
}

/** The kinds read with an organization's own connection: each organization has its own source. */
const OWNED_KINDS: ReadonlySet<string> = new Set(['facebook', 'instagram']);

/**
 * The source's key: the sha256 of the key screens and the editor find its data by (widgetSourceKey:
 * its kind and what identifies it — for a sheet the spreadsheet, tab and cells, for a feed its
 * address, for the weather the rounded place and the unit), and for a Facebook or Instagram source
 * the organization whose connection reads it, so two organizations never share one.
 */
export function sourceKeyOf(widget: WidgetSettingsOf, organizationId: number): string {
  const key = widgetSourceKey(widget.kind, widget.settings);
  return sha256(OWNED_KINDS.has(widget.kind) ? `${key}@organization:${organizationId}` : key);
}

/** How often the widget asks its source to be read, within its kind's limits. */
function refreshMinutesOf(widget: WidgetSettingsOf): number {
  const limits = WIDGET_REFRESH_MINUTES[widget.kind];
  const asked = widget.kind === 'sheet' ? widget.settings.refreshMinutes : limits.default;
  return Math.min(limits.max, Math.max(limits.min, asked));
}

/**
 * The widget's source, made (due at once) if no widget had it yet, and marked used now. Widgets with
 * the same source share it, read as often as the most eager one asks.
 */
export function ensureSource(
  tx: Pick<Deps, 'db' | 'now'>,
  widget: WidgetSettingsOf,
  organizationId: number,
): Promise<WidgetSourceRow> {
  const now = tx.now();
  return upsertSource(tx.db, {
    kind: widget.kind,
    sourceKey: sourceKeyOf(widget, organizationId),
    settings: sourceSettingsOf(widget, organizationId),
    refreshMinutes: refreshMinutesOf(widget),
    nextRefreshAt: now,
    lastUsedAt: now,
    createdAt: now,
  });
}

/** Reads a source through its provider. */
function readSource(deps: Deps, safeFetch: SafeFetch, row: WidgetSourceRow): Promise<TWidgetSnapshot> {
  const { config } = deps;
  switch (row.kind) {
    case 'weather':
      return fetchWeather(safeFetch, config.WEATHER_API_URL, row.settings as SourceSettings['weather']);
    case 'news':
      return fetchNews(safeFetch, row.settings as SourceSettings['news']);
    case 'sheet':
      return fetchSheetRange(safeFetch, config.SHEETS_EXPORT_URL, row.settings as SourceSettings['sheet']);
    case 'facebook':
    case 'instagram':
      return fetchSocialPosts(deps, safeFetch, row.settings as SocialSourceSettings);
  }
}

/** A reading of a source: its snapshot, and the pictures it stored (a feed's, a page's). */
type Reading = { snapshot: TWidgetSnapshot; storedImages: Record<string, string> };

/** Reads a source, storing the pictures a feed's stories or a page's posts show in the media store. */
async function readingOf(deps: Deps, safeFetch: SafeFetch, row: WidgetSourceRow): Promise<Reading> {
  const snapshot = await readSource(deps, safeFetch, row);
  if (row.kind === 'news') {
    const news = snapshot as TNewsSnapshot;
    const { items, storedImages } = await storePictures(deps, safeFetch, news.stories, row.storedImages);
    return { snapshot: { ...news, stories: items }, storedImages };
  }
  if (row.kind === 'facebook' || row.kind === 'instagram') {
    const social = snapshot as TSocialSnapshot;
    const { items, storedImages } = await storePictures(deps, safeFetch, social.posts, row.storedImages);
    return { snapshot: { ...social, posts: items }, storedImages };
  }
  return { snapshot, storedImages: {} };
}

/** Tells the screens of the playlists showing the source that its data changed (inside `tx`). */
async function sourceChanged(tx: Deps, sourceId: number): Promise<void> {
  const playlistIds = await playlistsUsing(tx.db, sourceId);
  if (playlistIds.length === 0) return;
  for (const handler of tx.hooks.playlistsDataChanged) await handler(tx, playlistIds);
}

/**
 * Reads a source now and keeps the result: a snapshot replaces the last one (WIDGET_CHANNEL hears of
 * it, and so do the screens showing it); a failure (the provider's WidgetSourceError or the safe
 * fetch's FetchError) is recorded with its code and message, the last good snapshot kept (its screens
 * told when the source was fine until now, so they say since when their data is). Either way the
 * next reading is one interval on. Anything else (a fault of Placard's) is thrown.
 */
export async function refreshSource(deps: Deps, id: number): Promise<void> {
  const row = await sourceById(deps.db, id);
  if (!row) return;
  const safeFetch = createSafeFetch({ allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE });
  let reading: Reading;
  try {
    reading = await readingOf(deps, safeFetch, row);
  } catch (error) {
    if (!(error instanceof WidgetSourceError || error instanceof FetchError)) throw error;
    const attemptedAt = deps.now();
    await inTransaction(deps, async (tx) => {
      await updateSource(tx.db, id, {
        attemptedAt,
        errorCode: error.code,
        errorMessage: error.message,
        nextRefreshAt: nextRefresh(attemptedAt, row),
      });
      if (row.errorCode === null && row.snapshot !== null) await sourceChanged(tx, id);
    });
    return;
  }
  const fetchedAt = deps.now();
  const blobKeys = [...new Set(Object.values(reading.storedImages))];
  await inTransaction(deps, async (tx) => {
    await updateSource(tx.db, id, {
      snapshot: reading.snapshot,
      fetchedAt,
      attemptedAt: fetchedAt,
      errorCode: null,
      errorMessage: null,
      nextRefreshAt: nextRefresh(fetchedAt, row),
      blobKeys,
      storedImages: reading.storedImages,
    });
    // pictures the stories no longer show: the next sweep removes those nothing else shows
    await releaseBlobs(
      tx.db,
      row.blobKeys.filter((key) => !blobKeys.includes(key)),
    );
    const event: WidgetSourceEvent = { sourceId: id };
    await tx.events.publish(WIDGET_CHANNEL, event, tx.db);
    await sourceChanged(tx, id);
  });
}

function nextRefresh(at: Date, row: WidgetSourceRow): Date {
  return new Date(at.getTime() + row.refreshMinutes * 60_000);
}

/**
 * The widget's source as the editor shows it: read now (and awaited, within the provider's timeouts)
 * when it was never read or is due, unless another request is reading it already.
 */
export async function currentSource(
  deps: Deps,
  widget: WidgetSettingsOf,
  organizationId: number,
): Promise<WidgetSourceRow> {
  const row = await ensureSource(deps, widget, organizationId);
  if (!(await claimSource(deps.db, row.id, deps.now()))) return row;
  await refreshSource(deps, row.id);
  return (await sourceById(deps.db, row.id)) ?? row;
}
