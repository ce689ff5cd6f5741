import type { TElement, TPlaylist } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { translated } from './geometry';
import { createHistory, HISTORY_MAX_DEPTH } from './history';
import { playlistHistoryAdapter, slideDataOf, withSlideData } from './slide-change';
import { playlistWith, shapeAt } from './test-fixtures';

function slideWithShapes(count: number): TPlaylist {
  return playlistWith([
    { id: 1, elements: Array.from({ length: count }, (_, index) => shapeAt(`s${index}`, index * 10, 0)) },
    { id: 2, elements: [shapeAt('other', 0, 0)] },
  ]);
}

function elementsOf(playlist: TPlaylist, slideId = 1): TElement[] {
  return slideDataOf(playlist, slideId)?.elements ?? [];
}

/** The playlist with one element of a slide moved. */
function moved(playlist: TPlaylist, elid: string, dx: number, slideId = 1): TPlaylist {
  const data = slideDataOf(playlist, slideId);
  if (!data) throw new Error('no slide');
  const elements = data.elements.map((element) =>
    element.elid === elid ? translated(element, dx, 0) : element,
  );
  return withSlideData(playlist, slideId, { ...data, elements });
}

function xOf(playlist: TPlaylist, elid: string, slideId = 1): number | undefined {
  return elementsOf(playlist, slideId).find((element) => element.elid === elid)?.transform.translation.x;
}

describe('the editor history', () => {
  it('undoes and redoes one recorded change', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(2);
    const end = moved(start, 's1', 50);
    history.record('update', 1, start, end);
    expect(history.canUndo()).toBe(true);
    const undone = history.undo(end);
    expect(undone?.step.kind).toBe('update');
    expect(undone?.state).toEqual(start);
    expect(history.canRedo()).toBe(true);
    expect(history.redo(undone?.state ?? start)?.state).toEqual(end);
  });

  it('records nothing for a change that changes nothing', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(2);
    history.record('update', 1, start, start);
    expect(history.canUndo()).toBe(false);
  });

  it('squashes a gesture of 60 pointer moves into one undo step', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(3);
    let state = start;
    history.mark(state);
    for (let move = 0; move < 60; move += 1) {
      const next = moved(state, 's2', 5);
      history.record('update', 1, state, next);
      state = next;
    }
    expect(history.commitGesture()?.kind).toBe('update');
    expect(history.size.undo).toBe(1);
    expect(xOf(state, 's2')).toBe(320);
    const undone = history.undo(state);
    expect(undone?.state).toEqual(start);
    expect(history.canUndo()).toBe(false);
  });

  it('makes a gesture over several elements a multiple update', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(3);
    history.mark(start);
    const one = moved(start, 's0', 5);
    history.record('update', 1, start, one);
    const two = moved(one, 's1', 5);
    history.record('update', 1, one, two);
    expect(history.commitGesture()?.kind).toBe('multiUpdate');
    expect(history.size.undo).toBe(1);
  });

  it('brings the state back to the mark on cancel and records nothing', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(2);
    const before = moved(start, 's0', 7);
    history.record('update', 1, start, before);
    const undone = history.undo(before)?.state ?? start;
    expect(history.canRedo()).toBe(true);

    history.mark(undone);
    let state = undone;
    for (let move = 0; move < 10; move += 1) {
      const next = moved(state, 's1', 3);
      history.record('update', 1, state, next);
      state = next;
    }
    const restored = history.cancelGesture(state);
    expect(restored).toEqual(undone);
    expect(history.canUndo()).toBe(false);
    expect(history.inGesture()).toBe(false);
    // nothing was done in the end, so redo still works
    expect(history.redo(restored)?.state).toEqual(before);
  });

  it('cancels only the inner gesture of nested marks', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(2);
    history.mark(start);
    const typed = moved(start, 's0', 10);
    history.record('update', 1, start, typed);
    const inner = history.mark(typed);
    const dragged = moved(typed, 's0', 30);
    history.record('update', 1, typed, dragged);
    const back = history.cancelGesture(dragged, inner);
    expect(back).toEqual(typed);
    expect(history.inGesture()).toBe(true);
    history.commitGesture();
    expect(history.size.undo).toBe(1);
    expect(history.undo(back)?.state).toEqual(start);
  });

  it('clears redo when a new action is recorded', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(2);
    const one = moved(start, 's0', 10);
    history.record('update', 1, start, one);
    const undone = history.undo(one)?.state ?? start;
    expect(history.canRedo()).toBe(true);
    history.record('update', 1, undone, moved(undone, 's1', 10));
    expect(history.canRedo()).toBe(false);
  });

  it('never undoes a load: reset clears both stacks', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(2);
    const one = moved(start, 's0', 10);
    history.record('update', 1, start, one);
    history.record('update', 1, one, moved(one, 's0', 10));
    history.undo(one);
    history.reset();
    expect(history.canUndo()).toBe(false);
    expect(history.canRedo()).toBe(false);
    expect(history.undo(start)).toBeNull();
  });

  it('round-trips 1,000 steps on a slide of 300 elements exactly', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(300);
    let state = start;
    for (let step = 0; step < 1000; step += 1) {
      const next = moved(state, `s${(step * 7) % 300}`, 1 + (step % 5));
      history.record('update', 1, state, next);
      state = next;
    }
    const end = state;
    expect(history.size.undo).toBe(1000);
    while (history.canUndo()) state = history.undo(state)?.state ?? state;
    expect(state).toEqual(start);
    while (history.canRedo()) state = history.redo(state)?.state ?? state;
    expect(state).toEqual(end);
  });

  it('keeps the newest steps up to its depth', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(1);
    let state = start;
    for (let step = 0; step < HISTORY_MAX_DEPTH + 5; step += 1) {
      const next = moved(state, 's0', 1);
      history.record('update', 1, state, next);
      state = next;
    }
    expect(history.size.undo).toBe(HISTORY_MAX_DEPTH);
    while (history.canUndo()) state = history.undo(state)?.state ?? state;
    expect(xOf(state, 's0')).toBe(5);
  });

  it('drops the steps of a slide deleted on the server and undoes the others', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(1);
    const one = moved(start, 'other', 10, 2);
    history.record('update', 2, start, one);
    const two = moved(one, 's0', 20);
    history.record('update', 1, one, two);
    history.dropSlides([2]);
    expect(history.size.undo).toBe(1);
    const afterDelete = { ...two, slides: two.slides.filter((slide) => slide.id !== 2) };
    const undone = history.undo(afterDelete);
    expect(undone?.step.slideId).toBe(1);
    expect(xOf(undone?.state ?? afterDelete, 's0')).toBe(0);
    expect(history.canUndo()).toBe(false);
  });

  it('merges a change into the step it joins while that step is the newest', () => {
    const history = createHistory(playlistHistoryAdapter);
    const start = slideWithShapes(2);
    const one = moved(start, 's0', 10);
    history.record('update', 1, start, one);
    const step = history.peek();
    const data = slideDataOf(one, 1);
    if (!data) throw new Error('no slide');
    const removed = withSlideData(one, 1, {
      ...data,
      elements: data.elements.filter((element) => element.elid !== 's0'),
    });
    history.record('delete', 1, one, removed, { join: step });
    expect(history.size.undo).toBe(1);
    expect(history.peek()?.kind).toBe('delete');
    expect(history.undo(removed)?.state).toEqual(start);
  });
});
