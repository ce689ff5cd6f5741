import { computeAabb, ELEMENT_ID_PATTERN, SLIDE_ELEMENTS_MAX, type TElement } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { newShapeElement } from './element-factories';
import { currentSlideData } from './selectors';
import { createEditorStore, type EditorStore } from './store';
import { jumpTo, playlistWith, shapeAt, type TestSlide } from './test-fixtures';

function storeWith(elements: TElement[], more: TestSlide[] = [{ id: 2 }]): EditorStore {
  return createEditorStore(playlistWith([{ id: 1, elements }, ...more]));
}

const elids = (store: EditorStore) =>
  currentSlideData(store.getState())?.elements.map((element) => element.elid) ?? [];
const element = (store: EditorStore, elid: string) =>
  currentSlideData(store.getState())?.elements.find((candidate) => candidate.elid === elid);
const newestKind = (store: EditorStore) => store.getState().history.peek()?.kind;

describe('editor commands', () => {
  it('adds elements on top, selects them, and undo removes them', () => {
    const store = storeWith([shapeAt('a', 0, 0)]);
    const added = store
      .getState()
      .addElements([newShapeElement({ type: '16:9' }), newShapeElement({ type: '16:9' })]);
    expect(added).toHaveLength(2);
    expect(added.every((elid) => ELEMENT_ID_PATTERN.test(elid))).toBe(true);
    expect(elids(store)).toEqual(['a', ...added]);
    expect(store.getState().selection).toEqual(added);
    expect(newestKind(store)).toBe('create');
    store.getState().undo();
    expect(elids(store)).toEqual(['a']);
    store.getState().redo();
    expect(elids(store)).toEqual(['a', ...added]);
  });

  it('gives an added element whose id is taken a new one', () => {
    const store = storeWith([shapeAt('a', 0, 0)]);
    const [elid] = store.getState().addElements([shapeAt('a', 50, 50)]);
    expect(elid).not.toBe('a');
    expect(new Set(elids(store)).size).toBe(2);
  });

  it('adds nothing past the element limit of a slide', () => {
    const full = Array.from({ length: SLIDE_ELEMENTS_MAX }, (_, index) => shapeAt(`e${index}`, 0, 0));
    const store = storeWith(full);
    expect(store.getState().addElements([shapeAt('x', 0, 0)])).toEqual([]);
    expect(elids(store)).toHaveLength(SLIDE_ELEMENTS_MAX);
    expect(store.getState().canUndo).toBe(false);
  });

  it('puts a whole design on the slide as one step, and one undo brings the old slide back', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 10, 10)]);
    const design = [shapeAt('x', 100, 100), shapeAt('y', 200, 200)];
    store
      .getState()
      .replaceSlideContent({ background: { type: 'color', color: '#123456' }, elements: design });
    expect(elids(store)).toEqual(['x', 'y']);
    expect(currentSlideData(store.getState())?.background).toEqual({ type: 'color', color: '#123456' });
    expect(store.getState().selection).toEqual([]);
    store.getState().undo();
    expect(elids(store)).toEqual(['a', 'b']);
    expect(currentSlideData(store.getState())?.background).toEqual({ type: 'color', color: '#FFFFFF' });
    expect(store.getState().canUndo).toBe(false);
    store.getState().redo();
    expect(elids(store)).toEqual(['x', 'y']);
  });

  it('deletes elements with their touch actions, and undo brings both back', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 0, 0), shapeAt('c', 0, 0)]);
    const data = currentSlideData(store.getState());
    if (!data) throw new Error('no slide');
    store.setState({
      playlist: playlistWith([{ id: 1, elements: data.elements, actions: { b: jumpTo(2) } }, { id: 2 }]),
    });
    store.getState().select(['b', 'c']);
    store.getState().deleteElements(['b']);
    expect(elids(store)).toEqual(['a', 'c']);
    expect(currentSlideData(store.getState())?.actions).toEqual({});
    expect(store.getState().selection).toEqual(['c']);
    expect(newestKind(store)).toBe('delete');
    store.getState().undo();
    expect(elids(store)).toEqual(['a', 'b', 'c']);
    expect(currentSlideData(store.getState())?.actions).toEqual({ b: jumpTo(2) });
  });

  it('updates one element as an update and recomputes its drawn box', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 0, 0)]);
    store.getState().updateElements([
      {
        elid: 'a',
        patch: {
          transform: { translation: { x: 10, y: 20 }, rotation: 90, scale: { x: 1, y: 1 } },
          width: 300,
        },
      },
    ]);
    const a = element(store, 'a');
    expect(newestKind(store)).toBe('update');
    expect(a?.aabb).toEqual(
      computeAabb({ transform: a?.transform ?? shapeAt('x', 0, 0).transform, width: 300, height: 100 }),
    );
    expect(a?.aabb.width).toBeCloseTo(100);
    expect(a?.aabb.height).toBeCloseTo(300);
  });

  it('updates several elements as one multiple update, contents merged', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 0, 0)]);
    store.getState().updateElements([
      { elid: 'a', patch: { contents: { fill: '#FF0000' } } },
      { elid: 'b', patch: { opacity: 0.5 } },
    ]);
    expect(newestKind(store)).toBe('multiUpdate');
    const a = element(store, 'a');
    expect(a?.eltype === 'shape' && a.contents).toMatchObject({ fill: '#FF0000', shape: 'rectangle' });
    expect(element(store, 'b')?.opacity).toBe(0.5);
    store.getState().undo();
    expect(element(store, 'b')?.opacity).toBe(1);
    expect(store.getState().canUndo).toBe(false);
  });

  it('records nothing for an update that changes nothing', () => {
    const store = storeWith([shapeAt('a', 0, 0)]);
    store.getState().updateElements([{ elid: 'a', patch: { opacity: 1, width: 100 } }]);
    expect(store.getState().canUndo).toBe(false);
  });

  it('keeps a burst of updates (a number typed digit by digit) as one step, until something else is recorded', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 0, 0)]);
    const widen = (width: number, burst?: string) =>
      store.getState().updateElements([{ elid: 'a', patch: { width } }], burst ? { burst } : {});
    widen(1, 'typing');
    widen(15, 'typing');
    widen(150, 'typing');
    expect(store.getState().history.size.undo).toBe(1);
    store.getState().updateElements([{ elid: 'b', patch: { opacity: 0.5 } }]);
    widen(300, 'typing');
    widen(400, 'another field');
    expect(store.getState().history.size.undo).toBe(4);
    store.getState().undo();
    store.getState().undo();
    expect(element(store, 'a')?.width).toBe(150);
    store.getState().undo();
    store.getState().undo();
    expect(element(store, 'a')?.width).toBe(100);
    expect(store.getState().canUndo).toBe(false);
  });

  it('never moves a locked element, but still changes its other fields', () => {
    const store = storeWith([shapeAt('a', 0, 0, { locked: true })]);
    store.getState().updateElements([
      {
        elid: 'a',
        patch: {
          transform: { translation: { x: 99, y: 99 }, rotation: 0, scale: { x: 1, y: 1 } },
          opacity: 0.3,
        },
      },
    ]);
    expect(element(store, 'a')?.transform.translation).toEqual({ x: 0, y: 0 });
    expect(element(store, 'a')?.opacity).toBe(0.3);
  });

  it('changes the background as a background step', () => {
    const store = storeWith([]);
    store.getState().setBackground({ type: 'color', color: '#000000' });
    expect(currentSlideData(store.getState())?.background).toEqual({ type: 'color', color: '#000000' });
    expect(newestKind(store)).toBe('background');
    store.getState().setBackground({ type: 'color', color: '#000000' });
    expect(store.getState().history.size.undo).toBe(1);
    store.getState().undo();
    expect(currentSlideData(store.getState())?.background).toEqual({ type: 'color', color: '#FFFFFF' });
  });

  it('changes the slide’s own properties as one undoable update', () => {
    const store = storeWith([shapeAt('a', 0, 0)]);
    const animation = { type: 'fade', option: null, durationInMillis: 500 } as const;
    store.getState().updateSlideProps({ duration: 30, slideAnimation: animation, actions: { a: jumpTo(2) } });
    expect(currentSlideData(store.getState())).toMatchObject({
      duration: 30,
      slideAnimation: animation,
      actions: { a: jumpTo(2) },
    });
    expect(newestKind(store)).toBe('update');
    store.getState().updateSlideProps({ duration: 30 });
    expect(store.getState().history.size.undo).toBe(1);
    store.getState().undo();
    expect(currentSlideData(store.getState())).toMatchObject({ duration: 10, actions: {} });
    expect(currentSlideData(store.getState())?.slideAnimation.type).toBe('none');
    store.getState().redo();
    expect(currentSlideData(store.getState())?.duration).toBe(30);
  });

  it('changes the layer order of the selection as layer steps', () => {
    const store = storeWith(['a', 'b', 'c', 'd'].map((elid) => shapeAt(elid, 0, 0)));
    store.getState().select(['b']);
    store.getState().bringForward();
    expect(elids(store)).toEqual(['a', 'c', 'b', 'd']);
    expect(newestKind(store)).toBe('layer');
    store.getState().bringToFront();
    expect(elids(store)).toEqual(['a', 'c', 'd', 'b']);
    store.getState().sendToBack();
    expect(elids(store)).toEqual(['b', 'a', 'c', 'd']);
    store.getState().sendBackward(['d']);
    expect(elids(store)).toEqual(['b', 'a', 'd', 'c']);
    store.getState().moveLayer('c', 0);
    expect(elids(store)).toEqual(['c', 'b', 'a', 'd']);
    expect(store.getState().history.size.undo).toBe(5);
    store.getState().bringToFront(['d']);
    expect(store.getState().history.size.undo).toBe(5);
    for (let step = 0; step < 5; step += 1) store.getState().undo();
    expect(elids(store)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('locks and unlocks elements as updates', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 0, 0)]);
    store.getState().setLocked(['a', 'b'], true);
    expect(element(store, 'a')?.locked && element(store, 'b')?.locked).toBe(true);
    expect(newestKind(store)).toBe('multiUpdate');
    store.getState().setLocked(['a'], false);
    expect(element(store, 'a')?.locked).toBe(false);
    expect(newestKind(store)).toBe('update');
  });

  it('clears redo when a new action follows an undo', () => {
    const store = storeWith([shapeAt('a', 0, 0)]);
    store.getState().updateElements([{ elid: 'a', patch: { opacity: 0.5 } }]);
    store.getState().undo();
    expect(store.getState().canRedo).toBe(true);
    store.getState().setBackground({ type: 'color', color: '#000000' });
    expect(store.getState().canRedo).toBe(false);
  });
});
