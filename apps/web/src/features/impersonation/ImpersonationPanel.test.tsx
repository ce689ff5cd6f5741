import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TImpersonationLogEntry, TImpersonationRequest, TSession } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import ImpersonationPanel from '../licensing/ImpersonationPanel';
import { orgNode } from '../organizations/test/organizationNodes';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import { clearImpersonation, impersonationTarget } from '../../app/impersonationMode';

// These pages chain several answers; allow for a busy machine.

function request(id: number, overrides: Partial<TImpersonationRequest> = {}): TImpersonationRequest {
  return {
    id,
    senderOrganizationId: 9,
    senderOrganizationName: 'Head Office',
    senderName: 'Hugo Head',
    senderEmail: 'hugo@example.com',
    recipientOrganizationId: 1,
    recipientOrganizationName: 'Acme Signs',
    state: 'pending',
    createdAt: '2025-03-01T10:00:00.000Z',
    respondedAt: null,
    ...overrides,
  };
}

const LOG: TImpersonationLogEntry[] = [
  {
    id: 1,
    at: '2025-03-02T09:00:00.000Z',
    actorName: 'Hugo Head',
    actorEmail: 'hugo@example.com',
    actorOrganizationName: 'Head Office',
    targetOrganizationId: 1,
    targetOrganizationName: 'Acme Signs',
    method: 'POST',
    path: '/api/users/create',
    action: 'Created a user',
    statusCode: 200,
  },
];

const SENT_ACCEPTED = request(21, {
  senderOrganizationId: 1,
  senderOrganizationName: 'Acme Signs',
  recipientOrganizationId: 2,
  recipientOrganizationName: 'North',
  state: 'accepted',
  respondedAt: '2025-03-03T10:00:00.000Z',
});

function stubPanel(overrides: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/organizations/impersonation/requests/received': () => ({
      status: 200,
      body: [request(11), request(12, { state: 'accepted', senderOrganizationName: 'Regional Office' })],
    }),
    'GET /api/organizations/impersonation/requests/sent': () => ({ status: 200, body: [SENT_ACCEPTED] }),
    'GET /api/organizations/impersonation/requests/accepted': () => ({ status: 200, body: [SENT_ACCEPTED] }),
    'GET /api/organizations/impersonation/log': () => ({ status: 200, body: LOG }),
    'GET /api/organizations/1/suborganizations': () => ({
      status: 200,
      body: [orgNode(2, 1, { name: 'North' }), orgNode(3, 1, { name: 'South' })],
    }),
    'POST /api/organizations/impersonation/11/accept': () => ({
      status: 200,
      body: request(11, { state: 'accepted' }),
    }),
    'POST /api/organizations/impersonation/12/delete': () => ({
      status: 200,
      body: request(12, { state: 'revoked' }),
    }),
    'POST /api/organizations/impersonation/request': ({ body }) => ({
      status: 200,
      body: request(30, {
        recipientOrganizationId: (body as { recipientOrganizationId: number }).recipientOrganizationId,
        recipientOrganizationName: 'South',
      }),
    }),
    ...overrides,
  });
}

async function renderPanel(session: TSession = testSession()) {
  return renderRoutes(
    [
      {
        path: '/organizations',
        element: (
          <WithSession session={session}>
            <ImpersonationPanel />
          </WithSession>
        ),
      },
    ],
    '/organizations',
  );
}

describe('impersonation panel', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    clearImpersonation();
    vi.unstubAllGlobals();
  });

  it('lists received requests; the owner accepts after confirming and can withdraw consent', async () => {
    const api = stubPanel();
    await renderPanel();
    const row = await screen.findByTestId('impersonation-received-11');
    expect(row.textContent).toContain('Head Office');
    expect(row.textContent).toContain('Hugo Head (hugo@example.com)');
    expect(within(row).getByTestId('impersonation-state').textContent).toBe('Pending');
    fireEvent.click(screen.getByTestId('impersonation-accept-11'));
    expect(await screen.findByText('Let Head Office act as your organization?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('impersonation-confirm'));
    expect((await screen.findByTestId('impersonation-received-done')).textContent).toBe(
      'Head Office can now act as your organization.',
    );
    expect(sentBodies(api, 'POST', '/api/organizations/impersonation/11/accept')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('impersonation-withdraw-12'));
    fireEvent.click(await screen.findByTestId('impersonation-confirm'));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/organizations/impersonation/12/delete')).toHaveLength(1),
    );
  });

  it('lets only the owner accept, and says so to an admin', async () => {
    stubPanel();
    await renderPanel(testSession({ roleName: 'admin' }));
    const accept = await screen.findByTestId('impersonation-accept-11');
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('impersonation-owner-only').textContent).toBe(
      'Only the owner of Acme Signs can accept a request. You can still reject it.',
    );
    expect((screen.getByTestId('impersonation-reject-11') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the activity log: when, who, from which organization, action and outcome', async () => {
    stubPanel();
    await renderPanel();
    const log = await screen.findByTestId('impersonation-log');
    const entry = await within(log).findByTestId('impersonation-log-entry');
    expect(entry.textContent).toContain('Hugo Head');
    expect(entry.textContent).toContain('Head Office');
    expect(entry.textContent).toContain('Created a user');
    expect(entry.textContent).toContain('Done');
  });

  it('acts as an accepted sub-organization: cookie, stored name, then /home', async () => {
    stubPanel();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await renderPanel();
    const row = await screen.findByTestId('impersonation-sent-21');
    expect(within(row).getByTestId('impersonation-state').textContent).toBe('Accepted');
    fireEvent.click(await screen.findByTestId('impersonation-start-21'));
    expect(impersonationTarget()).toBe(2);
    expect(localStorage.getItem('impersonationTargetOrganizationId')).toBe('North');
    expect(assign).toHaveBeenCalledWith('/home');
  });

  it('requests access to a direct sub-organization, marking those already asked', async () => {
    const api = stubPanel();
    await renderPanel();
    fireEvent.click(await screen.findByTestId('impersonation-request-button'));
    fireEvent.mouseDown(await screen.findByTestId('impersonation-recipient'));
    const north = await screen.findByTestId('impersonation-recipient-2');
    expect(north.textContent).toBe('North (access granted)');
    expect(north.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByTestId('impersonation-recipient-3'));
    fireEvent.click(screen.getByTestId('impersonation-request-send'));
    expect((await screen.findByTestId('impersonation-sent-done')).textContent).toBe(
      'The request was sent to South.',
    );
    expect(sentBodies(api, 'POST', '/api/organizations/impersonation/request')).toEqual([
      { recipientOrganizationId: 3 },
    ]);
  });

  it('offers no request without the impersonation switch, and no write action while expired', async () => {
    stubPanel();
    const session = testSession();
    await renderPanel({ ...session, licenseFeatures: { ...session.licenseFeatures, impersonation: false } });
    expect(await screen.findByTestId('impersonation-not-licensed')).toBeTruthy();
    expect(screen.queryByTestId('impersonation-request-button')).toBeNull();
    cleanup();

    await renderPanel(testSession({ licenseStatus: 'expired' }));
    await screen.findByTestId('impersonation-received-11');
    expect(screen.queryByTestId('impersonation-accept-11')).toBeNull();
    expect(screen.queryByTestId('impersonation-request-button')).toBeNull();
    expect(screen.queryByTestId('impersonation-revoke-21')).toBeNull();
  });
});
