import { useEffect, useMemo, useState } from 'react';
import type { TManifest, TManifestWidgetData } from '@placard/contract';
import type { WidgetDataEntry } from '@placard/slides';

const MINUTE = 60_000;
/** Data older than its source's reading interval twice and this margin is told as "updated {time}". */
const STALE_MARGIN_MINUTES = 5;

/**
 * Whether a widget's data is older than it should be: the server could not read its source again,
 * or the screen has had no newer reading for twice the source's interval (it is offline).
 */
export function isStale(entry: TManifestWidgetData, now: number): boolean {
  if (entry.stale) return true;
  if (entry.refreshMinutes === undefined) return false;
  const age = now - Date.parse(entry.updatedAt);
  return age > (2 * entry.refreshMinutes + STALE_MARGIN_MINUTES) * MINUTE;
}

/** The manifest's widget data as the renderer takes it, staleness checked at `now`. */
export function widgetEntriesAt(widgets: TManifest['widgets'], now: number): Record<string, WidgetDataEntry> {
  const entries: Record<string, WidgetDataEntry> = {};
  for (const [key, entry] of Object.entries(widgets)) {
    entries[key] = { snapshot: entry.snapshot, updatedAt: entry.updatedAt, stale: isStale(entry, now) };
  }
  return entries;
}

/** The widget data of the manifest the screen plays, its staleness checked again every minute. */
export function useWidgetEntries(
  widgets: TManifest['widgets'] | undefined,
  now: () => number,
): Record<string, WidgetDataEntry> {
  const [minute, setMinute] = useState(() => Math.floor(now() / MINUTE));
  useEffect(() => {
    const timer = setInterval(() => setMinute(Math.floor(now() / MINUTE)), MINUTE);
    return () => clearInterval(timer);
  }, [now]);
  return useMemo(() => widgetEntriesAt(widgets ?? {}, minute * MINUTE), [widgets, minute]);
}
