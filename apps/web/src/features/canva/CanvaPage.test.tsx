import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { TCanvaDesign, TCanvaImport, TSession } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import CanvaPage from './CanvaPage';

type Handlers = Parameters<typeof stubApi>[0];

const design = (id: string, title: string, pageCount = 1): TCanvaDesign => ({
  id,
  title,
  thumbnailUrl: `/api/canva/thumbnail?t=${id}`,
  editUrl: `https://canva.example/design/${id}/edit`,
  viewUrl: null,
  pageCount,
  updatedAt: null,
});
const MENU = design('DAFmenu', 'Summer menu', 3);
const HOURS = design('DAFhours', 'Opening hours');
const CONNECTED = {
  available: true,
  connection: { displayName: 'Ada Designer', connectedAt: '2026-11-27T00:00:00Z' },
};

const importOf = (state: TCanvaImport['state'], overrides: Partial<TCanvaImport> = {}): TCanvaImport => ({
  id: 7,
  designId: MENU.id,
  title: MENU.title,
  format: 'png',
  state,
  filesTotal: state === 'exporting' ? null : 3,
  filesSaved: state === 'done' ? 3 : 0,
  mediaIds: state === 'done' ? [41, 42, 43] : [],
  error: null,
  ...overrides,
});

function stubCanva(handlers: Handlers = {}) {
  return stubApi({
    'POST /api/canva/status': () => ({ status: 200, body: CONNECTED }),
    'POST /api/canva/designs': ({ body }) => {
      const { query } = body as { query: string };
      const designs = [MENU, HOURS].filter((d) => d.title.toLowerCase().includes(query.toLowerCase()));
      return { status: 200, body: { designs, continuation: null } };
    },
    ...handlers,
  });
}

async function renderCanva(path = '/media/canva', session: TSession = testSession()) {
  return renderRoutes(
    [
      {
        path: '/media/canva',
        element: (
          <WithSession session={session}>
            <CanvaPage />
          </WithSession>
        ),
      },
    ],
    path,
  );
}

describe('the Canva page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('says why connecting failed and offers to try again', async () => {
    const api = stubCanva({
      'POST /api/canva/status': () => ({ status: 200, body: { available: true, connection: null } }),
      'POST /api/canva/connect': () => ({
        status: 502,
        body: {
          error: { code: 'CANVA_CONNECT_FAILED', message: 'Canva could not be connected. Please try again.' },
        },
      }),
    });
    await renderCanva('/media/canva?error=CANVA_CONNECT_CANCELLED');
    expect((await screen.findByTestId('canva-connect-error')).textContent).toBe(
      'Connecting to Canva was cancelled. Try again when you are ready.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Canva could not be connected. Please try again.')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/canva/connect')).toHaveLength(1);
  });

  it('is not offered without the add-on on the licence', async () => {
    const api = stubCanva();
    const session = testSession();
    await renderCanva('/media/canva', {
      ...session,
      licenseProperties: { ...session.licenseProperties, allowCanva: false },
    });
    expect(await screen.findByTestId('canva-not-available')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/canva/status')).toHaveLength(0);
  });

  it('lists the designs of the connected account and searches them', async () => {
    const api = stubCanva();
    await renderCanva();
    expect((await screen.findByTestId('canva-account')).textContent).toBe(
      'Connected to Canva as Ada Designer',
    );
    const menu = await screen.findByTestId('canva-design-DAFmenu');
    expect(menu.textContent).toContain('3 pages');
    expect(within(screen.getByTestId('canva-design-DAFhours')).getByRole('link').getAttribute('href')).toBe(
      HOURS.editUrl,
    );
    fireEvent.change(screen.getByTestId('canva-search'), { target: { value: 'hours' } });
    await vi.waitFor(() => expect(screen.queryByTestId('canva-design-DAFmenu')).toBeNull());
    expect(await screen.findByTestId('canva-design-DAFhours')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/canva/designs').at(-1)).toEqual({
      query: 'hours',
      continuation: null,
    });
  });

  it('turns back to connecting when Canva no longer takes the account', async () => {
    let connected = true;
    stubCanva({
      'POST /api/canva/status': () => ({
        status: 200,
        body: connected ? CONNECTED : { available: true, connection: null },
      }),
      'POST /api/canva/designs': () => {
        connected = false;
        return {
          status: 409,
          body: { error: { code: 'CANVA_NOT_CONNECTED', message: 'Your Canva account is not connected.' } },
        };
      },
    });
    await renderCanva();
    expect(await screen.findByTestId('canva-connect')).toBeTruthy();
  });

  it('says No search results found when a search finds nothing', async () => {
    stubCanva();
    await renderCanva();
    await screen.findByTestId('canva-design-DAFmenu');
    fireEvent.change(screen.getByTestId('canva-search'), { target: { value: 'zebra' } });
    expect((await screen.findByTestId('canva-designs-empty')).textContent).toBe('No search results found');
  });

  it('follows an import from Canva’s export to My media', async () => {
    let polls = 0;
    const api = stubCanva({
      'POST /api/canva/import': () => ({ status: 200, body: importOf('exporting') }),
      'POST /api/canva/import/status': () => {
        polls += 1;
        return { status: 200, body: polls === 1 ? importOf('saving', { filesSaved: 1 }) : importOf('done') };
      },
    });
    await renderCanva();
    fireEvent.click(await screen.findByTestId('canva-import-DAFmenu'));
    fireEvent.click(await screen.findByTestId('canva-import-as-png'));
    const card = screen.getByTestId('canva-design-DAFmenu');
    expect(await within(card).findByText('Saving into My media… 1 of 3')).toBeTruthy();
    expect(
      (await within(card).findByTestId('canva-import-done', {}, { timeout: 5000 })).textContent,
    ).toContain('3 files imported into My media');
    expect(sentBodies(api, 'POST', '/api/canva/import')).toEqual([{ designId: 'DAFmenu', format: 'png' }]);
  });

  it('shows a failed export with a try-again', async () => {
    stubCanva({
      'POST /api/canva/import': () => ({
        status: 200,
        body: importOf('failed', {
          error: {
            code: 'CANVA_EXPORT_FAILED',
            message: 'Canva could not export this design. Please try again.',
          },
        }),
      }),
    });
    await renderCanva();
    fireEvent.click(await screen.findByTestId('canva-import-DAFhours'));
    fireEvent.click(await screen.findByTestId('canva-import-as-pdf'));
    const failed = await screen.findByTestId('canva-import-error');
    expect(failed.textContent).toContain('Canva could not export this design. Please try again.');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
