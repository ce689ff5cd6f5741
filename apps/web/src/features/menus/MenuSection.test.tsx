import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TMenu, TMenuSettings } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { stubApi } from '../../test/testSession';
import { MenuSection } from './MenuSection';

const MENU: TMenu = {
  id: 4,
  name: 'Lunch',
  currency: 'EUR',
  numberFormat: null,
  categories: [
    { id: 1, name: 'Starters' },
    { id: 2, name: 'Mains' },
  ],
  items: [],
  updatedAt: '2026-11-26T10:00:00Z',
};

function renderSection(contents: Record<string, unknown>, onChange: (settings: TMenuSettings) => void) {
  stubApi({
    'POST /api/menu/list': () => ({
      status: 200,
      body: {
        results: [
          {
            id: 4,
            name: 'Lunch',
            currency: 'EUR',
            categoryCount: 2,
            itemCount: 0,
            soldOutCount: 0,
            updatedAt: MENU.updatedAt,
          },
        ],
      },
    }),
    'POST /api/menu/info': () => ({ status: 200, body: MENU }),
  });
  return renderRoutes([{ path: '/', element: <MenuSection contents={contents} onChange={onChange} /> }], '/');
}

describe('the menu element’s settings', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('chooses the style and some of the menu’s categories, as whole settings', async () => {
    const onChange = vi.fn();
    await renderSection({ menuId: 4, style: 'modern' }, onChange);
    fireEvent.click(await screen.findByRole('button', { name: 'Playful' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ menuId: 4, style: 'playful' }));
    const all = await screen.findByRole('checkbox', { name: 'All categories' });
    fireEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ categoryIds: [1, 2] }));
  });

  it('starts a new element with the menu chosen', async () => {
    const onChange = vi.fn();
    await renderSection({}, onChange);
    fireEvent.mouseDown(
      within(screen.getByTestId('menu-section')).getAllByRole('combobox')[0] as HTMLElement,
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Lunch' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ menuId: 4, style: 'modern' })),
    );
  });
});
