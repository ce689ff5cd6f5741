import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { TOrganization, TSession } from '@placard/contract';
import { renderRoutes } from '../../../test/renderApp';
import { stubApi, testSession, WithSession } from '../../../test/testSession';
import { organization } from '../test/organizationFixtures';
import OrganizationLayout from './OrganizationLayout';

const tab = (name: string) => ({ path: name, element: <p data-testid="landed">{name}</p> });

async function renderLayout(org: TOrganization, path: string, session: TSession = testSession()) {
  stubApi({ [`GET /api/organizations/${org.id}`]: () => ({ status: 200, body: org }) });
  return renderRoutes(
    [
      {
        path: '/organizations/:orgId',
        element: (
          <WithSession session={session}>
            <OrganizationLayout />
          </WithSession>
        ),
        children: ['info', 'license', 'addons', 'users', 'theme', 'move'].map(tab),
      },
    ],
    path,
  );
}

const tabNames = () => screen.queryAllByRole('tab').map((element) => element.getAttribute('data-testid'));

describe('organization page layout', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the name, the licence and every tab of a fully managed sub-organization', async () => {
    await renderLayout(organization(5, { name: 'North' }), '/organizations/5/users');
    expect((await screen.findByTestId('organization-title')).textContent).toBe('North');
    expect(screen.getByTestId('license-chip').textContent).toBe('Active');
    expect(tabNames()).toEqual([
      'org-tab-info',
      'org-tab-license',
      'org-tab-addons',
      'org-tab-users',
      'org-tab-theme',
      'org-tab-move',
    ]);
    expect(screen.getByTestId('org-tab-users').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('org-tab-move').getAttribute('href')).toBe('/organizations/5/move');
    expect(screen.getByTestId('landed').textContent).toBe('users');
  });

  it('has no move tab for the own organization, and no theme tab without theme management', async () => {
    const session = testSession();
    await renderLayout(organization(1, { isOwn: true }), '/organizations/1/info', {
      ...session,
      licenseFeatures: { ...session.licenseFeatures, themeManagement: false },
    });
    await screen.findByTestId('organization-title');
    expect(tabNames()).toEqual(['org-tab-info', 'org-tab-license', 'org-tab-addons', 'org-tab-users']);
  });

  it('sends a hidden tab back to info', async () => {
    await renderLayout(organization(5, { accessState: 'LIMITED_ACCESS' }), '/organizations/5/users');
    expect((await screen.findByTestId('landed')).textContent).toBe('info');
    expect(tabNames()).toEqual(['org-tab-info', 'org-tab-license']);
    expect(screen.getByTestId('org-limited-chip')).toBeTruthy();
  });

  it('says so when the organization is not found', async () => {
    await renderLayout(organization(5), '/organizations/6/info');
    expect(await screen.findByTestId('organization-not-found')).toBeTruthy();
  });
});
