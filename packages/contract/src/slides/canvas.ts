import { z } from 'zod';

/** Spec section 9: the editor canvas's long side is 1920 units, whatever the aspect ratio. */
export const CANVAS_LONG_SIDE = 1920;

/** Landscape 16:9, 16:10, 4:3; portrait 9:16, 10:16, 3:4; and custom (default 1:1). */
export const ASPECT_TYPES = ['16:9', '16:10', '4:3', '9:16', '10:16', '3:4', 'custom'] as const;
export type AspectType = (typeof ASPECT_TYPES)[number];
export const ZAspectType = z.enum(ASPECT_TYPES);

/** The largest side of a custom ratio (e.g. 32:9 for a stretched screen, 1:3 for a totem). */
export const CUSTOM_RATIO_MAX = 100;

const zRatioSide = z.number().int().min(1).max(CUSTOM_RATIO_MAX);

/** A playlist's shape. A custom one carries its own width:height ratio. */
export const ZAspect = z.discriminatedUnion('type', [
  z.object({ type: ZAspectType.exclude(['custom']) }),
  z.object({ type: z.literal('custom'), width: zRatioSide.default(1), height: zRatioSide.default(1) }),
]);
export type TAspect = z.infer<typeof ZAspect>;

const RATIOS: Record<Exclude<AspectType, 'custom'>, [number, number]> = {
  '16:9': [16, 9],
  '16:10': [16, 10],
  '4:3': [4, 3],
  '9:16': [9, 16],
  '10:16': [10, 16],
  '3:4': [3, 4],
};

export function aspectRatio(aspect: TAspect): [number, number] {
  return aspect.type === 'custom' ? [aspect.width, aspect.height] : RATIOS[aspect.type];
}

/** The canvas in units: the long side is CANVAS_LONG_SIDE, the other follows the ratio (rounded). */
export function canvasSize(aspect: TAspect): { width: number; height: number } {
  const [w, h] = aspectRatio(aspect);
  return w >= h
    ? { width: CANVAS_LONG_SIDE, height: Math.round((CANVAS_LONG_SIDE * h) / w) }
    : { width: Math.round((CANVAS_LONG_SIDE * w) / h), height: CANVAS_LONG_SIDE };
}

/** Spec section 9: slide thumbnails are 256 on the longer side, JPEG. */
export const SLIDE_THUMBNAIL_LONG_SIDE = 256;

export function thumbnailSize(aspect: TAspect): { width: number; height: number } {
  const { width, height } = canvasSize(aspect);
  const scale = SLIDE_THUMBNAIL_LONG_SIDE / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Spec section 9: the editor's default background. */
export const DEFAULT_BACKGROUND_COLOR = '#FFFFFF';

/** #RRGGBB or #RRGGBBAA. */
export const zColor = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/, { error: 'validation.color' })
  .transform((value) => value.toUpperCase());
