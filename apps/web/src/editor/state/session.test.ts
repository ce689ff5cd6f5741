import { describe, expect, it } from 'vitest';
import { sessionAfterLoad, sessionAfterServerSlides, sessionKeptOn } from './session';
import { playlistWith, shapeAt } from './test-fixtures';

const onSlideOne = { currentSlideId: 1, selection: ['a', 'gone'], editingTextElid: 'a' };
const playlist = playlistWith([{ id: 1, elements: [shapeAt('a', 0, 0)] }, { id: 2 }]);

describe('where the session is after a load', () => {
  it('stays on the slide with what is left of the selection, leaving text editing', () => {
    expect(sessionAfterLoad(onSlideOne, playlist)).toEqual({
      currentSlideId: 1,
      selection: ['a'],
      editingTextElid: null,
    });
  });

  it('shows the first slide, nothing selected, when the slide is gone', () => {
    expect(sessionAfterLoad(onSlideOne, playlistWith([{ id: 5 }, { id: 6 }]))).toEqual({
      currentSlideId: 5,
      selection: [],
      editingTextElid: null,
    });
    expect(sessionAfterLoad(onSlideOne, playlistWith([]))).toMatchObject({ currentSlideId: null });
  });
});

describe('where the session is after the server’s slide list', () => {
  it('shows the slide the server names, leaving the selection and text editing', () => {
    expect(sessionAfterServerSlides(onSlideOne, playlist, 2, [])).toEqual({
      currentSlideId: 2,
      selection: [],
      editingTextElid: null,
    });
  });

  it('keeps the selection and text editing as they were on the same slide', () => {
    const kept = { currentSlideId: 1, selection: onSlideOne.selection, editingTextElid: 'a' };
    expect(sessionAfterServerSlides(onSlideOne, playlist, null, [])).toEqual(kept);
    expect(sessionAfterServerSlides(onSlideOne, playlist, 99, [])).toEqual(kept);
  });

  it('leaves them on a slide whose document the server replaced', () => {
    expect(sessionAfterServerSlides(onSlideOne, playlist, 1, [1])).toEqual({
      currentSlideId: 1,
      selection: [],
      editingTextElid: null,
    });
  });

  it('shows the first slide when the shown one is gone', () => {
    expect(sessionAfterServerSlides(onSlideOne, playlistWith([{ id: 2 }]), null, [1])).toMatchObject({
      currentSlideId: 2,
      selection: [],
    });
  });
});

describe('the session after the document changed under it', () => {
  it('keeps the selection of elements still on the shown slide, in its order', () => {
    const session = { currentSlideId: 1, selection: ['b', 'gone', 'a'] };
    const both = playlistWith([{ id: 1, elements: [shapeAt('a', 0, 0), shapeAt('b', 0, 0)] }]);
    expect(sessionKeptOn(session, both)).toEqual({ selection: ['b', 'a'] });
  });
});
