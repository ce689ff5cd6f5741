import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TLicenseInfo, TSession } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import LicensingPage from './LicensingPage';
import OrganizationLicenseTab from './OrganizationLicenseTab';
import { licenseInfo, packageInfo, PACKAGES } from './test/licenseFixtures';

// These pages chain several answers; allow for a busy machine.

function stubLicensing(info: TLicenseInfo, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'POST /api/license/info': () => ({ status: 200, body: info }),
    'GET /api/license/packages': () => ({ status: 200, body: PACKAGES }),
    'POST /api/license/packageinfo': ({ body }) => ({
      status: 200,
      body: packageInfo((body as { package: 'trial' }).package),
    }),
    [`GET /api/license/${info.organizationId}/credits`]: () => ({
      status: 200,
      body: { totalCredits: 500, usedCredits: 120 },
    }),
    [`GET /api/organizations/${info.organizationId}/license/pricing`]: () => ({
      status: 200,
      body: { organizationId: info.organizationId, items: [{ item: 'device_month', value: 12.5 }] },
    }),
    'POST /api/license/update': ({ body }) => ({
      status: 200,
      body: { ...info, ...(body as { data: object }).data },
    }),
    ...extra,
  });
}

async function renderTab(session: TSession = testSession(), orgId = 2) {
  return renderRoutes(
    [
      {
        path: '/organizations/:orgId/license',
        element: (
          <WithSession session={session}>
            <OrganizationLicenseTab />
          </WithSession>
        ),
      },
      {
        path: '/licensing/:orgId',
        element: (
          <WithSession session={session}>
            <LicensingPage />
          </WithSession>
        ),
      },
    ],
    `/organizations/${orgId}/license`,
  );
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('licence tab', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the licence card: package, state, dates, usage, unlimited limits and granted switches', async () => {
    stubLicensing(licenseInfo());
    await renderTab();
    const card = await screen.findByTestId('license-card');
    expect(within(card).getByTestId('license-card-package').textContent).toBe('Location, 1 year');
    expect(within(card).getByTestId('license-state').getAttribute('data-state')).toBe('active');
    expect(within(card).getByTestId('license-card-devices').textContent).toBe('4 of 10 used');
    expect(within(card).getByTestId('license-card-users').textContent).toBe('3 used (unlimited)');
    expect(within(card).getByTestId('license-card-interactive').textContent).toBe('2');
    expect(within(card).getByTestId('license-card-valid-until').textContent).toContain('2099');
    expect(within(card).getByTestId('license-grant-themeManagement')).toBeTruthy();
    expect(within(card).queryByTestId('license-grant-aiAssistant')).toBeNull();
    expect(await screen.findByTestId('credits-remaining')).toHaveProperty('textContent', '380');
    expect(screen.getByTestId('credits-add')).toBeTruthy();
    expect(screen.getByTestId('license-edit')).toBeTruthy();
  });

  it('pre-fills a chosen package, and saves with updateLocalTime at the end of today', async () => {
    const api = stubLicensing(licenseInfo());
    await renderTab();
    await screen.findByTestId('license-edit');
    fireEvent.mouseDown(screen.getByTestId('license-package'));
    fireEvent.click(await screen.findByTestId('license-package-trial'));
    await waitFor(() => expect(screen.getByTestId('license-devices')).toHaveProperty('value', '2'));
    expect(screen.getByTestId('license-days')).toHaveProperty('value', '30');
    expect(screen.getByTestId('license-users')).toHaveProperty('value', '3');

    fireEvent.click(screen.getByTestId('license-unlimited-users'));
    fill('license-days', '45');
    fireEvent.click(screen.getByTestId('license-save'));

    await screen.findByTestId('license-saved');
    const [sent] = sentBodies(api, 'POST', '/api/license/update') as { data: Record<string, unknown> }[];
    expect(sent?.data).toMatchObject({
      organizationId: 2,
      package: 'trial',
      numDevices: 2,
      numUsers: null,
      interactiveDeviceLimit: 0,
      validityDays: 45,
      subOrgUpdateAccess: 0,
      themeManagement: false,
      newsAddOn: true,
    });
    const local = new Date(String(sent?.data.updateLocalTime));
    expect([local.getHours(), local.getMinutes(), local.getSeconds(), local.getMilliseconds()]).toEqual([
      23, 59, 59, 999,
    ]);
    expect(local.toDateString()).toBe(new Date().toDateString());
  });

  it("says 'Exceeded device limit' and sends nothing while interactive devices exceed devices", async () => {
    const api = stubLicensing(licenseInfo());
    await renderTab();
    await screen.findByTestId('license-edit');
    fill('license-devices', '3');
    fill('license-interactive', '5');
    expect((await screen.findAllByText('Exceeded device limit')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('license-save'));
    await waitFor(() =>
      expect(screen.getByTestId('license-interactive').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sentBodies(api, 'POST', '/api/license/update')).toHaveLength(0);
  });

  it('shows the server message when the parent cannot grant as much', async () => {
    stubLicensing(licenseInfo(), {
      'POST /api/license/update': () => ({
        status: 403,
        body: {
          error: {
            code: 'LICENSE_EXCEEDS_PARENT',
            message: 'More than your own licence allows.',
            fields: { validityDays: 'Later than your own licence.' },
          },
        },
      }),
    });
    await renderTab();
    await screen.findByTestId('license-edit');
    fireEvent.click(screen.getByTestId('license-save'));
    expect((await screen.findByTestId('license-save-error')).textContent).toBe(
      'More than your own licence allows.',
    );
    // The licence has an end date, so the duration's error goes on the end date.
    expect(screen.getByTestId('license-end-date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Later than your own licence.')).toBeTruthy();
  });

  it('is read-only for the own organization: no form, no credits, and says why', async () => {
    stubLicensing(licenseInfo({ organizationId: 1, organizationName: 'Acme Signs', canUpdate: false }));
    await renderTab(testSession(), 1);
    expect((await screen.findByTestId('license-read-only')).getAttribute('data-reason')).toBe('own');
    expect(screen.queryByTestId('license-edit')).toBeNull();
    expect(screen.queryByTestId('credits-add')).toBeNull();
    expect(await screen.findByTestId('pricing-card')).toBeTruthy();
    expect(screen.queryByTestId('pricing-save-device_month')).toBeNull();
  });

  it('lets limited access add credits but not change the licence', async () => {
    const api = stubLicensing(licenseInfo({ accessState: 'LIMITED_ACCESS', canUpdate: false }), {
      'POST /api/license/2/credits/add': ({ body }) => ({
        status: 200,
        body: {
          success: true,
          credits: {
            totalCredits: 500 + (body as { numberOfCredits: number }).numberOfCredits,
            usedCredits: 120,
          },
        },
      }),
    });
    await renderTab();
    expect((await screen.findByTestId('license-read-only')).getAttribute('data-reason')).toBe('limited');
    expect(screen.queryByTestId('license-edit')).toBeNull();
    fireEvent.click(await screen.findByTestId('credits-add'));
    fill('credits-number', '0');
    fireEvent.click(screen.getByTestId('credits-add-confirm'));
    expect(await screen.findByText('Please enter 1 or more.')).toBeTruthy();
    fill('credits-number', '100');
    fireEvent.click(screen.getByTestId('credits-add-confirm'));
    await screen.findByTestId('credits-added');
    expect(sentBodies(api, 'POST', '/api/license/2/credits/add')).toEqual([{ numberOfCredits: 100 }]);
    await waitFor(() => expect(screen.getByTestId('credits-remaining').textContent).toBe('480'));
  });

  it('hides every write action while the own licence has expired, but keeps the trial extension', async () => {
    stubLicensing(licenseInfo({ package: 'trial', state: 'trial', canExtendTrial: true }));
    await renderTab(testSession({ licenseStatus: 'expired', licenseState: 'expired' }));
    expect((await screen.findByTestId('license-read-only')).getAttribute('data-reason')).toBe('expired');
    expect(screen.queryByTestId('license-edit')).toBeNull();
    expect(screen.queryByTestId('credits-add')).toBeNull();
    // The server allows the extension (a GET) even while read-only: it is how an ended trial comes back.
    expect(screen.getByTestId('extend-trial')).toBeTruthy();
  });

  it('extends a trial and names the organization; a refusal shows the server message', async () => {
    let answer = { status: 200, body: { organizationName: 'North' } as unknown };
    stubLicensing(licenseInfo({ package: 'trial', state: 'trial', canExtendTrial: true }), {
      'GET /api/license/2/demo-extension': () => answer,
    });
    await renderTab();
    fireEvent.click(await screen.findByTestId('extend-trial'));
    expect((await screen.findByTestId('extend-trial-done')).textContent).toBe(
      'The trial of North was extended by 30 days.',
    );
    answer = {
      status: 400,
      body: { error: { code: 'DEMO_EXTENSION_FAILED', message: 'A trial can be extended only once.' } },
    };
    fireEvent.click(screen.getByTestId('extend-trial'));
    expect((await screen.findByTestId('extend-trial-error')).textContent).toBe(
      'A trial can be extended only once.',
    );
  });

  it('edits a price', async () => {
    const api = stubLicensing(licenseInfo(), {
      'POST /api/organizations/2/license/pricing/update': ({ body }) => ({
        status: 200,
        body: { organizationId: 2, items: [body] },
      }),
    });
    await renderTab();
    await screen.findByTestId('pricing-value-device_month');
    await waitFor(() =>
      expect(screen.getByTestId('pricing-value-device_month')).toHaveProperty('value', '12.5'),
    );
    fill('pricing-value-device_month', '14,75');
    fireEvent.click(screen.getByTestId('pricing-save-device_month'));
    await screen.findByTestId('pricing-saved');
    expect(sentBodies(api, 'POST', '/api/organizations/2/license/pricing/update')).toEqual([
      { item: 'device_month', value: 14.75 },
    ]);
  });

  it('groups the prices, with AI assistant actions in credits and their standard price while unset', async () => {
    const api = stubLicensing(licenseInfo(), {
      'POST /api/organizations/2/license/pricing/update': ({ body }) => ({
        status: 200,
        body: { organizationId: 2, items: [body] },
      }),
    });
    await renderTab();
    const assistant = await screen.findByTestId('pricing-group-assistant');
    expect(within(assistant).getByRole('heading', { name: 'AI assistant' })).toBeTruthy();
    expect(within(screen.getByTestId('pricing-group-subscription')).getByText('Setup fee')).toBeTruthy();
    expect(within(assistant).getByText('Design a slide')).toBeTruthy();
    expect(screen.getByTestId('pricing-value-ai_design')).toHaveProperty('value', '');
    expect(
      within(screen.getByTestId('pricing-row-ai_design')).getByText('Standard price: 3 credits'),
    ).toBeTruthy();
    // the credit packages are priced by the platform only
    expect(screen.queryByTestId('pricing-group-packages')).toBeNull();
    fill('pricing-value-ai_design', '2');
    fireEvent.click(screen.getByTestId('pricing-save-ai_design'));
    await screen.findByTestId('pricing-saved');
    expect(sentBodies(api, 'POST', '/api/organizations/2/license/pricing/update')).toEqual([
      { item: 'ai_design', value: 2 },
    ]);
  });

  it('shows prices read-only with the standard price of an unset action', async () => {
    stubLicensing(licenseInfo({ accessState: 'LIMITED_ACCESS', canUpdate: false }));
    await renderTab();
    const row = await screen.findByTestId('pricing-row-ai_draft_playlist');
    expect(row.textContent).toBe('Draft a playlist5 credits (standard)');
    expect(screen.getByTestId('pricing-row-device_month').textContent).toBe('Per device and month12.50');
  });

  it("lets the platform's own admins price the credit packages it sells", async () => {
    const session = testSession({ isRootOrganization: true });
    const api = stubLicensing(
      licenseInfo({ organizationId: 1, organizationName: 'Acme Signs', canUpdate: false }),
      {
        'GET /api/license/1/credits': () => ({ status: 200, body: { totalCredits: 0, usedCredits: 0 } }),
        'GET /api/organizations/1/license/pricing': () => ({
          status: 200,
          body: { organizationId: 1, items: [] },
        }),
        'POST /api/organizations/1/license/pricing/update': ({ body }) => ({
          status: 200,
          body: { organizationId: 1, items: [body] },
        }),
      },
    );
    await renderTab(session, 1);
    const packages = await screen.findByTestId('pricing-group-packages');
    expect(within(packages).getByText('Package of 500 credits')).toBeTruthy();
    expect(within(packages).getByText('Standard price: 45.00')).toBeTruthy();
    expect(screen.queryByTestId('pricing-group-assistant')).toBeNull();
    fill('pricing-value-credits_500', '39,5');
    fireEvent.click(screen.getByTestId('pricing-save-credits_500'));
    await screen.findByTestId('pricing-saved');
    expect(sentBodies(api, 'POST', '/api/organizations/1/license/pricing/update')).toEqual([
      { item: 'credits_500', value: 39.5 },
    ]);
  });

  it('tells under the AI assistant switch when the server is not set up for it', async () => {
    stubLicensing(licenseInfo(), {
      'POST /api/platform/services': () => ({
        status: 200,
        body: {
          services: [
            {
              service: 'assistant',
              addOn: 'aiAssistant',
              configured: false,
              missing: ['AI_BASE_URL', 'AI_MODEL'],
            },
          ],
        },
      }),
    });
    await renderTab(testSession({ isRootOrganization: true }));
    expect((await screen.findByTestId('addon-aiAssistant-setup')).textContent).toBe(
      "Not set up on this server. Set AI_BASE_URL, AI_MODEL in the server's environment and restart Placard to offer it.",
    );
  });

  it('links the credits to their history', async () => {
    stubLicensing(licenseInfo());
    await renderTab();
    expect((await screen.findByTestId('credits-history-link')).getAttribute('href')).toBe(
      '/credits?organization=2',
    );
  });

  it('links to the Manage licensing page, which links back to the organization', async () => {
    stubLicensing(licenseInfo());
    const { router } = await renderTab();
    fireEvent.click(await screen.findByTestId('license-open-page'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/licensing/2'));
    expect(await screen.findByRole('heading', { name: 'Manage licensing' })).toBeTruthy();
    expect(screen.getByTestId('licensing-back').getAttribute('href')).toBe('/organizations/2');
    expect(screen.getByTestId('licensing-back').textContent).toBe('Back to North');
  });
});
