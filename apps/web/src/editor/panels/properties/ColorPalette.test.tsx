import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PALETTE_COLORS } from '@placard/contract';
import { initI18n } from '../../../app/i18n';
import { playlistWith } from '../../state/test-fixtures';
import { sentBodies, stubApi } from '../../../test/testSession';
import { renderInEditor, testServices } from '../../context/testHarness';
import { ColorField } from './ColorField';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A server keeping one organization's saved colours. */
function paletteServer(saved: string[]) {
  const answer = () => ({ status: 200, body: { defaults: [...DEFAULT_PALETTE_COLORS], saved: [...saved] } });
  return stubApi({
    'GET /api/palette': answer,
    'POST /api/palette/add': ({ body }) => {
      saved.push((body as { color: string }).color);
      return answer();
    },
    'POST /api/palette/remove': ({ body }) => {
      saved.splice(saved.indexOf((body as { color: string }).color), 1);
      return answer();
    },
  });
}

async function openPalette() {
  fireEvent.click(screen.getByRole('button', { name: 'Fill: organization palette' }));
  const dialog = await screen.findByRole('dialog', { name: 'Fill: palette' });
  await within(dialog).findByText('Default colours');
  return dialog;
}

describe('the palette of a colour field in the editor', () => {
  it('shows the default colours without delete buttons, saves the current colour and deletes a saved one', async () => {
    const fetch = paletteServer(['#ABCDEF']);
    const onChange = vi.fn<(color: string) => void>();
    await renderInEditor(
      <ColorField label="Fill" value="#123456" onChange={onChange} testId="fill" />,
      testServices(playlistWith([])),
    );
    const dialog = await openPalette();
    const defaults = within(dialog).getByTestId('palette-defaults');
    expect(within(defaults).getAllByRole('listitem')).toHaveLength(DEFAULT_PALETTE_COLORS.length);
    expect(within(defaults).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(dialog).getByText('Saved colours (1/40)')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save colour' }));
    await within(dialog).findByRole('button', { name: 'Use #123456' });
    expect(sentBodies(fetch, 'POST', '/api/palette/add')).toEqual([{ color: '#123456' }]);
    expect(within(dialog).getByRole('button', { name: 'Save colour' })).toHaveProperty('disabled', true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete #ABCDEF from the palette' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Use #ABCDEF' })).toBeNull());
    expect(sentBodies(fetch, 'POST', '/api/palette/remove')).toEqual([{ color: '#ABCDEF' }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use #C91E4E' }));
    expect(onChange).toHaveBeenCalledWith('#C91E4E');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s message when the palette is full', async () => {
    stubApi({
      'GET /api/palette': () => ({ status: 200, body: { defaults: [...DEFAULT_PALETTE_COLORS], saved: [] } }),
      'POST /api/palette/add': () => ({
        status: 409,
        body: {
          error: { code: 'PALETTE_FULL', message: 'The palette is full: delete a saved colour first.' },
        },
      }),
    });
    await renderInEditor(
      <ColorField label="Fill" value="#123456" onChange={() => {}} />,
      testServices(playlistWith([])),
    );
    const dialog = await openPalette();
    expect(within(dialog).getByText('No saved colours yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save colour' }));
    await within(dialog).findByText('The palette is full: delete a saved colour first.');
  });

  it('offers no palette outside the editor, nor on a field that cannot change', async () => {
    await initI18n('en');
    render(<ColorField label="Fill" value="#123456" onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Fill: organization palette' })).toBeNull();
    cleanup();
    await renderInEditor(
      <ColorField label="Fill" value="#123456" onChange={() => {}} disabled />,
      testServices(playlistWith([])),
    );
    expect(screen.queryByRole('button', { name: 'Fill: organization palette' })).toBeNull();
  });
});
