import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { NO_SLIDE_ANIMATION, type TSlideAnimation } from '@placard/contract';
import { SlideTransition } from './SlideTransition';
import { transitionStyle } from './transitionStyle';

const mounts: string[] = [];

function Slide({ name }: { name: string }) {
  useEffect(() => {
    mounts.push(name);
  }, [name]);
  return <p data-testid="slide">{name}</p>;
}

function show(animation: TSlideAnimation, key: number, name = `slide ${key}`) {
  return (
    <SlideTransition animation={animation} slideKey={key}>
      <Slide name={name} />
    </SlideTransition>
  );
}

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="slide"]')].map((node) => node.textContent);
const fade: TSlideAnimation = { type: 'fade', option: null, durationInMillis: 800 };

beforeEach(() => {
  vi.useFakeTimers();
  mounts.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SlideTransition', () => {
  it('brings the new slide in over the old one and removes the old one when the animation ends', async () => {
    const { container, rerender } = render(show(fade, 1));
    rerender(show(fade, 2));
    expect(shown(container)).toEqual(['slide 1', 'slide 2']);
    const incoming = container.querySelector<HTMLElement>('[data-slide-key="2"]');
    expect(incoming?.style.animationName).toBe('placard-transition-fade');
    expect(incoming?.style.animationDuration).toBe('800ms');
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(shown(container)).toEqual(['slide 1', 'slide 2']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(shown(container)).toEqual(['slide 2']);
    // the old slide was not restarted while it went out, nor the new one when it was left alone
    expect(mounts).toEqual(['slide 1', 'slide 2']);
  });

  it('switches at once without an animation', () => {
    const { container, rerender } = render(show(NO_SLIDE_ANIMATION, 1));
    rerender(show(NO_SLIDE_ANIMATION, 2));
    expect(shown(container)).toEqual(['slide 2']);
    rerender(show({ type: 'slide', option: 'left', durationInMillis: 0 }, 3));
    expect(shown(container)).toEqual(['slide 3']);
  });

  it('shows the latest contents of the current slide without animating', () => {
    const { container, rerender } = render(show(fade, 1, 'first'));
    rerender(show(fade, 1, 'edited'));
    expect(shown(container)).toEqual(['edited']);
    expect(container.querySelector<HTMLElement>('[data-slide-key="1"]')?.style.animationName).toBe('');
  });

  it('drops the oldest slide when slides change faster than the animation', async () => {
    const { container, rerender } = render(show(fade, 1));
    rerender(show(fade, 2));
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender(show(fade, 3));
    expect(shown(container)).toEqual(['slide 2', 'slide 3']);
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(shown(container)).toEqual(['slide 3']);
  });

  it('draws the next slide ahead, beneath the one shown, and brings those very elements in', async () => {
    const withNext = (key: number) => (
      <SlideTransition
        animation={fade}
        slideKey={key}
        next={{ key: key + 1, children: <Slide name={`slide ${key + 1}`} /> }}
      >
        <Slide name={`slide ${key}`} />
      </SlideTransition>
    );
    const { container, rerender } = render(withNext(1));
    expect(shown(container)).toEqual(['slide 1', 'slide 2']);
    const ahead = container.querySelector<HTMLElement>('[data-slide-key="2"]');
    // drawn like any slide, beneath the one shown (which covers it), and out of reach
    const current = container.querySelector<HTMLElement>('[data-slide-key="1"]');
    expect(Number(ahead?.style.zIndex)).toBeLessThan(Number(current?.style.zIndex));
    expect(current?.style.background).toBe('rgb(0, 0, 0)');
    expect(ahead?.style.visibility).toBe('');
    expect(ahead?.getAttribute('aria-hidden')).toBe('true');
    expect(ahead?.hasAttribute('inert')).toBe(true);
    const aheadSlide = ahead?.querySelector('[data-testid="slide"]');

    rerender(withNext(2));
    const incoming = container.querySelector<HTMLElement>('[data-slide-key="2"]');
    // the same element, now shown and coming in; the one after it is drawn ahead in turn
    expect(incoming).toBe(ahead);
    expect(incoming?.querySelector('[data-testid="slide"]')).toBe(aheadSlide);
    expect(incoming?.hasAttribute('inert')).toBe(false);
    expect(incoming?.getAttribute('aria-hidden')).toBeNull();
    expect(Number(incoming?.style.zIndex)).toBeGreaterThan(
      Number(container.querySelector<HTMLElement>('[data-slide-key="1"]')?.style.zIndex),
    );
    expect(incoming?.style.animationName).toBe('placard-transition-fade');
    expect(shown(container)).toEqual(['slide 1', 'slide 2', 'slide 3']);
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(shown(container)).toEqual(['slide 2', 'slide 3']);
    // every slide was drawn once, none again when it came in
    expect(mounts).toEqual(['slide 1', 'slide 2', 'slide 3']);
  });

  it('slides in from the side it names, from the right by default', () => {
    expect(transitionStyle({ type: 'slide', option: 'up', durationInMillis: 500 }).animationName).toBe(
      'placard-transition-slide-up',
    );
    expect(transitionStyle({ type: 'slide', option: null, durationInMillis: 500 }).animationName).toBe(
      'placard-transition-slide-right',
    );
    expect(transitionStyle({ type: 'zoom', option: null, durationInMillis: 500 }).animationName).toBe(
      'placard-transition-zoom',
    );
    expect(transitionStyle({ type: 'rise', option: null, durationInMillis: 500 }).animationName).toBe(
      'placard-transition-rise',
    );
    expect(transitionStyle(NO_SLIDE_ANIMATION)).toEqual({});
  });
});
