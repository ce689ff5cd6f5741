import type { TElement } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { newTextElement } from './element-factories';
import { currentSlideData } from './selectors';
import { createEditorStore, type EditorStore } from './store';
import { playlistWith, shapeAt, textAt } from './test-fixtures';

function storeWith(elements: TElement[]): EditorStore {
  return createEditorStore(playlistWith([{ id: 1, elements }, { id: 2 }]));
}

const elids = (store: EditorStore) =>
  currentSlideData(store.getState())?.elements.map((element) => element.elid) ?? [];
const textOf = (store: EditorStore, elid: string) => {
  const found = currentSlideData(store.getState())?.elements.find((element) => element.elid === elid);
  return found?.eltype === 'text' ? found.contents.delta.map((op) => op.insert).join('') : undefined;
};
const type = (store: EditorStore, elid: string, content: string) =>
  store.getState().updateElements([
    {
      elid,
      patch: {
        contents: { delta: content ? [{ insert: content }, { insert: '\n' }] : [{ insert: '\n' }] },
      },
    },
  ]);

describe('selection', () => {
  it('selecting an element deselects the others; shift-click toggles one', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 0, 0), shapeAt('c', 0, 0)]);
    store.getState().select(['a']);
    store.getState().select(['b']);
    expect(store.getState().selection).toEqual(['b']);
    store.getState().select(['c'], 'toggle');
    expect(store.getState().selection).toEqual(['b', 'c']);
    store.getState().select(['b'], 'toggle');
    expect(store.getState().selection).toEqual(['c']);
    store.getState().select(['missing']);
    expect(store.getState().selection).toEqual([]);
  });

  it('selects all elements of the current slide and deselects them', () => {
    const store = storeWith([shapeAt('a', 0, 0), shapeAt('b', 0, 0)]);
    store.getState().selectAll();
    expect(store.getState().selection).toEqual(['a', 'b']);
    store.getState().deselect();
    expect(store.getState().selection).toEqual([]);
    expect(store.getState().canUndo).toBe(false);
  });

  it('clears the selection and text editing when another slide is shown', () => {
    const store = storeWith([textAt('t', 'Hello')]);
    store.getState().startTextEdit('t');
    store.getState().setCurrentSlide(2);
    expect(store.getState()).toMatchObject({ currentSlideId: 2, selection: [], editingTextElid: null });
  });
});

describe('text editing', () => {
  it('makes a typing burst one undo step', () => {
    const store = storeWith([textAt('t', 'Hello')]);
    store.getState().startTextEdit('t');
    expect(store.getState()).toMatchObject({ editingTextElid: 't', selection: ['t'] });
    for (const content of ['Hello ', 'Hello w', 'Hello wo', 'Hello world']) type(store, 't', content);
    store.getState().endTextEdit();
    expect(store.getState().editingTextElid).toBeNull();
    expect(store.getState().history.size.undo).toBe(1);
    store.getState().undo();
    expect(textOf(store, 't')).toBe('Hello\n');
  });

  it('removes a text left empty on deselect, and one undo brings the text back', () => {
    const store = storeWith([shapeAt('a', 0, 0), textAt('t', 'Hello')]);
    store.getState().startTextEdit('t');
    type(store, 't', 'Hell');
    type(store, 't', '');
    store.getState().deselect();
    expect(elids(store)).toEqual(['a']);
    expect(store.getState().history.size.undo).toBe(1);
    expect(store.getState().history.peek()?.kind).toBe('delete');
    store.getState().undo();
    expect(elids(store)).toEqual(['a', 't']);
    expect(textOf(store, 't')).toBe('Hello\n');
    expect(store.getState().canUndo).toBe(false);
  });

  it('removes the empty text when editing ends first and the text is deselected after', () => {
    const store = storeWith([textAt('t', 'Hello')]);
    store.getState().startTextEdit('t');
    type(store, 't', '   ');
    store.getState().endTextEdit();
    expect(elids(store)).toEqual(['t']);
    store.getState().select([]);
    expect(elids(store)).toEqual([]);
    expect(store.getState().history.size.undo).toBe(1);
    store.getState().undo();
    expect(textOf(store, 't')).toBe('Hello\n');
  });

  it('removes an empty text when another element is selected', () => {
    const store = storeWith([shapeAt('a', 0, 0), textAt('t', '')]);
    store.getState().select(['t']);
    store.getState().select(['a']);
    expect(elids(store)).toEqual(['a']);
    expect(store.getState().selection).toEqual(['a']);
    expect(store.getState().history.peek()?.kind).toBe('delete');
  });

  it('keeps a text that is not empty on deselect', () => {
    const store = storeWith([textAt('t', 'Hello')]);
    store.getState().startTextEdit('t');
    type(store, 't', 'Hi');
    store.getState().deselect();
    expect(elids(store)).toEqual(['t']);
    expect(textOf(store, 't')).toBe('Hi\n');
  });

  it('leaves edit mode when the text being edited is locked, and cannot edit a locked text', () => {
    const store = storeWith([textAt('t', 'Hello')]);
    store.getState().startTextEdit('t');
    type(store, 't', 'Hello!');
    store.getState().setLocked(['t'], true);
    expect(store.getState().editingTextElid).toBeNull();
    expect(store.getState().history.size.undo).toBe(2);
    store.getState().startTextEdit('t');
    expect(store.getState().editingTextElid).toBeNull();
  });

  it('ends text editing before another command so that command is its own step', () => {
    const store = storeWith([shapeAt('a', 0, 0), textAt('t', 'Hello')]);
    store.getState().startTextEdit('t');
    type(store, 't', 'Hello!');
    store.getState().setBackground({ type: 'color', color: '#000000' });
    expect(store.getState().editingTextElid).toBeNull();
    expect(store.getState().history.size.undo).toBe(2);
  });

  it('undoes a new text and its typing as two steps', () => {
    const store = storeWith([]);
    const [elid = ''] = store.getState().addElements([newTextElement({ type: '16:9' })]);
    store.getState().startTextEdit(elid);
    type(store, elid, 'Welcome');
    store.getState().deselect();
    store.getState().undo();
    expect(textOf(store, elid)).toBe('Text\n');
    store.getState().undo();
    expect(elids(store)).toEqual([]);
  });
});
