import { DEFAULT_FONT, SHEET_REFRESH_DEFAULT_MINUTES, type TAspect, type TElement } from '@placard/contract';
import { placedElement, type ElementOptions } from './element-factories';
import { withAabb, type Size } from './geometry';

/** The widgets' element types the editor adds: the data widgets and the menu. */
export type DataWidgetElementType = 'weather' | 'news' | 'cell' | 'menu';

/** Each data widget's size when added: room for a week's forecast, a story with its picture, a cell. */
export const NEW_WIDGET_SIZES: Record<DataWidgetElementType, Size> = {
  weather: { width: 960, height: 540 },
  news: { width: 960, height: 540 },
  cell: { width: 640, height: 240 },
  menu: { width: 1280, height: 960 },
};

/** A widget element of one type (the widget types share one shape in the document: settings in contents). */
export type WidgetElementOf<T extends DataWidgetElementType> = Extract<
  TElement,
  { contents: Record<string, unknown> }
> & {
  eltype: T;
};

/** How many stories a new news widget shows and for how long each (the contract's defaults). */
export const NEW_NEWS_STORIES = 5;
export const NEW_NEWS_SECONDS_PER_STORY = 10;

/**
 * A new widget: placed and sized, with the settings it can have before the user chooses its source
 * (its place, feed or sheet is set in its properties; until then it shows its placeholder).
 */
export function newWeatherElement(aspect: TAspect, options: ElementOptions = {}): WidgetElementOf<'weather'> {
  return withAabb({
    ...placedElement(aspect, NEW_WIDGET_SIZES.weather, options),
    eltype: 'weather',
    contents: { unit: 'celsius', forecast: 'daily' },
  });
}

export function newNewsElement(aspect: TAspect, options: ElementOptions = {}): WidgetElementOf<'news'> {
  return withAabb({
    ...placedElement(aspect, NEW_WIDGET_SIZES.news, options),
    eltype: 'news',
    contents: {
      maxStories: NEW_NEWS_STORIES,
      secondsPerStory: NEW_NEWS_SECONDS_PER_STORY,
    },
  });
}

/** A new cell widget: its text centred in the default font (its styling read by the renderer's cellStyle). */
export function newCellElement(aspect: TAspect, options: ElementOptions = {}): WidgetElementOf<'cell'> {
  return withAabb({
    ...placedElement(aspect, NEW_WIDGET_SIZES.cell, options),
    eltype: 'cell',
    contents: {
      refreshMinutes: SHEET_REFRESH_DEFAULT_MINUTES,
      format: { font: DEFAULT_FONT },
      align: 'center',
      verticalAlign: 'middle',
    },
  });
}

/** A new menu element, in the modern style: its menu is chosen in its properties (until then a placeholder). */
export function newMenuElement(aspect: TAspect, options: ElementOptions = {}): WidgetElementOf<'menu'> {
  return withAabb({
    ...placedElement(aspect, NEW_WIDGET_SIZES.menu, options),
    eltype: 'menu',
    contents: { style: 'modern' },
  });
}
