import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { emptySlideData, type TPlaylist, type TSlideData } from '@placard/contract';
import { createThumbnailOrder, currentSlideData } from '../../state';
import { playlistWith, shapeAt } from '../../state/test-fixtures';
import { renderInEditor, testServices } from '../../context/testHarness';
import { SlideList } from './SlideList';

/** One slide with a blue square, and its saved thumbnail. */
function withPicture(): TPlaylist {
  const playlist = playlistWith([{ id: 11, elements: [shapeAt('box', 10, 10)] }]);
  return {
    ...playlist,
    slides: playlist.slides.map((slide) => ({ ...slide, thumbnailUrl: '/api/files/slide-11-a.jpg' })),
  };
}

const thumbnail = () => screen.getByTestId('slide-thumbnail-11');
const picture = () => thumbnail().querySelector('img');
/** The fill of the square as the thumbnail draws it (null when it shows a picture). */
const drawnFill = () => thumbnail().querySelector('[data-elid="box"] [fill]')?.getAttribute('fill') ?? null;

async function renderList(playlist = withPicture()) {
  const services = testServices(playlist);
  await renderInEditor(<SlideList />, services);
  return services.store;
}

describe('slide thumbnails', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('show the saved picture only while it is of the slide as it is, and the slide itself after an edit or an undo', async () => {
    const store = await renderList();
    expect(thumbnail().dataset.thumbnail).toBe('picture');
    expect(picture()?.getAttribute('src')).toBe('/api/files/slide-11-a.jpg');

    act(() => store.getState().updateElements([{ elid: 'box', patch: { contents: { fill: '#FF0000' } } }]));
    expect(thumbnail().dataset.thumbnail).toBe('live');
    expect(picture()).toBeNull();
    expect(drawnFill()).toBe('#FF0000');

    act(() => store.getState().undo());
    // back to the first document's content, but not the document the picture was drawn from
    expect(thumbnail().dataset.thumbnail).toBe('live');
    expect(drawnFill()).toBe('#2E96F4');
  });

  it('never shows a picture of an older document, even one that arrives last', async () => {
    const store = await renderList();
    const first = { slide: currentSlideData(store.getState()) as TSlideData, overlay: null };
    act(() => store.getState().updateElements([{ elid: 'box', patch: { contents: { fill: '#FF0000' } } }]));
    const second = { slide: currentSlideData(store.getState()) as TSlideData, overlay: null };

    // the picture of the red square is taken; the picture of the blue one, begun before it, comes back after
    const order = createThumbnailOrder();
    const blue = order.begin();
    const red = order.begin();
    expect(order.take(11, red)).toBe(true);
    act(() => store.getState().setSlideThumbnail(11, '/api/files/slide-11-red.jpg', second));
    expect(order.take(11, blue)).toBe(false);
    // and a picture of an earlier document reaching the store all the same is not shown
    act(() => store.getState().setSlideThumbnail(11, '/api/files/slide-11-blue.jpg', first));
    expect(thumbnail().dataset.thumbnail).toBe('live');
    expect(drawnFill()).toBe('#FF0000');
  });

  it('keeps drawing the slide until a picture of it has loaded, so it never goes blank', async () => {
    const store = await renderList();
    act(() => store.getState().updateElements([{ elid: 'box', patch: { contents: { fill: '#FF0000' } } }]));
    const now = { slide: currentSlideData(store.getState()) as TSlideData, overlay: null };
    act(() => store.getState().setSlideThumbnail(11, '/api/files/slide-11-red.jpg', now));
    expect(thumbnail().dataset.thumbnail).toBe('live');
    expect(drawnFill()).toBe('#FF0000');
    fireEvent.load(picture() as HTMLImageElement);
    expect(thumbnail().dataset.thumbnail).toBe('picture');
    expect(picture()?.getAttribute('src')).toBe('/api/files/slide-11-red.jpg');
    expect(drawnFill()).toBeNull();
  });

  it('draw the overlay over the slide, and follow an edit of the overlay too', async () => {
    const playlist = withPicture();
    const store = await renderList({
      ...playlist,
      overlay: { slideId: 12 },
      slides: [
        ...playlist.slides,
        { id: 12, thumbnailUrl: null, data: { ...emptySlideData(), elements: [shapeAt('logo', 0, 0)] } },
      ],
    });
    expect(thumbnail().dataset.thumbnail).toBe('picture');
    act(() => store.getState().setCurrentSlide(12));
    act(() => store.getState().updateElements([{ elid: 'logo', patch: { contents: { fill: '#00FF00' } } }]));
    expect(thumbnail().dataset.thumbnail).toBe('live');
    expect(thumbnail().querySelector('[data-overlay] [fill]')?.getAttribute('fill')).toBe('#00FF00');
  });
});

describe('the order of thumbnails', () => {
  it('takes a picture unless one of the same slide begun later was taken', () => {
    const order = createThumbnailOrder();
    const [a, b, c] = [order.begin(), order.begin(), order.begin()];
    expect(order.take(1, a)).toBe(true);
    expect(order.take(1, c)).toBe(true);
    expect(order.take(1, b)).toBe(false);
    // another slide's pictures are counted on their own
    expect(order.take(2, b)).toBe(true);
    expect(order.take(2, b)).toBe(true);
  });
});
