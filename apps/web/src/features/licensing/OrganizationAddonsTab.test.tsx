import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TLicenseInfo, TOutsideServiceState, TOutsideServices, TSession } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import OrganizationAddonsTab from './OrganizationAddonsTab';
import { licenseInfo } from './test/licenseFixtures';

// These pages chain several answers; allow for a busy machine.

/** The server has a key for Pexels only; `missing` is what the root organization's admins are told. */
function servicesAnswer(missing: boolean): TOutsideServices {
  const state = (service: TOutsideServiceState['service'], configured: boolean, setting: string) => ({
    service,
    addOn: `${service}AddOn` as TOutsideServiceState['addOn'],
    configured,
    missing: configured || !missing ? [] : [setting],
  });
  return {
    services: [
      state('unsplash', false, 'UNSPLASH_ACCESS_KEY'),
      state('pexels', true, 'PEXELS_API_KEY'),
      state('pixabay', false, 'PIXABAY_API_KEY'),
      state('giphy', false, 'GIPHY_API_KEY'),
    ],
  };
}

async function renderTab(
  info: TLicenseInfo,
  session: TSession = testSession(),
  services: TOutsideServices = servicesAnswer(false),
) {
  const api = stubApi({
    'POST /api/platform/services': () => ({ status: 200, body: services }),
    'POST /api/license/info': () => ({ status: 200, body: info }),
    'POST /api/license/update': ({ body }) => ({
      status: 200,
      body: { ...info, ...(body as { data: object }).data },
    }),
  });
  await renderRoutes(
    [
      {
        path: '/organizations/:orgId/addons',
        element: (
          <WithSession session={session}>
            <OrganizationAddonsTab />
          </WithSession>
        ),
      },
    ],
    `/organizations/${info.organizationId}/addons`,
  );
  return api;
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('add-ons tab', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows every add-on, the AI assistant and interaction, and saves one switch', async () => {
    const api = await renderTab(licenseInfo({ aiAssistant: false }));
    await screen.findByTestId('addon-newsAddOn');
    for (const key of [
      'weatherAddOn',
      'facebookAddOn',
      'instagramAddOn',
      'canvaAddOn',
      'giphyAddOn',
      'pexelsAddOn',
      'pixabayAddOn',
      'unsplashAddOn',
      'interaction',
    ]) {
      expect(input(`addon-${key}`).checked).toBe(true);
    }
    expect(input('addon-aiAssistant').checked).toBe(false);
    fireEvent.click(input('addon-aiAssistant'));
    expect((await screen.findByTestId('addons-saved')).textContent).toBe('AI assistant is now turned on.');
    const [sent] = sentBodies(api, 'POST', '/api/license/update') as { data: Record<string, unknown> }[];
    expect(Object.keys(sent?.data ?? {}).sort()).toEqual([
      'aiAssistant',
      'organizationId',
      'updateLocalTime',
    ]);
    expect(sent?.data).toMatchObject({ organizationId: 2, aiAssistant: true });
    await waitFor(() => expect(input('addon-aiAssistant').checked).toBe(true));
  });

  it('is read-only, with the reason, without full access from a parent', async () => {
    await renderTab(licenseInfo({ accessState: 'LIMITED_ACCESS', canUpdate: false }));
    expect((await screen.findByTestId('addons-read-only')).textContent).toContain('limited access');
    expect(input('addon-newsAddOn').disabled).toBe(true);
  });

  it('is read-only while the own licence has expired', async () => {
    await renderTab(licenseInfo(), testSession({ licenseStatus: 'expired' }));
    expect((await screen.findByTestId('addons-read-only')).getAttribute('data-reason')).toBe('expired');
    expect(input('addon-newsAddOn').disabled).toBe(true);
  });

  it("tells under each stock add-on whether the server offers it, and the platform's operator what to set", async () => {
    await renderTab(licenseInfo(), testSession(), servicesAnswer(false));
    expect((await screen.findByTestId('addon-unsplashAddOn-setup')).textContent).toBe(
      'Not available on this server: the add-on has no effect until the platform sets it up.',
    );
    expect(screen.queryByTestId('addon-pexelsAddOn-setup')).toBeNull();
    cleanup();
    await renderTab(licenseInfo(), testSession(), servicesAnswer(true));
    expect((await screen.findByTestId('addon-giphyAddOn-setup')).textContent).toBe(
      "Not set up on this server. Set GIPHY_API_KEY in the server's environment and restart Placard to offer it.",
    );
  });

  it('tells under the AI assistant switch which settings its model needs', async () => {
    const services = servicesAnswer(true);
    services.services.push({
      service: 'assistant',
      addOn: 'aiAssistant',
      configured: false,
      missing: ['AI_BASE_URL', 'AI_MODEL'],
    });
    services.services.push({
      service: 'stripe',
      addOn: 'aiAssistant',
      configured: false,
      missing: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
    });
    await renderTab(licenseInfo(), testSession(), services);
    expect((await screen.findByTestId('addon-aiAssistant-setup')).textContent).toBe(
      "Not set up on this server. Set AI_BASE_URL, AI_MODEL in the server's environment and restart Placard to offer it.",
    );
    expect(screen.queryByTestId('addon-interaction-setup')).toBeNull();
    // buying credits, the switch's other service, is told beside it
    expect(screen.getByTestId('addon-aiAssistant-payments-setup').textContent).toContain(
      'Set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET',
    );
  });

  it('says under the AI assistant that buying credits is not set up, the assistant itself working', async () => {
    const stripe = (missing: string[]): TOutsideServiceState => ({
      service: 'stripe',
      addOn: 'aiAssistant',
      configured: false,
      missing,
    });
    await renderTab(licenseInfo(), testSession(), { services: [stripe([])] });
    expect((await screen.findByTestId('addon-aiAssistant-payments-setup')).textContent).toBe(
      'Buying credits is not available on this server: parent organizations add credits instead.',
    );
    cleanup();
    await renderTab(licenseInfo(), testSession(), {
      services: [stripe(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'])],
    });
    expect((await screen.findByTestId('addon-aiAssistant-payments-setup')).textContent).toContain(
      'Set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET',
    );
  });
});
