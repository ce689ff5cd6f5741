import {
  canvasSize,
  DEFAULT_FONT,
  DEFAULT_LINE_SPACING,
  TEXT_SIZE_UNITS,
  type TAspect,
  type TElement,
  type TElementOf,
  type TextSize,
  type TMediaItem,
} from '@placard/contract';
import { newImageElement, newTextElement, newVideoElement, withAabb, type MediaSource } from '../../state';

/** The text presets of the library, largest first. */
export const TEXT_PRESETS = ['heading', 'subheading', 'body'] as const;
export type TextPreset = (typeof TEXT_PRESETS)[number];

/** Each preset's size (spec section 9: L, M, S) and weight. */
export const TEXT_PRESET_STYLES: Record<TextPreset, { size: TextSize; bold: boolean }> = {
  heading: { size: 'L', bold: true },
  subheading: { size: 'M', bold: true },
  body: { size: 'S', bold: false },
};

/** A new text element of a preset showing `text`, one line high, centred on the canvas. */
export function presetTextElement(aspect: TAspect, preset: TextPreset, text: string): TElementOf<'text'> {
  const { size, bold } = TEXT_PRESET_STYLES[preset];
  const base = newTextElement(aspect);
  const height = Math.ceil(TEXT_SIZE_UNITS[size] * Number(DEFAULT_LINE_SPACING));
  const canvas = canvasSize(aspect);
  return withAabb({
    ...base,
    height,
    transform: {
      ...base.transform,
      translation: { x: base.transform.translation.x, y: Math.round((canvas.height - height) / 2) },
    },
    contents: {
      ...base.contents,
      delta: [
        { insert: text, attributes: { font: DEFAULT_FONT, size, ...(bold ? { bold: true } : {}) } },
        { insert: '\n' },
      ],
    },
  });
}

/** Whether a media item can be placed on a slide: its processing is done. */
export function isMediaReady(item: Pick<TMediaItem, 'status'>): boolean {
  return item.status === 'ready';
}

function sourceOf(item: TMediaItem, url: string): MediaSource {
  return { mediaId: item.id, url, width: item.width ?? 0, height: item.height ?? 0 };
}

/**
 * The element showing a media item: an image for images and GIFs, a video with its thumbnail as
 * poster; null for a PDF (its pages are placed one by one) or an item that is not ready.
 */
export function mediaElement(aspect: TAspect, item: TMediaItem): TElement | null {
  if (!isMediaReady(item)) return null;
  switch (item.kind) {
    case 'image':
    case 'gif':
      return newImageElement(aspect, sourceOf(item, item.url));
    case 'video':
      return newVideoElement(aspect, { ...sourceOf(item, item.url), posterUrl: item.thumbnailUrl });
    case 'pdf':
      return null;
  }
}

/**
 * The image of a picture just imported from a stock provider: its file is there at once, its size the
 * provider's until processing has measured it.
 */
export function importedImageElement(
  aspect: TAspect,
  item: TMediaItem,
  measured: { width: number; height: number },
): TElement {
  return newImageElement(aspect, {
    mediaId: item.id,
    url: item.url,
    width: item.width ?? measured.width,
    height: item.height ?? measured.height,
  });
}

/** An image of page `index` (0-based) of a PDF; null when the PDF has no such page or is not ready. */
export function pdfPageElement(aspect: TAspect, item: TMediaItem, index: number): TElementOf<'image'> | null {
  const url = item.pages[index];
  if (item.kind !== 'pdf' || !isMediaReady(item) || url === undefined) return null;
  const element = newImageElement(aspect, sourceOf(item, url));
  return { ...element, contents: { ...element.contents, page: index + 1 } };
}
