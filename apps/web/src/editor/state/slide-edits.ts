import type { TElement, TSlideData } from '@placard/contract';
import type { SlideSettings } from './slide-change';
import { translated, withAabb, type Move } from './geometry';

/** The fields of an element a command may change (its id, type and box are the editor's). */
export type ElementPatchField =
  'name' | 'locked' | 'editable' | 'transform' | 'width' | 'height' | 'opacity' | 'animation';
export type ElementPatch = Partial<Pick<TElement, ElementPatchField>> & {
  /** merged into the element's contents */
  contents?: Partial<TElement['contents']>;
};
export type ElementUpdate = { elid: string; patch: ElementPatch };

const GEOMETRY: readonly string[] = ['transform', 'width', 'height'];

function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
}

function definedEntries(value: object): [string, unknown][] {
  return Object.entries(value).filter(([, field]) => field !== undefined);
}

/**
 * The element with a patch applied, or the same element when the patch changes nothing. A locked
 * element never moves: its transform and size stay unless the same patch unlocks it. The drawn box
 * is computed again when the transform or size changes.
 */
export function patchElement(element: TElement, patch: ElementPatch): TElement {
  const { contents, ...fields } = patch;
  const frozen = element.locked && patch.locked !== false;
  const record = element as Record<string, unknown>;
  const changes = definedEntries(fields).filter(
    ([key, value]) => !(frozen && GEOMETRY.includes(key)) && !same(record[key], value),
  );
  const currentContents = element.contents as Record<string, unknown>;
  const contentChanges = contents
    ? definedEntries(contents).filter(([key, value]) => !same(currentContents[key], value))
    : [];
  if (changes.length === 0 && contentChanges.length === 0) return element;
  const next = {
    ...element,
    ...Object.fromEntries(changes),
    contents:
      contentChanges.length > 0
        ? { ...element.contents, ...Object.fromEntries(contentChanges) }
        : element.contents,
  } as TElement;
  return changes.some(([key]) => GEOMETRY.includes(key)) ? withAabb(next) : next;
}

/** The slide with patches applied to its elements (the same slide when nothing changes). */
export function patchElements(data: TSlideData, updates: readonly ElementUpdate[]): TSlideData {
  const byId = new Map<string, ElementPatch[]>();
  for (const { elid, patch } of updates) byId.set(elid, [...(byId.get(elid) ?? []), patch]);
  let changed = false;
  const elements = data.elements.map((element) => {
    const next = (byId.get(element.elid) ?? []).reduce(patchElement, element);
    if (next !== element) changed = true;
    return next;
  });
  return changed ? { ...data, elements } : data;
}

/** Slide properties set from the properties panel (the touch actions are replaced whole). */
export type SlidePropsPatch = Partial<SlideSettings & Pick<TSlideData, 'actions'>>;

/** The slide with its properties patched, or the same slide when the patch changes nothing. */
export function patchSlide(data: TSlideData, patch: SlidePropsPatch): TSlideData {
  const record = data as Record<string, unknown>;
  const changes = definedEntries(patch).filter(([key, value]) => !same(record[key], value));
  return changes.length === 0 ? data : { ...data, ...Object.fromEntries(changes) };
}

/** The slide with elements moved; locked ones stay where they are. */
export function moveElements(data: TSlideData, moves: ReadonlyMap<string, Move>): TSlideData {
  let changed = false;
  const elements = data.elements.map((element) => {
    const move = moves.get(element.elid);
    if (!move || element.locked || (Math.abs(move.dx) < 1e-9 && Math.abs(move.dy) < 1e-9)) return element;
    changed = true;
    return translated(element, move.dx, move.dy);
  });
  return changed ? { ...data, elements } : data;
}

/** The slide without these elements and without the touch actions of those elements. */
export function removeElements(data: TSlideData, elids: ReadonlySet<string>): TSlideData {
  const elements = data.elements.filter((element) => !elids.has(element.elid));
  const actions = Object.entries(data.actions).filter(([elid]) => !elids.has(elid));
  if (elements.length === data.elements.length && actions.length === Object.keys(data.actions).length)
    return data;
  return { ...data, elements, actions: Object.fromEntries(actions) };
}

/** The slide without touch actions leading to slides that are gone (or to itself). */
export function withoutDanglingActions(
  data: TSlideData,
  slideId: number,
  slideIds: ReadonlySet<number>,
): TSlideData {
  const actions = Object.entries(data.actions).filter(
    ([, action]) => action.targetSlideId !== slideId && slideIds.has(action.targetSlideId),
  );
  if (actions.length === Object.keys(data.actions).length) return data;
  return { ...data, actions: Object.fromEntries(actions) };
}
