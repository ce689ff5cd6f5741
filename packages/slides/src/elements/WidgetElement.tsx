import type { SlideMode } from '../types';
import { CellElement, NewsElement, WeatherElement } from './widgets/DataWidgetElement';
import { MenuElement } from './widgets/MenuElement';
import { isWidgetOf, type TWidgetElement } from './widgets/widgetData';

/**
 * A widget: weather, news, sheet cells and menus draw their data (from the nearest
 * WidgetDataProvider) or, until it comes, a placeholder with their title; the other widgets are
 * still an empty box of their size.
 */
export function WidgetElement({ element, mode }: { element: TWidgetElement; mode: SlideMode }) {
  if (isWidgetOf(element, 'weather')) return <WeatherElement element={element} mode={mode} />;
  if (isWidgetOf(element, 'news')) return <NewsElement element={element} mode={mode} />;
  if (isWidgetOf(element, 'cell')) return <CellElement element={element} mode={mode} />;
  if (isWidgetOf(element, 'menu')) return <MenuElement element={element} mode={mode} />;
  return <div data-widget={element.eltype} style={{ width: '100%', height: '100%' }} />;
}
