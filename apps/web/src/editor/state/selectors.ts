import type { TElement, TPlaylist, TSlideData } from '@placard/contract';
import { slideDataOf } from './slide-change';
import type { EditorState } from './store';

/** What the editor's state reads of a playlist and the slide shown. */

/** The current slide's document. */
export function currentSlideData(state: Pick<EditorState, 'playlist' | 'currentSlideId'>): TSlideData | null {
  return state.playlist && state.currentSlideId !== null
    ? slideDataOf(state.playlist, state.currentSlideId)
    : null;
}

/** The selected elements, bottom to top. */
export function selectedElements(
  state: Pick<EditorState, 'playlist' | 'currentSlideId' | 'selection'>,
): TElement[] {
  const chosen = new Set(state.selection);
  return currentSlideData(state)?.elements.filter((element) => chosen.has(element.elid)) ?? [];
}

/** Those of these element ids that are elements of the slide, in their order here. */
export function elidsOn(data: TSlideData | null, elids: Iterable<string>): string[] {
  const existing = new Set(data?.elements.map((element) => element.elid));
  return [...elids].filter((elid) => existing.has(elid));
}

export function firstSlideId(playlist: TPlaylist): number | null {
  return playlist.slides[0]?.id ?? null;
}

export function hasSlide(playlist: TPlaylist, slideId: number | null): slideId is number {
  return slideId !== null && playlist.slides.some((slide) => slide.id === slideId);
}
