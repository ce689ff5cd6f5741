import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySlideData, PLAYLIST_SLIDES_MAX, type TPlaylist } from '@placard/contract';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import {
  duplicatedOf,
  newPlaylist,
  playlistCall,
  playlistInfo,
  playlistWithSlides,
  saveSlide,
  shapeElement,
  slideIds,
  slideOf,
  slidesChangedOf,
  summaryOf,
} from '../../test/playlists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertSlides } from './playlists.repository.js';

let t: TestApp;
let ada: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  ada = await organizationWithMember(t, { name: 'Slide Screens' });
}, 60_000);
afterAll(() => t?.close());

const call = (name: string, body: object) => playlistCall(t, ada, name, body);
const publish = (playlistId: number) => summaryOf(call('publish', { playlistId }));

/** Gives slide `from` (by place) a jump to slide `to` from a shape, and slide `popupFrom` a popup of `to`. */
async function jumpTo(playlist: TPlaylist, from: number, to: number, type: 'OATJumpTo' | 'OATPopup') {
  const target = playlist.slides[to]?.id ?? 0;
  const action =
    type === 'OATJumpTo'
      ? { type, targetSlideId: target }
      : { type, targetSlideId: target, position: { x: 0.1, y: 0.1 }, size: { width: 0.5, height: 0.5 } };
  await slideOf(
    saveSlide(t, ada, playlist.id, from, {
      elements: [shapeElement('button')],
      actions: { button: action },
    }),
  );
}

describe('adding a slide', () => {
  it('adds an empty slide at the end, selects it and marks the playlist unpublished', async () => {
    const playlistId = await newPlaylist(t, ada, 'Growing');
    expect((await publish(playlistId)).isPublished).toBe(true);
    const changed = await slidesChangedOf(call('slide/create', { playlistId }));
    expect(changed.playlist.slides).toHaveLength(2);
    expect(changed.selectedSlideId).toBe(changed.playlist.slides[1]?.id);
    expect(changed.playlist.slides[1]?.data).toEqual(emptySlideData());
    expect(changed.playlist).toMatchObject({ isPublished: false, slideCount: 2, duration: 20 });
  });

  it('inserts a slide at an index with the document given, leaving out its actions', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Inserting', 2);
    const document = {
      duration: 30,
      elements: [shapeElement('logo')],
      actions: { logo: { type: 'OATJumpTo', targetSlideId: playlist.slides[1]?.id } },
      hotCorners: true,
    };
    const changed = await slidesChangedOf(
      call('slide/create', { playlistId: playlist.id, index: 1, slideData: document }),
    );
    const ids = changed.playlist.slides.map((slide) => slide.id);
    expect(ids).toEqual([playlist.slides[0]?.id, changed.selectedSlideId, playlist.slides[1]?.id]);
    expect(changed.playlist.slides[1]?.data).toMatchObject({
      duration: 30,
      actions: {},
      hotCorners: false,
      elements: [{ elid: 'logo', eltype: 'shape' }],
    });
    // an index past the end adds at the end
    const atEnd = await slidesChangedOf(call('slide/create', { playlistId: playlist.id, index: 99 }));
    expect(atEnd.playlist.slides.at(-1)?.id).toBe(atEnd.selectedSlideId);
  });

  it('refuses a document that does not follow the slide schema, and unknown playlists', async () => {
    const playlistId = await newPlaylist(t, ada, 'Strict');
    for (const slideData of [
      { duration: 0 },
      { background: { type: 'color', color: 'red' } },
      { elements: [shapeElement('bad id!')] },
      { elements: [{ elid: 'x', eltype: 'hologram' }] },
    ]) {
      expectError(await call('slide/create', { playlistId, slideData }), 400, 'VALIDATION_FAILED');
    }
    expectError(await call('slide/create', { playlistId, index: -1 }), 400, 'VALIDATION_FAILED');
    expectError(await call('slide/create', { playlistId: 2_000_000 }), 404, 'NOT_FOUND');
    expect(await slideIds(t, ada, playlistId)).toHaveLength(1);
  });

  it(`holds at most ${PLAYLIST_SLIDES_MAX} slides`, async () => {
    const playlistId = await newPlaylist(t, ada, 'Full');
    const now = t.app.deps.now();
    await insertSlides(
      t.app.deps.db,
      Array.from({ length: PLAYLIST_SLIDES_MAX - 2 }, (_, index) => ({
        playlistId,
        position: index + 1,
        data: emptySlideData(),
        updatedAt: now,
      })),
    );
    const last = await slidesChangedOf(call('slide/create', { playlistId }));
    expect(last.playlist.slideCount).toBe(PLAYLIST_SLIDES_MAX);
    expectError(await call('slide/create', { playlistId }), 400, 'SLIDE_LIMIT_REACHED');
    expectError(await call('duplicateSlide', { playlistId, slideNumber: 0 }), 400, 'SLIDE_LIMIT_REACHED');
    expect((await playlistInfo(t, ada, playlistId)).slideCount).toBe(PLAYLIST_SLIDES_MAX);
  });
});

describe('removing a slide', () => {
  it('removes the jumps and popups other slides had to it, and selects the slide after it', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Jumps', 4);
    await jumpTo(playlist, 0, 1, 'OATJumpTo');
    await jumpTo(playlist, 2, 1, 'OATPopup');
    await jumpTo(playlist, 3, 2, 'OATJumpTo');
    await publish(playlist.id);
    const [first, , third, fourth] = playlist.slides.map((slide) => slide.id);

    const changed = await slidesChangedOf(call('removeSlide', { playlistId: playlist.id, slideNumber: 1 }));
    expect(changed.selectedSlideId).toBe(third);
    expect(changed.playlist.slides.map((slide) => slide.id)).toEqual([first, third, fourth]);
    expect(changed.playlist.slides.map((slide) => slide.data.actions)).toEqual([
      {},
      {},
      { button: { type: 'OATJumpTo', targetSlideId: third } },
    ]);
    // the element that carried the action stays
    expect(changed.playlist.slides[0]?.data.elements.map((element) => element.elid)).toEqual(['button']);
    expect(changed.playlist.isPublished).toBe(false);
  });

  it('selects the slide before when the last one goes, and none when the playlist is empty', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Shrinking', 2);
    const [first] = playlist.slides.map((slide) => slide.id);
    const afterLast = await slidesChangedOf(call('removeSlide', { playlistId: playlist.id, slideNumber: 1 }));
    expect(afterLast.selectedSlideId).toBe(first);
    const empty = await slidesChangedOf(call('removeSlide', { playlistId: playlist.id, slideNumber: 0 }));
    expect(empty.selectedSlideId).toBeNull();
    expect(empty.playlist).toMatchObject({ slides: [], slideCount: 0, duration: 0 });
    expectError(await call('removeSlide', { playlistId: playlist.id, slideNumber: 0 }), 404, 'NOT_FOUND');
  });

  it('clears the overlay when exactly one slide remains, or when the overlay slide goes', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Overlaid', 3);
    const overlaid = playlist.slides[2]?.id ?? 0;
    const overlay = (slideId: number | null) =>
      summaryOf(call('updateSlideOverlay', { playlistId: playlist.id, overlayData: { slideId } }));
    expect((await overlay(overlaid)).overlay).toEqual({ slideId: overlaid });

    const two = await slidesChangedOf(call('removeSlide', { playlistId: playlist.id, slideNumber: 0 }));
    expect(two.playlist.overlay).toEqual({ slideId: overlaid });
    const one = await slidesChangedOf(call('removeSlide', { playlistId: playlist.id, slideNumber: 0 }));
    expect(one.playlist.slides.map((slide) => slide.id)).toEqual([overlaid]);
    expect(one.playlist.overlay).toBeNull();

    const again = await playlistWithSlides(t, ada, 'Overlay removed', 3);
    await summaryOf(
      call('updateSlideOverlay', { playlistId: again.id, overlayData: { slideId: again.slides[0]?.id } }),
    );
    const gone = await slidesChangedOf(call('removeSlide', { playlistId: again.id, slideNumber: 0 }));
    expect(gone.playlist.overlay).toBeNull();
    expect(gone.playlist.slides).toHaveLength(2);
  });

  it('answers 404 for a slide number past the end and 400 for a negative one', async () => {
    const playlistId = await newPlaylist(t, ada, 'Bounds');
    expectError(await call('removeSlide', { playlistId, slideNumber: 1 }), 404, 'NOT_FOUND');
    expectError(await call('removeSlide', { playlistId, slideNumber: -1 }), 400, 'VALIDATION_FAILED');
    expect(await slideIds(t, ada, playlistId)).toHaveLength(1);
  });
});

describe('duplicating a slide', () => {
  it('places the copy just after the original, selects it and answers its id', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Twins', 3);
    await jumpTo(playlist, 1, 2, 'OATJumpTo');
    await publish(playlist.id);
    const [first, second, third] = playlist.slides.map((slide) => slide.id);

    const copy = await duplicatedOf(call('duplicateSlide', { playlistId: playlist.id, slideNumber: 1 }));
    expect(copy.selectedSlideId).toBe(copy.newSlideId);
    expect(copy.playlist.slides.map((slide) => slide.id)).toEqual([first, second, copy.newSlideId, third]);
    expect(copy.newSlideId).not.toBe(second);
    expect(copy.playlist.slides[2]?.data).toEqual(copy.playlist.slides[1]?.data);
    expect(copy.playlist.isPublished).toBe(false);
    expectError(await call('duplicateSlide', { playlistId: playlist.id, slideNumber: 4 }), 404, 'NOT_FOUND');
  });
});

describe('reordering slides', () => {
  it('moves a slide to another place and selects it', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Order', 3);
    const [a, b, c] = playlist.slides.map((slide) => slide.id);
    const moved = await slidesChangedOf(
      call('updateSlideIndex', { playlistId: playlist.id, slideId: a, oldIndex: 0, newIndex: 2 }),
    );
    expect(moved.playlist.slides.map((slide) => slide.id)).toEqual([b, c, a]);
    expect(moved.selectedSlideId).toBe(a);
    const back = await slidesChangedOf(
      call('updateSlideIndex', { playlistId: playlist.id, slideId: a, oldIndex: 2, newIndex: 0 }),
    );
    expect(back.playlist.slides.map((slide) => slide.id)).toEqual([a, b, c]);
    expect(await slideIds(t, ada, playlist.id)).toEqual([a, b, c]);
  });

  it('refuses a move made on an outdated order with SLIDE_CHANGED, and a place past the end', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Stale order', 3);
    const [a, b, c] = playlist.slides.map((slide) => slide.id);
    const move = (slideId: number | undefined, oldIndex: number, newIndex: number) =>
      call('updateSlideIndex', { playlistId: playlist.id, slideId, oldIndex, newIndex });
    expectError(await move(a, 1, 2), 409, 'SLIDE_CHANGED');
    expectError(await move(c, 5, 0), 409, 'SLIDE_CHANGED');
    expectError(await move(b, 1, 3), 400, 'VALIDATION_FAILED');
    expectError(await move(b, 1, -1), 400, 'VALIDATION_FAILED');
    expect(await slideIds(t, ada, playlist.id)).toEqual([a, b, c]);
  });
});

describe('reading one slide', () => {
  it('answers a slide of the playlist by its id, and 404 for a slide of another playlist', async () => {
    const playlist = await playlistWithSlides(t, ada, 'Readable', 2);
    const other = await newPlaylist(t, ada, 'Other');
    const [otherSlide] = await slideIds(t, ada, other);
    await slideOf(saveSlide(t, ada, playlist.id, 1, { duration: 12 }));
    const slide = await slideOf(
      call('getSlide', { playlistId: playlist.id, slideId: playlist.slides[1]?.id }),
    );
    expect(slide).toMatchObject({ id: playlist.slides[1]?.id, data: { duration: 12 }, thumbnailUrl: null });
    expectError(await call('getSlide', { playlistId: playlist.id, slideId: otherSlide }), 404, 'NOT_FOUND');
    expectError(await call('getSlide', { playlistId: playlist.id, slideId: 0 }), 400, 'VALIDATION_FAILED');
  });
});
