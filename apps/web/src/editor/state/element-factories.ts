import {
  canvasSize,
  DEFAULT_FONT,
  DEFAULT_LINE_SPACING,
  DEFAULT_TEXT_SIZE,
  TEXT_SIZE_UNITS,
  type ShapeKind,
  type TAspect,
  type TElementOf,
} from '@placard/contract';
import { newElementId } from './element-id';
import { withAabb, type Size } from './geometry';

/** The colour of a new shape. */
export const NEW_SHAPE_FILL = '#2E96F4';
export const NEW_SHAPE_SIZE = 400;
/** A new image or video fits in this share of the canvas. */
export const NEW_MEDIA_MAX_SHARE = 0.6;
export const NEW_WEB_SIZE: Size = { width: 960, height: 540 };
export const NEW_TEXT = 'Text';
export const NEW_TEXT_WIDTH = 600;

/** A media library file as the editor places it: its id, address and natural size in pixels. */
export type MediaSource = {
  mediaId: number | null;
  url: string;
  width: number;
  height: number;
};

export type ElementOptions = { taken?: ReadonlySet<string> };
type Options = ElementOptions;

/** The fields every new element shares, centred on the canvas. */
export function placedElement(aspect: TAspect, size: Size, options: Options) {
  const canvas = canvasSize(aspect);
  const width = Math.max(1, Math.round(size.width));
  const height = Math.max(1, Math.round(size.height));
  return {
    elid: newElementId(options.taken),
    name: '',
    locked: false,
    editable: true,
    transform: {
      translation: { x: Math.round((canvas.width - width) / 2), y: Math.round((canvas.height - height) / 2) },
      rotation: 0,
      scale: { x: 1, y: 1 },
    },
    width,
    height,
    aabb: { x: 0, y: 0, width, height },
    opacity: 1,
    animation: null,
  };
}

/** The size of media fitted in NEW_MEDIA_MAX_SHARE of the canvas, keeping its shape (never enlarged). */
export function fittedMediaSize(aspect: TAspect, media: Pick<MediaSource, 'width' | 'height'>): Size {
  const canvas = canvasSize(aspect);
  const known = media.width > 0 && media.height > 0;
  const width = known ? media.width : canvas.width;
  const height = known ? media.height : canvas.height;
  const scale = Math.min(
    1,
    (canvas.width * NEW_MEDIA_MAX_SHARE) / width,
    (canvas.height * NEW_MEDIA_MAX_SHARE) / height,
  );
  return { width: width * scale, height: height * scale };
}

/** A new text element: "Text" in the default font and size. */
export function newTextElement(aspect: TAspect, options: Options = {}): TElementOf<'text'> {
  const height = Math.ceil(TEXT_SIZE_UNITS[DEFAULT_TEXT_SIZE] * Number(DEFAULT_LINE_SPACING));
  return withAabb({
    ...placedElement(aspect, { width: NEW_TEXT_WIDTH, height }, options),
    eltype: 'text',
    contents: {
      delta: [
        { insert: NEW_TEXT, attributes: { font: DEFAULT_FONT, size: DEFAULT_TEXT_SIZE } },
        { insert: '\n' },
      ],
      verticalAlign: 'top',
      background: null,
      padding: 0,
    },
  });
}

export function newShapeElement(
  aspect: TAspect,
  shape: ShapeKind = 'rectangle',
  options: Options = {},
): TElementOf<'shape'> {
  return withAabb({
    ...placedElement(aspect, { width: NEW_SHAPE_SIZE, height: NEW_SHAPE_SIZE }, options),
    eltype: 'shape',
    contents: { shape, fill: NEW_SHAPE_FILL, stroke: null, strokeWidth: 0, cornerRadius: 0 },
  });
}

export function newImageElement(
  aspect: TAspect,
  media: MediaSource,
  options: Options = {},
): TElementOf<'image'> {
  return withAabb({
    ...placedElement(aspect, fittedMediaSize(aspect, media), options),
    eltype: 'image',
    contents: { mediaId: media.mediaId, url: media.url, page: null, fit: 'cover', cornerRadius: 0 },
  });
}

export function newVideoElement(
  aspect: TAspect,
  media: MediaSource & { posterUrl?: string | null },
  options: Options = {},
): TElementOf<'video'> {
  return withAabb({
    ...placedElement(aspect, fittedMediaSize(aspect, media), options),
    eltype: 'video',
    contents: {
      mediaId: media.mediaId,
      url: media.url,
      posterUrl: media.posterUrl ?? null,
      fit: 'cover',
      muted: true,
      loop: true,
    },
  });
}

export function newWebElement(aspect: TAspect, url: string, options: Options = {}): TElementOf<'web'> {
  return withAabb({
    ...placedElement(aspect, NEW_WEB_SIZE, options),
    eltype: 'web',
    contents: { url, refreshSeconds: null, zoom: 1 },
  });
}
