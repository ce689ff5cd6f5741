import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TMenu } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import MenuEditorPage from './MenuEditorPage';

const MENU: TMenu = {
  id: 4,
  name: 'Lunch',
  currency: 'EUR',
  numberFormat: null,
  categories: [{ id: 1, name: 'Starters' }],
  items: [
    {
      id: 1,
      name: 'Soup',
      description: 'Tomato',
      price: 650,
      categoryId: 1,
      mediaId: null,
      pictureUrl: null,
      available: true,
    },
  ],
  updatedAt: '2026-11-26T10:00:00Z',
};

function stubMenu() {
  return stubApi({
    'POST /api/menu/info': () => ({ status: 200, body: MENU }),
    'POST /api/menu/update': ({ body }) => ({
      status: 200,
      body: { ...MENU, ...(body as object), updatedAt: '2026-11-26T10:05:00Z' },
    }),
  });
}

async function renderEditor() {
  await renderRoutes(
    [
      {
        path: '/media/menus/:menuId',
        element: (
          <WithSession session={testSession()}>
            <MenuEditorPage />
          </WithSession>
        ),
      },
    ],
    '/media/menus/4',
  );
  return screen.findByTestId('menu-save-state');
}

describe('the menu editor', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the price in the currency, and saves a sold-out switch as the whole menu', async () => {
    const api = stubMenu();
    const state = await renderEditor();
    expect(state.dataset.state).toBe('saved');
    const row = screen.getByTestId('menu-entry-row');
    expect(row.textContent).toContain('€6.50');
    fireEvent.click(within(row).getByRole('switch'));
    expect(state.dataset.state).toBe('unsaved');
    expect(screen.getByTestId('menu-preview').querySelector('[data-sold-out]')).not.toBeNull();
    fireEvent.click(screen.getByTestId('menu-save'));
    await waitFor(() => expect(screen.getByTestId('menu-save-state').dataset.state).toBe('saved'));
    const [sent] = sentBodies(api, 'POST', '/api/menu/update') as TMenu[];
    expect(sent).toMatchObject({ id: 4, name: 'Lunch', items: [{ name: 'Soup', available: false }] });
  });

  it('refuses to save what the contract refuses, naming the field in words', async () => {
    const api = stubMenu();
    await renderEditor();
    fireEvent.change(screen.getByTestId('menu-category-name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('menu-save'));
    expect(await screen.findByTestId('menu-save-error')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/menu/update')).toHaveLength(0);
  });
});
