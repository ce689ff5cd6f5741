import { z } from 'zod';
import { ZElementAnimation } from './animation.js';
import { zColor } from './canvas.js';
import { SHAPES } from './shapes.js';
import { ZTextDelta } from './text.js';
import { zId } from '../ids.js';
import { zText } from '../text-rule.js';

/** Spec section 3: the element types. The widget types (cell, menu, weather, news, facebook, instagram) are filled in with the widgets. */
export const ELEMENT_TYPES = [
  'image',
  'text',
  'cell',
  'web',
  'shape',
  'video',
  'menu',
  'weather',
  'news',
  'facebook',
  'instagram',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Coordinates reach well past the canvas so an element can sit partly outside it. */
const COORDINATE_LIMIT = 100_000;
const zCoordinate = z.number().finite().min(-COORDINATE_LIMIT).max(COORDINATE_LIMIT);
const zLength = z.number().finite().min(1).max(COORDINATE_LIMIT);

export const ELEMENT_NAME_MAX_LENGTH = 100;
export const ELEMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
export const zElementId = z.string().regex(ELEMENT_ID_PATTERN);

/** Where an element sits: its top-left corner before rotation, its rotation about its centre (degrees) and scale. */
export const ZTransform = z.object({
  translation: z.object({ x: zCoordinate, y: zCoordinate }),
  rotation: z.number().finite().min(-360).max(360),
  scale: z.object({ x: z.number().finite().min(0.01).max(100), y: z.number().finite().min(0.01).max(100) }),
});
export type TTransform = z.infer<typeof ZTransform>;

/** The axis-aligned box around the element as drawn (after rotation and scale), for hit tests and snapping. */
export const ZBox = z.object({
  x: zCoordinate,
  y: zCoordinate,
  width: z.number().min(0),
  height: z.number().min(0),
});
export type TBox = z.infer<typeof ZBox>;

export const MEDIA_FITS = ['cover', 'contain', 'fill'] as const;

/** Where a slide's files come from: Placard's file store, or a secure web address. */
export const zFileUrl = zText()
  .max(2000)
  .refine((value) => value === '' || value.startsWith('/api/files/') || /^https:\/\//i.test(value), {
    error: 'validation.url',
  });

/** A file of the media library: its id (for usage and delete warnings) and immutable address. */
const zMediaRef = {
  mediaId: zId.nullable(),
  url: zFileUrl,
};

export const ZImageContents = z.object({
  ...zMediaRef,
  /** for a PDF page: which page (1-based) */
  page: z.number().int().min(1).nullable().default(null),
  fit: z.enum(MEDIA_FITS).default('cover'),
  cornerRadius: z.number().min(0).max(COORDINATE_LIMIT).default(0),
});

export const ZVideoContents = z.object({
  ...zMediaRef,
  posterUrl: zFileUrl.nullable().default(null),
  fit: z.enum(MEDIA_FITS).default('cover'),
  muted: z.boolean().default(true),
  loop: z.boolean().default(true),
});

export const TEXT_VERTICAL_ALIGNS = ['top', 'middle', 'bottom'] as const;

export const ZTextContents = z.object({
  delta: ZTextDelta,
  verticalAlign: z.enum(TEXT_VERTICAL_ALIGNS).default('top'),
  background: zColor.nullable().default(null),
  padding: z.number().min(0).max(1000).default(0),
});

export const ZShapeContents = z.object({
  shape: z.enum(SHAPES),
  fill: zColor,
  stroke: zColor.nullable().default(null),
  strokeWidth: z.number().min(0).max(200).default(0),
  /** rounded corners of a rectangle */
  cornerRadius: z.number().min(0).max(COORDINATE_LIMIT).default(0),
});

/** Web pages are shown in a sandboxed frame; only http(s) addresses. */
export const zWebUrl = zText()
  .trim()
  .max(2000)
  .url({ error: 'validation.url' })
  .refine((value) => /^https?:\/\//i.test(value), { error: 'validation.url' });

export const WEB_REFRESH_MIN_SECONDS = 10;

export const ZWebContents = z.object({
  url: zWebUrl,
  /** reload the page every N seconds; null never */
  refreshSeconds: z.number().int().min(WEB_REFRESH_MIN_SECONDS).max(86_400).nullable().default(null),
  /** page zoom, 1 = 100 % */
  zoom: z.number().min(0.25).max(4).default(1),
});

/**
 * The widget types carry their settings here; the widgets give them their own schemas. Until then any
 * JSON: the slide document's rule checks its text, nesting and length.
 */
export const ZWidgetContents = z.record(z.string(), z.unknown());

const base = {
  elid: zElementId,
  /** the name in the layers panel; empty shows the type */
  name: zText().trim().max(ELEMENT_NAME_MAX_LENGTH).default(''),
  locked: z.boolean().default(false),
  /** for templates: false means others than its author can't edit it when shared */
  editable: z.boolean().default(true),
  transform: ZTransform,
  width: zLength,
  height: zLength,
  aabb: ZBox,
  opacity: z.number().min(0).max(1).default(1),
  animation: ZElementAnimation.nullable().default(null),
};

export const ZElement = z.discriminatedUnion('eltype', [
  z.object({ ...base, eltype: z.literal('image'), contents: ZImageContents }),
  z.object({ ...base, eltype: z.literal('video'), contents: ZVideoContents }),
  z.object({ ...base, eltype: z.literal('text'), contents: ZTextContents }),
  z.object({ ...base, eltype: z.literal('shape'), contents: ZShapeContents }),
  z.object({ ...base, eltype: z.literal('web'), contents: ZWebContents }),
  z.object({
    ...base,
    eltype: z.enum(['cell', 'menu', 'weather', 'news', 'facebook', 'instagram']),
    contents: ZWidgetContents,
  }),
]);
export type TElement = z.infer<typeof ZElement>;
export type TElementInput = z.input<typeof ZElement>;
export type TElementOf<T extends ElementType> = Extract<TElement, { eltype: T }>;

/** The axis-aligned bounding box of an element as drawn: rotated about its centre, scaled. */
export function computeAabb(element: Pick<TElement, 'transform' | 'width' | 'height'>): TBox {
  const { translation, rotation, scale } = element.transform;
  const width = element.width * scale.x;
  const height = element.height * scale.y;
  const cx = translation.x + element.width / 2;
  const cy = translation.y + element.height / 2;
  const radians = (rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const boxWidth = width * cos + height * sin;
  const boxHeight = width * sin + height * cos;
  return { x: cx - boxWidth / 2, y: cy - boxHeight / 2, width: boxWidth, height: boxHeight };
}

/** Media library items an element shows. */
export function elementMediaIds(element: TElement): number[] {
  if (element.eltype === 'image' || element.eltype === 'video') {
    return element.contents.mediaId === null ? [] : [element.contents.mediaId];
  }
  return [];
}
