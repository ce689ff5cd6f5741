import { describe, expect, it } from 'vitest';
import { ANIMATION_SPEED_MS, ZElementAnimation, type TElementAnimation } from '@placard/contract';
import { animationDelayMs, animationStyle } from './elementAnimation';

const animation = (input: Partial<TElementAnimation> & Pick<TElementAnimation, 'type'>) =>
  ZElementAnimation.parse(input);

describe('element animation timing', () => {
  it('has no animation without one', () => {
    expect(animationStyle(null, 10)).toEqual({});
  });

  it('begins N seconds after the slide starts', () => {
    const style = animationStyle(animation({ type: 'pulse', begin: 'after', beginSeconds: 3 }), 10);
    expect(style.animationDelay).toBe('3000ms');
    expect(style.animationName).toBe('placard-element-pulse');
  });

  it('begins N seconds before the slide ends, never before it starts', () => {
    expect(animationDelayMs(animation({ type: 'fade', begin: 'before', beginSeconds: 2 }), 10)).toBe(8000);
    expect(animationDelayMs(animation({ type: 'fade', begin: 'before', beginSeconds: 0.5 }), 4)).toBe(3500);
    expect(animationDelayMs(animation({ type: 'fade', begin: 'before', beginSeconds: 30 }), 10)).toBe(0);
  });

  it('lasts as long as its speed says', () => {
    expect(animationStyle(animation({ type: 'spin', speed: 'slow' }), 10).animationDuration).toBe(
      `${ANIMATION_SPEED_MS.slow}ms`,
    );
    expect(animationStyle(animation({ type: 'spin', speed: 'fast' }), 10).animationDuration).toBe(
      `${ANIMATION_SPEED_MS.fast}ms`,
    );
    expect(ANIMATION_SPEED_MS.fast).toBeLessThan(ANIMATION_SPEED_MS.slow);
  });

  it('runs once, or forever when it repeats', () => {
    expect(animationStyle(animation({ type: 'wiggle' }), 10).animationIterationCount).toBe(1);
    expect(animationStyle(animation({ type: 'wiggle', repeat: true }), 10).animationIterationCount).toBe(
      'infinite',
    );
  });

  it('keeps an entering element hidden until its animation begins, but not an emphasis one', () => {
    for (const type of ['fade', 'slide', 'zoom', 'rise'] as const) {
      expect(animationStyle(animation({ type }), 10).animationFillMode).toBe('both');
    }
    for (const type of ['pulse', 'wiggle', 'spin', 'rotate', 'glow'] as const) {
      expect(animationStyle(animation({ type }), 10).animationFillMode).toBe('none');
    }
  });
});
