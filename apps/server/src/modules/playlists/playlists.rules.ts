import { isDeepStrictEqual } from 'node:util';
import { PLAYLIST_NAME_MAX_LENGTH, type TElement, type TSlideData } from '@placard/contract';
import { AppError } from '../../platform/http/app-error.js';
import { libraryError } from '../library/library.errors.js';
import { playlistError } from './playlists.errors.js';

type SlideLike = { id: number; data: TSlideData };

/** Removes the actions whose target is one of `slideIds` (a slide deleted, or no longer there). */
export function withoutActionsTo(data: TSlideData, slideIds: ReadonlySet<number>): TSlideData {
  const kept = Object.entries(data.actions).filter(([, action]) => !slideIds.has(action.targetSlideId));
  if (kept.length === Object.keys(data.actions).length) return data;
  return { ...data, actions: Object.fromEntries(kept) };
}

/**
 * Spec section 4, deleting a slide: actions in other slides that target it go; the neighbour is selected
 * (the slide that takes its place, else the one before; none when it was the last); the overlay is
 * cleared when exactly one slide remains (or when the overlay was the deleted slide).
 */
export function afterSlideRemoved(
  slides: readonly SlideLike[],
  removedId: number,
  overlaySlideId: number | null,
): { changed: SlideLike[]; selectedSlideId: number | null; clearOverlay: boolean } {
  const index = slides.findIndex((slide) => slide.id === removedId);
  const remaining = slides.filter((slide) => slide.id !== removedId);
  const gone = new Set([removedId]);
  const changed = remaining.flatMap((slide) => {
    const data = withoutActionsTo(slide.data, gone);
    return data === slide.data ? [] : [{ id: slide.id, data }];
  });
  const neighbour = remaining[Math.min(Math.max(index, 0), remaining.length - 1)];
  return {
    changed,
    selectedSlideId: neighbour?.id ?? null,
    clearOverlay: overlaySlideId !== null && (overlaySlideId === removedId || remaining.length === 1),
  };
}

/** Moves one entry of a list from one place to another. */
export function moveIndex<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  const [moved] = result.splice(from, 1);
  if (moved === undefined) return result;
  result.splice(Math.min(Math.max(to, 0), result.length), 0, moved);
  return result;
}

/**
 * Spec section 5: hot corners need at least 2 slides; jump to slide (and a popup of a slide) needs at
 * least one other slide, and its target must be another slide of the playlist.
 */
export function assertActionsAllowed(data: TSlideData, slideId: number, slideIds: readonly number[]): void {
  if (data.hotCorners && slideIds.length < 2) throw playlistError('HOT_CORNERS_NEED_SLIDES');
  const actions = Object.entries(data.actions);
  if (actions.length > 0 && slideIds.length < 2) throw playlistError('JUMP_NEEDS_SLIDE');
  const elids = new Set(data.elements.map((element) => element.elid));
  for (const [elid, action] of actions) {
    if (!elids.has(elid)) {
      throw new AppError('VALIDATION_FAILED', { fields: { [`actions.${elid}`]: 'validation.invalid' } });
    }
    if (action.targetSlideId === slideId || !slideIds.includes(action.targetSlideId)) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { [`actions.${elid}.targetSlideId`]: 'validation.invalid' },
      });
    }
  }
}

/** Element ids are unique within a slide. */
export function assertUniqueElements(data: TSlideData): void {
  const seen = new Set<string>();
  data.elements.forEach((element, index) => {
    if (seen.has(element.elid)) {
      throw new AppError('VALIDATION_FAILED', {
        fields: { [`elements.${index}.elid`]: 'validation.duplicate' },
      });
    }
    seen.add(element.elid);
  });
}

/** The same element as JSON has it: key order (which a stored document does not keep) does not count. */
function sameElement(a: TElement, b: TElement): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}

/**
 * Spec section 3, uneditable-when-shared per element: someone other than the author (or an owner or
 * admin) may not change, remove or unprotect an element its author protected, nor protect one.
 */
export function assertProtectedElementsKept(before: TSlideData, after: TSlideData): void {
  const next = new Map(after.elements.map((element) => [element.elid, element]));
  for (const element of before.elements) {
    const now = next.get(element.elid);
    if (!element.editable && (!now || !sameElement(element, now)))
      throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
  }
  const previous = new Map(before.elements.map((element) => [element.elid, element]));
  for (const element of after.elements) {
    if (!element.editable && !previous.has(element.elid)) throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
    const was = previous.get(element.elid);
    if (was && was.editable && !element.editable) throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
  }
}

/**
 * A name free among `taken` (lower-cased names): the name itself, else the name with the first free
 * " (n)", shortened to fit the name's length limit.
 */
export function freePlaylistName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, PLAYLIST_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
