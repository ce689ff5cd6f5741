import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TLicenseInfo, TSession } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import OrganizationAddonsTab from './OrganizationAddonsTab';
import { licenseInfo } from './test/licenseFixtures';

// These pages chain several answers; allow for a busy machine.

async function renderTab(info: TLicenseInfo, session: TSession = testSession()) {
  const api = stubApi({
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
});
