import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAlert, TSession } from '@placard/contract';
import { landing, renderRoutes } from '../../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../../test/testSession';
import { alertOf } from '../test/alertFixtures';
import AlertsListPage from './AlertsListPage';

const FIRE = alertOf({
  id: 3,
  state: 'active',
  activatedAt: '2026-03-02T11:00:00.000Z',
  activatedBy: { kind: 'user', name: 'Olive Owner' },
});
const STORM = alertOf({ id: 2, name: 'Storm warning', type: 'weather', continuous: false, duration: 90 });
const DRILL = alertOf({
  id: 1,
  name: 'Fire drill',
  state: 'deactivated',
  activatedAt: '2026-03-01T09:00:00.000Z',
  deactivatedAt: '2026-03-01T09:20:00.000Z',
  activatedBy: { kind: 'integration', name: 'County warnings' },
  deactivatedBy: { kind: 'user', name: 'Olive Owner' },
});
const DRILL_NOW = alertOf({
  id: 4,
  name: 'Evacuation drill',
  state: 'active',
  continuous: false,
  duration: 20,
  activatedAt: '2026-03-02T11:50:00.000Z',
  endsAt: '2026-03-02T12:10:00.000Z',
  activatedBy: { kind: 'user', name: 'Olive Owner' },
});
const BROADCAST = alertOf({
  id: 9,
  name: 'Regional flood',
  readOnly: true,
  state: 'active',
  activatedAt: '2026-03-02T10:00:00.000Z',
  origin: { organizationId: 7, organizationName: 'Head office' },
});

function stubAlerts(alerts: TAlert[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({ 'POST /api/alert/list': () => ({ status: 200, body: { results: alerts } }), ...extra });
}

async function renderList(session: TSession = testSession()) {
  await renderRoutes(
    [
      {
        path: '/alerts/list',
        element: (
          <WithSession session={session}>
            <AlertsListPage />
          </WithSession>
        ),
      },
      landing('/alerts/create'),
    ],
    '/alerts/list',
  );
}

const rowOf = (name: string) =>
  screen.getAllByTestId('alert-row').find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('the alert list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each alert with its state, duration and who activated and ended it, and only the actions its state allows', async () => {
    stubAlerts([DRILL_NOW, FIRE, STORM, DRILL, BROADCAST]);
    await renderList();
    await screen.findByTestId('alerts-list');
    expect(screen.getAllByTestId('alert-name').map((name) => name.textContent)).toEqual([
      'Evacuation drill',
      'Fire in building B',
      'Storm warning',
      'Fire drill',
      'Regional flood',
    ]);

    // an active timed alert says when it ends
    const timed = within(rowOf('Evacuation drill')).getAllByTestId('alert-audit');
    expect(timed.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Activated'),
      expect.stringMatching(/^Ends /),
    ]);
    expect(rowOf('Evacuation drill').textContent).toContain('20 minutes');

    const fire = rowOf('Fire in building B');
    expect(within(fire).getByTestId('alert-state').textContent).toBe('Active');
    expect(fire.textContent).toContain('Continuous');
    expect(fire.textContent).toContain('by Olive Owner');
    expect(within(fire).queryByTestId('alert-activate')).toBeNull();
    expect(within(fire).queryByTestId('alert-delete')).toBeNull();
    expect(within(fire).getByTestId('alert-deactivate')).toBeTruthy();

    const storm = rowOf('Storm warning');
    expect(within(storm).getByTestId('alert-state').textContent).toBe('Ready');
    expect(storm.textContent).toContain('1 h 30 min');
    expect(within(storm).queryByTestId('alert-deactivate')).toBeNull();

    const drill = rowOf('Fire drill');
    const audit = within(drill)
      .getAllByTestId('alert-audit')
      .map((line) => line.textContent);
    expect(audit[0]).toContain('by County warnings (integration)');
    expect(audit[1]).toContain('Deactivated');
    expect(audit[1]).toContain('by Olive Owner');

    // a parent's broadcast says where it is from and offers nothing to do
    const broadcast = rowOf('Regional flood');
    expect(within(broadcast).getByTestId('alert-origin').textContent).toBe('From Head office');
    expect(within(broadcast).queryAllByRole('button')).toHaveLength(0);
  });

  it('invites an organization without alerts to create its first', async () => {
    stubAlerts([]);
    await renderList();
    const empty = await screen.findByTestId('alerts-empty');
    expect(within(empty).getByRole('link', { name: 'Create your first alert' }).getAttribute('href')).toBe(
      '/alerts/create',
    );
  });

  it('asks before activating, naming the screens, and shows a refusal of the server in the dialog', async () => {
    const api = stubAlerts([STORM], {
      'POST /api/alert/activate': () => ({
        status: 409,
        body: { error: { code: 'ALERT_ACTIVE', message: 'This alert is active. Deactivate it first.' } },
      }),
    });
    await renderList();
    fireEvent.click(await screen.findByTestId('alert-activate'));
    const dialog = await screen.findByTestId('alert-activate-dialog');
    expect(within(dialog).getByTestId('alert-activate-targets').textContent).toBe(
      'Every screen of Acme Signs.',
    );
    fireEvent.click(within(dialog).getByTestId('alert-activate-dialog-confirm'));
    expect((await within(dialog).findByTestId('alert-activate-dialog-error')).textContent).toBe(
      'This alert is active. Deactivate it first.',
    );
    expect(sentBodies(api, 'POST', '/api/alert/activate')).toEqual([{ id: 2 }]);
  });

  it('still ends an active alert when the licence is read-only, and changes nothing else', async () => {
    const api = stubAlerts([FIRE, STORM], {
      'POST /api/alert/deactivate': () => ({
        status: 200,
        body: { ...FIRE, state: 'deactivated', deactivatedAt: '2026-03-02T12:00:00.000Z' },
      }),
    });
    await renderList(testSession({ licenseStatus: 'expired' }));
    await screen.findByTestId('alerts-list');

    const storm = rowOf('Storm warning');
    expect(within(storm).getByTestId('alert-activate').hasAttribute('disabled')).toBe(true);
    expect(within(storm).getByTestId('alert-edit').hasAttribute('disabled')).toBe(true);
    expect(within(storm).getByTestId('alert-delete').hasAttribute('disabled')).toBe(true);

    const deactivate = within(rowOf('Fire in building B')).getByTestId('alert-deactivate');
    expect(deactivate.hasAttribute('disabled')).toBe(false);
    fireEvent.click(deactivate);
    await waitFor(() => expect(sentBodies(api, 'POST', '/api/alert/deactivate')).toEqual([{ id: 3 }]));
    expect((await screen.findByTestId('alerts-toast')).textContent).toContain(
      'Fire in building B is deactivated.',
    );
  });

  it('opens the delivery of an active alert with the screens counted by where they are', async () => {
    stubAlerts([FIRE], {
      'POST /api/alert/receipts': () => ({
        status: 200,
        body: {
          alertId: 3,
          receipts: [
            {
              deviceKey: 'a',
              deviceName: 'Lobby',
              organizationName: 'Acme Signs',
              status: 'shown',
              shownAt: '2026-03-02T11:00:01.000Z',
            },
            {
              deviceKey: 'b',
              deviceName: 'Cellar',
              organizationName: 'Acme Signs',
              status: 'offline',
              shownAt: null,
            },
            {
              deviceKey: 'c',
              deviceName: 'Hall',
              organizationName: 'Acme Signs',
              status: 'waiting',
              shownAt: null,
            },
          ],
        },
      }),
    });
    await renderList();
    fireEvent.click(await screen.findByTestId('alert-open-receipts'));
    const receipts = await screen.findByTestId('alert-receipts');
    await within(receipts).findAllByTestId('alert-receipt');
    expect(
      within(receipts)
        .getAllByTestId('alert-receipt')
        .map((row) => row.getAttribute('data-status')),
    ).toEqual(['waiting', 'offline', 'shown']);
    expect(within(receipts).getByTestId('alert-receipts-count-shown').textContent).toBe('1 shown');
    expect(within(receipts).getByTestId('alert-receipts-count-offline').textContent).toBe('1 offline');
    expect(within(receipts).getByTestId('alert-receipts-count-waiting').textContent).toBe('1 waiting');
  });
});
