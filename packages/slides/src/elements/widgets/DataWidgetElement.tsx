import type { SlideMode } from '../../types';
import { CellWidget } from './CellWidget';
import { cellStyle } from './cellStyle';
import { NewsWidget } from './NewsWidget';
import { SocialWidget } from './SocialWidget';
import { WeatherWidget } from './WeatherWidget';
import { WidgetPlaceholder } from './WidgetPlaceholder';
import { WidgetIcon } from './widgetIcons';
import { useWidgetData, type DataWidgetType, type WidgetElementOf } from './widgetData';
import { WIDGET_LABELS, type WidgetLabels } from './widgetLabels';

type Props<T extends DataWidgetType> = { element: WidgetElementOf<T>; mode: SlideMode };

/** A widget without data: its element's name, else what its settings name, else its kind. */
function Placeholder<T extends DataWidgetType>({
  element,
  mode,
  labels,
  named,
  note,
}: Props<T> & { labels: WidgetLabels; named: string | undefined; note?: string }) {
  return (
    <WidgetPlaceholder
      title={element.name || named || labels[element.eltype]}
      icon={<WidgetIcon type={element.eltype} />}
      note={note ?? (mode === 'edit' ? labels.waiting : undefined)}
      width={element.width}
      height={element.height}
    />
  );
}

function feedHost(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

export function WeatherElement({ element, mode }: Props<'weather'>) {
  const { settings, snapshot, stale, updatedAt, locale } = useWidgetData(element);
  const labels = WIDGET_LABELS[locale];
  if (!settings || !snapshot) {
    return <Placeholder element={element} mode={mode} labels={labels} named={settings?.location.name} />;
  }
  return (
    <WeatherWidget
      settings={settings}
      snapshot={snapshot}
      width={element.width}
      height={element.height}
      locale={locale}
      labels={labels}
      staleSince={stale ? updatedAt : null}
    />
  );
}

export function NewsElement({ element, mode }: Props<'news'>) {
  const { settings, snapshot, stale, updatedAt, locale } = useWidgetData(element);
  const labels = WIDGET_LABELS[locale];
  if (!settings || !snapshot || snapshot.stories.length === 0) {
    const named = snapshot?.feedTitle || (settings ? feedHost(settings.url) : undefined);
    return <Placeholder element={element} mode={mode} labels={labels} named={named} />;
  }
  return (
    <NewsWidget
      settings={settings}
      snapshot={snapshot}
      width={element.width}
      height={element.height}
      rotating={mode === 'play'}
      locale={locale}
      labels={labels}
      staleSince={stale ? updatedAt : null}
    />
  );
}

export function CellElement({ element, mode }: Props<'cell'>) {
  const { settings, snapshot, stale, updatedAt, syncState, locale } = useWidgetData(element);
  const labels = WIDGET_LABELS[locale];
  if (!settings || !snapshot) {
    return <Placeholder element={element} mode={mode} labels={labels} named={settings?.range} />;
  }
  return (
    <CellWidget
      snapshot={snapshot}
      style={cellStyle(element.contents)}
      width={element.width}
      height={element.height}
      syncState={mode === 'edit' ? syncState : null}
      locale={locale}
      labels={labels}
      staleSince={stale ? updatedAt : null}
    />
  );
}

/**
 * A Facebook page's or an Instagram account's latest posts; a page without posts says so (spec
 * section 8, 'Facebook page with no posts'), on screens too.
 */
function SocialElement<T extends 'facebook' | 'instagram'>({ element, mode }: Props<T>) {
  const { settings, snapshot, stale, updatedAt, locale } = useWidgetData(element);
  const labels = WIDGET_LABELS[locale];
  const stored = settings && 'pageName' in settings ? settings.pageName : (settings?.username ?? '');
  const name = snapshot?.name || stored;
  // an Instagram account goes by its @username
  const named = name === '' ? undefined : element.eltype === 'instagram' ? `@${name}` : name;
  if (!settings || !snapshot || snapshot.posts.length === 0) {
    const note = snapshot?.posts.length === 0 ? labels.noPosts : undefined;
    return <Placeholder element={element} mode={mode} labels={labels} named={named} note={note} />;
  }
  return (
    <SocialWidget
      platform={element.eltype}
      secondsPerPost={settings.secondsPerPost}
      snapshot={snapshot}
      width={element.width}
      height={element.height}
      rotating={mode === 'play'}
      locale={locale}
      labels={labels}
      staleSince={stale ? updatedAt : null}
    />
  );
}

export function FacebookElement(props: Props<'facebook'>) {
  return <SocialElement {...props} />;
}

export function InstagramElement(props: Props<'instagram'>) {
  return <SocialElement {...props} />;
}
