import { describe, expect, it } from 'vitest';
import { PLAYLIST_NAME_MAX_LENGTH, ZSlideData, type TAction, type TSlideData } from '@placard/contract';
import { AppError } from '../../platform/http/app-error.js';
import { shapeElement } from '../../test/playlists.js';
import {
  afterSlideRemoved,
  assertActionsAllowed,
  assertProtectedElementsKept,
  assertUniqueElements,
  freePlaylistName,
  moveIndex,
  withoutActionsTo,
} from './playlists.rules.js';

const jump = (targetSlideId: number): TAction => ({ type: 'OATJumpTo', targetSlideId });

/** A slide document with a shape for each action's element, and any other elements given. */
function document(actions: Record<string, TAction> = {}, input: object = {}): TSlideData {
  const elements = Object.keys(actions).map((elid) => shapeElement(elid));
  return ZSlideData.parse({ elements, actions, ...input });
}

/** The code and fields of what a rule throws. */
function refusal(rule: () => void): { code: string; fields?: Record<string, string> } {
  try {
    rule();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, ...error.options };
    throw error;
  }
  throw new Error('the rule let it pass');
}

describe('withoutActionsTo', () => {
  it('drops the actions aimed at the given slides and keeps the others', () => {
    const data = document({ a: jump(1), b: jump(2), c: jump(3) });
    expect(withoutActionsTo(data, new Set([1, 3])).actions).toEqual({ b: jump(2) });
  });

  it('answers the same document when nothing points at them', () => {
    const data = document({ a: jump(1) });
    expect(withoutActionsTo(data, new Set([9]))).toBe(data);
  });
});

describe('afterSlideRemoved', () => {
  const slides = [
    { id: 1, data: document({ toTwo: jump(2), toThree: jump(3) }) },
    { id: 2, data: document() },
    { id: 3, data: document({ back: jump(2) }) },
  ];

  it('takes the jumps to the removed slide out of the other slides only', () => {
    const outcome = afterSlideRemoved(slides, 2, null);
    expect(outcome.changed.map((slide) => [slide.id, slide.data.actions])).toEqual([
      [1, { toThree: jump(3) }],
      [3, {}],
    ]);
  });

  it('selects the next slide, the previous one after the last, and none when nothing is left', () => {
    expect(afterSlideRemoved(slides, 1, null).selectedSlideId).toBe(2);
    expect(afterSlideRemoved(slides, 2, null).selectedSlideId).toBe(3);
    expect(afterSlideRemoved(slides, 3, null).selectedSlideId).toBe(2);
    expect(afterSlideRemoved([{ id: 7, data: document() }], 7, null).selectedSlideId).toBeNull();
  });

  it('clears the overlay when one slide remains or the overlay itself goes, not otherwise', () => {
    expect(afterSlideRemoved(slides, 1, 3).clearOverlay).toBe(false);
    expect(afterSlideRemoved(slides, 3, 3).clearOverlay).toBe(true);
    expect(afterSlideRemoved(slides.slice(0, 2), 1, 2).clearOverlay).toBe(true);
    expect(afterSlideRemoved(slides.slice(0, 2), 1, null).clearOverlay).toBe(false);
  });
});

describe('moveIndex', () => {
  it('moves one entry forwards or backwards, clamping the place to the list', () => {
    expect(moveIndex(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveIndex(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveIndex(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'b', 'c']);
    expect(moveIndex(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveIndex(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('assertActionsAllowed', () => {
  it('refuses hot corners and actions in a playlist of one slide', () => {
    expect(refusal(() => assertActionsAllowed(document({}, { hotCorners: true }), 1, [1])).code).toBe(
      'HOT_CORNERS_NEED_SLIDES',
    );
    expect(refusal(() => assertActionsAllowed(document({ a: jump(2) }), 1, [1])).code).toBe(
      'JUMP_NEEDS_SLIDE',
    );
  });

  it('refuses an action on a missing element, to the slide itself or to a slide not in the playlist', () => {
    const onGhost = ZSlideData.parse({ actions: { ghost: jump(2) } });
    expect(refusal(() => assertActionsAllowed(onGhost, 1, [1, 2]))).toEqual({
      code: 'VALIDATION_FAILED',
      fields: { 'actions.ghost': 'validation.invalid' },
    });
    for (const target of [1, 9]) {
      expect(refusal(() => assertActionsAllowed(document({ a: jump(target) }), 1, [1, 2]))).toEqual({
        code: 'VALIDATION_FAILED',
        fields: { 'actions.a.targetSlideId': 'validation.invalid' },
      });
    }
  });

  it('lets hot corners and jumps to other slides pass, and a new slide (no id yet) jump anywhere listed', () => {
    expect(() =>
      assertActionsAllowed(document({ a: jump(2) }, { hotCorners: true }), 1, [1, 2]),
    ).not.toThrow();
    expect(() => assertActionsAllowed(document({ a: jump(1) }), -1, [1, 2])).not.toThrow();
  });
});

describe('assertUniqueElements', () => {
  it('names the second element that repeats an id', () => {
    const data = ZSlideData.parse({ elements: [shapeElement('a'), shapeElement('b'), shapeElement('a')] });
    expect(refusal(() => assertUniqueElements(data))).toEqual({
      code: 'VALIDATION_FAILED',
      fields: { 'elements.2.elid': 'validation.duplicate' },
    });
    expect(() => assertUniqueElements(document({ a: jump(1), b: jump(1) }))).not.toThrow();
  });
});

describe('assertProtectedElementsKept', () => {
  const before = ZSlideData.parse({
    elements: [shapeElement('brand', { editable: false }), shapeElement('free')],
  });
  const [brand, free] = before.elements;
  const after = (elements: unknown[]) => ZSlideData.parse({ elements });

  it('lets the rest change while a protected element stays as it was, whatever the key order', () => {
    const reordered = Object.fromEntries(Object.entries(brand ?? {}).reverse());
    const moved = { ...free, transform: { translation: { x: 9, y: 9 }, rotation: 0, scale: { x: 1, y: 1 } } };
    expect(() => assertProtectedElementsKept(before, after([reordered, moved]))).not.toThrow();
    expect(() => assertProtectedElementsKept(before, after([brand]))).not.toThrow();
  });

  it('refuses changing, removing or unprotecting a protected element, and protecting one', () => {
    const attempts = [
      [{ ...brand, width: 999 }, free],
      [free],
      [{ ...brand, editable: true }, free],
      [brand, { ...free, editable: false }],
      [brand, free, shapeElement('new', { editable: false })],
    ];
    for (const elements of attempts) {
      expect(refusal(() => assertProtectedElementsKept(before, after(elements))).code).toBe(
        'LIBRARY_ITEM_NOT_EDITABLE',
      );
    }
  });
});

describe('freePlaylistName', () => {
  it('keeps a free name and numbers a taken one, ignoring case', () => {
    expect(freePlaylistName('Lobby', new Set(['menu']))).toBe('Lobby');
    expect(freePlaylistName('Lobby', new Set(['lobby']))).toBe('Lobby (2)');
    expect(freePlaylistName('LOBBY', new Set(['lobby', 'lobby (2)']))).toBe('LOBBY (3)');
  });

  it('shortens a long name so the number fits the length limit', () => {
    const long = 'x'.repeat(PLAYLIST_NAME_MAX_LENGTH);
    const free = freePlaylistName(long, new Set([long]));
    expect(free).toHaveLength(PLAYLIST_NAME_MAX_LENGTH);
    expect(free.endsWith(' (2)')).toBe(true);
  });
});
