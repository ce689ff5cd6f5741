import { emptySlideData, type TElement } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { slideDataOf } from './slide-change';
import { currentSlideData } from './selectors';
import { createEditorStore, type EditorStore } from './store';
import { jumpTo, playlistWith, shapeAt } from './test-fixtures';

const elids = (store: EditorStore, slideId?: number) => {
  const { playlist, currentSlideId } = store.getState();
  const data = playlist ? slideDataOf(playlist, slideId ?? currentSlideId ?? 0) : null;
  return data?.elements.map((element) => element.elid) ?? [];
};
const x = (store: EditorStore, elid: string) =>
  currentSlideData(store.getState())?.elements.find((element: TElement) => element.elid === elid)?.transform
    .translation.x;

function threeSlides(): EditorStore {
  return createEditorStore(
    playlistWith([
      { id: 1, elements: [shapeAt('a', 0, 0), shapeAt('b', 0, 0)], actions: { a: jumpTo(3) } },
      { id: 2, elements: [shapeAt('c', 0, 0)] },
      { id: 3 },
    ]),
  );
}

describe('gestures', () => {
  it('makes a drag one undo step and Escape puts it back recording nothing', () => {
    const store = threeSlides();
    store.getState().select(['a']);
    store.getState().beginGesture();
    for (let move = 0; move < 60; move += 1) store.getState().nudge(2, 0);
    store.getState().commitGesture();
    expect(x(store, 'a')).toBe(120);
    expect(store.getState().history.size.undo).toBe(1);

    store.getState().beginGesture();
    for (let move = 0; move < 10; move += 1) store.getState().nudge(0, 5);
    store.getState().cancelGesture();
    expect(x(store, 'a')).toBe(120);
    expect(currentSlideData(store.getState())?.elements[0]?.transform.translation.y).toBe(0);
    expect(store.getState().history.size.undo).toBe(1);
    store.getState().undo();
    expect(x(store, 'a')).toBe(0);
  });
});

describe('loading and server changes', () => {
  it('never undoes a load, and keeps the current slide when it still exists', () => {
    const store = threeSlides();
    store.getState().setCurrentSlide(2);
    store.getState().select(['c']);
    store.getState().nudge(5, 0);
    store.getState().loadPlaylist(playlistWith([{ id: 1 }, { id: 2, elements: [shapeAt('c', 0, 0)] }]));
    expect(store.getState()).toMatchObject({ currentSlideId: 2, canUndo: false, canRedo: false, dirty: {} });
    expect(store.getState().selection).toEqual(['c']);
    store.getState().loadPlaylist(playlistWith([{ id: 7 }, { id: 8 }]));
    expect(store.getState()).toMatchObject({ currentSlideId: 7, selection: [] });
  });

  it('takes the server’s slide list, keeps local documents and drops the history of a removed slide', () => {
    const store = threeSlides();
    store.getState().select(['a']);
    store.getState().nudge(10, 0);
    store.getState().setCurrentSlide(3);
    store.getState().addElements([shapeAt('n', 0, 0)]);
    expect(store.getState().history.size.undo).toBe(2);
    // slide 3 removed on the server; its jump actions are gone there too
    const server = playlistWith([
      { id: 2, elements: [shapeAt('c', 0, 0)] },
      { id: 1, elements: [shapeAt('a', 0, 0)] },
    ]);
    store.getState().applyServerSlides(server, 2);
    const { playlist, currentSlideId } = store.getState();
    expect(playlist?.slides.map((slide) => slide.id)).toEqual([2, 1]);
    expect(currentSlideId).toBe(2);
    // local (unsaved) work on slide 1 is kept, minus the jump to the removed slide
    expect(elids(store, 1)).toEqual(['a', 'b']);
    expect(playlist && slideDataOf(playlist, 1)?.actions).toEqual({});
    expect(store.getState().dirty[3]).toBeUndefined();
    expect(store.getState().history.size.undo).toBe(1);
    store.getState().undo();
    expect(store.getState().currentSlideId).toBe(1);
    expect(x(store, 'a')).toBe(0);
    // undo restores no action leading to the removed slide
    expect(currentSlideData(store.getState())?.actions).toEqual({});
    expect(store.getState().canUndo).toBe(false);
  });

  it('lets the server’s document win for replaced slides', () => {
    const store = threeSlides();
    store.getState().select(['a']);
    store.getState().nudge(10, 0);
    const server = playlistWith([{ id: 1, elements: [shapeAt('t', 5, 5)] }, { id: 2 }, { id: 3 }]);
    store.getState().applyServerSlides(server, 1, { replaceSlideIds: [1] });
    expect(elids(store, 1)).toEqual(['t']);
    expect(store.getState().canUndo).toBe(false);
    expect(store.getState().dirty[1]).toBeUndefined();
  });

  it('takes the playlist’s own fields from the server, keeping the slides and the history', () => {
    const store = threeSlides();
    store.getState().select(['a']);
    store.getState().nudge(4, 0);
    const slides = store.getState().playlist?.slides;
    const { slides: _ignored, ...summary } = playlistWith([]);
    store
      .getState()
      .applyPlaylistSummary({ ...summary, name: 'Foyer', isPublished: true, overlay: { slideId: 2 } });
    expect(store.getState().playlist).toMatchObject({
      name: 'Foyer',
      isPublished: true,
      overlay: { slideId: 2 },
    });
    expect(store.getState().playlist?.slides).toBe(slides);
    expect(store.getState().canUndo).toBe(true);
  });

  it('clears the selection and text editing when showing another slide', () => {
    const store = threeSlides();
    store.getState().select(['a']);
    store.getState().setCurrentSlide(2);
    expect(store.getState()).toMatchObject({ currentSlideId: 2, selection: [], editingTextElid: null });
    store.getState().setCurrentSlide(99);
    expect(store.getState().currentSlideId).toBe(2);
  });

  it('undo shows the slide it changes and selects what it changed', () => {
    const store = threeSlides();
    store.getState().select(['b']);
    store.getState().nudge(3, 0);
    store.getState().setCurrentSlide(2);
    store.getState().undo();
    expect(store.getState()).toMatchObject({ currentSlideId: 1, selection: ['b'] });
  });
});

describe('what autosave sends', () => {
  it('marks changed slides dirty with a revision until that revision is saved', () => {
    const store = threeSlides();
    store.getState().select(['a']);
    store.getState().nudge(1, 0);
    const first = store.getState().dirty[1];
    expect(first).toBeGreaterThan(0);
    expect(store.getState().dirty[2]).toBeUndefined();
    store.getState().nudge(1, 0);
    const second = store.getState().dirty[1] ?? 0;
    expect(second).toBeGreaterThan(first ?? 0);
    store.getState().markSaved(1, first ?? 0);
    expect(store.getState().dirty[1]).toBe(second);
    store.getState().markSaved(1, second);
    expect(store.getState().dirty[1]).toBeUndefined();
    store.getState().undo();
    expect(store.getState().dirty[1]).toBeGreaterThan(second);
  });

  it('does not mark anything for selection, zoom or thumbnails', () => {
    const store = threeSlides();
    store.getState().selectAll();
    store.getState().setZoom(2);
    store.getState().setSlideThumbnail(1, '/thumb.jpg');
    expect(store.getState().dirty).toEqual({});
    expect(store.getState().zoom).toBe(2);
    store.getState().setZoom(100);
    expect(store.getState().zoom).toBe(8);
    expect(store.getState().playlist?.slides[0]?.thumbnailUrl).toBe('/thumb.jpg');
  });
});

describe('thumbnails', () => {
  it('know what they picture: the loaded slide and overlay, what was drawn, and the server’s own', () => {
    const loaded = playlistWith([{ id: 1 }, { id: 2 }, { id: 4 }]);
    const store = createEditorStore({
      ...loaded,
      overlay: { slideId: 4 },
      slides: loaded.slides.map((slide) => (slide.id === 1 ? { ...slide, thumbnailUrl: '/one.jpg' } : slide)),
    });
    const data = (slideId: number) => {
      const { playlist } = store.getState();
      return playlist ? slideDataOf(playlist, slideId) : null;
    };
    expect(store.getState().thumbnailSources).toEqual({ 1: { slide: data(1), overlay: data(4) } });
    const drawn = { slide: data(2) ?? emptySlideData(), overlay: data(4) };
    store.getState().setSlideThumbnail(2, '/two.jpg', drawn);
    expect(store.getState().thumbnailSources[2]).toBe(drawn);

    // slides kept from before keep theirs, unless the server has another thumbnail for one
    const { playlist } = store.getState();
    if (!playlist) throw new Error('no playlist');
    store.getState().applyServerSlides(
      {
        ...playlist,
        slides: [
          ...playlist.slides.map((slide) =>
            slide.id === 1 ? { ...slide, thumbnailUrl: '/other.jpg' } : slide,
          ),
          { id: 3, thumbnailUrl: '/three.jpg', data: emptySlideData() },
        ],
      },
      null,
    );
    expect(Object.keys(store.getState().thumbnailSources)).toEqual(['2', '3']);
    expect(store.getState().thumbnailSources[2]).toBe(drawn);
    expect(store.getState().thumbnailSources[3]).toEqual({ slide: data(3), overlay: data(4) });
  });
});

describe('the published state', () => {
  it('knows at once that an edit is not published, until the playlist is published again', () => {
    const store = createEditorStore({
      ...playlistWith([{ id: 1, elements: [shapeAt('a', 0, 0)] }]),
      isPublished: true,
    });
    expect(store.getState().unpublishedEdits).toBe(false);
    store.getState().select(['a']);
    store.getState().nudge(5, 0);
    expect(store.getState().unpublishedEdits).toBe(true);
    // undoing is an edit too: what the screens show is only what was published
    store.getState().undo();
    expect(store.getState().unpublishedEdits).toBe(true);
    const { playlist } = store.getState();
    if (!playlist) throw new Error('no playlist');
    const { slides: _slides, ...summary } = playlist;
    store.getState().applyPlaylistSummary({
      ...summary,
      isPublished: true,
      slideCount: 1,
      duration: 10,
      thumbnailUrl: null,
    });
    expect(store.getState().unpublishedEdits).toBe(false);
  });
});
