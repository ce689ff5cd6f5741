import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { TElementOf, TTextDelta } from '@placard/contract';
import { initI18n } from '../../../app/i18n';
import { currentSlideData, withAabb } from '../../state';
import { playlistWith, textAt } from '../../state/test-fixtures';
import type { EditorServices } from '../../context/EditorContext';
import { textBridge, type ActiveTextEditor } from '../../context/textBridge';
import { renderInEditor, testServices } from '../../context/testHarness';
import { PropertiesPanel } from './PropertiesPanel';

beforeAll(async () => {
  await initI18n('en');
}, 30_000);

afterEach(() => {
  cleanup();
  textBridge.setState({ active: null });
});

function textWith(elid: string, delta: TTextDelta): TElementOf<'text'> {
  const element = textAt(elid, '');
  return withAabb({ ...element, contents: { ...element.contents, delta } });
}

async function showText(element: TElementOf<'text'>) {
  const services = testServices(playlistWith([{ id: 1, elements: [element] }]));
  services.store.getState().select([element.elid]);
  await renderInEditor(<PropertiesPanel />, services);
  return services;
}

function contents(services: EditorServices): TElementOf<'text'>['contents'] | undefined {
  const found = currentSlideData(services.store.getState())?.elements[0];
  return found?.eltype === 'text' ? found.contents : undefined;
}

const text = () => screen.getByRole('region', { name: 'Text' });

describe('text properties', { timeout: 30_000 }, () => {
  it('formats the whole text when it is not edited inline', async () => {
    const services = await showText(
      textWith('t', [
        { insert: 'Hello ' },
        { insert: 'world', attributes: { italic: true } },
        { insert: '\nBye' },
      ]),
    );
    expect(within(text()).getByText('Changes apply to all the text.')).toBeTruthy();
    fireEvent.click(within(text()).getByRole('button', { name: 'Bold' }));
    expect(contents(services)?.delta).toEqual([
      { insert: 'Hello ', attributes: { bold: true } },
      { insert: 'world', attributes: { italic: true, bold: true } },
      { insert: '\n' },
      { insert: 'Bye', attributes: { bold: true } },
      { insert: '\n' },
    ]);
    expect(within(text()).getByRole('button', { name: 'Bold', pressed: true })).toBeTruthy();
    fireEvent.click(within(text()).getByRole('button', { name: 'Large' }));
    fireEvent.click(within(text()).getByRole('button', { name: 'Centre' }));
    expect(contents(services)?.delta).toEqual([
      { insert: 'Hello ', attributes: { bold: true, size: 'L' } },
      { insert: 'world', attributes: { italic: true, bold: true, size: 'L' } },
      { insert: '\n', attributes: { align: 'center' } },
      { insert: 'Bye', attributes: { bold: true, size: 'L' } },
      { insert: '\n', attributes: { align: 'center' } },
    ]);
  });

  it('shows a mix as nothing chosen, and takes a highlight away', async () => {
    const services = await showText(
      textWith('t', [
        { insert: 'a', attributes: { size: 'S', background: '#FFFF00' } },
        { insert: 'b', attributes: { size: 'L', background: '#FFFF00' } },
        { insert: '\n' },
      ]),
    );
    for (const name of ['Extra small', 'Small', 'Medium', 'Large']) {
      expect(within(text()).getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
    expect(within(text()).getByRole('textbox', { name: 'Highlight' })).toHaveProperty('value', '#FFFF00');
    fireEvent.click(within(text()).getByRole('button', { name: 'Remove Highlight' }));
    expect(contents(services)?.delta).toEqual([
      { insert: 'a', attributes: { size: 'S' } },
      { insert: 'b', attributes: { size: 'L' } },
      { insert: '\n' },
    ]);
  });

  it('formats the selected words while the element is edited inline', async () => {
    const format = vi.fn<ActiveTextEditor['format']>();
    const element = textAt('t', 'Hello');
    textBridge.setState({ active: { elid: 't', formats: { size: 'S', bold: true }, format } });
    const services = await showText(element);
    expect(within(text()).getByText('Changes apply to the selected text.')).toBeTruthy();
    expect(within(text()).getByRole('button', { name: 'Small', pressed: true })).toBeTruthy();
    expect(within(text()).getByRole('button', { name: 'Bold', pressed: true })).toBeTruthy();
    fireEvent.click(within(text()).getByRole('button', { name: 'Italic' }));
    expect(format).toHaveBeenCalledWith({ italic: true });
    fireEvent.click(within(text()).getByRole('button', { name: 'Bold' }));
    expect(format).toHaveBeenLastCalledWith({ bold: false });
    expect(contents(services)?.delta).toEqual(element.contents.delta);

    act(() => textBridge.setState({ active: null }));
    expect(await within(text()).findByText('Changes apply to all the text.')).toBeTruthy();
  });

  it('takes a size typed in canvas units at once, as one undo step, showing a named size when it is one', async () => {
    const services = await showText(textAt('t', 'Hello'));
    const field = within(text()).getByRole('spinbutton', { name: 'Text size in px' });
    expect(field).toHaveProperty('value', '72');
    expect(within(text()).getByRole('button', { name: 'Medium', pressed: true })).toBeTruthy();
    fireEvent.focus(field);
    for (const typed of ['9', '96']) fireEvent.change(field, { target: { value: typed } });
    expect(contents(services)?.delta).toEqual([
      { insert: 'Hello', attributes: { size: 96 } },
      { insert: '\n' },
    ]);
    for (const name of ['Extra small', 'Small', 'Medium', 'Large']) {
      expect(within(text()).getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    }
    fireEvent.change(field, { target: { value: '120' } });
    expect(contents(services)?.delta[0]?.attributes?.size).toBe('L');
    expect(within(text()).getByRole('button', { name: 'Large', pressed: true })).toBeTruthy();
    fireEvent.blur(field);
    expect(services.store.getState().history.size.undo).toBe(1);
    act(() => services.store.getState().undo());
    expect(contents(services)?.delta).toEqual([{ insert: 'Hello' }, { insert: '\n' }]);
    expect(field).toHaveProperty('value', '72');
  });

  it('refuses a size out of range with a message and keeps the last valid one', async () => {
    const services = await showText(textAt('t', 'Hello'));
    const field = within(text()).getByRole('spinbutton', { name: 'Text size in px' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '200' } });
    for (const typed of ['2000', '7', '12.5']) {
      fireEvent.change(field, { target: { value: typed } });
      expect(within(text()).getByRole('alert').textContent).toBe('Enter a whole number from 8 to 1000.');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(contents(services)?.delta[0]?.attributes?.size).toBe(200);
    }
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(contents(services)?.delta[0]?.attributes?.size).toBe(200);
    fireEvent.blur(field);
    expect(within(text()).queryByRole('alert')).toBeNull();
    expect(field).toHaveProperty('value', '200');
  });

  it('sets the box: vertical alignment, background and padding', async () => {
    const services = await showText(textAt('t', 'Hello'));
    fireEvent.click(within(text()).getByRole('button', { name: 'Bottom' }));
    fireEvent.change(within(text()).getByRole('textbox', { name: 'Box background' }), {
      target: { value: '#202020' },
    });
    fireEvent.blur(within(text()).getByRole('textbox', { name: 'Box background' }));
    const padding = within(text()).getByRole('spinbutton', { name: 'Padding' });
    fireEvent.change(padding, { target: { value: '16' } });
    fireEvent.blur(padding);
    expect(contents(services)).toMatchObject({ verticalAlign: 'bottom', background: '#202020', padding: 16 });
  });
});
