import type { TPlaylist, TSlideData } from '@placard/contract';
import { slideDataOf } from './slide-change';

/**
 * What a slide's thumbnail is drawn from: its document, and the overlay's drawn over it. The thumbnail
 * shows the slide as it is only while those are still the slide's and the overlay's documents (the
 * same objects): after any edit or undo they no longer are.
 */
export type ThumbnailSource = { readonly slide: TSlideData; readonly overlay: TSlideData | null };

/** slide id → what its saved thumbnail is a picture of */
export type ThumbnailSources = Readonly<Record<number, ThumbnailSource>>;

/** The document of the overlay drawn over a slide: none over the overlay itself. */
export function overlayOver(playlist: TPlaylist, slideId: number): TSlideData | null {
  const overlayId = playlist.overlay?.slideId;
  return overlayId === undefined || overlayId === slideId ? null : slideDataOf(playlist, overlayId);
}

/** What a slide's thumbnail is drawn from, in this playlist. */
export function thumbnailSourceOf(playlist: TPlaylist, slideId: number): ThumbnailSource | null {
  const slide = slideDataOf(playlist, slideId);
  return slide ? { slide, overlay: overlayOver(playlist, slideId) } : null;
}

/** The slides whose thumbnail came with them from the server, as drawn from what came with it. */
export function serverThumbnailSources(playlist: TPlaylist): Record<number, ThumbnailSource> {
  return Object.fromEntries(
    playlist.slides.flatMap((slide) => {
      const source = slide.thumbnailUrl ? thumbnailSourceOf(playlist, slide.id) : null;
      return source ? [[slide.id, source] as const] : [];
    }),
  );
}
