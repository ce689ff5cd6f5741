import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALERT_TYPE_COLORS, type TSession } from '@placard/contract';
import { landing, renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import { deviceEntry, groupNode } from '../devices/test/deviceFixtures';
import IntegrationEditPage from './IntegrationEditPage';
import { integrationFixture } from './test/integrationFixtures';

async function renderEdit(path: string, session: TSession = testSession()) {
  return renderRoutes(
    [
      {
        path: '/alerts/integrations/edit/:orgId/:integrationId',
        element: (
          <WithSession session={session}>
            <IntegrationEditPage />
          </WithSession>
        ),
      },
      landing('/alerts/integrations'),
    ],
    path,
  );
}

const NO_SCREENS = {
  'POST /api/group/groupList': () => ({ status: 200, body: { results: [] } }),
  'POST /api/device/1/list': () => ({ status: 200, body: { results: [] } }),
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('integration edit page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is not found for an organization other than the one acted for, or an id that is none', async () => {
    const api = stubApi({ 'POST /api/integration/list': () => ({ status: 200, body: { results: [] } }) });
    await renderEdit('/alerts/integrations/edit/2/new');
    expect(await screen.findByTestId('integration-not-found')).toBeTruthy();
    expect(screen.queryByTestId('integration-form')).toBeNull();
    cleanup();
    await renderEdit('/alerts/integrations/edit/1/77');
    expect(await screen.findByTestId('integration-not-found')).toBeTruthy();
    cleanup();
    await renderEdit('/alerts/integrations/edit/1/abc');
    expect(await screen.findByTestId('integration-not-found')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/integration/list')).toHaveLength(1);
  });

  it('creates a CAP feed integration, then shows its key once and goes to the list', async () => {
    const created = integrationFixture({ id: 9, name: 'City feed', provider: 'capFeed', state: 'enabled' });
    const api = stubApi({
      ...NO_SCREENS,
      'POST /api/integration/create': () => ({
        status: 200,
        body: { integration: created, apiKey: 'plk_Secret9' },
      }),
    });
    const { router } = await renderEdit('/alerts/integrations/edit/1/new');
    await screen.findByTestId('integration-form');
    type('integration-name-input', 'City feed');
    expect(screen.queryByTestId('integration-feed-url')).toBeNull();
    fireEvent.click(screen.getByTestId('integration-provider-capFeed'));
    type('integration-feed-url', 'https://feeds.example/cap.xml');
    expect((screen.getByTestId('integration-poll-minutes') as HTMLInputElement).value).toBe('5');

    // a new type brings its colours
    fireEvent.mouseDown(screen.getByTestId('integration-type'));
    fireEvent.click(await screen.findByTestId('alert-type-option-fire'));
    await waitFor(() =>
      expect((screen.getByTestId('integration-backgroundColor') as HTMLInputElement).value).toBe(
        ALERT_TYPE_COLORS.fire.backgroundColor,
      ),
    );
    fireEvent.click(screen.getByTestId('integration-continuous'));
    expect(screen.queryByTestId('integration-duration')).toBeNull();
    fireEvent.click(screen.getByTestId('integration-save'));

    const dialog = await screen.findByTestId('integration-key-dialog');
    expect(within(dialog).getByTestId('integration-api-key').textContent).toBe('plk_Secret9');
    expect(within(dialog).getByTestId('integration-key-endpoint').textContent).toBe(created.endpoint);
    expect(sentBodies(api, 'POST', '/api/integration/create')).toEqual([
      {
        name: 'City feed',
        provider: 'capFeed',
        targets: { all: true, groupIds: [], deviceIds: [], organizationIds: [] },
        defaults: { type: 'fire', ...ALERT_TYPE_COLORS.fire, continuous: true, duration: null },
        feedUrl: 'https://feeds.example/cap.xml',
        pollMinutes: 5,
      },
    ]);
    fireEvent.click(within(dialog).getByTestId('integration-key-done'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts/integrations'));
  });

  it("checks the form as the server does, and shows the server's field error on its field", async () => {
    const api = stubApi({
      ...NO_SCREENS,
      'POST /api/integration/create': () => ({
        status: 409,
        body: {
          error: {
            code: 'NAME_TAKEN',
            message: 'An integration with this name already exists.',
            fields: { name: 'An integration with this name already exists.' },
          },
        },
      }),
    });
    await renderEdit('/alerts/integrations/edit/1/new');
    await screen.findByTestId('integration-form');
    fireEvent.click(screen.getByTestId('integration-targets-chosen'));
    type('integration-duration', '');
    fireEvent.click(screen.getByTestId('integration-save'));
    expect((await screen.findByTestId('integration-targets-error')).textContent).toBe(
      'Choose where the alert shows: all screens, or some groups, screens or sub-organizations.',
    );
    // the empty duration is refused on its field too
    expect(screen.getByTestId('integration-duration').getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(api, 'POST', '/api/integration/create')).toEqual([]);

    fireEvent.click(screen.getByTestId('integration-targets-all'));
    type('integration-duration', '30');
    type('integration-name-input', 'Warnings');
    fireEvent.click(screen.getByTestId('integration-save'));
    expect(await screen.findByText('An integration with this name already exists.')).toBeTruthy();
    expect(screen.queryByTestId('integration-form-error')).toBeNull();
    expect(sentBodies(api, 'POST', '/api/integration/create')).toHaveLength(1);
  });

  it('sends the chosen groups and screens, a subgroup offered under its group', async () => {
    const lobby = groupNode({ id: 5, name: 'Lobby', parentId: 3 });
    const api = stubApi({
      'POST /api/group/groupList': () => ({
        status: 200,
        body: { results: [groupNode({ id: 3, name: 'Building A', groups: [lobby] })] },
      }),
      'POST /api/device/1/list': () => ({
        status: 200,
        body: { results: [deviceEntry({ id: 11, deviceKey: 'key-11', name: 'Reception' })] },
      }),
      'POST /api/integration/create': () => ({
        status: 200,
        body: { integration: integrationFixture({ id: 12 }), apiKey: 'plk_Secret12' },
      }),
    });
    await renderEdit('/alerts/integrations/edit/1/new');
    await screen.findByTestId('integration-form');
    type('integration-name-input', 'Campus alarm');
    fireEvent.click(screen.getByTestId('integration-targets-chosen'));

    fireEvent.keyDown(screen.getByTestId('integration-targets-groups'), { key: 'ArrowDown' });
    const groups = await screen.findByRole('listbox');
    // each option's lines: its name, then the groups it sits in
    expect(
      within(groups)
        .getAllByRole('option')
        .map((option) =>
          within(option)
            .getAllByText(/./)
            .map((line) => line.textContent),
        ),
    ).toEqual([['Building A'], ['Lobby', 'Building A']]);
    fireEvent.click(within(groups).getByText('Lobby'));
    fireEvent.keyDown(screen.getByTestId('integration-targets-groups'), { key: 'Escape' });

    fireEvent.keyDown(screen.getByTestId('integration-targets-screens'), { key: 'ArrowDown' });
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Reception'));
    fireEvent.click(screen.getByTestId('integration-save'));

    await screen.findByTestId('integration-key-dialog');
    expect(sentBodies(api, 'POST', '/api/integration/create')[0]).toMatchObject({
      targets: { all: false, groupIds: [5], deviceIds: [11], organizationIds: [] },
    });
  });

  it("shows a feed's last error above the form", async () => {
    const feed = integrationFixture({
      id: 6,
      provider: 'capFeed',
      feedUrl: 'https://feeds.example/cap.xml',
      pollMinutes: 5,
      lastError: 'The feed answered 503 Service Unavailable.',
    });
    stubApi({
      ...NO_SCREENS,
      'POST /api/integration/list': () => ({ status: 200, body: { results: [feed] } }),
    });
    await renderEdit('/alerts/integrations/edit/1/6');
    const connection = await screen.findByTestId('integration-connection');
    expect(within(connection).getByTestId('integration-feed-error').textContent).toContain('503');
    expect((screen.getByTestId('integration-feed-url') as HTMLInputElement).value).toBe(feed.feedUrl);
  });

  it('shows an integration with its endpoint and key hint, and saves changes to it', async () => {
    const integration = integrationFixture({ id: 4 });
    const api = stubApi({
      ...NO_SCREENS,
      'POST /api/integration/list': () => ({ status: 200, body: { results: [integration] } }),
      'POST /api/integration/update': ({ body }) => ({
        status: 200,
        body: { ...integration, ...(body as object) },
      }),
    });
    await renderEdit('/alerts/integrations/edit/1/4');
    const connection = await screen.findByTestId('integration-connection');
    expect(within(connection).getByTestId('integration-endpoint').textContent).toBe(integration.endpoint);
    expect(within(connection).getByTestId('integration-key-hint').textContent).toBe('plk_AbC…');
    expect(within(connection).getByTestId('integration-rotate-key')).toBeTruthy();
    expect(within(connection).getByTestId('integration-download')).toBeTruthy();
    expect((screen.getByTestId('integration-name-input') as HTMLInputElement).value).toBe(
      'Regional warnings',
    );

    type('integration-name-input', 'Regional warnings (north)');
    fireEvent.click(screen.getByTestId('integration-save'));
    expect((await screen.findByTestId('integration-toast')).textContent).toContain(
      'Regional warnings (north) was saved.',
    );
    expect(sentBodies(api, 'POST', '/api/integration/update')[0]).toMatchObject({
      id: 4,
      name: 'Regional warnings (north)',
      provider: 'json',
      defaults: { duration: 60 },
    });
  });
});
