import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TElement, TMediaListRequest, TPlaylistSummary } from '@placard/contract';
import { ApiError } from '../../../api/client';
import { currentSlideData, type EditorStore } from '../../state';
import { playlistWith } from '../../state/test-fixtures';
import { mediaFolder, mediaItem, mediaList } from '../../../features/media/test/mediaFixtures';
import { sentBodies, stubApi, testSession } from '../../../test/testSession';
import type { EditorServices } from '../../context/EditorContext';
import { renderInEditor, testServices } from '../../context/testHarness';
import { ELEMENT_DRAG_TYPE } from './libraryDrag';
import { LibraryPanel } from './LibraryPanel';

const PHOTO = mediaItem({
  id: 11,
  name: 'beach.jpg',
  url: '/api/files/beach.jpg',
  width: 4000,
  height: 2000,
});
const CLIP = mediaItem({
  id: 12,
  name: 'promo.mp4',
  kind: 'video',
  format: 'mp4',
  url: '/api/files/promo.mp4',
  thumbnailUrl: '/api/files/promo-poster.jpg',
  width: 1280,
  height: 720,
});
const DANCE = mediaItem({
  id: 13,
  name: 'dance.gif',
  kind: 'gif',
  format: 'gif',
  url: '/api/files/dance.gif',
});
const MENU = mediaItem({
  id: 14,
  name: 'menu.pdf',
  kind: 'pdf',
  format: 'pdf',
  url: '/api/files/menu.pdf',
  pages: ['/api/files/menu-1.png', '/api/files/menu-2.png'],
  pageCount: 2,
});
const UPLOADING = mediaItem({
  id: 15,
  name: 'big.mp4',
  kind: 'video',
  status: 'processing',
  thumbnailUrl: null,
});
const BROKEN = mediaItem({ id: 16, name: 'broken.png', status: 'failed', failure: 'UNREADABLE_IMAGE' });

function template(id: number, name: string): TPlaylistSummary {
  const { slides: _slides, ...summary } = playlistWith([{ id: 100 + id }], id);
  return { ...summary, kind: 'template', name, thumbnailUrl: `/api/files/template-${id}.jpg` };
}

function stubLibrary(items = [PHOTO, CLIP, DANCE, MENU, UPLOADING, BROKEN]) {
  return stubApi({
    'POST /api/media/list': () => ({ status: 200, body: mediaList({ results: items }) }),
    'POST /api/widget/website/check': ({ body }) =>
      (body as { url: string }).url.includes('refuses')
        ? {
            status: 422,
            body: {
              error: {
                code: 'WEBSITE_NOT_EMBEDDABLE',
                message: 'This website cannot be embedded.',
                fields: { url: "frame-ancestors 'none'" },
              },
            },
          }
        : { status: 200, body: { embeddable: true, finalUrl: (body as { url: string }).url } },
    'POST /api/template/list': () => ({
      status: 200,
      body: { totalCount: 2, results: [template(7, 'Lunch menu'), template(8, 'Welcome')] },
    }),
  });
}

async function renderLibrary(overrides: Partial<EditorServices> = {}, session = testSession()) {
  const services = testServices(playlistWith([{ id: 1 }, { id: 2 }]), overrides);
  await renderInEditor(<LibraryPanel />, services, session);
  return services;
}

const elementsOf = (store: EditorStore): TElement[] => currentSlideData(store.getState())?.elements ?? [];
const onlyElement = (store: EditorStore): TElement => {
  const elements = elementsOf(store);
  expect(elements).toHaveLength(1);
  const [element] = elements;
  if (!element) throw new Error('no element');
  return element;
};
/** The centre of an element on the 1920 × 1080 canvas. */
const centre = (element: TElement) => ({
  x: element.transform.translation.x + element.width / 2,
  y: element.transform.translation.y + element.height / 2,
});

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

describe('library panel', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('adds an image centred on the current slide, with its media id and address', async () => {
    stubLibrary();
    const { store } = await renderLibrary();
    fireEvent.click(await screen.findByLabelText('Add beach.jpg'));
    const image = onlyElement(store);
    expect(image.eltype).toBe('image');
    if (image.eltype !== 'image') return;
    expect(image.contents).toMatchObject({ mediaId: 11, url: '/api/files/beach.jpg', page: null });
    expect(centre(image)).toEqual({ x: 960, y: 540 });
    // fitted in the canvas, keeping the picture's shape
    expect(image.width / image.height).toBeCloseTo(2, 1);
    expect(store.getState().selection).toEqual([image.elid]);
  });

  it('adds a video with its thumbnail as poster, and a GIF as an image', async () => {
    stubLibrary();
    const { store } = await renderLibrary();
    fireEvent.click(await screen.findByLabelText('Add promo.mp4'));
    fireEvent.click(screen.getByLabelText('Add dance.gif'));
    const [video, gif] = elementsOf(store);
    expect(video?.eltype).toBe('video');
    expect(video?.contents).toMatchObject({
      mediaId: 12,
      url: '/api/files/promo.mp4',
      posterUrl: '/api/files/promo-poster.jpg',
    });
    expect(gif?.eltype).toBe('image');
    expect(gif?.contents).toMatchObject({ mediaId: 13, url: '/api/files/dance.gif' });
  });

  it('opens a PDF to its pages and adds the page chosen as an image of that page', async () => {
    stubLibrary();
    const { store } = await renderLibrary();
    const pdf = await screen.findByLabelText('Show the pages of menu.pdf');
    expect(pdf.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(pdf);
    expect(pdf.getAttribute('aria-expanded')).toBe('true');
    // opening a PDF adds nothing by itself
    expect(elementsOf(store)).toHaveLength(0);
    const pages = screen.getByRole('group', { name: 'Pages of menu.pdf' });
    fireEvent.click(within(pages).getByLabelText('Add page 2 of menu.pdf'));
    const page = onlyElement(store);
    expect(page.eltype).toBe('image');
    expect(page.contents).toMatchObject({ mediaId: 14, url: '/api/files/menu-2.png', page: 2 });
  });

  it('shows files still processing or failed, but does not add them', async () => {
    stubLibrary();
    const { store } = await renderLibrary();
    const processing = await screen.findByLabelText('big.mp4 (still processing)');
    const failed = screen.getByLabelText('broken.png (could not be processed)');
    expect((processing as HTMLButtonElement).disabled).toBe(true);
    expect((failed as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(processing);
    fireEvent.click(failed);
    expect(elementsOf(store)).toHaveLength(0);
  });

  it('lists media by section, kind and search (searching once the typing settles)', async () => {
    const api = stubLibrary();
    await renderLibrary();
    await screen.findByLabelText('Add beach.jpg');
    const lists = () => sentBodies(api, 'POST', '/api/media/list') as TMediaListRequest[];
    expect(lists()[0]).toMatchObject({ section: 'my', searchTerm: '', offset: 0 });

    fireEvent.click(screen.getByRole('button', { name: 'Shared' }));
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ section: 'shared' }));

    fireEvent.change(screen.getByTestId('library-media-kind'), { target: { value: 'video' } });
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ section: 'shared', kind: 'video' }));

    const before = lists().length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search media' }), { target: { value: 'be' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search media' }), { target: { value: 'beach' } });
    expect(lists()).toHaveLength(before);
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ searchTerm: 'beach', kind: 'video' }));
    expect(lists().filter((body) => body.searchTerm === 'be')).toHaveLength(0);
  });

  it('opens folders of a section and goes back up', async () => {
    const inside = mediaItem({ id: 21, name: 'summer.jpg' });
    const api = stubApi({
      'POST /api/media/list': ({ body }) => {
        const { folderId } = body as TMediaListRequest;
        return {
          status: 200,
          body:
            folderId === 3
              ? mediaList({ results: [inside], path: [{ id: 3, name: 'Summer' }] })
              : mediaList({ results: [PHOTO], folders: [mediaFolder({ id: 3, name: 'Summer' })] }),
        };
      },
    });
    const { store } = await renderLibrary();
    fireEvent.click(await screen.findByLabelText('Open folder Summer'));
    fireEvent.click(await screen.findByLabelText('Add summer.jpg'));
    expect(onlyElement(store).contents).toMatchObject({ mediaId: 21 });
    expect((sentBodies(api, 'POST', '/api/media/list') as TMediaListRequest[]).at(-1)).toMatchObject({
      folderId: 3,
    });
    fireEvent.click(screen.getByLabelText('Back to My'));
    expect(await screen.findByLabelText('Add beach.jpg')).toBeTruthy();
  });

  it('loads the next page of media on request', async () => {
    const first = Array.from({ length: 30 }, (_, index) =>
      mediaItem({ id: 100 + index, name: `photo-${index}.jpg` }),
    );
    const last = mediaItem({ id: 200, name: 'last.jpg' });
    const api = stubApi({
      'POST /api/media/list': ({ body }) => {
        const offset = (body as TMediaListRequest).offset ?? 0;
        return { status: 200, body: mediaList({ totalCount: 31, results: offset === 0 ? first : [last] }) };
      },
    });
    await renderLibrary();
    await screen.findByLabelText('Add photo-0.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByLabelText('Add last.jpg');
    expect((sentBodies(api, 'POST', '/api/media/list') as TMediaListRequest[]).at(-1)).toMatchObject({
      offset: 30,
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('drags a tile as a new element for the canvas, without adding it', async () => {
    stubLibrary();
    const { store } = await renderLibrary();
    openTab('Shapes');
    const tile = screen.getByLabelText('Add shape: 5-point star');
    expect(tile.getAttribute('draggable')).toBe('true');
    const setData = vi.fn<DataTransfer['setData']>();
    fireEvent.dragStart(tile, { dataTransfer: { setData, effectAllowed: 'all' } });
    expect(setData).toHaveBeenCalledTimes(1);
    const [type, json] = setData.mock.calls[0] ?? [];
    expect(type).toBe(ELEMENT_DRAG_TYPE);
    expect(type).toBe('application/x-placard-element');
    const element = JSON.parse(json ?? 'null') as TElement;
    expect(element.eltype).toBe('shape');
    expect(element.contents).toMatchObject({ shape: 'star5' });
    expect(elementsOf(store)).toHaveLength(0);
  });

  it('draws the fifteen shapes and adds the one clicked', async () => {
    stubLibrary();
    const { store } = await renderLibrary();
    openTab('Shapes');
    const group = screen.getByRole('group', { name: 'Shapes' });
    const tiles = within(group).getAllByRole('button');
    expect(tiles).toHaveLength(15);
    expect(group.querySelectorAll('svg polygon')).toHaveLength(13);
    expect(group.querySelectorAll('svg ellipse')).toHaveLength(1);
    expect(group.querySelectorAll('svg rect')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Add shape: Circle'));
    const circle = onlyElement(store);
    expect(circle.eltype).toBe('shape');
    expect(circle.contents).toMatchObject({ shape: 'circle' });
    expect(centre(circle)).toEqual({ x: 960, y: 540 });
  });

  it('adds heading, subheading and body text in sizes L, M and S', async () => {
    stubLibrary();
    const { store } = await renderLibrary();
    openTab('Text');
    fireEvent.click(screen.getByLabelText('Add text: Heading'));
    fireEvent.click(screen.getByLabelText('Add text: Subheading'));
    fireEvent.click(screen.getByLabelText('Add text: Body text'));
    const runs = elementsOf(store).map((element) =>
      element.eltype === 'text' ? element.contents.delta[0] : undefined,
    );
    expect(runs.map((run) => run?.insert)).toEqual(['Heading', 'Subheading', 'Body text']);
    expect(runs.map((run) => run?.attributes?.size)).toEqual(['L', 'M', 'S']);
    expect(runs[0]?.attributes?.bold).toBe(true);
    // taller text for larger sizes; the first centred, each next one a step (5 % of the canvas) right
    // and down from the one before, so that none lands on another
    const heights = elementsOf(store).map((element) => element.height);
    expect(heights[0]).toBeGreaterThan(heights[1] ?? Infinity);
    expect(heights[1]).toBeGreaterThan(heights[2] ?? Infinity);
    expect(elementsOf(store).map(centre)).toEqual([
      { x: 960, y: expect.closeTo(540, -1) as number },
      { x: 960 + 96, y: expect.closeTo(540 + 54, -1) as number },
      { x: 960 + 192, y: expect.closeTo(540 + 108, -1) as number },
    ]);
  });

  it('refuses a web address that is not http(s) with "Invalid URL format." and adds a valid one', async () => {
    stubLibrary();
    const { store } = await renderLibrary();
    openTab('Web');
    const field = screen.getByRole('textbox', { name: 'Web page address' });
    const add = screen.getByRole('button', { name: 'Add web page' });
    for (const wrong of ['example', 'javascript:alert(1)', 'ftp://example.com/file', '']) {
      fireEvent.change(field, { target: { value: wrong } });
      fireEvent.click(add);
      expect(await screen.findByText('Invalid URL format.')).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    expect(elementsOf(store)).toHaveLength(0);

    fireEvent.change(field, { target: { value: '  https://example.com/menu  ' } });
    expect(screen.queryByText('Invalid URL format.')).toBeNull();
    fireEvent.submit(field);
    await waitFor(() => expect(elementsOf(store)).toHaveLength(1));
    const web = onlyElement(store);
    expect(web.eltype).toBe('web');
    expect(web.contents).toMatchObject({ url: 'https://example.com/menu' });
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('adds each data widget by a click, selected, at its size; and carries one by a drag', async () => {
    stubLibrary();
    const { store } = await renderLibrary();
    openTab('Widgets');
    fireEvent.click(screen.getByRole('button', { name: 'Add widget: Weather' }));
    const weather = onlyElement(store);
    expect(weather).toMatchObject({ eltype: 'weather', contents: { unit: 'celsius', forecast: 'daily' } });
    expect(centre(weather)).toEqual({ x: 960, y: 540 });
    expect(store.getState().selection).toEqual([weather.elid]);
    fireEvent.click(screen.getByRole('button', { name: 'Add widget: Google Sheets' }));
    expect(elementsOf(store).map((element) => element.eltype)).toEqual(['weather', 'cell']);

    const news = screen.getByRole('button', { name: 'Add widget: News' });
    expect(news.getAttribute('draggable')).toBe('true');
    const setData = vi.fn<DataTransfer['setData']>();
    fireEvent.dragStart(news, { dataTransfer: { setData, effectAllowed: 'all' } });
    const [type, json] = setData.mock.calls[0] ?? [];
    expect(type).toBe(ELEMENT_DRAG_TYPE);
    expect(JSON.parse(json ?? '{}')).toMatchObject({ eltype: 'news', contents: { maxStories: 5 } });
    expect(elementsOf(store)).toHaveLength(2);
  });

  it('shows a widget whose add-on the licence lacks as disabled, with the reason, neither added nor dragged', async () => {
    stubLibrary();
    const session = testSession();
    const { store } = await renderLibrary(
      {},
      { ...session, licenseFeatures: { ...session.licenseFeatures, weatherAddOn: false } },
    );
    openTab('Widgets');
    const weather = screen.getByRole('button', { name: 'Weather: Needs the weather add-on' });
    expect(weather.getAttribute('aria-disabled') ?? String(weather.hasAttribute('disabled'))).toBe('true');
    expect(weather.getAttribute('draggable')).toBe('false');
    expect(within(weather).getByText('Needs the weather add-on')).toBeTruthy();
    fireEvent.click(weather);
    expect(elementsOf(store)).toHaveLength(0);
    // the others are unaffected
    fireEvent.click(screen.getByRole('button', { name: 'Add widget: News' }));
    expect(onlyElement(store).eltype).toBe('news');
  });

  it('does not add a website that refuses to be framed, and says why', async () => {
    stubLibrary();
    const { store } = await renderLibrary();
    openTab('Web');
    const field = screen.getByRole('textbox', { name: 'Web page address' });
    fireEvent.change(field, { target: { value: 'https://refuses.example/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add web page' }));
    expect(await screen.findByText('This website cannot be embedded.')).toBeTruthy();
    expect(screen.getByText("frame-ancestors 'none'")).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(elementsOf(store)).toHaveLength(0);
  });

  it('applies a template to the current slide after asking', async () => {
    const api = stubLibrary();
    const services = await renderLibrary();
    openTab('Templates');
    const tile = await screen.findByLabelText('Apply template Lunch menu');
    expect(sentBodies(api, 'POST', '/api/template/list')[0]).toMatchObject({ section: 'my', searchTerm: '' });

    fireEvent.click(tile);
    let dialog = screen.getByRole('dialog', { name: 'Apply this template?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(services.applyTemplate).not.toHaveBeenCalled();

    fireEvent.click(tile);
    dialog = screen.getByRole('dialog', { name: 'Apply this template?' });
    expect(within(dialog).getByText(/“Lunch menu”/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(services.applyTemplate).toHaveBeenCalledWith(7));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves the current slide as a template and shows a name taken under the field', async () => {
    const api = stubLibrary();
    const saveAsTemplate = vi
      .fn<EditorServices['saveAsTemplate']>()
      .mockRejectedValueOnce(
        new ApiError({
          status: 409,
          code: 'NAME_TAKEN',
          message: 'This name is already taken.',
          fromServer: true,
        }),
      )
      .mockResolvedValueOnce(undefined);
    await renderLibrary({ saveAsTemplate });
    openTab('Templates');
    await screen.findByLabelText('Apply template Lunch menu');
    const name = screen.getByRole('textbox', { name: 'Template name' });
    const save = screen.getByRole('button', { name: 'Save as template' });

    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(save);
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(saveAsTemplate).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: ' Lunch menu ' } });
    fireEvent.click(save);
    await waitFor(() => expect(saveAsTemplate).toHaveBeenCalledWith('Lunch menu'));
    expect(await screen.findByText('This name is already taken.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((name as HTMLInputElement).value).toBe(' Lunch menu ');

    const listed = sentBodies(api, 'POST', '/api/template/list').length;
    fireEvent.change(name, { target: { value: 'Lunch menu 2' } });
    expect(screen.queryByText('This name is already taken.')).toBeNull();
    fireEvent.click(save);
    expect(await screen.findByText('Saved as the template “Lunch menu 2”.')).toBeTruthy();
    expect(saveAsTemplate).toHaveBeenLastCalledWith('Lunch menu 2');
    // the list is fetched again to show the new template
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/template/list').length).toBeGreaterThan(listed));
  });

  it('adds nothing while the playlist is read-only', async () => {
    stubLibrary();
    const { store } = await renderLibrary({ readOnly: true });
    expect(screen.getByTestId('library-disabled').textContent).toMatch(/can't be changed/);
    const photo = await screen.findByLabelText('Add beach.jpg');
    expect((photo as HTMLButtonElement).disabled).toBe(true);
    expect(photo.getAttribute('draggable')).toBe('false');
    fireEvent.click(photo);
    openTab('Shapes');
    fireEvent.click(screen.getByLabelText('Add shape: Circle'));
    openTab('Web');
    expect((screen.getByRole('textbox', { name: 'Web page address' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    openTab('Templates');
    expect(((await screen.findByLabelText('Apply template Lunch menu')) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Save as template' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(elementsOf(store)).toHaveLength(0);
  });
});
