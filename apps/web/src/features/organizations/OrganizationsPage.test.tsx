import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TPackageInfo, TSession } from '@placard/contract';
import { PACKAGE_DEFAULTS } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import OrganizationsPage from './OrganizationsPage';
import { DESCENDANTS, organization, OWN } from './test/organizationFixtures';
import { giveElementsSize } from '../../test/layoutSize';

const PACKAGES: TPackageInfo[] = [
  {
    name: 'Location 1 year',
    type: 'location_1y',
    numDevices: 10,
    numUsers: 10,
    validityDays: 365,
    interactiveDeviceLimit: 2,
    ...PACKAGE_DEFAULTS.location_1y.features,
  },
];

function stubOrganizations(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/organizations/1': () => ({ status: 200, body: OWN }),
    'GET /api/organizations/1/allsuborganizations': () => ({ status: 200, body: DESCENDANTS }),
    'GET /api/organizations/1/suborganizations': ({ url }) => {
      const q = new URL(url, 'http://x').searchParams.get('q') ?? '';
      return {
        status: 200,
        body: DESCENDANTS.filter((node) => node.name.toLowerCase().includes(q.toLowerCase())),
      };
    },
    'GET /api/license/packages': () => ({ status: 200, body: PACKAGES }),
    ...extra,
  });
}

async function renderPage(session: TSession = testSession()) {
  return renderRoutes(
    [
      {
        path: '/organizations',
        element: (
          <WithSession session={session}>
            <OrganizationsPage />
          </WithSession>
        ),
      },
    ],
    '/organizations',
  );
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('organizations page', () => {
  beforeEach(() => {
    giveElementsSize();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the own organization with its children, and opens a branch', async () => {
    stubOrganizations();
    await renderPage();
    const own = await screen.findByTestId('org-row-1');
    expect(own.getAttribute('href')).toBe('/organizations/1/info');
    expect(own.textContent).toContain('Acme Signs');
    expect(screen.getByTestId('org-row-2').textContent).toContain('Trial');
    expect(screen.getByTestId('org-row-3').textContent).toContain('Expired');
    expect(screen.queryByTestId('org-row-4')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show the sub-organizations of North' }));
    expect((await screen.findByTestId('org-row-4')).textContent).toContain('North Shop');
    fireEvent.click(screen.getByTestId('org-collapse-all'));
    expect(screen.queryByTestId('org-row-2')).toBeNull();
    fireEvent.click(screen.getByTestId('org-expand-all'));
    expect(screen.getByTestId('org-row-4')).toBeTruthy();
    expect(screen.getByTestId('org-count').textContent).toBe('4 organizations');
  });

  it('searches the sub-organizations and shows each one with its path', async () => {
    const api = stubOrganizations();
    await renderPage();
    await screen.findByTestId('org-row-1');
    fill('org-search', 'shop');
    const result = await screen.findByTestId('org-result-4');
    expect(result.getAttribute('href')).toBe('/organizations/4/info');
    expect(within(result).getByTestId('org-result-path').textContent).toContain('Acme Signs › North');
    expect(
      api.mock.calls.some(([url]) => String(url) === '/api/organizations/1/suborganizations?q=shop'),
    ).toBe(true);

    fill('org-search', 'nothing like it');
    expect(await screen.findByText('No search results found')).toBeTruthy();
    fill('org-search', '');
    expect(await screen.findByTestId('org-row-2')).toBeTruthy();
  });

  it('hides "New sub-organization" when the licence allows no sub-organization updates', async () => {
    stubOrganizations();
    const session = testSession();
    await renderPage({ ...session, licenseFeatures: { ...session.licenseFeatures, subOrgUpdateAccess: 0 } });
    await screen.findByTestId('org-row-1');
    expect(screen.queryByTestId('new-suborg-button')).toBeNull();
  });

  it('creates a sub-organization in three steps and shows the server refusal', async () => {
    let refuse = true;
    const api = stubOrganizations({
      'POST /api/organizations/1/suborganizations/create': () =>
        refuse
          ? {
              status: 409,
              body: { error: { code: 'EMAIL_EXISTS', message: 'This email is already in use.' } },
            }
          : { status: 200, body: organization(9, { name: 'East', ownerEmail: 'erin@example.com' }) },
    });
    await renderPage();
    fireEvent.click(await screen.findByTestId('new-suborg-button'));

    fireEvent.click(screen.getByTestId('suborg-next'));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    fill('suborg-name', 'East');
    fill('suborg-city', 'Luleå');
    fill('suborg-state', 'Norrbotten');
    const country = within(screen.getByTestId('suborg-country')).getByRole('combobox');
    fireEvent.change(country, { target: { value: 'Swed' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Sweden' }));
    fireEvent.click(screen.getByTestId('suborg-next'));

    await screen.findByTestId('suborg-owner-name');
    fill('suborg-owner-name', 'Erin East');
    fill('suborg-owner-email', 'erin@example.com');
    fireEvent.click(screen.getByTestId('suborg-next'));

    fireEvent.mouseDown(within(await screen.findByTestId('suborg-package')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Location – 1 year' }));
    await waitFor(() => expect((screen.getByTestId('suborg-devices') as HTMLInputElement).value).toBe('10'));
    fireEvent.click(screen.getByTestId('suborg-users-unlimited'));
    fireEvent.click(screen.getByTestId('suborg-submit'));

    expect((await screen.findByTestId('suborg-error')).textContent).toBe('This email is already in use.');
    expect(sentBodies(api, 'POST', '/api/organizations/1/suborganizations/create')).toEqual([
      {
        parentOrganizationId: 1,
        name: 'East',
        contactEmail: null,
        contactPhoneNumber: null,
        description: null,
        city: 'Luleå',
        state: 'Norrbotten',
        country: 'SE',
        // choosing Sweden moved the time zone to Sweden's
        timezone: 'Europe/Stockholm',
        ownerName: 'Erin East',
        ownerEmail: 'erin@example.com',
        licenseData: {
          package: 'location_1y',
          numDevices: 10,
          numUsers: null,
          validityDays: 365,
          interactiveDeviceLimit: 2,
        },
      },
    ]);

    refuse = false;
    fireEvent.click(screen.getByTestId('suborg-submit'));
    expect((await screen.findByTestId('organizations-flash')).textContent).toContain('East was created.');
  }, 30_000);
});
