import type { TSlideData } from '../slides/document.js';
import { ZWidgetPreviewRequest, type TWidgetPreviewRequest } from './source.js';
import { widgetSourceKey } from './source-key.js';

/** The element types that show outside data, each with the kind of source it reads. */
export const DATA_WIDGETS = {
  weather: 'weather',
  news: 'news',
  cell: 'sheet',
  facebook: 'facebook',
  instagram: 'instagram',
} as const;
export type DataWidgetType = keyof typeof DATA_WIDGETS;

export function isDataWidget(eltype: string): eltype is DataWidgetType {
  return Object.hasOwn(DATA_WIDGETS, eltype);
}

/** A widget's source: its kind and settings (as the editor asks for a preview), and its key. */
export type ElementSource = TWidgetPreviewRequest & { key: string };

function keyOf(request: TWidgetPreviewRequest): string {
  switch (request.kind) {
    case 'weather':
      return widgetSourceKey('weather', request.settings);
    case 'news':
      return widgetSourceKey('news', request.settings);
    case 'sheet':
      return widgetSourceKey('sheet', request.settings);
    case 'facebook':
      return widgetSourceKey('facebook', request.settings);
    case 'instagram':
      return widgetSourceKey('instagram', request.settings);
  }
}

/**
 * The outside source an element shows: null for an element that shows none, or a widget whose
 * settings are not complete yet (one just added). The server, the editor and the player read an
 * element's source with this one rule.
 */
export function widgetSourceOf(element: { eltype: string; contents: unknown }): ElementSource | null {
  if (!isDataWidget(element.eltype)) return null;
  const parsed = ZWidgetPreviewRequest.safeParse({
    kind: DATA_WIDGETS[element.eltype],
    settings: element.contents,
  });
  return parsed.success ? { ...parsed.data, key: keyOf(parsed.data) } : null;
}

/** Every distinct source the slides' widgets show, by key, in the order first shown. */
export function slideWidgetSources(slides: readonly Pick<TSlideData, 'elements'>[]): ElementSource[] {
  const sources = new Map<string, ElementSource>();
  for (const slide of slides) {
    for (const element of slide.elements) {
      const source = widgetSourceOf(element);
      if (source && !sources.has(source.key)) sources.set(source.key, source);
    }
  }
  return [...sources.values()];
}
