import type { CSSProperties } from 'react';
import { ANIMATION_SPEED_MS, type ElementAnimationType, type TElementAnimation } from '@placard/contract';

/** Animations that bring an element in: it stays hidden until the animation begins. */
export const ENTRANCE_ANIMATIONS: ReadonlySet<ElementAnimationType> = new Set([
  'fade',
  'slide',
  'zoom',
  'rise',
]);

export function elementAnimationName(type: ElementAnimationType): string {
  return `placard-element-${type}`;
}

/** One run of each element animation, as CSS keyframes blocks (applied to a wrapper inside the element). */
export const ELEMENT_KEYFRAMES: Record<ElementAnimationType, string> = {
  fade: 'from { opacity: 0; } to { opacity: 1; }',
  slide: 'from { opacity: 0; transform: translateX(-100%); } to { opacity: 1; transform: translateX(0); }',
  zoom: 'from { opacity: 0; transform: scale(0); } to { opacity: 1; transform: scale(1); }',
  rise: 'from { opacity: 0; transform: translateY(40%); } to { opacity: 1; transform: translateY(0); }',
  pulse: '0%, 100% { transform: scale(1); } 50% { transform: scale(1.12); }',
  wiggle:
    '0%, 100% { transform: rotate(0deg); } 15% { transform: rotate(-6deg); } 30% { transform: rotate(6deg); } ' +
    '45% { transform: rotate(-4deg); } 60% { transform: rotate(4deg); } 75% { transform: rotate(-2deg); } 90% { transform: rotate(2deg); }',
  spin: 'from { transform: rotate(0deg); } to { transform: rotate(360deg); }',
  rotate:
    'from { transform: perspective(4000px) rotateY(0deg); } to { transform: perspective(4000px) rotateY(360deg); }',
  glow:
    '0%, 100% { filter: drop-shadow(0 0 0 rgba(255, 214, 102, 0)) drop-shadow(0 0 0 rgba(255, 255, 255, 0)); } ' +
    '50% { filter: drop-shadow(0 0 40px rgba(255, 214, 102, 0.95)) drop-shadow(0 0 12px rgba(255, 255, 255, 0.9)); }',
};

const TIMING: Record<ElementAnimationType, string> = {
  fade: 'ease-out',
  slide: 'ease-out',
  zoom: 'ease-out',
  rise: 'ease-out',
  pulse: 'ease-in-out',
  wiggle: 'ease-in-out',
  spin: 'linear',
  rotate: 'linear',
  glow: 'ease-in-out',
};

/**
 * When an element animation begins, in milliseconds from the slide's start: "after N" counts from
 * the start, "before N" counts back from the slide's end (never before the start).
 */
export function animationDelayMs(animation: TElementAnimation, slideDurationSeconds: number): number {
  const seconds =
    animation.begin === 'after'
      ? animation.beginSeconds
      : Math.max(0, slideDurationSeconds - animation.beginSeconds);
  return Math.round(seconds * 1000);
}

/** The CSS animation of an element on a slide that lasts `slideDurationSeconds`; none without an animation. */
export function animationStyle(
  animation: TElementAnimation | null,
  slideDurationSeconds: number,
): CSSProperties {
  if (!animation) return {};
  return {
    animationName: elementAnimationName(animation.type),
    animationDuration: `${ANIMATION_SPEED_MS[animation.speed]}ms`,
    animationDelay: `${animationDelayMs(animation, slideDurationSeconds)}ms`,
    animationTimingFunction: TIMING[animation.type],
    animationIterationCount: animation.repeat ? 'infinite' : 1,
    animationFillMode: ENTRANCE_ANIMATIONS.has(animation.type) ? 'both' : 'none',
  };
}
