import { z } from 'zod';
import { NO_SLIDE_ANIMATION, ZSlideAnimation } from './animation.js';
import { DEFAULT_BACKGROUND_COLOR, zColor } from './canvas.js';
import { elementMediaIds, ZElement, zElementId, zFileUrl } from './elements.js';
import { zId } from '../ids.js';
import { jsonRule } from '../text-rule.js';

/** The version of the slide document this code writes. Older documents are migrated on read. */
export const SLIDE_DOCUMENT_VERSION = 1;

export const SLIDE_ELEMENTS_MAX = 1000;
export const SLIDE_DURATION_MIN_SECONDS = 1;
export const SLIDE_DURATION_MAX_SECONDS = 86_400;
export const DEFAULT_SLIDE_DURATION_SECONDS = 10;
/** How deep objects and arrays may nest in a slide document (widget settings included). */
export const SLIDE_DOCUMENT_DEPTH_MAX = 32;
/** The longest a slide document may be as JSON text, in characters. */
export const SLIDE_DOCUMENT_MAX_LENGTH = 768 * 1024;

export const zSlideId = zId;

/** A colour, or an image from the media library shown covering the slide. */
export const ZBackground = z.discriminatedUnion('type', [
  z.object({ type: z.literal('color'), color: zColor }),
  z.object({
    type: z.literal('image'),
    mediaId: zId.nullable(),
    url: zFileUrl,
    color: zColor.default(DEFAULT_BACKGROUND_COLOR),
  }),
]);
export type TBackground = z.infer<typeof ZBackground>;

export const DEFAULT_BACKGROUND: TBackground = { type: 'color', color: DEFAULT_BACKGROUND_COLOR };

/** Share of the canvas (0..1) for a popup's position and size. */
const zShare = z.number().min(0).max(1);

/** Touch actions, keyed by the element that is tapped (spec section 3). */
export const ZAction = z.discriminatedUnion('type', [
  /** go to another slide of the playlist */
  z.object({ type: z.literal('OATJumpTo'), targetSlideId: zSlideId }),
  /** show another slide in a box over this one, until tapped away */
  z.object({
    type: z.literal('OATPopup'),
    targetSlideId: zSlideId,
    position: z.object({ x: zShare, y: zShare }),
    size: z.object({ width: zShare.min(0.05), height: zShare.min(0.05) }),
  }),
]);
export type TAction = z.infer<typeof ZAction>;

export const ZActions = z.record(zElementId, ZAction);
export type TActions = z.infer<typeof ZActions>;

/** Hot corners: tapping a left corner goes back a slide, a right corner forward (needs 2 slides). */
export const ZSlideData = z
  .object({
    version: z.literal(SLIDE_DOCUMENT_VERSION).default(SLIDE_DOCUMENT_VERSION),
    duration: z
      .number()
      .int()
      .min(SLIDE_DURATION_MIN_SECONDS)
      .max(SLIDE_DURATION_MAX_SECONDS)
      .default(DEFAULT_SLIDE_DURATION_SECONDS),
    background: ZBackground.default(DEFAULT_BACKGROUND),
    slideAnimation: ZSlideAnimation.default(NO_SLIDE_ANIMATION),
    actions: ZActions.default({}),
    hotCorners: z.boolean().default(false),
    /** bottom to top */
    elements: z.array(ZElement).max(SLIDE_ELEMENTS_MAX).default([]),
  })
  // the text rule on every string and key, the nesting and the length, without recursion
  .superRefine(jsonRule({ maxDepth: SLIDE_DOCUMENT_DEPTH_MAX, maxLength: SLIDE_DOCUMENT_MAX_LENGTH }));
export type TSlideData = z.infer<typeof ZSlideData>;
export type TSlideDataInput = z.input<typeof ZSlideData>;

export function emptySlideData(): TSlideData {
  return ZSlideData.parse({});
}

/** The media library items a slide uses (its elements and background). */
export function slideMediaIds(slide: Pick<TSlideData, 'elements' | 'background'>): number[] {
  const ids = slide.elements.flatMap(elementMediaIds);
  if (slide.background.type === 'image' && slide.background.mediaId !== null)
    ids.push(slide.background.mediaId);
  return [...new Set(ids)];
}
