import { z } from 'zod';

/** Spec section 9: element animations. */
export const ELEMENT_ANIMATIONS = [
  'fade',
  'slide',
  'zoom',
  'pulse',
  'wiggle',
  'spin',
  'rotate',
  'glow',
  'rise',
] as const;
export type ElementAnimationType = (typeof ELEMENT_ANIMATIONS)[number];
export const ANIMATION_SPEEDS = ['slow', 'fast'] as const;
/** "Begin after N seconds" counts from the slide's start; "before" counts back from its end. */
export const ANIMATION_BEGINS = ['after', 'before'] as const;

/** How long one run of an element animation lasts. */
export const ANIMATION_SPEED_MS: Record<(typeof ANIMATION_SPEEDS)[number], number> = {
  slow: 2000,
  fast: 700,
};

export const ANIMATION_BEGIN_MAX_SECONDS = 3600;

export const ZElementAnimation = z.object({
  type: z.enum(ELEMENT_ANIMATIONS),
  speed: z.enum(ANIMATION_SPEEDS).default('slow'),
  begin: z.enum(ANIMATION_BEGINS).default('after'),
  /** seconds after the slide starts, or before it ends */
  beginSeconds: z.number().min(0).max(ANIMATION_BEGIN_MAX_SECONDS).default(0),
  /** repeat forever */
  repeat: z.boolean().default(false),
});
export type TElementAnimation = z.infer<typeof ZElementAnimation>;

/** Slide transitions; spec section 9: the default is type none with duration 0. */
export const SLIDE_ANIMATIONS = ['none', 'fade', 'slide', 'zoom', 'rise'] as const;
export type SlideAnimationType = (typeof SLIDE_ANIMATIONS)[number];
/** Where a sliding transition comes from. */
export const SLIDE_ANIMATION_OPTIONS = ['left', 'right', 'up', 'down'] as const;
export const SLIDE_ANIMATION_MAX_MS = 5000;

export const ZSlideAnimation = z.object({
  type: z.enum(SLIDE_ANIMATIONS),
  option: z.enum(SLIDE_ANIMATION_OPTIONS).nullable().default(null),
  durationInMillis: z.number().int().min(0).max(SLIDE_ANIMATION_MAX_MS),
});
export type TSlideAnimation = z.infer<typeof ZSlideAnimation>;

export const NO_SLIDE_ANIMATION: TSlideAnimation = { type: 'none', option: null, durationInMillis: 0 };
