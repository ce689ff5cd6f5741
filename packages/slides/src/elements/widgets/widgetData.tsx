import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  DEFAULT_LOCALE,
  ZNewsSettings,
  ZNewsSnapshot,
  ZSheetSettings,
  ZSheetSnapshot,
  ZWeatherSettings,
  ZWeatherSnapshot,
  widgetSourceKey,
  type Locale,
  type SheetSyncState,
  type TElement,
  type WidgetSourceKind,
  type WidgetSourceSettings,
} from '@placard/contract';

/** The element types that show outside data, each with the kind of source it reads. */
export const DATA_WIDGETS = { weather: 'weather', news: 'news', cell: 'sheet' } as const;
export type DataWidgetType = keyof typeof DATA_WIDGETS;

/** A widget element (its settings in its contents). */
export type TWidgetElement = Extract<TElement, { contents: Record<string, unknown> }>;
/** A widget element of one type. */
export type WidgetElementOf<T extends TWidgetElement['eltype']> = TWidgetElement & { eltype: T };

export function isWidgetOf<T extends TWidgetElement['eltype']>(
  element: TWidgetElement,
  eltype: T,
): element is WidgetElementOf<T> {
  return element.eltype === eltype;
}

/** The last data read from a source, as a screen or the editor holds it. */
export type WidgetDataEntry = {
  /** the snapshot the server made (checked against its schema before it is drawn) */
  snapshot: unknown;
  /** when it was read, ISO 8601 */
  updatedAt: string;
  /** whether it is older than it should be (the source failed, or the screen is offline) */
  stale?: boolean;
  /** for a sheet in the editor: where its copy stands */
  syncState?: SheetSyncState;
};

type WidgetDataValue = { entries: Readonly<Record<string, WidgetDataEntry>>; locale: Locale };

const WidgetDataContext = createContext<WidgetDataValue>({ entries: {}, locale: DEFAULT_LOCALE });

type WidgetDataProviderProps = {
  /** the data of each source, by its `widgetSourceKey` */
  entries: Readonly<Record<string, WidgetDataEntry>>;
  /** the screen's (or the editor's) language, for day names, times and labels */
  locale?: Locale;
  children: ReactNode;
};

/** Gives the widgets below their data; without one, every widget shows its placeholder. */
export function WidgetDataProvider({ entries, locale = DEFAULT_LOCALE, children }: WidgetDataProviderProps) {
  const value = useMemo(() => ({ entries, locale }), [entries, locale]);
  return <WidgetDataContext.Provider value={value}>{children}</WidgetDataContext.Provider>;
}

/** The entry under a key (a menu's `menuDataKey`), if there is one, and the language to show it in. */
export function useWidgetEntry(key: string | null): { entry: WidgetDataEntry | undefined; locale: Locale } {
  const { entries, locale } = useContext(WidgetDataContext);
  return { entry: key === null ? undefined : entries[key], locale };
}

/** Each kind's settings and snapshot schemas. */
const SCHEMAS = {
  weather: { settings: ZWeatherSettings, snapshot: ZWeatherSnapshot },
  news: { settings: ZNewsSettings, snapshot: ZNewsSnapshot },
  sheet: { settings: ZSheetSettings, snapshot: ZSheetSnapshot },
} as const;

type Schemas = typeof SCHEMAS;
type Settings<K extends WidgetSourceKind> = ReturnType<Schemas[K]['settings']['parse']>;
type Snapshot<K extends WidgetSourceKind> = ReturnType<Schemas[K]['snapshot']['parse']>;

/** What a widget element has to draw. */
export type WidgetData<K extends WidgetSourceKind> = {
  /** its settings, null when they are incomplete (a widget just added) */
  settings: Settings<K> | null;
  /** its source's key, null without settings */
  sourceKey: string | null;
  /** its source's data, null when none has come or it is not what the kind expects */
  snapshot: Snapshot<K> | null;
  updatedAt: string | null;
  stale: boolean;
  syncState: SheetSyncState | null;
  locale: Locale;
};

/** An element's settings, its source's key, and that source's data when there is some. */
export function useWidgetData<T extends DataWidgetType>(
  element: WidgetElementOf<T>,
): WidgetData<(typeof DATA_WIDGETS)[T]> {
  type K = (typeof DATA_WIDGETS)[T];
  const kind: K = DATA_WIDGETS[element.eltype];
  const { entries, locale } = useContext(WidgetDataContext);
  const { settings, sourceKey } = useMemo(() => {
    const parsed = SCHEMAS[kind].settings.safeParse(element.contents);
    if (!parsed.success) return { settings: null, sourceKey: null };
    // parsed by this kind's own schema: its settings are this kind's
    const data = parsed.data as Settings<K> & WidgetSourceSettings[K];
    return { settings: data, sourceKey: widgetSourceKey(kind, data) };
  }, [kind, element.contents]);
  const entry = sourceKey === null ? undefined : entries[sourceKey];
  const snapshot = useMemo(() => {
    const parsed = entry ? SCHEMAS[kind].snapshot.safeParse(entry.snapshot) : null;
    return parsed?.success ? (parsed.data as Snapshot<K>) : null;
  }, [kind, entry]);
  return {
    settings,
    sourceKey,
    snapshot,
    updatedAt: snapshot && entry ? entry.updatedAt : null,
    stale: Boolean(snapshot && entry?.stale),
    syncState: entry?.syncState ?? null,
    locale,
  };
}
