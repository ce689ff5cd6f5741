import { ELEMENT_ID_PATTERN, type TElement } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { currentSlideData } from './selectors';
import { PASTE_OFFSET } from './session';
import { createEditorStore, type EditorStore } from './store';
import { playlistWith, shapeAt } from './test-fixtures';

function storeWith(elements: TElement[]): EditorStore {
  return createEditorStore(playlistWith([{ id: 1, elements }, { id: 2 }]));
}

const elements = (store: EditorStore) => currentSlideData(store.getState())?.elements ?? [];
const find = (store: EditorStore, elid: string) => elements(store).find((element) => element.elid === elid);
const at = (store: EditorStore, elid: string) => find(store, elid)?.transform.translation;

describe('copy, cut, paste and duplicate', () => {
  it('pastes copies with new ids, each paste a further offset, and selects them', () => {
    const store = storeWith([shapeAt('a', 100, 200), shapeAt('b', 400, 200)]);
    store.getState().select(['a', 'b']);
    store.getState().copy();
    const first = store.getState().paste();
    expect(first).toHaveLength(2);
    expect(first.every((elid) => ELEMENT_ID_PATTERN.test(elid) && elid !== 'a' && elid !== 'b')).toBe(true);
    expect(store.getState().selection).toEqual(first);
    expect(at(store, first[0] ?? '')).toEqual({ x: 100 + PASTE_OFFSET, y: 200 + PASTE_OFFSET });
    expect(find(store, first[0] ?? '')?.aabb).toMatchObject({ x: 120, y: 220 });
    const second = store.getState().paste();
    expect(at(store, second[1] ?? '')).toEqual({ x: 400 + 2 * PASTE_OFFSET, y: 200 + 2 * PASTE_OFFSET });
    expect(new Set(elements(store).map((element) => element.elid)).size).toBe(6);
    expect(store.getState().history.peek()?.kind).toBe('create');
  });

  it('pastes into another slide', () => {
    const store = storeWith([shapeAt('a', 0, 0)]);
    store.getState().select(['a']);
    store.getState().copy();
    store.getState().setCurrentSlide(2);
    const [pasted = ''] = store.getState().paste();
    expect(elements(store).map((element) => element.elid)).toEqual([pasted]);
  });

  it('cuts the selection as one delete and pastes it back', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 0, 0)]);
    store.getState().select(['b']);
    store.getState().cut();
    expect(elements(store).map((element) => element.elid)).toEqual(['a']);
    expect(store.getState().history.peek()?.kind).toBe('delete');
    expect(store.getState().paste()).toHaveLength(1);
    expect(elements(store)).toHaveLength(2);
  });

  it('duplicates the selection beside it without touching the clipboard', () => {
    const store = storeWith([shapeAt('a', 10, 10)]);
    store.getState().select(['a']);
    const [copy = ''] = store.getState().duplicate();
    expect(at(store, copy)).toEqual({ x: 30, y: 30 });
    expect(store.getState().selection).toEqual([copy]);
    expect(store.getState().clipboard).toEqual([]);
  });
});

describe('nudge, align and distribute', () => {
  it('nudges the selection, but not locked elements', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 0, 0, { locked: true })]);
    store.getState().select(['a', 'b']);
    store.getState().nudge(10, -1);
    expect(at(store, 'a')).toEqual({ x: 10, y: -1 });
    expect(find(store, 'a')?.aabb).toMatchObject({ x: 10, y: -1 });
    expect(at(store, 'b')).toEqual({ x: 0, y: 0 });
    expect(store.getState().history.peek()?.kind).toBe('update');
  });

  it('aligns one element to the canvas by its drawn box', () => {
    const store = storeWith([shapeAt('r', 100, 100, { width: 200, height: 100, rotation: 90 })]);
    store.getState().select(['r']);
    store.getState().align('right');
    expect(find(store, 'r')?.aabb.x).toBeCloseTo(1920 - 100);
    store.getState().align('top');
    expect(find(store, 'r')?.aabb.y).toBeCloseTo(0);
    expect(store.getState().history.size.undo).toBe(2);
  });

  it('aligns several elements to their box; a locked one stays but counts for the box', () => {
    const store = storeWith([
      shapeAt('a', 500, 0),
      shapeAt('b', 200, 300, { locked: true }),
      shapeAt('c', 800, 600),
    ]);
    store.getState().selectAll();
    store.getState().align('left');
    expect(find(store, 'a')?.aabb.x).toBe(200);
    expect(find(store, 'c')?.aabb.x).toBe(200);
    expect(at(store, 'b')).toEqual({ x: 200, y: 300 });
    expect(store.getState().history.peek()?.kind).toBe('multiUpdate');
    store.getState().undo();
    expect(at(store, 'a')?.x).toBe(500);
    expect(at(store, 'c')?.x).toBe(800);
  });

  it('distributes 3 or more elements with equal gaps', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 150, 0), shapeAt('c', 900, 0)]);
    store.getState().selectAll();
    store.getState().distribute('horizontal');
    expect(at(store, 'b')?.x).toBe(450);
    store.getState().select(['a', 'b']);
    store.getState().distribute('vertical');
    expect(store.getState().history.size.undo).toBe(1);
  });
});
