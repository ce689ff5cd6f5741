import type { TPlaylist } from '@placard/contract';
import { withoutDanglingActions } from './slide-edits';
import { thumbnailSourceOf, type ThumbnailSource, type ThumbnailSources } from './thumbnail-sources';

export type MergedSlides = {
  playlist: TPlaylist;
  /** the local slides that are gone on the server or replaced by its document */
  dropped: number[];
  thumbnailSources: Record<number, ThumbnailSource>;
};

/**
 * The server's playlist after slides were created, removed, duplicated or reordered, merged with the
 * local one: slides the editor already has keep their local document (minus actions to removed slides),
 * except those of `replaceSlideIds`, whose server document wins (a template was applied).
 */
export function mergeServerSlides(
  local: TPlaylist,
  server: TPlaylist,
  sources: ThumbnailSources,
  replaceSlideIds: readonly number[],
): MergedSlides {
  const serverIds = new Set(server.slides.map((slide) => slide.id));
  const localById = new Map(local.slides.map((slide) => [slide.id, slide]));
  const replace = new Set(replaceSlideIds);
  const dropped = local.slides.map((slide) => slide.id).filter((id) => !serverIds.has(id) || replace.has(id));
  const slides = server.slides.map((slide) => {
    const mine = localById.get(slide.id);
    if (!mine || replace.has(slide.id)) return slide;
    return { ...slide, data: withoutDanglingActions(mine.data, slide.id, serverIds) };
  });
  const playlist = { ...server, slides };
  // a slide taken from the server has its thumbnail drawn from it; a kept one keeps what it had,
  // unless the server has another thumbnail for it (drawn from a document not known here)
  const thumbnailSources = Object.fromEntries(
    slides.flatMap((slide) => {
      const mine = localById.get(slide.id);
      const source =
        !mine || replace.has(slide.id)
          ? thumbnailSourceOf(playlist, slide.id)
          : mine.thumbnailUrl === slide.thumbnailUrl
            ? sources[slide.id]
            : undefined;
      return slide.thumbnailUrl && source ? [[slide.id, source] as const] : [];
    }),
  );
  return { playlist, dropped, thumbnailSources };
}
