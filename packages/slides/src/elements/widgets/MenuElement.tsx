import { useMemo } from 'react';
import { menuDataKey, ZMenu, ZMenuSettings } from '@placard/contract';
import type { SlideMode } from '../../types';
import { MenuWidget } from './MenuWidget';
import { WidgetPlaceholder } from './WidgetPlaceholder';
import { WidgetIcon } from './widgetIcons';
import { useWidgetEntry, type WidgetElementOf } from './widgetData';
import { WIDGET_LABELS } from './widgetLabels';

/**
 * A menu element: the menu its settings name, from the nearest WidgetDataProvider under
 * `menuDataKey(menuId)`; until it comes (or without a menu chosen), a calm placeholder with its title.
 */
export function MenuElement({ element, mode }: { element: WidgetElementOf<'menu'>; mode: SlideMode }) {
  const settings = useMemo(() => {
    const parsed = ZMenuSettings.safeParse(element.contents);
    return parsed.success ? parsed.data : null;
  }, [element.contents]);
  const { entry, locale } = useWidgetEntry(settings ? menuDataKey(settings.menuId) : null);
  const menu = useMemo(() => {
    const parsed = entry ? ZMenu.safeParse(entry.snapshot) : null;
    return parsed?.success ? parsed.data : null;
  }, [entry]);
  const labels = WIDGET_LABELS[locale];
  if (!settings || !menu) {
    return (
      <WidgetPlaceholder
        title={element.name || labels.menu}
        icon={<WidgetIcon type="menu" />}
        note={mode === 'edit' ? labels.waiting : undefined}
        width={element.width}
        height={element.height}
      />
    );
  }
  return (
    <MenuWidget
      menu={menu}
      settings={settings}
      width={element.width}
      height={element.height}
      locale={locale}
      labels={labels}
    />
  );
}
