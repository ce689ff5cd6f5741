import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TMediaItem, TMediaListRequest } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import MediaSectionPage from './MediaSectionPage';
import { mediaFolder, mediaItem, mediaList } from './test/mediaFixtures';
import { startTusServer, type TusTestServer } from './test/tusServer';
import { UploadPanel } from './UploadPanel';
import { UploadsProvider } from './UploadsProvider';

const MB = 1024 * 1024;
const TOO_BIG = 'The image is too large to process.';

let server: TusTestServer;
let stored: TMediaItem[] = [];

beforeAll(async () => {
  server = await startTusServer({
    itemOf: (metadata, size) => {
      const item = mediaItem({
        id: 50 + stored.length,
        name: metadata.filename ?? '',
        sizeBytes: size,
        folderId: metadata.folderId ? Number(metadata.folderId) : null,
        thumbnailUrl: `/thumbs/${metadata.filename}`,
      });
      stored.push(item);
      return item;
    },
    refuse: (metadata) =>
      metadata.filename === 'bomb.png'
        ? [422, { error: { code: 'MEDIA_IMAGE_TOO_BIG', message: TOO_BIG } }]
        : null,
  });
});
afterAll(() => server.close());

/** My media, with its uploads going to the local tus server and the list answered from what it stored. */
async function renderLibrary() {
  const api = stubApi({
    'POST /api/media/list': ({ body }) => {
      const folderId = (body as TMediaListRequest).folderId ?? null;
      return {
        status: 200,
        body: mediaList({
          results: stored.filter((item) => item.folderId === folderId),
          folders: folderId === null ? [mediaFolder({ id: 8, name: 'Posters' })] : [],
          path: folderId === 8 ? [{ id: 8, name: 'Posters' }] : [],
        }),
      };
    },
  });
  const view = await renderRoutes(
    [
      {
        path: '/media/my',
        element: (
          <WithSession session={testSession()}>
            <UploadsProvider endpoint={server.endpoint}>
              <MediaSectionPage section="my" />
              <UploadPanel />
            </UploadsProvider>
          </WithSession>
        ),
      },
    ],
    '/media/my',
  );
  return { api, ...view };
}

const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function drop(files: File[]) {
  const zone = screen.getByTestId('media-drop-zone');
  fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files } });
  fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
}

describe('uploading to the media library', () => {
  beforeEach(() => {
    localStorage.clear();
    stored = [];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('uploads a dropped file into the folder shown, and the item appears with its thumbnail', async () => {
    const { api } = await renderLibrary();
    fireEvent.click(await screen.findByRole('button', { name: 'Open folder Posters' }));
    expect(await screen.findByText('This folder is empty')).toBeTruthy();

    drop([png('sale.png', 9 * MB)]);
    const row = await screen.findByRole('listitem', { name: 'sale.png' });
    await waitFor(() => expect(row.getAttribute('data-state')).toBe('done'));
    expect(within(row).getByTestId('upload-status').textContent).toBe('Uploaded');
    expect(screen.getByTestId('upload-panel-title').textContent).toBe('1 upload complete');

    const card = await screen.findByRole('article', { name: 'sale.png' });
    expect(within(card).getByTestId('media-thumbnail').getAttribute('src')).toBe('/thumbs/sale.png');
    expect(stored).toMatchObject([{ name: 'sale.png', folderId: 8, sizeBytes: 9 * MB }]);
    // the list was asked again once the upload was stored
    expect(
      sentBodies(api, 'POST', '/api/media/list').filter((body) => (body as TMediaListRequest).folderId === 8)
        .length,
    ).toBeGreaterThan(1);

    fireEvent.click(screen.getByTestId('upload-clear'));
    expect(screen.queryByTestId('upload-panel')).toBeNull();
  });

  it("shows the server's refusal in the panel, with no retry", async () => {
    await renderLibrary();
    await screen.findByRole('article', { name: 'Posters' });
    fireEvent.change(screen.getByTestId('media-upload-input'), {
      target: { files: [png('bomb.png', 1000)] },
    });

    const row = await screen.findByRole('listitem', { name: 'bomb.png' });
    await waitFor(() => expect(row.getAttribute('data-state')).toBe('failed'));
    expect(within(row).getByTestId('upload-error').textContent).toBe(TOO_BIG);
    expect(within(row).queryByTestId('upload-retry')).toBeNull();
    expect(screen.getByTestId('upload-panel-title').textContent).toBe('1 upload failed');
  });

  it('refuses a file over its limit before sending anything', async () => {
    await renderLibrary();
    await screen.findByRole('article', { name: 'Posters' });
    const huge = png('huge.png', 0);
    Object.defineProperty(huge, 'size', { value: 100 * MB + 1 });
    fireEvent.change(screen.getByTestId('media-upload-input'), { target: { files: [huge] } });

    const row = await screen.findByRole('listitem', { name: 'huge.png' });
    expect(within(row).getByTestId('upload-error').textContent).toBe('The file is larger than 100 MB.');
    expect(
      server.requests.filter((request) => request.headers['upload-metadata']?.includes('aHVnZS5wbmc=')),
    ).toEqual([]);
  });
});
