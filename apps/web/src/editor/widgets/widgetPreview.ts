import { useCallback, useMemo } from 'react';
import { skipToken, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  toLocale,
  type LicenseAddOn,
  type Locale,
  type TElement,
  type TWidgetPreview,
  type TWidgetPreviewRequest,
  type WidgetSourceKind,
  widgetSourceOf,
  type ElementSource,
} from '@placard/contract';
import type { WidgetDataEntry } from '@placard/slides';
import { useSession } from '../../app/session';
import { queryKeys } from '../../api/queryKeys';
import { widgetsApi } from '../../api/widgets';

/** The editor reads a widget's data again this often (the server reads its source on its own schedule). */
export const WIDGET_PREVIEW_REFETCH_MS = 60_000;

/** The licence add-on each kind of source needs; a sheet needs none. */
export const WIDGET_ADD_ONS: Partial<Record<WidgetSourceKind, LicenseAddOn>> = {
  weather: 'weatherAddOn',
  news: 'newsAddOn',
  facebook: 'facebookAddOn',
  instagram: 'instagramAddOn',
};

/** The source an element shows, when it is a data widget whose settings are complete. */
export function elementSource(element: TElement): ElementSource | null {
  return widgetSourceOf(element);
}

/** The language of the editor's user interface, for widget labels, day names and place names. */
export function useUiLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LOCALE;
}

/** Whether a licence's switches include what a kind of source needs. */
export function sourceLicensed(
  kind: WidgetSourceKind,
  features: Readonly<Record<LicenseAddOn, boolean>>,
): boolean {
  const addOn = WIDGET_ADD_ONS[kind];
  return addOn === undefined || features[addOn];
}

/** Whether the organization's licence has what a kind of source needs. */
export function useSourceLicensed(): (kind: WidgetSourceKind) => boolean {
  const { licenseFeatures } = useSession();
  return (kind) => sourceLicensed(kind, licenseFeatures);
}

/** Asks the server for a source's data (read now when never read or due, else its last reading). */
function fetchPreview(source: ElementSource, signal: AbortSignal): Promise<TWidgetPreview> {
  // the settings were read by the kind's own schema, so kind and settings agree
  const request = { kind: source.kind, settings: source.settings } as TWidgetPreviewRequest;
  return widgetsApi.preview(request, signal);
}

/** The query of one source: the language is part of its key, a failure being told in it. */
function previewQuery(sourceKey: string, locale: Locale) {
  return {
    queryKey: [...queryKeys.widgetPreview(sourceKey), locale] as const,
    refetchInterval: WIDGET_PREVIEW_REFETCH_MS,
  };
}

/** A widget's live data as the editor reads it: the canvas's query of its source, shared with its panel. */
export function useWidgetPreview(source: ElementSource | null) {
  const locale = useUiLocale();
  const licensed = useSourceLicensed();
  const enabled = source !== null && licensed(source.kind);
  return useQuery({
    ...previewQuery(source?.key ?? '', locale),
    queryFn: enabled ? ({ signal }) => fetchPreview(source, signal) : skipToken,
  });
}

/** What the renderer holds of a source: its last snapshot, how fresh it is, and where a sheet's sync stands. */
export function previewEntry(preview: TWidgetPreview): WidgetDataEntry | null {
  if (preview.snapshot === null) return null;
  return {
    snapshot: preview.snapshot,
    updatedAt: preview.fetchedAt ?? preview.snapshot.fetchedAt,
    stale: preview.state === 'failed',
    syncState: preview.state,
  };
}

/**
 * The live data of every source the elements show, by the key the renderer finds it by (the
 * contract's `widgetSourceKey`). A source whose add-on the licence lacks is not asked for: its
 * widget shows its placeholder.
 */
export function useWidgetEntries(elements: readonly TElement[]): Readonly<Record<string, WidgetDataEntry>> {
  const locale = useUiLocale();
  const { licenseFeatures } = useSession();
  const sources = useMemo(() => {
    const found = new Map<string, ElementSource>();
    for (const element of elements) {
      const source = elementSource(element);
      if (source && sourceLicensed(source.kind, licenseFeatures)) found.set(source.key, source);
    }
    return [...found.values()];
  }, [elements, licenseFeatures]);
  const combine = useCallback(
    (results: UseQueryResult<TWidgetPreview>[]) => {
      const entries: Record<string, WidgetDataEntry> = {};
      results.forEach((result, index) => {
        const key = sources[index]?.key;
        const entry = result.data ? previewEntry(result.data) : null;
        if (key !== undefined && entry) entries[key] = entry;
      });
      return entries;
    },
    [sources],
  );
  return useQueries({
    queries: sources.map((source) => ({
      ...previewQuery(source.key, locale),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchPreview(source, signal),
    })),
    combine,
  });
}
