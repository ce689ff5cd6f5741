import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TIntegration, TSession } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import IntegrationsPage from './IntegrationsPage';
import { integrationFixture } from './test/integrationFixtures';

const FEED = integrationFixture({
  id: 2,
  name: 'City CAP feed',
  provider: 'capFeed',
  state: 'disabled',
  feedUrl: 'https://feeds.example/cap.xml',
  pollMinutes: 5,
  lastPolledAt: '2026-01-02T10:00:00.000Z',
  lastError: 'The feed answered 503 Service Unavailable.',
});

async function renderList(session: TSession = testSession()) {
  return renderRoutes(
    [
      {
        path: '/alerts/integrations',
        element: (
          <WithSession session={session}>
            <IntegrationsPage />
          </WithSession>
        ),
      },
    ],
    '/alerts/integrations',
  );
}

const listed = (results: TIntegration[]) => () => ({ status: 200, body: { results } });

describe('integrations page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('invites to create the first integration when there is none', async () => {
    stubApi({ 'POST /api/integration/list': listed([]) });
    await renderList();
    const empty = await screen.findByTestId('integrations-empty');
    expect(within(empty).getByTestId('integrations-create-first').getAttribute('href')).toBe(
      '/alerts/integrations/edit/1/new',
    );
  });

  it("lists each integration's provider, state, key hint and a feed's error", async () => {
    stubApi({ 'POST /api/integration/list': listed([integrationFixture(), FEED]) });
    await renderList();
    const json = await screen.findByTestId('integration-1');
    expect(within(json).getByTestId('integration-provider').textContent).toBe('Placard JSON');
    expect(within(json).getByTestId('integration-state').textContent).toBe('Enabled');
    expect(within(json).getByTestId('integration-fact-key').textContent).toContain('plk_AbC…');
    expect(within(json).getByTestId('integration-fact-lastMessage').textContent).toContain('None yet');
    expect(within(json).queryByTestId('integration-feed-error')).toBeNull();
    expect(within(json).getByTestId('integration-name').getAttribute('href')).toBe(
      '/alerts/integrations/edit/1/1',
    );

    const feed = screen.getByTestId('integration-2');
    expect(within(feed).getByTestId('integration-provider').textContent).toBe('CAP feed');
    expect(within(feed).getByTestId('integration-state').textContent).toBe('Disabled');
    expect(within(feed).getByTestId('integration-fact-lastPolled')).toBeTruthy();
    expect(within(feed).getByTestId('integration-feed-error').textContent).toContain(
      '503 Service Unavailable',
    );
  });

  it('disables an enabled integration and enables a disabled one', async () => {
    const api = stubApi({
      'POST /api/integration/list': listed([integrationFixture(), FEED]),
      'POST /api/integration/disable': () => ({
        status: 200,
        body: integrationFixture({ state: 'disabled' }),
      }),
      'POST /api/integration/enable': () => ({ status: 200, body: { ...FEED, state: 'enabled' } }),
    });
    await renderList();
    fireEvent.click(within(await screen.findByTestId('integration-1')).getByTestId('integration-toggle'));
    expect((await screen.findByTestId('integrations-toast')).textContent).toContain(
      'Regional warnings is disabled',
    );
    fireEvent.click(within(screen.getByTestId('integration-2')).getByTestId('integration-toggle'));
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/integration/enable')).toEqual([{ id: 2 }]));
    expect(sentBodies(api, 'POST', '/api/integration/disable')).toEqual([{ id: 1 }]);
  });

  it('deletes only a disabled integration: an enabled one says to disable it first', async () => {
    const api = stubApi({
      'POST /api/integration/list': listed([integrationFixture(), FEED]),
      'POST /api/integration/remove': () => ({ status: 200, body: { success: true } }),
    });
    await renderList();
    fireEvent.click(within(await screen.findByTestId('integration-1')).getByTestId('integration-menu'));
    const refused = await screen.findByTestId('integration-delete-action');
    expect(refused.getAttribute('aria-disabled')).toBe('true');
    expect(refused.textContent).toContain('Disable the integration before deleting it.');
    fireEvent.click(refused);
    expect(screen.queryByTestId('integration-delete')).toBeNull();
    fireEvent.keyDown(refused, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('integration-delete-action')).toBeNull());

    fireEvent.click(within(screen.getByTestId('integration-2')).getByTestId('integration-menu'));
    fireEvent.click(await screen.findByTestId('integration-delete-action'));
    const dialog = await screen.findByTestId('integration-delete');
    expect(within(dialog).getByText('Delete City CAP feed?')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('integration-delete-confirm'));
    expect((await screen.findByTestId('integrations-toast')).textContent).toContain(
      'City CAP feed was deleted.',
    );
    expect(sentBodies(api, 'POST', '/api/integration/remove')).toEqual([{ id: 2 }]);
  });

  it('rotates a key after warning that the old one stops working, then shows the new key once', async () => {
    const api = stubApi({
      'POST /api/integration/list': listed([integrationFixture()]),
      'POST /api/integration/rotateKey': () => ({
        status: 200,
        body: { integration: integrationFixture({ keyHint: 'plk_New' }), apiKey: 'plk_NewSecretKey123' },
      }),
    });
    await renderList();
    fireEvent.click(within(await screen.findByTestId('integration-1')).getByTestId('integration-menu'));
    fireEvent.click(await screen.findByTestId('integration-rotate-key'));
    const confirm = await screen.findByTestId('integration-rotate');
    expect(confirm.textContent).toContain('The current key stops working at once');
    fireEvent.click(within(confirm).getByTestId('integration-rotate-confirm'));

    const dialog = await screen.findByTestId('integration-key-dialog');
    expect(within(dialog).getByTestId('integration-api-key').textContent).toBe('plk_NewSecretKey123');
    expect(within(dialog).getByTestId('integration-key-endpoint').textContent).toBe(
      'https://placard.example/api/integrations/1/alerts',
    );
    expect(dialog.textContent).toContain('it will not be shown again');
    expect(sentBodies(api, 'POST', '/api/integration/rotateKey')).toEqual([{ id: 1 }]);
    fireEvent.click(within(dialog).getByTestId('integration-key-done'));
    await waitFor(() => expect(screen.queryByTestId('integration-key-dialog')).toBeNull());
  });

  it('hides every change while the licence is read-only', async () => {
    stubApi({ 'POST /api/integration/list': listed([integrationFixture()]) });
    await renderList(testSession({ licenseStatus: 'expired' }));
    const card = await screen.findByTestId('integration-1');
    expect(screen.getByTestId('integrations-read-only')).toBeTruthy();
    expect(screen.queryByTestId('integrations-create')).toBeNull();
    expect(within(card).queryByTestId('integration-toggle')).toBeNull();
    fireEvent.click(within(card).getByTestId('integration-menu'));
    expect(await screen.findByTestId('integration-download')).toBeTruthy();
    expect(screen.queryByTestId('integration-rotate-key')).toBeNull();
    expect(screen.queryByTestId('integration-delete-action')).toBeNull();
  });
});
