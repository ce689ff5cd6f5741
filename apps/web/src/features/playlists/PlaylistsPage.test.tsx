import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Navigate } from 'react-router';
import { MEDIA_SECTIONS, type TPlaylistSearchRequest, type TSession } from '@placard/contract';
import { landing, renderRoutes } from '../../test/renderApp';
import { deviceEntry, groupNode } from '../devices/test/deviceFixtures';
import { organizationNode } from '../library/test/stockFixtures';
import { giveElementsSize } from '../../test/layoutSize';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import PlaylistSectionPage from './PlaylistSectionPage';
import PlaylistsPage from './PlaylistsPage';
import { PLAYLIST_VIEW_KEY } from './playlistLibrary';
import { playlistFolder, playlistSearch, playlistSummary } from './test/playlistFixtures';

type Handlers = Parameters<typeof stubApi>[0];

const LOBBY = playlistSummary({ id: 11, name: 'Lobby', isPublished: true, slideCount: 12, duration: 245 });
const WINDOW = playlistSummary({
  id: 12,
  name: 'Window',
  aspect: { type: '9:16' },
  slideCount: 0,
  duration: 0,
  thumbnailUrl: null,
});
const MENU = playlistSummary({ id: 13, name: 'Menu board', slideCount: 1, duration: 10 });
const SUMMER = playlistFolder({ id: 3, name: 'Summer' });
const WINTER = playlistFolder({ id: 4, name: 'Winter' });

function stubPlaylists(handlers: Handlers = {}) {
  return stubApi({
    'POST /api/playlist/search': () => ({
      status: 200,
      body: playlistSearch({ results: [LOBBY, WINDOW, MENU], folders: [SUMMER, WINTER] }),
    }),
    ...handlers,
  });
}

async function renderPlaylists(path = '/playlists/my', session: TSession = testSession()) {
  return renderRoutes(
    [
      {
        path: '/playlists',
        element: (
          <WithSession session={session}>
            <PlaylistsPage />
          </WithSession>
        ),
        children: [
          { index: true, element: <Navigate to="my" replace /> },
          ...MEDIA_SECTIONS.map((section) => ({
            path: section,
            element: <PlaylistSectionPage key={section} section={section} />,
          })),
        ],
      },
      landing('/playlists/:playlistId'),
    ],
    path,
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const searches = (api: ReturnType<typeof stubApi>) =>
  sentBodies(api, 'POST', '/api/playlist/search') as TPlaylistSearchRequest[];

async function openMenu(name: string) {
  fireEvent.click(within(card(name)).getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu', { name: `Actions for ${name}` });
}

const menuEntries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((entry) => entry.textContent);

// whole pages with their dialogs: slow on a busy machine
describe('playlists', { timeout: 15_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    giveElementsSize();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows My playlists with their folders, first slides, slides, duration and status', async () => {
    const api = stubPlaylists();
    const { router } = await renderPlaylists('/playlists');

    expect(await screen.findByRole('article', { name: 'Lobby' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/playlists/my');
    expect(screen.getByTestId('playlist-tab-my').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('playlist-count').textContent).toBe('3 playlists');
    expect(
      screen.getAllByTestId('playlist-folder-card').map((folder) => folder.getAttribute('aria-label')),
    ).toEqual(['Summer', 'Winter']);
    expect(within(card('Lobby')).getByTestId('playlist-facts').textContent).toBe('12 slides · 4:05');
    expect(within(card('Lobby')).getByTestId('playlist-status').textContent).toBe('Published');
    expect(within(card('Lobby')).getByTestId('playlist-thumbnail').getAttribute('src')).toBe(
      '/api/playlist/thumbs/11.jpg',
    );
    expect(within(card('Menu board')).getByTestId('playlist-facts').textContent).toBe('1 slide · 0:10');
    expect(within(card('Window')).getByTestId('playlist-status').textContent).toBe('Draft');
    expect(within(card('Window')).getByTestId('playlist-no-slides').textContent).toBe('No slides yet');
    expect(within(card('Window')).getByTestId('playlist-preview').getAttribute('data-aspect')).toBe('9:16');
    expect(searches(api)[0]).toEqual({
      section: 'my',
      parentFolderId: null,
      searchTerm: '',
      limit: 60,
      offset: 0,
      type: 'playlist',
    });

    fireEvent.click(within(card('Lobby')).getByRole('button', { name: 'Open Lobby' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/playlists/11'));
  });

  it('opens a folder, searches the whole section, and shows what is empty', async () => {
    const api = stubPlaylists({
      'POST /api/playlist/search': ({ body }) => {
        const request = body as TPlaylistSearchRequest;
        if (request.searchTerm) return { status: 200, body: playlistSearch() };
        return request.parentFolderId === 3
          ? { status: 200, body: playlistSearch({ path: [{ id: 3, name: 'Summer' }] }) }
          : { status: 200, body: playlistSearch({ results: [LOBBY], folders: [SUMMER] }) };
      },
    });
    const { router } = await renderPlaylists();
    fireEvent.click(await screen.findByRole('button', { name: 'Open folder Summer' }));

    expect(await screen.findByText('This folder is empty')).toBeTruthy();
    expect(router.state.location.search).toBe('?folder=3');
    expect(within(screen.getByTestId('playlist-empty')).getByTestId('playlist-empty-new')).toBeTruthy();

    fireEvent.change(screen.getByTestId('playlist-search'), { target: { value: 'beach' } });
    await waitFor(() =>
      expect(searches(api).at(-1)).toMatchObject({ searchTerm: 'beach', parentFolderId: null }),
    );
    expect(await screen.findByText('Nothing matches “beach”')).toBeTruthy();
    expect(screen.getByTestId('playlist-folder-path').textContent).toBe(
      'Results for “beach” in My playlists',
    );
  });

  it('creates a playlist in the folder shown and opens it in the editor', async () => {
    const api = stubPlaylists({
      'POST /api/playlist/create': () => ({ status: 200, body: { id: 42 } }),
    });
    const { router } = await renderPlaylists('/playlists/shared?folder=4');
    fireEvent.click(await screen.findByTestId('playlist-new'));
    fireEvent.change(await screen.findByTestId('new-playlist-name'), { target: { value: 'Lobby screens' } });
    fireEvent.click(screen.getByRole('radio', { name: '4:3' }));
    fireEvent.click(screen.getByTestId('new-playlist-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/playlists/42'));
    expect(sentBodies(api, 'POST', '/api/playlist/create')).toEqual([
      { name: 'Lobby screens', aspectType: '4:3', section: 'shared', parentFolderId: 4 },
    ]);
  });

  it('offers every action on my own playlist, and shares it', async () => {
    const api = stubPlaylists({
      'POST /api/playlist/share': () => ({ status: 200, body: { count: 1 } }),
    });
    await renderPlaylists();
    await screen.findByRole('article', { name: 'Lobby' });
    const menu = await openMenu('Lobby');
    expect(menuEntries(menu)).toEqual([
      'Open',
      'Play now',
      'Schedule',
      'Rename',
      'Move',
      'Share',
      'Copy to stock',
      'Stock recipients',
      'Delete',
    ]);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Share' }));
    expect((await screen.findByTestId('playlist-toast')).textContent).toContain(
      'Shared: 1 item is now in Shared',
    );
    expect(sentBodies(api, 'POST', '/api/playlist/share')).toEqual([{ playlistIds: [11], folderIds: [] }]);
  });

  it('plays a published playlist now on the screens chosen, from its menu', async () => {
    const api = stubPlaylists({
      'POST /api/device/1/list': () => ({
        status: 200,
        body: {
          results: [
            deviceEntry({ id: 7, deviceKey: 'key-lobby-0007', name: 'Lobby screen' }),
            deviceEntry({ id: 8, deviceKey: 'key-cafe-0008', name: 'Café screen' }),
          ],
        },
      }),
      'POST /api/group/groupList': () => ({
        status: 200,
        body: { results: [groupNode({ id: 5, name: 'Ground floor' })] },
      }),
      'POST /api/playlist/assignToDevice': () => ({ status: 200, body: { entry: {} } }),
    });
    await renderPlaylists();
    await screen.findByRole('article', { name: 'Lobby' });
    fireEvent.click(within(await openMenu('Lobby')).getByRole('menuitem', { name: 'Play now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Play “Lobby” now' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Café screen' }));
    expect(within(dialog).getByTestId('assign-chosen').textContent).toBe('Chosen: 1 screen');
    fireEvent.click(within(dialog).getByTestId('assign-submit'));
    expect((await screen.findByTestId('playlist-toast')).textContent).toContain('Playing on 1 screen');
    expect(sentBodies(api, 'POST', '/api/playlist/assignToDevice')).toEqual([
      { deviceKey: 'key-cafe-0008', playlistId: 11, scheduleData: null },
    ]);
  });

  it('schedules a published playlist after the screens are chosen, with it already picked', async () => {
    stubPlaylists({
      'POST /api/device/1/list': () => ({
        status: 200,
        body: { results: [deviceEntry({ id: 7, deviceKey: 'key-lobby-0007', name: 'Lobby screen' })] },
      }),
      'POST /api/group/groupList': () => ({ status: 200, body: { results: [] } }),
    });
    await renderPlaylists();
    await screen.findByRole('article', { name: 'Lobby' });
    fireEvent.click(within(await openMenu('Lobby')).getByRole('menuitem', { name: 'Schedule' }));
    const targets = await screen.findByRole('dialog', { name: 'Schedule “Lobby”' });
    fireEvent.click(await within(targets).findByRole('checkbox', { name: 'Lobby screen' }));
    fireEvent.click(within(targets).getByTestId('assign-next'));
    const form = await screen.findByTestId('schedule-entry-form');
    expect(within(form).queryByTestId('entry-playlist')).toBeNull();
    expect(screen.getByTestId('entry-time-zone').textContent).toBe(
      "Times are the screen's local time: Europe/Stockholm",
    );
  });

  it('shows Play now and Schedule on a playlist not yet published as waiting for a publication', async () => {
    stubPlaylists();
    await renderPlaylists();
    await screen.findByRole('article', { name: 'Window' });
    const menu = await openMenu('Window');
    const playNow = within(menu).getByRole('menuitem', { name: /Play now/ });
    expect(playNow.getAttribute('aria-disabled')).toBe('true');
    expect(playNow.textContent).toBe('Play nowPublish it first to put it on screens');
  });

  it('offers no screens to a content creator, who does not manage them', async () => {
    stubPlaylists();
    await renderPlaylists('/playlists/my', testSession({ roleName: 'content_creator' }));
    await screen.findByRole('article', { name: 'Lobby' });
    expect(menuEntries(await openMenu('Lobby'))).not.toContain('Play now');
  });

  it('moves a selection one playlist or folder per call', async () => {
    const api = stubPlaylists({
      'POST /api/playlist/folder/list': () => ({ status: 200, body: { folders: [SUMMER, WINTER] } }),
      'POST /api/playlist/moveToFolder': () => ({ status: 200, body: { count: 1 } }),
    });
    await renderPlaylists();
    await screen.findByRole('article', { name: 'Lobby' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Summer' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lobby' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Window' }));
    const bar = screen.getByTestId('playlist-selection-bar');
    expect(within(bar).getByTestId('playlist-selection-count').textContent).toBe('3 selected');
    fireEvent.click(within(bar).getByTestId('playlist-selection-move'));

    const dialog = await screen.findByTestId('move-dialog');
    await within(dialog).findByTestId('move-target-top');
    expect(within(dialog).getByTestId('move-target-3').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(dialog).getByTestId('move-target-4'));
    fireEvent.click(within(dialog).getByTestId('move-submit'));
    expect((await screen.findByTestId('playlist-toast')).textContent).toContain('3 items moved.');
    expect(sentBodies(api, 'POST', '/api/playlist/moveToFolder')).toEqual([
      { fileId: 3, parentFolder: 4, movingFolder: true },
      { fileId: 11, parentFolder: 4, movingFolder: false },
      { fileId: 12, parentFolder: 4, movingFolder: false },
    ]);
    expect(sentBodies(api, 'POST', '/api/playlist/folder/list')).toContainEqual({ section: 'my' });
    await waitFor(() => expect(screen.queryByTestId('playlist-selection-bar')).toBeNull());
  });

  it('deletes the selected playlists once confirmed, saying how many', async () => {
    const api = stubPlaylists({
      'POST /api/playlist/remove': () => ({ status: 200, body: { count: 2 } }),
    });
    await renderPlaylists();
    await screen.findByRole('article', { name: 'Lobby' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Lobby' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Menu board' }));
    fireEvent.click(
      within(screen.getByTestId('playlist-selection-bar')).getByTestId('playlist-selection-delete'),
    );
    const confirm = await screen.findByTestId('playlist-delete-dialog');
    expect(within(confirm).getByText('Delete 2 items?')).toBeTruthy();
    expect(within(confirm).getByText('They will be deleted for good.')).toBeTruthy();
    fireEvent.click(within(confirm).getByTestId('playlist-delete-submit'));
    expect((await screen.findByTestId('playlist-toast')).textContent).toContain('2 items deleted.');
    expect(sentBodies(api, 'POST', '/api/playlist/remove')).toEqual([{ ids: [11, 13], folderIds: [] }]);
  });

  it('copies a playlist to stock and withdraws a copy', async () => {
    const api = stubPlaylists({
      'GET /api/media/stock/targets': () => ({
        status: 200,
        body: [organizationNode({ id: 5, name: 'North' }), organizationNode({ id: 7, name: 'South' })],
      }),
      'POST /api/playlist/copyToStock': () => ({ status: 200, body: { count: 1 } }),
      'POST /api/playlist/stock/recipients': () => ({
        status: 200,
        body: { recipients: [{ organizationId: 7, name: 'South' }], platform: false },
      }),
      'POST /api/playlist/stock/unshare': () => ({ status: 200, body: { count: 1 } }),
    });
    await renderPlaylists();
    await screen.findByRole('article', { name: 'Lobby' });
    let menu = await openMenu('Lobby');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Copy to stock' }));
    const dialog = await screen.findByTestId('stock-copy-dialog');
    expect(within(dialog).getByText('Copy “Lobby” to stock')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'South' }));
    fireEvent.click(within(dialog).getByTestId('stock-copy-submit'));
    expect((await screen.findByTestId('playlist-toast')).textContent).toContain('1 stock copy made.');
    expect(sentBodies(api, 'POST', '/api/playlist/copyToStock')).toEqual([
      { playlistIds: [11], orgShareIds: [7], platform: false },
    ]);

    menu = await openMenu('Lobby');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Stock recipients' }));
    const recipients = await screen.findByTestId('stock-recipients-dialog');
    fireEvent.click(await within(recipients).findByRole('button', { name: 'Withdraw the copy from South' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/playlist/stock/unshare')).toEqual([
        { playlistIds: [11], organizationId: 7 },
      ]),
    );
    expect(sentBodies(api, 'POST', '/api/playlist/stock/recipients')).toContainEqual({ playlistId: 11 });
  });

  it('shows Stock as read-only copies with their origin, and nothing to make there', async () => {
    const api = stubPlaylists({
      'POST /api/playlist/search': () => ({
        status: 200,
        body: playlistSearch({
          results: [
            playlistSummary({
              id: 21,
              name: 'Brand',
              section: 'stock',
              stockFrom: { organizationId: 1, name: 'Head office' },
            }),
            playlistSummary({
              id: 22,
              name: 'Safety',
              section: 'stock',
              platformStock: true,
              canDelete: false,
            }),
          ],
        }),
      }),
    });
    await renderPlaylists('/playlists/stock');
    await screen.findByRole('article', { name: 'Brand' });
    expect(searches(api).at(-1)).toMatchObject({ section: 'stock' });
    expect(screen.queryByTestId('playlist-new')).toBeNull();
    expect(screen.queryByTestId('playlist-new-folder')).toBeNull();
    expect(within(card('Brand')).getByText('From Head office')).toBeTruthy();
    expect(within(card('Safety')).getByText('Platform stock')).toBeTruthy();
    expect(menuEntries(await openMenu('Brand'))).toEqual(['Open', 'Delete']);
  });

  it('keeps the playlists view-only while the licence has expired, and offers no playlists to make', async () => {
    stubPlaylists({ 'POST /api/playlist/search': () => ({ status: 200, body: playlistSearch() }) });
    await renderPlaylists('/playlists/my', testSession({ licenseStatus: 'expired' }));
    expect(await screen.findByText('You have no playlists yet')).toBeTruthy();
    expect(screen.getByTestId('playlists-read-only')).toBeTruthy();
    expect(screen.queryByTestId('playlist-new')).toBeNull();
    expect(screen.queryByTestId('playlist-empty-new')).toBeNull();
    expect(screen.getByText('There is nothing here yet.')).toBeTruthy();
  });

  it('remembers the list view, with slides, duration, status and aspect per playlist', async () => {
    stubPlaylists();
    // a wide screen, where the list shows every column
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: true,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    await renderPlaylists();
    await screen.findByRole('article', { name: 'Lobby' });
    fireEvent.click(screen.getByTestId('playlist-view-list'));
    expect(localStorage.getItem(PLAYLIST_VIEW_KEY)).toBe('list');
    const table = screen.getByTestId('playlist-list');
    expect(within(table).getByRole('row', { name: 'Summer' })).toBeTruthy();
    const row = within(table).getByRole('row', { name: 'Lobby' });
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('4:05')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('16:9')).toBeTruthy();
    expect(within(row).getByText('Olive Owner')).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: 'Window' })).getByText('9:16')).toBeTruthy();
  });
});
