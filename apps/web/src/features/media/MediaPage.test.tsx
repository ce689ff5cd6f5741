import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { MEDIA_SECTIONS, type TMediaListRequest, type TSession } from '@placard/contract';
import { renderRoutes } from '../../test/renderApp';
import { giveElementsSize } from '../../test/layoutSize';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import MediaPage from './MediaPage';
import MediaSectionPage from './MediaSectionPage';
import { organizationNode } from '../library/test/stockFixtures';
import { mediaFolder, mediaItem, mediaList } from './test/mediaFixtures';
import { MEDIA_VIEW_KEY } from './mediaLibrary';

type Handlers = Parameters<typeof stubApi>[0];

const BEACH = mediaItem({ id: 11, name: 'beach.jpg', locked: true });
const PROMO = mediaItem({
  id: 12,
  name: 'promo.mp4',
  kind: 'video',
  format: 'mp4',
  durationMs: 65_000,
  notes: ['NO_VIDEO_TOOLS'],
  thumbnailUrl: null,
});
const MENU = mediaItem({
  id: 13,
  name: 'menu.pdf',
  kind: 'pdf',
  format: 'pdf',
  status: 'processing',
  thumbnailUrl: null,
});
const BROKEN = mediaItem({ id: 14, name: 'broken.png', status: 'failed', failure: 'UNREADABLE_IMAGE' });
const SUMMER = mediaFolder({ id: 3, name: 'Summer' });
const WINTER = mediaFolder({ id: 4, name: 'Winter' });

const USAGE = { usedBytes: 2.4 * 1024 ** 3, itemCount: 132 };

function stubMedia(handlers: Handlers = {}) {
  return stubApi({
    'GET /api/media/usage': () => ({ status: 200, body: USAGE }),
    'POST /api/media/list': () => ({
      status: 200,
      body: mediaList({ results: [BEACH, PROMO, BROKEN], folders: [SUMMER, WINTER] }),
    }),
    ...handlers,
  });
}

async function renderMedia(path = '/media/my', session: TSession = testSession()) {
  return renderRoutes(
    [
      {
        path: '/media',
        element: (
          <WithSession session={session}>
            <MediaPage />
          </WithSession>
        ),
        children: [
          { index: true, element: <Navigate to="my" replace /> },
          ...MEDIA_SECTIONS.map((section) => ({
            path: section,
            element: <MediaSectionPage key={section} section={section} />,
          })),
        ],
      },
    ],
    path,
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const lists = (api: ReturnType<typeof stubApi>) =>
  sentBodies(api, 'POST', '/api/media/list') as TMediaListRequest[];

async function openMenu(name: string) {
  fireEvent.click(within(card(name)).getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu', { name: `Actions for ${name}` });
}

describe('media library', () => {
  beforeEach(() => {
    localStorage.clear();
    giveElementsSize();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows My media with its folders, items, marks and the storage used', async () => {
    const api = stubMedia();
    await renderMedia('/media');

    expect(await screen.findByRole('article', { name: 'beach.jpg' })).toBeTruthy();
    expect(screen.getByTestId('media-usage').textContent).toBe('2.4 GB used · 132 files');
    expect(screen.getByTestId('media-tab-my').getAttribute('aria-selected')).toBe('true');
    expect(
      screen.getAllByTestId('media-folder-card').map((folder) => folder.getAttribute('aria-label')),
    ).toEqual(['Summer', 'Winter']);
    expect(within(card('beach.jpg')).getByTestId('media-kind-chip').textContent).toBe('Image');
    expect(within(card('beach.jpg')).getByTestId('media-locked')).toBeTruthy();
    expect(within(card('promo.mp4')).getByText('1:05')).toBeTruthy();
    expect(within(card('promo.mp4')).getByTestId('media-notes').textContent).toBe(
      'No preview or duration: video tools are not installed on the server.',
    );
    expect(within(card('broken.png')).getByTestId('media-failed').textContent).toContain(
      'The image could not be read.',
    );
    expect(lists(api)[0]).toMatchObject({
      section: 'my',
      folderId: null,
      sort: 'date',
      order: 'desc',
      offset: 0,
    });
  });

  it('opens a folder and follows its path back up', async () => {
    const api = stubMedia({
      'POST /api/media/list': ({ body }) => {
        const request = body as TMediaListRequest;
        return request.folderId === 3
          ? { status: 200, body: mediaList({ results: [], folders: [], path: [{ id: 3, name: 'Summer' }] }) }
          : { status: 200, body: mediaList({ results: [BEACH], folders: [SUMMER] }) };
      },
    });
    const { router } = await renderMedia();
    fireEvent.click(await screen.findByRole('button', { name: 'Open folder Summer' }));

    expect(await screen.findByText('This folder is empty')).toBeTruthy();
    expect(router.state.location.search).toBe('?folder=3');
    expect(lists(api).at(-1)).toMatchObject({ folderId: 3 });
    const path = screen.getByTestId('media-folder-path');
    expect(within(path).getByText('Summer').getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(path).getByRole('button', { name: 'My media' }));
    expect(await screen.findByRole('article', { name: 'beach.jpg' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('searches the whole section once typing pauses, and filters by kind', async () => {
    const api = stubMedia();
    await renderMedia();
    await screen.findByRole('article', { name: 'beach.jpg' });

    fireEvent.change(screen.getByTestId('media-search'), { target: { value: 'bea' } });
    await waitFor(() => expect(lists(api).at(-1)).toMatchObject({ searchTerm: 'bea' }));
    expect(screen.getByTestId('media-folder-path').textContent).toBe('Results for “bea” in My media');
    // no folders while searching
    expect(screen.queryByTestId('media-folder-card')).toBeNull();

    fireEvent.click(screen.getByTestId('media-kind-video'));
    await waitFor(() => expect(lists(api).at(-1)).toMatchObject({ searchTerm: 'bea', kind: 'video' }));
    expect(screen.getByTestId('media-kind-video').getAttribute('aria-pressed')).toBe('true');
  });

  it('creates a folder, showing a taken name on the field', async () => {
    let tries = 0;
    const api = stubMedia({
      'POST /api/media/folder/create': () => {
        tries += 1;
        return tries === 1
          ? {
              status: 409,
              body: {
                error: {
                  code: 'NAME_TAKEN',
                  message: 'This name is already in use here. Please choose another.',
                },
              },
            }
          : { status: 200, body: mediaFolder({ id: 9, name: 'Autumn' }) };
      },
    });
    await renderMedia();
    fireEvent.click(await screen.findByTestId('media-new-folder'));

    fireEvent.click(await screen.findByTestId('new-folder-submit'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('new-folder-name'), { target: { value: 'Summer' } });
    fireEvent.click(screen.getByTestId('new-folder-submit'));
    expect(await screen.findByText('This name is already in use here. Please choose another.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('new-folder-name'), { target: { value: 'Autumn' } });
    fireEvent.click(screen.getByTestId('new-folder-submit'));
    expect((await screen.findByTestId('media-toast')).textContent).toContain('Folder “Autumn” created.');
    expect(sentBodies(api, 'POST', '/api/media/folder/create')).toEqual([
      { name: 'Summer', section: 'my', parentFolderId: null },
      { name: 'Autumn', section: 'my', parentFolderId: null },
    ]);
  });

  it('moves a folder, never into itself or what it holds', async () => {
    const api = stubMedia({
      'POST /api/media/folder/list': () => ({
        status: 200,
        body: { folders: [SUMMER, WINTER, mediaFolder({ id: 5, name: 'Beach days', parentId: 3 })] },
      }),
      'POST /api/media/moveToFolder': () => ({ status: 200, body: { count: 1 } }),
    });
    await renderMedia();
    await screen.findByRole('article', { name: 'Summer' });
    fireEvent.click(within(card('Summer')).getByRole('button', { name: 'Actions for Summer' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move' }));

    const dialog = await screen.findByTestId('move-dialog');
    await within(dialog).findByTestId('move-target-top');
    expect(within(dialog).getByTestId('move-target-3').getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByTestId('move-target-5').getAttribute('aria-disabled')).toBe('true');
    // it is at the top level already
    fireEvent.click(within(dialog).getByTestId('move-target-top'));
    expect((within(dialog).getByTestId('move-submit') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByTestId('move-target-4'));
    fireEvent.click(within(dialog).getByTestId('move-submit'));
    expect((await screen.findByTestId('media-toast')).textContent).toContain('1 item moved.');
    expect(sentBodies(api, 'POST', '/api/media/moveToFolder')).toEqual([
      { ids: [], folderIds: [3], parentFolderId: 4 },
    ]);
    expect(sentBodies(api, 'POST', '/api/media/folder/list')).toContainEqual({ section: 'my' });
  });

  it('warns before deleting an item that playlists use', async () => {
    const api = stubMedia({
      'POST /api/media/info': () => ({
        status: 200,
        body: {
          ...PROMO,
          usedBy: [
            { id: 1, name: 'Lobby' },
            { id: 2, name: 'Window' },
          ],
        },
      }),
      'POST /api/media/remove': () => ({ status: 200, body: { count: 1 } }),
    });
    await renderMedia();
    await screen.findByRole('article', { name: 'promo.mp4' });
    const menu = await openMenu('promo.mp4');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByTestId('media-delete-dialog');
    expect(within(dialog).getByText('Delete “promo.mp4”?')).toBeTruthy();
    expect((await within(dialog).findByTestId('media-delete-used-by')).textContent).toBe(
      'Used in playlists: Lobby, Window. Their slides will lose this file.',
    );
    fireEvent.click(within(dialog).getByTestId('media-delete-submit'));
    expect((await screen.findByTestId('media-toast')).textContent).toContain('1 item deleted.');
    expect(sentBodies(api, 'POST', '/api/media/remove')).toEqual([{ ids: [12], folderIds: [] }]);
    expect(sentBodies(api, 'POST', '/api/media/info')).toContainEqual({ id: 12 });
  });

  it('offers no rename, move, share or delete on a locked item, and unlocks it', async () => {
    const api = stubMedia({
      'POST /api/media/updateFlags': () => ({ status: 200, body: { ...BEACH, locked: false } }),
    });
    await renderMedia();
    await screen.findByRole('article', { name: 'beach.jpg' });
    const menu = await openMenu('beach.jpg');
    const names = [...menu.querySelectorAll('[role^="menuitem"]')].map((entry) => entry.textContent);
    expect(names).toEqual([
      'Preview',
      'Unlock',
      "Others can't edit when shared",
      'Copy to stock',
      'Stock recipients',
    ]);
    expect(within(menu).getByRole('menuitemcheckbox').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Unlock' }));
    expect((await screen.findByTestId('media-toast')).textContent).toContain('“beach.jpg” is unlocked.');
    expect(sentBodies(api, 'POST', '/api/media/updateFlags')).toEqual([{ id: 11, locked: false }]);
  });

  it('shares the selected items and shows what the server refuses', async () => {
    let calls = 0;
    const api = stubMedia({
      'POST /api/media/share': () => {
        calls += 1;
        return calls === 1
          ? { status: 200, body: { count: 2 } }
          : {
              status: 409,
              body: {
                error: { code: 'LIBRARY_ITEM_LOCKED', message: 'This item is locked. Unlock it first.' },
              },
            };
      },
    });
    await renderMedia();
    await screen.findByRole('article', { name: 'promo.mp4' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select promo.mp4' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select broken.png' }));
    const bar = screen.getByTestId('media-selection-bar');
    expect(within(bar).getByTestId('media-selection-count').textContent).toBe('2 selected');
    fireEvent.click(within(bar).getByTestId('media-selection-share'));
    expect((await screen.findByTestId('media-toast')).textContent).toContain(
      'Shared: 2 items are now in Shared',
    );
    expect(sentBodies(api, 'POST', '/api/media/share')).toEqual([{ ids: [12, 14], folderIds: [] }]);
    await waitFor(() => expect(screen.queryByTestId('media-selection-bar')).toBeNull());

    const menu = await openMenu('promo.mp4');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Share' }));
    await waitFor(() =>
      expect(screen.getByTestId('media-toast').textContent).toBe('This item is locked. Unlock it first.'),
    );
  });

  it('keeps the library view-only while the licence has expired', async () => {
    stubMedia();
    await renderMedia('/media/my', testSession({ licenseStatus: 'expired' }));
    await screen.findByRole('article', { name: 'promo.mp4' });
    expect(screen.getByTestId('media-read-only')).toBeTruthy();
    expect(screen.queryByTestId('media-upload-input')).toBeNull();
    expect(screen.queryByTestId('media-new-folder')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select promo.mp4' })).toBeNull();
    const menu = await openMenu('promo.mp4');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Preview']);
  });

  it('shows Stock as read-only copies with their origin', async () => {
    const api = stubMedia({
      'POST /api/media/list': () => ({
        status: 200,
        body: mediaList({
          results: [
            mediaItem({
              id: 21,
              name: 'logo.png',
              section: 'stock',
              stockFrom: { organizationId: 1, name: 'Head office' },
            }),
            mediaItem({ id: 22, name: 'brand.png', section: 'stock', platformStock: true, canDelete: false }),
          ],
        }),
      }),
    });
    await renderMedia('/media/stock');
    await screen.findByRole('article', { name: 'logo.png' });
    expect(lists(api).at(-1)).toMatchObject({ section: 'stock' });
    expect(screen.queryByTestId('media-upload-input')).toBeNull();
    expect(screen.queryByTestId('media-new-folder')).toBeNull();
    expect(within(card('logo.png')).getByText('From Head office')).toBeTruthy();
    expect(within(card('brand.png')).getByText('Platform stock')).toBeTruthy();
    let menu = await openMenu('logo.png');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Preview', 'Delete']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    menu = await openMenu('brand.png');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Preview']);
  });

  it('refuses before sending a file of another type or a drop of several files', async () => {
    stubMedia();
    await renderMedia();
    await screen.findByRole('article', { name: 'beach.jpg' });

    const input = screen.getByTestId('media-upload-input');
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    const row = await screen.findByRole('listitem', { name: 'notes.txt' });
    expect(row.getAttribute('data-state')).toBe('failed');
    expect(within(row).getByTestId('upload-error').textContent).toBe(
      'This file type is not supported. Upload JPG, PNG, SVG or GIF images, MP4 or WebM videos, or PDF files.',
    );

    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    const zone = screen.getByTestId('media-drop-zone');
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files } });
    expect(screen.getByTestId('media-drop-overlay').textContent).toContain('Drop a file to upload');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    expect(screen.queryByTestId('media-drop-overlay')).toBeNull();
    const many = await screen.findByRole('listitem', { name: '2 files' });
    expect(within(many).getByTestId('upload-error').textContent).toBe('Please upload one file at a time.');
    expect(screen.getByTestId('upload-panel-title').textContent).toBe('2 uploads failed');

    fireEvent.click(within(many).getByRole('button', { name: 'Remove 2 files from the list' }));
    expect(screen.queryByRole('listitem', { name: '2 files' })).toBeNull();
  });

  it('fetches the page again every 2 s while an item is processing', async () => {
    let calls = 0;
    stubMedia({
      'POST /api/media/list': () => {
        calls += 1;
        const menu =
          calls === 1
            ? MENU
            : { ...MENU, status: 'ready' as const, thumbnailUrl: '/thumb.jpg', pageCount: 3 };
        return { status: 200, body: mediaList({ results: [menu] }) };
      },
    });
    await renderMedia();
    expect(
      await within(await screen.findByRole('article', { name: 'menu.pdf' })).findByText('Processing…'),
    ).toBeTruthy();
    await waitFor(() => expect(within(card('menu.pdf')).getByTestId('media-thumbnail')).toBeTruthy(), {
      timeout: 4000,
    });
    expect(calls).toBe(2);
  });

  it('copies to the chosen sub-organizations and manages who holds copies', async () => {
    const api = stubMedia({
      'GET /api/media/stock/targets': () => ({
        status: 200,
        body: [
          organizationNode({ id: 5, name: 'North' }),
          organizationNode({ id: 6, name: 'North shop', path: ['North'], depth: 2 }),
          organizationNode({ id: 7, name: 'South' }),
        ],
      }),
      'POST /api/media/copyToStock': () => ({ status: 200, body: { count: 2 } }),
      'POST /api/media/stock/recipients': () => ({
        status: 200,
        body: {
          recipients: [
            { organizationId: 5, name: 'North' },
            { organizationId: 7, name: 'South' },
          ],
          platform: false,
        },
      }),
      'POST /api/media/stock/unshare': () => ({ status: 200, body: { count: 1 } }),
      'POST /api/media/stock/unshareAll': () => ({ status: 200, body: { count: 2 } }),
    });
    await renderMedia();
    await screen.findByRole('article', { name: 'promo.mp4' });
    let menu = await openMenu('promo.mp4');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy to stock' }));

    const dialog = await screen.findByTestId('stock-copy-dialog');
    // the platform is offered to the root organization only
    expect(within(dialog).queryByTestId('stock-platform')).toBeNull();
    await within(dialog).findByRole('checkbox', { name: 'North shop' });
    fireEvent.change(within(dialog).getByTestId('stock-search'), { target: { value: 'north' } });
    await waitFor(() => expect(within(dialog).queryByRole('checkbox', { name: 'South' })).toBeNull());
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'North' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'North shop' }));
    expect(within(dialog).getByTestId('stock-chosen-count').textContent).toBe('2 organizations chosen');
    fireEvent.click(within(dialog).getByTestId('stock-copy-submit'));
    expect((await screen.findByTestId('media-toast')).textContent).toContain('2 stock copies made.');
    expect(sentBodies(api, 'POST', '/api/media/copyToStock')).toEqual([
      { mediaIds: [12], orgShareIds: [5, 6], platform: false },
    ]);

    menu = await openMenu('promo.mp4');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Stock recipients' }));
    const recipients = await screen.findByTestId('stock-recipients-dialog');
    fireEvent.click(await within(recipients).findByRole('button', { name: 'Withdraw the copy from South' }));
    await waitFor(() =>
      expect(screen.getByTestId('media-toast').textContent).toContain('1 stock copy withdrawn.'),
    );
    fireEvent.click(within(recipients).getByTestId('stock-withdraw-all'));
    fireEvent.click(within(recipients).getByTestId('stock-withdraw-all-submit'));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/media/stock/unshareAll')).toEqual([{ mediaIds: [12] }]),
    );
    expect(sentBodies(api, 'POST', '/api/media/stock/unshare')).toEqual([
      { mediaIds: [12], organizationId: 7 },
    ]);
  });

  it('offers a root organization the whole platform besides its sub-organizations', async () => {
    const api = stubMedia({
      'GET /api/media/stock/targets': () => ({ status: 200, body: [] }),
      'POST /api/media/copyToStock': () => ({ status: 200, body: { count: 1 } }),
    });
    await renderMedia('/media/my', testSession({ roleName: 'content_creator', isRootOrganization: true }));
    await screen.findByRole('article', { name: 'promo.mp4' });
    const menu = await openMenu('promo.mp4');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy to stock' }));
    const dialog = await screen.findByTestId('stock-copy-dialog');
    expect(await within(dialog).findByTestId('stock-no-targets')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('stock-platform'));
    fireEvent.click(within(dialog).getByTestId('stock-copy-submit'));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/media/copyToStock')).toEqual([
        { mediaIds: [12], orgShareIds: [], platform: true },
      ]),
    );
  });

  it('remembers the list view and shows the details of each item', async () => {
    stubMedia();
    await renderMedia();
    await screen.findByRole('article', { name: 'beach.jpg' });
    fireEvent.click(screen.getByTestId('media-view-list'));
    expect(localStorage.getItem(MEDIA_VIEW_KEY)).toBe('list');
    const table = screen.getByTestId('media-list');
    expect(within(table).getByRole('row', { name: 'Summer' })).toBeTruthy();
    const row = within(table).getByRole('row', { name: 'promo.mp4' });
    expect(within(row).getByText('Video')).toBeTruthy();
    expect(within(row).getByText('2 MB')).toBeTruthy();

    cleanup();
    await renderMedia();
    expect(await screen.findByTestId('media-list')).toBeTruthy();
  });

  it('previews a PDF page by page with its details', async () => {
    const pdf = mediaItem({
      id: 31,
      name: 'menu.pdf',
      kind: 'pdf',
      format: 'pdf',
      width: null,
      height: null,
      pageCount: 3,
      pages: ['/p1.png', '/p2.png', '/p3.png'],
    });
    stubMedia({ 'POST /api/media/list': () => ({ status: 200, body: mediaList({ results: [pdf] }) }) });
    await renderMedia();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview menu.pdf' }));

    const preview = await screen.findByTestId('media-preview');
    expect(within(preview).getByTestId('preview-page').textContent).toBe('Page 1 of 3');
    fireEvent.click(within(preview).getByRole('button', { name: 'Next page' }));
    expect(within(preview).getByTestId('preview-page').textContent).toBe('Page 2 of 3');
    expect(within(preview).getByRole('img', { name: 'Page 2 of 3' }).getAttribute('src')).toBe('/p2.png');
    const details = within(preview).getByTestId('preview-details');
    expect(within(details).getByText('PDF')).toBeTruthy();
    expect(within(details).getByText('Olive Owner')).toBeTruthy();
  });
});
