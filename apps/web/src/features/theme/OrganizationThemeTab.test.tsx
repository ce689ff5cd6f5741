import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TSession, TTheme } from '@placard/contract';
import { queryKeys } from '../../api/queryKeys';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import OrganizationThemeTab from './OrganizationThemeTab';

const THEME: TTheme = {
  accentColor: null,
  navBarColor: '#112233',
  contentColor: null,
  navTextColor: null,
  logoUrl: null,
  homeBackgroundUrl: null,
  websiteTitle: null,
};

async function renderTheme(session: TSession, organizationId = session.organizationId) {
  return renderRoutes(
    [
      {
        path: '/organizations/:orgId/theme',
        element: (
          <WithSession session={session}>
            <OrganizationThemeTab />
          </WithSession>
        ),
      },
    ],
    `/organizations/${organizationId}/theme`,
  );
}

describe('theme tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves only the changed colours and puts the new theme where the shell reads it', async () => {
    const api = stubApi({
      'GET /api/organizations/1/theme': () => ({ status: 200, body: THEME }),
      'POST /api/organizations/1/updateThemeColors': ({ body }) => ({
        status: 200,
        body: { ...THEME, ...(body as Partial<TTheme>) },
      }),
    });
    const { queryClient } = await renderTheme(testSession());

    const accent = (await screen.findByTestId('theme-color-accentColor')) as HTMLInputElement;
    expect(accent.value).toBe('#2E96F4');
    expect((screen.getByTestId('theme-color-navBarColor') as HTMLInputElement).value).toBe('#112233');
    expect((screen.getByTestId('theme-save-colors') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(accent, { target: { value: '#abcdef' } });
    fireEvent.blur(accent);
    fireEvent.click(screen.getByTestId('theme-save-colors'));

    expect((await screen.findByTestId('theme-toast')).textContent).toContain('Colors saved.');
    expect(sentBodies(api, 'POST', '/api/organizations/1/updateThemeColors')).toEqual([
      { accentColor: '#ABCDEF' },
    ]);
    expect(queryClient.getQueryData<TTheme>(queryKeys.organizationTheme(1))?.accentColor).toBe('#ABCDEF');
  });

  it('refuses an invalid colour with a translated message', async () => {
    const api = stubApi({ 'GET /api/organizations/1/theme': () => ({ status: 200, body: THEME }) });
    await renderTheme(testSession());
    const nav = (await screen.findByTestId('theme-color-navBarColor')) as HTMLInputElement;
    fireEvent.change(nav, { target: { value: '#12' } });
    fireEvent.click(screen.getByTestId('theme-save-colors'));
    expect(await screen.findByText('Please enter a colour like #2E96F4.')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/organizations/1/updateThemeColors')).toEqual([]);
  });

  it('resets one colour on the server with that property only', async () => {
    const api = stubApi({
      'GET /api/organizations/1/theme': () => ({ status: 200, body: THEME }),
      'POST /api/organizations/1/resetTheme': () => ({ status: 200, body: { ...THEME, navBarColor: null } }),
    });
    await renderTheme(testSession());
    expect(((await screen.findByTestId('theme-reset-accentColor')) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('theme-reset-navBarColor'));
    await waitFor(() =>
      expect((screen.getByTestId('theme-color-navBarColor') as HTMLInputElement).value).toBe('#C91E4E'),
    );
    expect(sentBodies(api, 'POST', '/api/organizations/1/resetTheme')).toEqual([
      { propertyList: ['navBarColor'] },
    ]);
  });

  it('checks the type and size of an image before sending it', async () => {
    const api = stubApi({ 'GET /api/organizations/1/theme': () => ({ status: 200, body: THEME }) });
    await renderTheme(testSession());
    const input = await screen.findByTestId('theme-logo-input');

    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.change(input, { target: { files: [svg] } });
    expect((await screen.findByTestId('theme-logo-error')).textContent).toContain('PNG, JPEG, WebP or GIF');

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByTestId('theme-logo-error')).textContent).toContain('5 MB');
    expect(api.mock.calls.filter(([url]) => String(url).includes('updateThemeLogo'))).toEqual([]);
  });

  it("uploads a logo as multipart 'uploaded-media' and previews the result", async () => {
    const api = stubApi({
      'GET /api/organizations/1/theme': () => ({ status: 200, body: THEME }),
      'POST /api/organizations/1/updateThemeLogo': () => ({
        status: 200,
        body: { url: '/media/logo-1.png' },
      }),
    });
    await renderTheme(testSession());
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(await screen.findByTestId('theme-logo-input'), { target: { files: [png] } });

    expect((await screen.findByTestId('theme-toast')).textContent).toContain('Logo uploaded.');
    const call = api.mock.calls.find(([url]) => String(url).endsWith('/updateThemeLogo'));
    const form = call?.[1]?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('uploaded-media')).toBeInstanceOf(File);
  });

  it("shows the server's upload refusal", async () => {
    stubApi({
      'GET /api/organizations/1/theme': () => ({ status: 200, body: THEME }),
      'POST /api/organizations/1/updateThemeBackground': () => ({
        status: 400,
        body: { error: { code: 'INVALID_IMAGE', message: 'The file is not a supported image.' } },
      }),
    });
    await renderTheme(testSession());
    const gif = new File([new Uint8Array([71, 73, 70])], 'bg.gif', { type: 'image/gif' });
    fireEvent.change(await screen.findByTestId('theme-background-input'), { target: { files: [gif] } });
    expect((await screen.findByTestId('theme-background-error')).textContent).toBe(
      'The file is not a supported image.',
    );
  });

  it('saves the website title, and explains when the licence does not include it', async () => {
    const api = stubApi({
      'GET /api/organizations/1/theme': () => ({ status: 200, body: THEME }),
      'POST /api/organizations/1/updateWebsiteTitle': ({ body }) => ({ status: 200, body }),
    });
    const { queryClient } = await renderTheme(testSession());
    fireEvent.change(await screen.findByTestId('website-title-input'), {
      target: { value: ' Acme screens ' },
    });
    fireEvent.click(screen.getByTestId('website-title-save'));
    await waitFor(() =>
      expect(queryClient.getQueryData<TTheme>(queryKeys.organizationTheme(1))?.websiteTitle).toBe(
        'Acme screens',
      ),
    );
    expect(sentBodies(api, 'POST', '/api/organizations/1/updateWebsiteTitle')).toEqual([
      { title: 'Acme screens' },
    ]);
    cleanup();

    const session = testSession();
    await renderTheme({ ...session, licenseFeatures: { ...session.licenseFeatures, customTitle: false } });
    expect(await screen.findByTestId('website-title-unlicensed')).toBeTruthy();
    expect(screen.queryByTestId('website-title-input')).toBeNull();
  });

  it('hides every change while the licence is read-only', async () => {
    stubApi({ 'GET /api/organizations/1/theme': () => ({ status: 200, body: THEME }) });
    await renderTheme(testSession({ licenseStatus: 'demo_expired' }));
    expect(await screen.findByTestId('theme-read-only')).toBeTruthy();
    expect(screen.queryByTestId('theme-save-colors')).toBeNull();
    expect(screen.queryByTestId('theme-reset-navBarColor')).toBeNull();
    expect(screen.queryByTestId('theme-logo-input')).toBeNull();
    expect(screen.queryByTestId('website-title-save')).toBeNull();
  });
});
