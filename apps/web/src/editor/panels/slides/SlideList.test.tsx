import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPlaylist } from '@placard/contract';
import { ApiError } from '../../../api/client';
import { playlistWith, shapeAt } from '../../state/test-fixtures';
import type { EditorServices } from '../../context/EditorContext';
import { renderInEditor, testServices } from '../../context/testHarness';
import { SlideList } from './SlideList';

/** Four slides: the second has an element, the third is the overlay, the first has a thumbnail. */
function lobby(): TPlaylist {
  const playlist = playlistWith([
    { id: 11 },
    { id: 12, elements: [shapeAt('box', 10, 10)] },
    { id: 13 },
    { id: 14 },
  ]);
  return {
    ...playlist,
    overlay: { slideId: 13 },
    slides: playlist.slides.map((slide) =>
      slide.id === 11 ? { ...slide, thumbnailUrl: '/api/files/slide-11.jpg' } : slide,
    ),
  };
}

async function renderList(overrides: Partial<EditorServices> = {}, playlist = lobby()) {
  const services = testServices(playlist, overrides);
  await renderInEditor(<SlideList />, services);
  return services;
}

/** A control by its accessible name (aria-label), as a screen reader names it. */
const named = (name: string) => screen.getByLabelText(name, { selector: 'button, input' });
const addButton = () => screen.getByRole('button', { name: 'Add slide' });
const card = (number: number) => named(`Slide ${number}`);
const order = () =>
  Array.from(screen.getByTestId('slide-list').querySelectorAll('ol > li')).map((item) =>
    Number(item.getAttribute('data-testid')?.replace('slide-card-', '')),
  );

/** A promise the test settles. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('slide list', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the slides in order with number, thumbnail, overlay badge and duration', async () => {
    await renderList();
    expect(order()).toEqual([11, 12, 13, 14]);
    expect(screen.getByTestId('slide-count').textContent).toBe('4 slides');
    // the saved thumbnail, else the slide drawn small
    expect(screen.getByTestId('slide-thumbnail-11').querySelector('img')?.getAttribute('src')).toBe(
      '/api/files/slide-11.jpg',
    );
    expect(
      screen.getByTestId('slide-thumbnail-12').querySelector('[data-slide-mode="thumbnail"]'),
    ).not.toBeNull();
    expect(within(named('Slide 3 (overlay)')).getByText('Overlay')).toBeTruthy();
    expect(within(card(1)).queryByText('Overlay')).toBeNull();
    const duration = named('Duration of slide 2 in seconds') as HTMLInputElement;
    expect(duration.value).toBe('10');
    // the first slide is the current one
    expect(card(1).getAttribute('aria-current')).toBe('true');
    expect(card(2).getAttribute('aria-current')).toBeNull();
  });

  it('shows the slide clicked', async () => {
    const { store } = await renderList();
    fireEvent.click(named('Slide 3 (overlay)'));
    expect(store.getState().currentSlideId).toBe(13);
    expect(named('Slide 3 (overlay)').getAttribute('aria-current')).toBe('true');
    expect(card(1).getAttribute('aria-current')).toBeNull();
  });

  it('adds and duplicates slides through the server calls', async () => {
    const services = await renderList();
    fireEvent.click(addButton());
    await waitFor(() => expect(services.addSlide).toHaveBeenCalledWith());
    fireEvent.click(named('Duplicate slide 2'));
    await waitFor(() => expect(services.duplicateSlide).toHaveBeenCalledWith(12));
  });

  it('deletes an empty slide at once and asks before deleting one with elements', async () => {
    const services = await renderList();
    fireEvent.click(named('Delete slide 1'));
    await waitFor(() => expect(services.removeSlide).toHaveBeenCalledWith(11));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(named('Delete slide 2'));
    let dialog = screen.getByRole('dialog', { name: 'Delete slide 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(services.removeSlide).toHaveBeenCalledTimes(1);

    fireEvent.click(named('Delete slide 2'));
    dialog = screen.getByRole('dialog', { name: 'Delete slide 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(services.removeSlide).toHaveBeenLastCalledWith(12));
  });

  it('lets the last slide go, then offers to add one', async () => {
    const services = await renderList({}, playlistWith([{ id: 5 }]));
    fireEvent.click(named('Delete slide 1'));
    await waitFor(() => expect(services.removeSlide).toHaveBeenCalledWith(5));
    act(() => services.store.getState().applyServerSlides(playlistWith([]), null));
    expect(screen.getByTestId('slide-empty').textContent).toBe('This playlist has no slides yet.');
    fireEvent.click(addButton());
    await waitFor(() => expect(services.addSlide).toHaveBeenCalledTimes(1));
  });

  it('moves a slide with Alt+arrow keys, showing the new order until the server answers', async () => {
    const move = deferred();
    const moveSlide = vi.fn<EditorServices['moveSlide']>(() => move.promise);
    await renderList({ moveSlide });
    fireEvent.keyDown(card(1), { key: 'ArrowUp', altKey: true });
    expect(moveSlide).not.toHaveBeenCalled();
    fireEvent.keyDown(card(1), { key: 'ArrowDown' });
    expect(moveSlide).not.toHaveBeenCalled();

    fireEvent.keyDown(card(2), { key: 'ArrowDown', altKey: true });
    expect(moveSlide).toHaveBeenCalledWith(12, 2);
    expect(order()).toEqual([11, 13, 12, 14]);
    // one change at a time
    fireEvent.keyDown(card(1), { key: 'ArrowDown', altKey: true });
    expect(moveSlide).toHaveBeenCalledTimes(1);

    await act(async () => move.resolve());
    // the store (the server's answer) decides the order again
    expect(order()).toEqual([11, 12, 13, 14]);
    fireEvent.keyDown(card(4), { key: 'ArrowUp', altKey: true });
    expect(moveSlide).toHaveBeenLastCalledWith(14, 2);
  });

  it('moves a slide by keyboard with its drag handle', async () => {
    // jsdom lays nothing out: give each slide card a place, one under another
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const item = this.closest('li');
      const index = item ? Array.from(item.parentElement?.children ?? []).indexOf(item) : 0;
      const top = index * 150;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        width: 200,
        height: 140,
        right: 200,
        bottom: top + 140,
        toJSON: () => ({}),
      };
    });
    const services = await renderList();
    const handle = named('Move slide 1');
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await act(async () => new Promise((done) => setTimeout(done, 0)));
    fireEvent.keyDown(document, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => new Promise((done) => setTimeout(done, 0)));
    fireEvent.keyDown(document, { key: ' ', code: 'Space' });
    await waitFor(() => expect(services.moveSlide).toHaveBeenCalledWith(11, 1));
  });

  it('edits a duration in place, showing that slide first', async () => {
    const services = await renderList();
    const field = named('Duration of slide 3 in seconds') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '0' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('10');
    expect(services.updateSlideProps).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '15' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(services.store.getState().currentSlideId).toBe(13);
    expect(services.updateSlideProps).toHaveBeenCalledWith({ duration: 15 });

    const first = named('Duration of slide 1 in seconds') as HTMLInputElement;
    fireEvent.change(first, { target: { value: '7' } });
    fireEvent.blur(first);
    expect(services.store.getState().currentSlideId).toBe(11);
    expect(services.updateSlideProps).toHaveBeenLastCalledWith({ duration: 7 });
    expect(services.updateSlideProps).toHaveBeenCalledTimes(2);
  });

  it('shows a failed change above the list', async () => {
    const addSlide = vi.fn<EditorServices['addSlide']>(() =>
      Promise.reject(new ApiError({ status: 409, code: 'SLIDE_LIMIT_REACHED', message: 'Too many slides.' })),
    );
    await renderList({ addSlide });
    fireEvent.click(addButton());
    expect((await screen.findByTestId('slide-failure')).textContent).toContain('Too many slides.');
  });

  it('shows but changes nothing while read-only', async () => {
    const services = await renderList({ readOnly: true });
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    for (const name of ['Duplicate slide 1', 'Delete slide 2', 'Move slide 3']) {
      expect((named(name) as HTMLButtonElement).disabled).toBe(true);
    }
    const duration = named('Duration of slide 1 in seconds') as HTMLInputElement;
    expect(duration.disabled).toBe(true);
    fireEvent.keyDown(card(2), { key: 'ArrowDown', altKey: true });
    expect(services.moveSlide).not.toHaveBeenCalled();
    // looking at another slide is still allowed
    fireEvent.click(card(2));
    expect(services.store.getState().currentSlideId).toBe(12);
  });
});
