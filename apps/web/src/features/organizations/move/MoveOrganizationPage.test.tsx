import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { renderRoutes } from '../../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../../test/testSession';
import type { OrganizationOutletContext } from '../layout/organizationOutlet';
import { giveElementsSize } from '../../../test/layoutSize';
import { DESCENDANTS, organization, OWN } from '../test/organizationFixtures';
import MoveOrganizationPage from './MoveOrganizationPage';

const NORTH = organization(2, { name: 'North', subOrganizationCount: 1 });

async function renderMove() {
  return renderRoutes(
    [
      {
        path: '/organizations/:orgId',
        element: (
          <WithSession session={testSession()}>
            <Outlet context={{ organization: NORTH } satisfies OrganizationOutletContext} />
          </WithSession>
        ),
        children: [
          { path: 'move', element: <MoveOrganizationPage /> },
          { path: 'info', element: <p data-testid="landed">info</p> },
        ],
      },
    ],
    '/organizations/2/move',
  );
}

describe('move organization page', () => {
  beforeEach(() => {
    giveElementsSize();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('offers only organizations outside the branch, and moves after confirmation', async () => {
    const api = stubApi({
      'GET /api/organizations/1': () => ({ status: 200, body: OWN }),
      'GET /api/organizations/1/allsuborganizations': () => ({ status: 200, body: DESCENDANTS }),
      'POST /api/organizations/2/move': () => ({ status: 200, body: { ...NORTH, parentOrganizationId: 3 } }),
    });
    await renderMove();
    expect(await screen.findByTestId('move-target-3')).toBeTruthy();
    // itself (2), its sub-organization (4) and its current parent (1) are not offered
    expect(screen.queryByTestId('move-target-2')).toBeNull();
    expect(screen.queryByTestId('move-target-4')).toBeNull();
    expect(screen.queryByTestId('move-target-1')).toBeNull();
    expect((screen.getByTestId('move-submit') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByTestId('move-target'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('move-targets-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('move-target'), { target: { value: 'sou' } });
    fireEvent.click(await screen.findByTestId('move-target-3'));
    fireEvent.click(screen.getByTestId('move-submit'));
    expect((await screen.findByTestId('move-dialog')).textContent).toContain(
      'North and its sub-organizations will belong to South.',
    );
    fireEvent.click(screen.getByTestId('move-confirm'));
    expect((await screen.findByTestId('landed')).textContent).toBe('info');
    expect(sentBodies(api, 'POST', '/api/organizations/2/move')).toEqual([{ targetOrganizationId: 3 }]);
  });
});
