import type { SlideMode } from '../types';
import {
  CellElement,
  FacebookElement,
  InstagramElement,
  NewsElement,
  WeatherElement,
} from './widgets/DataWidgetElement';
import { MenuElement } from './widgets/MenuElement';
import { isWidgetOf, type TWidgetElement } from './widgets/widgetData';

/**
 * A widget: weather, news, sheet cells, menus, Facebook and Instagram posts draw their data (from the
 * nearest WidgetDataProvider) or, until it comes, a placeholder with their title; a type this renderer
 * does not know (a newer document) is an empty box of its size.
 */
export function WidgetElement({ element, mode }: { element: TWidgetElement; mode: SlideMode }) {
  if (isWidgetOf(element, 'weather')) return <WeatherElement element={element} mode={mode} />;
  if (isWidgetOf(element, 'news')) return <NewsElement element={element} mode={mode} />;
  if (isWidgetOf(element, 'cell')) return <CellElement element={element} mode={mode} />;
  if (isWidgetOf(element, 'menu')) return <MenuElement element={element} mode={mode} />;
  if (isWidgetOf(element, 'facebook')) return <FacebookElement element={element} mode={mode} />;
  if (isWidgetOf(element, 'instagram')) return <InstagramElement element={element} mode={mode} />;
  return <div data-widget={element.eltype} style={{ width: '100%', height: '100%' }} />;
}
