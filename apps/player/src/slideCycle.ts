import type { TManifestPlaylist, TManifestSlide, TSlideData } from '@placard/contract';

/**
 * The slides a playlist cycles through, in order. The overlay slide does not play on its own: its
 * elements are drawn over every other slide (a playlist of nothing but its overlay still shows it).
 */
export function cycleSlides(
  playlist: Pick<TManifestPlaylist, 'slides' | 'overlaySlideId'>,
): TManifestSlide[] {
  const slides = playlist.slides.filter((slide) => slide.id !== playlist.overlaySlideId);
  return slides.length > 0 ? slides : playlist.slides;
}

/** The slide drawn over the others, if the playlist has one (and something else to draw it over). */
export function overlayOf(playlist: Pick<TManifestPlaylist, 'slides' | 'overlaySlideId'>): TSlideData | null {
  if (playlist.overlaySlideId === null || playlist.slides.length < 2) return null;
  return playlist.slides.find((slide) => slide.id === playlist.overlaySlideId)?.data ?? null;
}

/** The slide `step` places after (or, negative, before) the one with `slideId`, going round. */
export function slideAt(
  slides: readonly TManifestSlide[],
  slideId: number,
  step: number,
): TManifestSlide | null {
  if (slides.length === 0) return null;
  const index = Math.max(
    slides.findIndex((slide) => slide.id === slideId),
    0,
  );
  const target = (((index + step) % slides.length) + slides.length) % slides.length;
  return slides[target] ?? null;
}

/** How long a slide shows, in milliseconds. */
export function slideDurationMs(slide: Pick<TManifestSlide, 'duration'>): number {
  return Math.max(1, slide.duration) * 1000;
}
