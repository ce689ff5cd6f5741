import { DEFAULT_FONT, SHEET_REFRESH_DEFAULT_MINUTES, type TAspect, type TElement } from '@placard/contract';
import { placedElement, type ElementOptions } from './element-factories';
import { withAabb, type Size } from './geometry';

/** The widgets' element types the editor adds: the data widgets and the menu. */
export type DataWidgetElementType = 'weather' | 'news' | 'cell' | 'menu' | 'facebook' | 'instagram';

/** Each data widget's size when added: room for a week's forecast, a story with its picture, a cell. */
export const NEW_WIDGET_SIZES: Record<DataWidgetElementType, Size> = {
  weather: { width: 960, height: 540 },
  news: { width: 960, height: 540 },
  cell: { width: 640, height: 240 },
  menu: { width: 1280, height: 960 },
  facebook: { width: 960, height: 540 },
  instagram: { width: 960, height: 540 },
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

/** The page (or Instagram account) of the organization's Facebook connection a new widget shows. */
export type SocialAccount = { id: string; name: string };

/**
 * A new Facebook widget showing the connected page (none yet without a connection: it shows its
 * placeholder until one is chosen in its properties).
 */
export function newFacebookElement(
  aspect: TAspect,
  page: SocialAccount | null,
  options: ElementOptions = {},
): WidgetElementOf<'facebook'> {
  return withAabb({
    ...placedElement(aspect, NEW_WIDGET_SIZES.facebook, options),
    eltype: 'facebook',
    contents: { ...(page ? { pageId: page.id, pageName: page.name } : {}), maxPosts: 5, secondsPerPost: 10 },
  });
}

/** A new Instagram widget showing the connected page's Instagram account, when there is one. */
export function newInstagramElement(
  aspect: TAspect,
  account: SocialAccount | null,
  options: ElementOptions = {},
): WidgetElementOf<'instagram'> {
  return withAabb({
    ...placedElement(aspect, NEW_WIDGET_SIZES.instagram, options),
    eltype: 'instagram',
    contents: {
      ...(account ? { accountId: account.id, username: account.name } : {}),
      postCount: 6,
      secondsPerPost: 10,
    },
  });
}
