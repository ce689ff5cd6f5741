import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  DATA_WIDGETS,
  DEFAULT_LOCALE,
  ZNewsSnapshot,
  ZSheetSnapshot,
  ZSocialSnapshot,
  ZWeatherSnapshot,
  widgetSourceOf,
  type DataWidgetType,
  type Locale,
  type SheetSyncState,
  type TElement,
  type TWidgetPreviewRequest,
  type WidgetSourceKind,
} from '@placard/contract';

export { DATA_WIDGETS, type DataWidgetType };

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

/** Each kind's snapshot schema. */
const SNAPSHOTS = {
  weather: ZWeatherSnapshot,
  news: ZNewsSnapshot,
  sheet: ZSheetSnapshot,
  facebook: ZSocialSnapshot,
  instagram: ZSocialSnapshot,
} as const;

type SettingsByKind = { [R in TWidgetPreviewRequest as R['kind']]: R['settings'] };
type Settings<K extends WidgetSourceKind> = SettingsByKind[K];
type Snapshot<K extends WidgetSourceKind> = ReturnType<(typeof SNAPSHOTS)[K]['parse']>;

type KindOf<T extends DataWidgetType> = (typeof DATA_WIDGETS)[T];

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
export function useWidgetData<T extends DataWidgetType>(element: WidgetElementOf<T>): WidgetData<KindOf<T>> {
  const kind: KindOf<T> = DATA_WIDGETS[element.eltype];
  const { entries, locale } = useContext(WidgetDataContext);
  const { settings, sourceKey } = useMemo((): {
    settings: Settings<KindOf<T>> | null;
    sourceKey: string | null;
  } => {
    const source = widgetSourceOf(element);
    if (!source) return { settings: null, sourceKey: null };
    // read as this element type's kind: its settings are this kind's
    return { settings: source.settings as Settings<KindOf<T>>, sourceKey: source.key };
  }, [element]);
  const entry = sourceKey === null ? undefined : entries[sourceKey];
  const snapshot = useMemo(() => {
    const parsed = entry ? SNAPSHOTS[kind].safeParse(entry.snapshot) : null;
    return parsed?.success ? (parsed.data as Snapshot<KindOf<T>>) : null;
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
