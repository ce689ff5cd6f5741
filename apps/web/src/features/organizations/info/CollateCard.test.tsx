import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useOrganization } from '../../../api/organizations';
import { renderRoutes } from '../../../test/renderApp';
import { sentBodies, stubApi } from '../../../test/testSession';
import { organization } from '../test/organizationFixtures';
import { CollateCard } from './CollateCard';

const RECORD = 'placard-verification=Q2x9s8Lk1mN0pR4tV7wY3zAb';
const OFF = organization(1, { domain: null, collate: false, collationState: 'off', collationRecord: null });
const PENDING = organization(1, {
  domain: 'acme.example',
  collate: false,
  collationState: 'pending',
  collationRecord: RECORD,
});
const ACTIVE = organization(1, { ...PENDING, collate: true, collationState: 'active' });

/** The card as the information page shows it: fed by the organization query. */
function Card({ editable }: { editable: boolean }) {
  const { data } = useOrganization(1);
  return data ? <CollateCard organization={data} editable={editable} /> : null;
}

function renderCard(editable = true) {
  return renderRoutes([{ path: '/', element: <Card editable={editable} /> }], '/');
}

const refused = {
  status: 400,
  body: {
    error: {
      code: 'DOMAIN_RECORD_NOT_FOUND',
      message:
        'The TXT record was not found on the domain yet. Add it and try again; DNS changes can take a while.',
    },
  },
};

describe('the join-by-email-domain card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it(
    'asks for collation and then shows the TXT record to add, with a copy button',
    { timeout: 20_000 },
    async () => {
      let current = OFF;
      const api = stubApi({
        'GET /api/organizations/1': () => ({ status: 200, body: current }),
        'POST /api/organizations/1/collate': () => {
          current = PENDING;
          return { status: 200, body: PENDING };
        },
      });
      const writeText = vi.fn(() => Promise.resolve());
      vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
      await renderCard();
      expect(screen.queryByTestId('org-collate-state')).toBeNull();
      fireEvent.click(await screen.findByTestId('org-collate-switch'));
      fireEvent.change(screen.getByTestId('org-collate-domain'), { target: { value: 'acme.example' } });
      fireEvent.click(screen.getByTestId('org-collate-save'));

      const state = await screen.findByTestId('org-collate-state');
      expect(state.dataset.state).toBe('pending');
      expect(sentBodies(api, 'POST', '/api/organizations/1/collate')).toEqual([
        { collate: true, domain: 'acme.example' },
      ]);
      expect(state.textContent).toContain('Add this TXT record to the DNS of acme.example, then verify.');
      expect(screen.getByTestId('org-collate-record').textContent).toBe(RECORD);
      fireEvent.click(screen.getByTestId('org-collate-record-copy'));
      expect(writeText).toHaveBeenCalledWith(RECORD);
      await waitFor(() =>
        expect(screen.getByTestId('org-collate-record-copy').textContent).toContain('Copied'),
      );
    },
  );

  it('verifies now: says when the record is not found yet, and shows collation active once it is', async () => {
    let found = false;
    const api = stubApi({
      'GET /api/organizations/1': () => ({ status: 200, body: found ? ACTIVE : PENDING }),
      'POST /api/organizations/1/collate/verify': () => (found ? { status: 200, body: ACTIVE } : refused),
    });
    await renderCard();
    fireEvent.click(await screen.findByTestId('org-collate-verify'));
    expect((await screen.findByTestId('org-collate-verify-error')).textContent).toBe(
      refused.body.error.message,
    );
    expect(screen.getByTestId('org-collate-state').dataset.state).toBe('pending');

    found = true;
    fireEvent.click(screen.getByTestId('org-collate-verify'));
    await waitFor(() => expect(screen.getByTestId('org-collate-state').dataset.state).toBe('active'));
    expect(screen.getByTestId('org-collate-state').textContent).toBe(
      'Verified: people who register with an address on acme.example ask to join your organization.',
    );
    expect(screen.queryByTestId('org-collate-verify')).toBeNull();
    expect(sentBodies(api, 'POST', '/api/organizations/1/collate/verify')).toEqual([{}, {}]);
  });

  it('shows a viewer the state and the record, without the verify button', async () => {
    stubApi({ 'GET /api/organizations/1': () => ({ status: 200, body: PENDING }) });
    await renderCard(false);
    expect((await screen.findByTestId('org-collate-view')).textContent).toContain(
      'Waiting for DNS verification',
    );
    expect(screen.getByTestId('org-collate-record').textContent).toBe(RECORD);
    expect(screen.queryByTestId('org-collate-verify')).toBeNull();
  });
});
