import { z } from 'zod';
import { ZNewsSettings, ZNewsSnapshot } from './news.js';
import {
  SHEET_REFRESH_DEFAULT_MINUTES,
  SHEET_REFRESH_MAX_MINUTES,
  SHEET_REFRESH_MIN_MINUTES,
  SHEET_SYNC_STATES,
  ZSheetSettings,
  ZSheetSnapshot,
} from './sheets.js';
import type { WidgetSourceKind } from './source-key.js';
import { ZFacebookSettings, ZInstagramSettings, ZSocialSnapshot } from './social.js';
import { ZWeatherSettings, ZWeatherSnapshot } from './weather.js';

/**
 * The widgets whose data the server reads from another host and keeps (a widget source, of the kinds
 * in source-key.ts): each distinct source is read once, whichever slides and organizations show it,
 * and read again on a schedule. How often each kind is read again, in minutes: its default, and the range a widget may ask within.
 * A forecast changes slowly and the weather service asks for restraint (5 minutes at least); a feed
 * likewise; a sheet is someone's live data (1 minute at least).
 */
export const WIDGET_REFRESH_MINUTES: Record<WidgetSourceKind, { min: number; max: number; default: number }> =
  {
    weather: { min: 5, max: 60, default: 15 },
    news: { min: 5, max: 60, default: 10 },
    sheet: {
      min: SHEET_REFRESH_MIN_MINUTES,
      max: SHEET_REFRESH_MAX_MINUTES,
      default: SHEET_REFRESH_DEFAULT_MINUTES,
    },
    // Graph API calls count against the app's rate limit: a page's posts change a few times a day
    facebook: { min: 10, max: 60, default: 15 },
    instagram: { min: 10, max: 60, default: 15 },
  };

/** A widget's settings, by kind: what the editor sends to see the widget's data. */
export const ZWidgetPreviewRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('weather'), settings: ZWeatherSettings }),
  z.object({ kind: z.literal('news'), settings: ZNewsSettings }),
  z.object({ kind: z.literal('sheet'), settings: ZSheetSettings }),
  z.object({ kind: z.literal('facebook'), settings: ZFacebookSettings }),
  z.object({ kind: z.literal('instagram'), settings: ZInstagramSettings }),
]);
export type TWidgetPreviewRequest = z.infer<typeof ZWidgetPreviewRequest>;

/** Any kind's snapshot: what a screen shows of the source. */
export const ZWidgetSnapshot = z.union([ZWeatherSnapshot, ZNewsSnapshot, ZSheetSnapshot, ZSocialSnapshot]);
export type TWidgetSnapshot = z.infer<typeof ZWidgetSnapshot>;

/**
 * Where a widget's data stands: `syncing`, not read yet; `synced`, the last reading succeeded;
 * `failed`, the last reading failed (`snapshot` is then the last good one, if any), `error` saying why
 * in the caller's language where Placard has words for it, else in the source's own English.
 */
export const ZWidgetPreview = z.object({
  /** the source's identity: the same for every widget with the same source settings */
  sourceKey: z.string(),
  snapshot: ZWidgetSnapshot.nullable(),
  fetchedAt: z.iso.datetime().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  state: z.enum(SHEET_SYNC_STATES),
});
export type TWidgetPreview = z.infer<typeof ZWidgetPreview>;
