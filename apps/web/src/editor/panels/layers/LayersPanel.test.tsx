import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../../app/i18n';
import { currentSlideData } from '../../state';
import { playlistWith, shapeAt, textAt } from '../../state/test-fixtures';
import type { EditorServices } from '../../context/EditorContext';
import { renderInEditor, testServices } from '../../context/testHarness';
import { layerIndexOfRow, LayersPanel } from './LayersPanel';

beforeAll(async () => {
  await initI18n('en');
}, 30_000);

afterEach(cleanup);

/** A slide with a shape at the bottom, a named text, and a shape on top. */
async function showLayers(overrides: Partial<EditorServices> = {}) {
  const named = { ...textAt('t', 'Hello'), name: 'Headline' };
  const services = testServices(
    playlistWith([
      { id: 1, elements: [shapeAt('bottom', 0, 0), named, shapeAt('top', 0, 0, { locked: true })] },
    ]),
    overrides,
  );
  await renderInEditor(<LayersPanel />, services);
  return services;
}

const order = (services: EditorServices) =>
  currentSlideData(services.store.getState())?.elements.map((element) => element.elid);

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Layers' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')?.textContent);

describe('layers panel', { timeout: 30_000 }, () => {
  it('lists the elements from the top one down, unnamed ones by their type', async () => {
    await showLayers();
    expect(rowNames()).toEqual(['Shape', 'Headline', 'Shape']);
    expect(screen.getByRole('button', { name: 'Unlock Shape', pressed: true })).toBeTruthy();
  });

  it('selects with a click and adds or removes with shift-click', async () => {
    const services = await showLayers();
    fireEvent.click(screen.getByRole('button', { name: 'Headline' }));
    expect(services.store.getState().selection).toEqual(['t']);
    const [topRow] = screen.getAllByRole('button', { name: 'Shape' });
    if (!topRow) throw new Error('no top row');
    fireEvent.click(topRow, { shiftKey: true });
    expect(services.store.getState().selection).toEqual(['t', 'top']);
    expect(screen.getByRole('button', { name: 'Headline', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Headline' }), { shiftKey: true });
    expect(services.store.getState().selection).toEqual(['top']);
  });

  it('renames in place: Enter keeps, Escape drops, empty shows the type', async () => {
    const services = await showLayers();
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Headline' }));
    const field = screen.getByRole('textbox', { name: 'Layer name' });
    expect(field.getAttribute('maxlength')).toBe('100');
    fireEvent.change(field, { target: { value: '  Today’s offer ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(currentSlideData(services.store.getState())?.elements[1]?.name).toBe('Today’s offer');

    fireEvent.keyDown(await screen.findByRole('button', { name: 'Today’s offer' }), { key: 'F2' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Layer name' }), { target: { value: 'Dropped' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Layer name' }), { key: 'Escape' });
    expect(currentSlideData(services.store.getState())?.elements[1]?.name).toBe('Today’s offer');

    fireEvent.click(screen.getByRole('button', { name: 'Rename Today’s offer' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Layer name' }), { target: { value: '   ' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Layer name' }));
    expect(currentSlideData(services.store.getState())?.elements[1]?.name).toBe('');
    await waitFor(() => expect(rowNames()).toEqual(['Shape', 'Text', 'Shape']));
  });

  it('locks and unlocks a layer', async () => {
    const services = await showLayers();
    fireEvent.click(screen.getByRole('button', { name: 'Lock Headline', pressed: false }));
    expect(currentSlideData(services.store.getState())?.elements[1]?.locked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Shape' }));
    expect(currentSlideData(services.store.getState())?.elements[2]?.locked).toBe(false);
  });

  it('moves a layer up and down with its buttons, not past the ends', async () => {
    const services = await showLayers();
    const [topUp] = screen.getAllByRole('button', { name: 'Move Shape up' });
    expect(topUp).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Headline up' }));
    expect(order(services)).toEqual(['bottom', 'top', 't']);
    await waitFor(() => expect(rowNames()).toEqual(['Headline', 'Shape', 'Shape']));
    expect(screen.getByRole('button', { name: 'Move Headline up' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Headline down' }));
    expect(order(services)).toEqual(['bottom', 't', 'top']);
    services.store.getState().undo();
    expect(order(services)).toEqual(['bottom', 'top', 't']);
  });

  it('tells a screen reader how to drag a layer with the keyboard', async () => {
    await showLayers();
    const handle = screen.getByRole('button', { name: 'Drag to reorder Headline' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable layer');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toContain('press space or enter');
  });

  it('maps a row of the list (top first) to the place in the slide (bottom first)', () => {
    expect([0, 1, 2].map((row) => layerIndexOfRow(row, 3))).toEqual([2, 1, 0]);
  });

  it('changes nothing when read-only, but still selects', async () => {
    const services = await showLayers({ readOnly: true });
    expect(screen.getByRole('button', { name: 'Lock Headline' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Headline up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Rename Headline' })).toHaveProperty('disabled', true);
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Headline' }));
    expect(screen.queryByRole('textbox', { name: 'Layer name' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Headline' }));
    expect(services.store.getState().selection).toEqual(['t']);
  });

  it('says when the slide has no elements', async () => {
    await renderInEditor(<LayersPanel />, testServices(playlistWith([{ id: 1 }])));
    expect(screen.getByText('This slide has no elements yet.')).toBeTruthy();
  });
});
