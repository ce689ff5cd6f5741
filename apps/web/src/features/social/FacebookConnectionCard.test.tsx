import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TFacebookConnection } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import { FacebookConnectionCard } from './FacebookConnectionCard';

const DISCONNECTED: TFacebookConnection = {
  configured: true,
  state: 'disconnected',
  expired: false,
  page: null,
  instagram: null,
  connectedBy: null,
  connectedAt: null,
};
const CONNECTED: TFacebookConnection = {
  ...DISCONNECTED,
  state: 'connected',
  page: { id: '104857600123', name: 'Harbour Café' },
  instagram: { id: '17841400000000001', username: 'harbourcafe' },
  connectedBy: 'Alex Owner',
  connectedAt: '2026-11-20T08:15:00.000Z',
};
const PAGES = {
  pages: [
    {
      id: '104857600123',
      name: 'Harbour Café',
      instagram: { id: '17841400000000001', username: 'harbourcafe' },
    },
    { id: '104857600456', name: 'Quiet Corner', instagram: null },
  ],
};

async function renderCard(connection: TFacebookConnection, search = '') {
  let current = connection;
  const api = stubApi({
    'POST /api/social/facebook/info': () => ({ status: 200, body: current }),
    'POST /api/social/facebook/pages': () => ({ status: 200, body: PAGES }),
    'POST /api/social/facebook/choose': () => {
      current = CONNECTED;
      return { status: 200, body: CONNECTED };
    },
    'POST /api/social/facebook/disconnect': () => {
      current = DISCONNECTED;
      return { status: 200, body: { success: true } };
    },
  });
  await renderRoutes(
    [
      {
        path: '/organizations/:orgId/addons',
        element: (
          <WithSession session={testSession()}>
            <FacebookConnectionCard />
          </WithSession>
        ),
      },
    ],
    `/organizations/2/addons${search}`,
  );
  return api;
}

describe('the Facebook connection card', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows nothing while the server has no Facebook app', async () => {
    const api = await renderCard({ ...DISCONNECTED, configured: false });
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/social/facebook/info')).toHaveLength(1));
    expect(screen.queryByTestId('facebook-connection')).toBeNull();
  });

  it('after Facebook Login, lists the pages to choose from and saves the page with its Instagram account', async () => {
    const api = await renderCard({ ...DISCONNECTED, state: 'choosing' }, '?facebook=choose');
    expect((await screen.findByTestId('facebook-state')).textContent).toBe('Choose a page');
    await screen.findByRole('radio', { name: /Harbour Café/ });
    expect(
      screen.getByRole('checkbox', { name: 'Also use its Instagram account @harbourcafe' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('facebook-save-page'));
    expect((await screen.findByTestId('facebook-page-name')).textContent).toBe('Harbour Café');
    expect(screen.getByTestId('facebook-state').textContent).toBe('Connected');
    expect(screen.getByTestId('facebook-instagram-name').textContent).toBe('@harbourcafe');
    expect(screen.getByText(/Connected by Alex Owner on/)).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/social/facebook/choose')).toEqual([
      { pageId: '104857600123', instagram: true },
    ]);
  });

  it("says when Facebook Login found no pages, in the user's words", async () => {
    await renderCard(DISCONNECTED, '?facebook=FACEBOOK_NO_PAGES');
    expect((await screen.findByTestId('facebook-error')).textContent).toContain(
      'No Facebook pages were found for this account.',
    );
    expect(screen.getByTestId('facebook-state').textContent).toBe('Disconnected');
  });

  it('shows an expired connection as disconnected, offering to reconnect', async () => {
    await renderCard({ ...CONNECTED, state: 'disconnected', expired: true });
    expect((await screen.findByTestId('facebook-expired')).textContent).toContain(
      'has expired or was revoked',
    );
    expect(screen.getByTestId('facebook-connect').textContent).toBe('Reconnect');
  });

  it('changes the page of a connected organization, and takes a login that kept the page as no failure', async () => {
    const api = await renderCard(CONNECTED, '?facebook=connected');
    fireEvent.click(await screen.findByTestId('facebook-change-page'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Quiet Corner' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByTestId('facebook-save-page'));
    await waitFor(() => expect(screen.queryByTestId('facebook-page-chooser')).toBeNull());
    expect(screen.queryByTestId('facebook-error')).toBeNull();
    expect(sentBodies(api, 'POST', '/api/social/facebook/choose')).toEqual([
      { pageId: '104857600456', instagram: false },
    ]);
  });

  it('disconnects', async () => {
    const api = await renderCard(CONNECTED);
    fireEvent.click(await screen.findByTestId('facebook-disconnect'));
    await waitFor(() => expect(screen.getByTestId('facebook-state').textContent).toBe('Disconnected'));
    expect(sentBodies(api, 'POST', '/api/social/facebook/disconnect')).toHaveLength(1);
  });
});
