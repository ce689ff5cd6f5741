import { describe, expect, it } from 'vitest';
import { cycleSlides, overlayOf, slideAt, slideDurationMs } from './slideCycle';
import { playlist, slide, text } from './testing/manifests';

const slides = [slide(1, 5), slide(2, 10), slide(3, 3)];

describe('cycleSlides', () => {
  it('plays the slides in order, all but the overlay slide', () => {
    expect(cycleSlides(playlist(9, slides)).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(cycleSlides(playlist(9, slides, { overlaySlideId: 2 })).map((s) => s.id)).toEqual([1, 3]);
  });

  it('still shows a playlist made of nothing but its overlay slide', () => {
    expect(cycleSlides(playlist(9, [slide(4, 5)], { overlaySlideId: 4 })).map((s) => s.id)).toEqual([4]);
  });
});

describe('overlayOf', () => {
  it('is the overlay slide’s document, drawn over the others', () => {
    const logo = slide(2, 10, { elements: [text('logo', 'Northwind')] });
    expect(overlayOf(playlist(9, [slide(1, 5), logo], { overlaySlideId: 2 }))).toBe(logo.data);
    expect(overlayOf(playlist(9, slides))).toBeNull();
  });
});

describe('slideAt', () => {
  it('goes round, forwards and backwards', () => {
    expect(slideAt(slides, 1, 1)?.id).toBe(2);
    expect(slideAt(slides, 3, 1)?.id).toBe(1);
    expect(slideAt(slides, 1, -1)?.id).toBe(3);
    expect(slideAt([], 1, 1)).toBeNull();
  });
});

describe('slideDurationMs', () => {
  it('is the slide’s seconds in milliseconds', () => {
    expect(slideDurationMs({ duration: 7 })).toBe(7_000);
  });
});
