import type { CSSProperties } from 'react';
import { SLIDE_ANIMATION_OPTIONS, type TSlideAnimation } from '@placard/contract';

type SlideFrom = (typeof SLIDE_ANIMATION_OPTIONS)[number];

/** Where a sliding slide comes from when the animation names no side. */
export const DEFAULT_SLIDE_FROM: SlideFrom = 'right';

const SLIDE_OFFSET: Record<SlideFrom, string> = {
  left: 'translateX(-100%)',
  right: 'translateX(100%)',
  up: 'translateY(-100%)',
  down: 'translateY(100%)',
};

const keyframes = (from: string) => `from { ${from} } to { opacity: 1; transform: none; }`;

/** The keyframes of slide transitions, by animation name. */
export const TRANSITION_KEYFRAMES: Record<string, string> = {
  'placard-transition-fade': keyframes('opacity: 0;'),
  'placard-transition-zoom': keyframes('opacity: 0; transform: scale(0.6);'),
  'placard-transition-rise': keyframes('opacity: 0; transform: translateY(12%);'),
  ...Object.fromEntries(
    SLIDE_ANIMATION_OPTIONS.map((from) => [
      `placard-transition-slide-${from}`,
      keyframes(`transform: ${SLIDE_OFFSET[from]};`),
    ]),
  ),
};

/** Whether switching slides with this animation takes time (otherwise the new slide shows at once). */
export function isAnimatedTransition(animation: TSlideAnimation): boolean {
  return animation.type !== 'none' && animation.durationInMillis > 0;
}

/** The CSS animation that brings the new slide in over the old one; none for an instant switch. */
export function transitionStyle(animation: TSlideAnimation): CSSProperties {
  if (!isAnimatedTransition(animation) || animation.type === 'none') return {};
  const name =
    animation.type === 'slide'
      ? `placard-transition-slide-${animation.option ?? DEFAULT_SLIDE_FROM}`
      : `placard-transition-${animation.type}`;
  return {
    animationName: name,
    animationDuration: `${animation.durationInMillis}ms`,
    animationTimingFunction: 'ease-out',
    animationFillMode: 'both',
  };
}
