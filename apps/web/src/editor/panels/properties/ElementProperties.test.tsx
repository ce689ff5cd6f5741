import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAction, TElement, TElementOf } from '@placard/contract';
import { initI18n } from '../../../app/i18n';
import { currentSlideData, withAabb } from '../../state';
import { playlistWith, shapeAt, type TestSlide } from '../../state/test-fixtures';
import { stubApi } from '../../../test/testSession';
import { mediaItem } from '../../../features/media/test/mediaFixtures';
import type { EditorServices } from '../../context/EditorContext';
import { renderInEditor, testServices } from '../../context/testHarness';
import { PropertiesPanel } from './PropertiesPanel';

beforeAll(async () => {
  await initI18n('en');
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function webAt(elid: string, url: string): TElementOf<'web'> {
  return withAabb({
    ...shapeAt(elid, 0, 0),
    eltype: 'web',
    contents: { url, refreshSeconds: null, zoom: 1 },
  });
}

function pdfPageAt(elid: string): TElementOf<'image'> {
  return withAabb({
    ...shapeAt(elid, 0, 0),
    eltype: 'image',
    contents: { mediaId: 40, url: '/api/files/menu-1.png', page: 1, fit: 'cover', cornerRadius: 0 },
  });
}

/** Renders the panel with these elements selected on the first slide. */
async function showSelected(
  slides: TestSlide[],
  selected: string[],
  overrides: Partial<EditorServices> = {},
) {
  const services = testServices(playlistWith(slides), overrides);
  services.store.getState().select(selected);
  await renderInEditor(<PropertiesPanel />, services);
  return services;
}

function elements(services: EditorServices): TElement[] {
  return currentSlideData(services.store.getState())?.elements ?? [];
}

function element(services: EditorServices, elid: string): TElement | undefined {
  return elements(services).find((candidate) => candidate.elid === elid);
}

function typeInto(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

function chooseOption(field: HTMLElement, option: string) {
  fireEvent.mouseDown(field);
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const region = (name: string) => screen.getByRole('region', { name });

describe('properties of selected elements', { timeout: 30_000 }, () => {
  it('moves an element by its X field, as one undo step', async () => {
    const services = await showSelected([{ id: 1, elements: [shapeAt('a', 10, 20)] }], ['a']);
    expect(screen.getByRole('heading', { name: 'Shape', level: 2 })).toBeTruthy();
    const x = screen.getByRole('spinbutton', { name: 'X' });
    expect(x).toHaveProperty('value', '10');
    typeInto(x, '300');
    expect(element(services, 'a')?.transform.translation).toEqual({ x: 300, y: 20 });
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'X' })).toHaveProperty('value', '300'));
    services.store.getState().undo();
    expect(element(services, 'a')?.transform.translation).toEqual({ x: 10, y: 20 });
  });

  it('rotates one element and resizes it', async () => {
    const services = await showSelected([{ id: 1, elements: [shapeAt('a', 0, 0)] }], ['a']);
    typeInto(screen.getByRole('spinbutton', { name: 'Rotation' }), '45');
    typeInto(screen.getByRole('spinbutton', { name: 'Height' }), '250');
    expect(element(services, 'a')).toMatchObject({ height: 250, transform: { rotation: 45 } });
  });

  it('locks an element, which then cannot be moved from the panel', async () => {
    const services = await showSelected([{ id: 1, elements: [shapeAt('a', 10, 20)] }], ['a']);
    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(element(services, 'a')?.locked).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'X' })).toHaveProperty('disabled', true),
    );
    expect(screen.getByRole('button', { name: 'Unlock', pressed: true })).toBeTruthy();
  });

  it('changes the layer order', async () => {
    const slide = { id: 1, elements: [shapeAt('a', 0, 0), shapeAt('b', 0, 0), shapeAt('c', 0, 0)] };
    const services = await showSelected([slide], ['a']);
    fireEvent.click(screen.getByRole('button', { name: 'Bring to front' }));
    expect(elements(services).map((item) => item.elid)).toEqual(['b', 'c', 'a']);
    fireEvent.click(screen.getByRole('button', { name: 'Send backward' }));
    expect(elements(services).map((item) => item.elid)).toEqual(['b', 'a', 'c']);
  });

  it('aligns one element on the slide, and distributes only three or more', async () => {
    const services = await showSelected(
      [{ id: 1, elements: [shapeAt('a', 500, 300), shapeAt('b', 0, 0)] }],
      ['a'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Align right' }));
    expect(element(services, 'a')?.transform.translation).toEqual({ x: 1820, y: 300 });
    expect(screen.getByRole('button', { name: 'Distribute horizontally' })).toHaveProperty('disabled', true);
  });

  it('shows a group by its box, moves it as a block and distributes it', async () => {
    const slide = { id: 1, elements: [shapeAt('a', 0, 0), shapeAt('b', 100, 50), shapeAt('c', 900, 400)] };
    const services = await showSelected([slide], ['a', 'b', 'c']);
    expect(screen.getByRole('heading', { name: '3 elements selected' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Width' })).toHaveProperty('value', '1000');
    expect(screen.queryByRole('spinbutton', { name: 'Rotation' })).toBeNull();
    typeInto(screen.getByRole('spinbutton', { name: 'Y' }), '100');
    expect(elements(services).map((item) => item.transform.translation.y)).toEqual([100, 150, 500]);
    services.store.getState().undo();
    expect(elements(services).map((item) => item.transform.translation.y)).toEqual([0, 50, 400]);
    fireEvent.click(screen.getByRole('button', { name: 'Distribute horizontally' }));
    expect(element(services, 'b')?.transform.translation.x).toBe(450);
  });

  it('deletes the selection, after which the slide shows', async () => {
    const services = await showSelected(
      [{ id: 1, elements: [shapeAt('a', 0, 0), shapeAt('b', 0, 0)] }],
      ['a'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(elements(services).map((item) => item.elid)).toEqual(['b']);
    expect(await screen.findByRole('region', { name: 'Background' })).toBeTruthy();
  });

  it('changes the opacity by keyboard, one undo step a key', async () => {
    const services = await showSelected([{ id: 1, elements: [shapeAt('a', 0, 0)] }], ['a']);
    const slider = screen.getByRole('slider', { name: 'Opacity' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(element(services, 'a')?.opacity).toBe(0.99);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(element(services, 'a')?.opacity).toBe(0.98);
    services.store.getState().undo();
    expect(element(services, 'a')?.opacity).toBe(0.99);
  });

  it('gives every selected element the same animation', async () => {
    const services = await showSelected(
      [{ id: 1, elements: [shapeAt('a', 0, 0), shapeAt('b', 0, 0)] }],
      ['a', 'b'],
    );
    const animation = region('Animation');
    chooseOption(within(animation).getByRole('combobox', { name: 'Animation' }), 'Pulse');
    const pulse = { type: 'pulse', speed: 'slow', begin: 'after', beginSeconds: 0, repeat: false };
    expect(elements(services).map((item) => item.animation)).toEqual([pulse, pulse]);
    fireEvent.click(await within(animation).findByRole('button', { name: 'Fast' }));
    fireEvent.click(within(animation).getByRole('switch', { name: 'Repeat forever' }));
    typeInto(within(animation).getByRole('spinbutton', { name: 'Seconds' }), '2.5');
    expect(element(services, 'b')?.animation).toEqual({
      ...pulse,
      speed: 'fast',
      repeat: true,
      beginSeconds: 2.5,
    });
    chooseOption(within(animation).getByRole('combobox', { name: 'Animation' }), 'None');
    expect(elements(services).map((item) => item.animation)).toEqual([null, null]);
  });

  it('explains that jumping needs another slide', async () => {
    await showSelected([{ id: 1, elements: [shapeAt('a', 0, 0)] }], ['a']);
    const touch = region('Touch action');
    expect(within(touch).getByText('Jump to slide needs at least one other slide.')).toBeTruthy();
    fireEvent.mouseDown(within(touch).getByRole('combobox', { name: 'When tapped' }));
    expect(screen.getByRole('option', { name: 'Jump to slide' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('makes tapping the element jump to another slide', async () => {
    const services = await showSelected(
      [{ id: 1, elements: [shapeAt('a', 0, 0)] }, { id: 2 }, { id: 3 }],
      ['a'],
    );
    chooseOption(
      within(region('Touch action')).getByRole('combobox', { name: 'When tapped' }),
      'Jump to slide',
    );
    expect(services.updateSlideProps).toHaveBeenLastCalledWith({
      actions: { a: { type: 'OATJumpTo', targetSlideId: 2 } },
    });
  });

  it('changes a popup target and box, in percent of the slide', async () => {
    const popup: TAction = {
      type: 'OATPopup',
      targetSlideId: 2,
      position: { x: 0.1, y: 0.1 },
      size: { width: 0.8, height: 0.8 },
    };
    const services = await showSelected(
      [
        { id: 1, elements: [shapeAt('a', 0, 0), shapeAt('b', 0, 0)], actions: { a: popup, b: popup } },
        { id: 2 },
        { id: 3 },
      ],
      ['a'],
    );
    const touch = region('Touch action');
    typeInto(within(touch).getByRole('spinbutton', { name: 'Width' }), '50');
    expect(services.updateSlideProps).toHaveBeenLastCalledWith({
      actions: { a: { ...popup, size: { width: 0.5, height: 0.8 } }, b: popup },
    });
    chooseOption(within(touch).getByRole('combobox', { name: 'Slide' }), 'Slide 3');
    expect(services.updateSlideProps).toHaveBeenLastCalledWith({
      actions: { a: { ...popup, targetSlideId: 3 }, b: popup },
    });
    chooseOption(within(touch).getByRole('combobox', { name: 'When tapped' }), 'Nothing');
    expect(services.updateSlideProps).toHaveBeenLastCalledWith({ actions: { b: popup } });
  });

  it('has no touch action in a template', async () => {
    const services = testServices({
      ...playlistWith([{ id: 1, elements: [shapeAt('a', 0, 0)] }, { id: 2 }]),
      kind: 'template',
    });
    services.store.getState().select(['a']);
    await renderInEditor(<PropertiesPanel />, services);
    expect(screen.queryByRole('region', { name: 'Touch action' })).toBeNull();
  });

  it('changes a shape: kind, outline and corner radius', async () => {
    const services = await showSelected([{ id: 1, elements: [shapeAt('a', 0, 0)] }], ['a']);
    const shape = region('Shape');
    typeInto(within(shape).getByRole('textbox', { name: 'Outline' }), '#000000');
    expect(element(services, 'a')?.contents).toMatchObject({ stroke: '#000000', strokeWidth: 4 });
    typeInto(within(shape).getByRole('spinbutton', { name: 'Corner radius' }), '24');
    expect(element(services, 'a')?.contents).toMatchObject({ cornerRadius: 24 });
    chooseOption(within(shape).getByRole('combobox', { name: 'Shape' }), 'Star, 5 points');
    expect(element(services, 'a')?.contents).toMatchObject({ shape: 'star5' });
    await waitFor(() =>
      expect(within(region('Shape')).queryByRole('spinbutton', { name: 'Corner radius' })).toBeNull(),
    );
  });

  it('checks a web address as the server does, and that the site may be framed, before applying it', async () => {
    stubApi({
      'POST /api/widget/website/check': ({ body }) =>
        (body as { url: string }).url.includes('refuses')
          ? {
              status: 422,
              body: {
                error: {
                  code: 'WEBSITE_NOT_EMBEDDABLE',
                  message: 'This website cannot be embedded.',
                  fields: { url: 'X-Frame-Options: DENY' },
                },
              },
            }
          : { status: 200, body: { embeddable: true, finalUrl: 'https://placard.example/menu' } },
    });
    const services = await showSelected([{ id: 1, elements: [webAt('w', 'https://example.com/')] }], ['w']);
    const address = screen.getByRole('textbox', { name: 'Address' });
    typeInto(address, 'not a url');
    expect(await screen.findByText('Invalid URL format.')).toBeTruthy();
    expect(element(services, 'w')?.contents).toMatchObject({ url: 'https://example.com/' });
    typeInto(address, 'https://refuses.example/');
    expect(await screen.findByText('This website cannot be embedded.')).toBeTruthy();
    expect(screen.getByText('X-Frame-Options: DENY')).toBeTruthy();
    expect(element(services, 'w')?.contents).toMatchObject({ url: 'https://example.com/' });
    typeInto(address, ' https://placard.example/menu ');
    await waitFor(() =>
      expect(element(services, 'w')?.contents).toMatchObject({ url: 'https://placard.example/menu' }),
    );
    expect(screen.queryByText('This website cannot be embedded.')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Refresh automatically' }));
    expect(element(services, 'w')?.contents).toMatchObject({ refreshSeconds: 60 });
    typeInto(await screen.findByRole('spinbutton', { name: 'Every' }), '3');
    expect(element(services, 'w')?.contents).toMatchObject({ refreshSeconds: 10 });
  });

  it('shows another page of a PDF', async () => {
    stubApi({
      'POST /api/media/info': () => ({
        status: 200,
        body: {
          ...mediaItem({ id: 40, name: 'menu.pdf', kind: 'pdf', format: 'pdf', pageCount: 3 }),
          pages: ['/api/files/menu-1.png', '/api/files/menu-2.png', '/api/files/menu-3.png'],
          usedBy: [],
        },
      }),
    });
    const services = await showSelected([{ id: 1, elements: [pdfPageAt('p')] }], ['p']);
    const page = screen.getByRole('spinbutton', { name: 'PDF page' });
    await waitFor(() => expect(page).toHaveProperty('disabled', false));
    expect(screen.getByText('of 3')).toBeTruthy();
    typeInto(page, '2');
    expect(element(services, 'p')?.contents).toMatchObject({ page: 2, url: '/api/files/menu-2.png' });
    fireEvent.click(screen.getByRole('button', { name: 'Contain' }));
    expect(element(services, 'p')?.contents).toMatchObject({ fit: 'contain' });
  });

  it('disables every control when read-only', async () => {
    await showSelected([{ id: 1, elements: [shapeAt('a', 0, 0)] }, { id: 2 }], ['a'], { readOnly: true });
    expect(screen.getByRole('spinbutton', { name: 'X' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('slider', { name: 'Opacity' })).toHaveProperty('disabled', true);
    for (const name of ['Lock', 'Bring to front', 'Delete', 'Align left']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    expect(screen.getByRole('combobox', { name: 'Animation' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Fill' })).toHaveProperty('disabled', true);
  });
});
