import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  MEDIA_SECTIONS,
  type TPlaylistSummary,
  type TSession,
  type TTemplateList,
  type TTemplateListRequest,
} from '@placard/contract';
import { landing, renderRoutes } from '../../test/renderApp';
import { giveElementsSize } from '../../test/layoutSize';
import { playlistSummary } from '../playlists/test/playlistFixtures';
import { sentBodies, stubApi, testSession, WithSession } from '../../test/testSession';
import MediaPage from '../media/MediaPage';
import MediaSectionPage from '../media/MediaSectionPage';
import { organizationNode } from '../library/test/stockFixtures';
import { mediaFolder, mediaItem, mediaList } from '../media/test/mediaFixtures';

type Handlers = Parameters<typeof stubApi>[0];

const template = (overrides: Partial<TPlaylistSummary> & Pick<TPlaylistSummary, 'id' | 'name'>) =>
  playlistSummary({ kind: 'template', slideCount: 1, duration: 10, ...overrides });

const OPENING = template({ id: 21, name: 'Opening hours', thumbnailUrl: '/api/playlist/thumbs/21.jpg' });
const MENU = template({
  id: 22,
  name: 'Menu board',
  aspect: { type: '9:16' },
  thumbnailUrl: null,
  creator: { id: 2, fullname: 'Casey Creator' },
});
const BEACH = mediaItem({ id: 11, name: 'beach.jpg' });

const templateList = (results: TPlaylistSummary[], totalCount = results.length): TTemplateList => ({
  totalCount,
  results,
});

const NAME_TAKEN = {
  status: 409,
  body: {
    error: { code: 'NAME_TAKEN', message: 'This name is already in use here. Please choose another.' },
  },
};

function stubLibrary(handlers: Handlers = {}) {
  return stubApi({
    'GET /api/media/usage': () => ({ status: 200, body: { usedBytes: 1024, itemCount: 1 } }),
    'POST /api/media/list': () => ({ status: 200, body: mediaList({ results: [BEACH] }) }),
    'POST /api/template/list': () => ({ status: 200, body: templateList([OPENING, MENU]) }),
    ...handlers,
  });
}

async function renderLibrary(path = '/media/my?kind=templates', session: TSession = testSession()) {
  return renderRoutes(
    [
      {
        path: '/media',
        element: (
          <WithSession session={session}>
            <MediaPage />
          </WithSession>
        ),
        children: MEDIA_SECTIONS.map((section) => ({
          path: section,
          element: <MediaSectionPage key={section} section={section} />,
        })),
      },
      landing('/template/:templateId'),
      landing('/playlists/my'),
    ],
    path,
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const templateLists = (api: ReturnType<typeof stubApi>) =>
  sentBodies(api, 'POST', '/api/template/list') as TTemplateListRequest[];
const menuItems = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((entry) => entry.textContent);

async function openMenu(name: string) {
  fireEvent.click(within(card(name)).getByRole('button', { name: `Actions for ${name}` }));
  return screen.findByRole('menu', { name: `Actions for ${name}` });
}

describe('templates in the media library', { timeout: 20_000 }, () => {
  // the library's first pages take a while to draw on a busy machine
  beforeEach(() => {
    localStorage.clear();
    giveElementsSize();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the templates of the section when Templates is chosen, and Back returns to the files', async () => {
    const api = stubLibrary();
    const { router } = await renderLibrary('/media/my');
    await screen.findByRole('article', { name: 'beach.jpg' });

    fireEvent.click(screen.getByTestId('media-kind-templates'));
    expect(await screen.findByRole('article', { name: 'Opening hours' })).toBeTruthy();
    expect(router.state.location.search).toBe('?kind=templates');
    expect(screen.getByTestId('media-kind-templates').getAttribute('aria-pressed')).toBe('true');
    expect(templateLists(api)[0]).toEqual({ section: 'my', searchTerm: '', limit: 60, offset: 0 });
    expect(screen.getByTestId('template-count').textContent).toBe('2 templates');
    // templates have no folders, uploads or sort
    expect(screen.queryByTestId('media-new-folder')).toBeNull();
    expect(screen.queryByTestId('media-upload-input')).toBeNull();
    expect(screen.queryByTestId('media-sort')).toBeNull();
    expect(screen.queryByRole('article', { name: 'beach.jpg' })).toBeNull();

    const opening = within(card('Opening hours'));
    expect(opening.getByTestId('template-thumbnail').getAttribute('src')).toBe('/api/playlist/thumbs/21.jpg');
    expect(opening.getByTestId('template-aspect').textContent).toBe('16:9');
    expect(opening.getByTestId('template-creator').textContent).toBe('By Olive Owner');
    const menu = within(card('Menu board'));
    expect(menu.queryByTestId('template-thumbnail')).toBeNull();
    expect(menu.getByTestId('template-no-thumbnail').textContent).toBe('No preview yet');
    expect(menu.getByTestId('template-preview').getAttribute('data-aspect')).toBe('9:16');
    expect(menu.getByTestId('template-creator').textContent).toBe('By Casey Creator');
    expect(menu.queryByTestId('template-origin')).toBeNull();

    await router.navigate(-1);
    expect(await screen.findByRole('article', { name: 'beach.jpg' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.getByTestId('media-kind-all').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('article', { name: 'Opening hours' })).toBeNull();
  });

  it('keeps a kind of file in the address, also when a folder is opened', async () => {
    const api = stubLibrary({
      'POST /api/media/list': () => ({
        status: 200,
        body: mediaList({ results: [BEACH], folders: [mediaFolder({ id: 3, name: 'Summer' })] }),
      }),
    });
    const { router } = await renderLibrary('/media/my');
    await screen.findByRole('article', { name: 'beach.jpg' });
    fireEvent.click(screen.getByTestId('media-kind-video'));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=video'));
    fireEvent.click(await screen.findByRole('button', { name: 'Open folder Summer' }));
    await waitFor(() => expect(router.state.location.search).toBe('?kind=video&folder=3'));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/media/list').at(-1)).toMatchObject({ kind: 'video', folderId: 3 }),
    );
    expect(screen.getByTestId('media-kind-video').getAttribute('aria-pressed')).toBe('true');
    expect(templateLists(api)).toEqual([]);
  });

  it('searches the templates by name once typing pauses, and says when nothing matches', async () => {
    const api = stubLibrary({
      'POST /api/template/list': ({ body }) => {
        const request = body as TTemplateListRequest;
        return { status: 200, body: templateList(request.searchTerm ? [] : [OPENING, MENU]) };
      },
    });
    await renderLibrary();
    await screen.findByRole('article', { name: 'Opening hours' });

    fireEvent.change(screen.getByTestId('media-search'), { target: { value: 'zebra' } });
    await waitFor(() =>
      expect(templateLists(api).at(-1)).toEqual({ section: 'my', searchTerm: 'zebra', limit: 60, offset: 0 }),
    );
    expect(await screen.findByText('No template matches “zebra”')).toBeTruthy();
    expect(screen.getByTestId('media-folder-path').textContent).toBe('Results for “zebra” in My media');

    fireEvent.click(within(screen.getByTestId('media-empty')).getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Opening hours' })).toBeTruthy();
  });

  it('asks for the next page of a long list', async () => {
    const api = stubLibrary({
      'POST /api/template/list': () => ({ status: 200, body: templateList([OPENING, MENU], 75) }),
    });
    await renderLibrary();
    await screen.findByRole('article', { name: 'Opening hours' });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(templateLists(api).at(-1)).toMatchObject({ offset: 60, limit: 60 }));
  });

  it('opens a template in the template editor from its card and from its menu', async () => {
    stubLibrary();
    const { router } = await renderLibrary();
    const link = await screen.findByRole('link', { name: 'Open template Opening hours' });
    expect(link.getAttribute('href')).toBe('/template/21');
    fireEvent.click(link);
    expect((await screen.findByTestId('landed')).textContent).toBe('/template/:templateId');
    expect(router.state.location.pathname).toBe('/template/21');

    await router.navigate('/media/my?kind=templates');
    await screen.findByRole('article', { name: 'Menu board' });
    const menu = await openMenu('Menu board');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Open' }));
    await screen.findByTestId('landed');
    expect(router.state.location.pathname).toBe('/template/22');
  });

  it('renames a template, checking the name as the server does and showing a taken name on the field', async () => {
    let tries = 0;
    const api = stubLibrary({
      'POST /api/playlist/rename': () => {
        tries += 1;
        return tries === 1 ? NAME_TAKEN : { status: 200, body: { ...OPENING, name: 'Weekend hours' } };
      },
    });
    await renderLibrary();
    await screen.findByRole('article', { name: 'Opening hours' });
    const menu = await openMenu('Opening hours');
    expect(menuItems(menu)).toEqual(['Open', 'Rename', 'Share', 'Copy to stock', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Rename' }));

    const field = await screen.findByTestId('rename-template-name');
    expect((field as HTMLInputElement).value).toBe('Opening hours');
    fireEvent.change(field, { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByTestId('rename-template-submit'));
    expect(await screen.findByText('Please use max 100 characters.')).toBeTruthy();
    expect(sentBodies(api, 'POST', '/api/playlist/rename')).toEqual([]);

    fireEvent.change(field, { target: { value: 'Menu board' } });
    fireEvent.click(screen.getByTestId('rename-template-submit'));
    expect(await screen.findByText('This name is already in use here. Please choose another.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Weekend hours' } });
    fireEvent.click(screen.getByTestId('rename-template-submit'));
    expect((await screen.findByTestId('media-toast')).textContent).toContain('Renamed to “Weekend hours”.');
    expect(sentBodies(api, 'POST', '/api/playlist/rename')).toEqual([
      { playlistId: 21, name: 'Menu board' },
      { playlistId: 21, name: 'Weekend hours' },
    ]);
    // the list is asked again after the change
    await waitFor(() => expect(templateLists(api).length).toBeGreaterThan(1));
  });

  it('shares a template from My and unshares one from Shared', async () => {
    const api = stubLibrary({
      'POST /api/playlist/share': () => ({ status: 200, body: { count: 1 } }),
      'POST /api/playlist/restrict': () => ({ status: 200, body: { count: 1 } }),
    });
    const { router } = await renderLibrary();
    await screen.findByRole('article', { name: 'Opening hours' });
    let menu = await openMenu('Opening hours');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Share' }));
    expect((await screen.findByTestId('media-toast')).textContent).toContain(
      'Shared: 1 item is now in Shared',
    );
    expect(sentBodies(api, 'POST', '/api/playlist/share')).toEqual([{ playlistIds: [21], folderIds: [] }]);

    await router.navigate('/media/shared?kind=templates');
    await waitFor(() => expect(templateLists(api).at(-1)).toMatchObject({ section: 'shared' }));
    await screen.findByRole('article', { name: 'Menu board' });
    menu = await openMenu('Menu board');
    expect(menuItems(menu)).toEqual(['Open', 'Rename', 'Unshare', 'Copy to stock', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Unshare' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/playlist/restrict')).toEqual([
        { playlistIds: [22], folderIds: [] },
      ]),
    );
  });

  it('deletes a template once confirmed', async () => {
    const api = stubLibrary({ 'POST /api/playlist/remove': () => ({ status: 200, body: { count: 1 } }) });
    await renderLibrary();
    await screen.findByRole('article', { name: 'Opening hours' });
    const menu = await openMenu('Opening hours');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));

    const dialog = await screen.findByTestId('media-delete-dialog');
    expect(within(dialog).getByText('Delete “Opening hours”?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('media-delete-dialog')).toBeNull());
    expect(sentBodies(api, 'POST', '/api/playlist/remove')).toEqual([]);

    fireEvent.click(within(await openMenu('Opening hours')).getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByTestId('media-delete-submit'));
    expect((await screen.findByTestId('media-toast')).textContent).toContain('1 item deleted.');
    expect(sentBodies(api, 'POST', '/api/playlist/remove')).toEqual([{ ids: [21], folderIds: [] }]);
  });

  it('copies a template to the stock of a sub-organization', async () => {
    const api = stubLibrary({
      'GET /api/media/stock/targets': () => ({
        status: 200,
        body: [organizationNode({ id: 5, name: 'North' }), organizationNode({ id: 7, name: 'South' })],
      }),
      'POST /api/playlist/copyToStock': () => ({ status: 200, body: { count: 0 } }),
    });
    await renderLibrary();
    await screen.findByRole('article', { name: 'Opening hours' });
    fireEvent.click(within(await openMenu('Opening hours')).getByRole('menuitem', { name: 'Copy to stock' }));

    const dialog = await screen.findByTestId('stock-copy-dialog');
    expect(within(dialog).getByText('Copy “Opening hours” to stock')).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'South' }));
    fireEvent.click(within(dialog).getByTestId('stock-copy-submit'));
    expect((await screen.findByTestId('media-toast')).textContent).toContain(
      'The chosen organizations already had this template in their Stock.',
    );
    expect(sentBodies(api, 'POST', '/api/playlist/copyToStock')).toEqual([
      { playlistIds: [21], orgShareIds: [7], platform: false },
    ]);
  });

  it('shows Stock copies with their origin, to open and delete only', async () => {
    const api = stubLibrary({
      'POST /api/template/list': () => ({
        status: 200,
        body: templateList([
          template({
            ...OPENING,
            section: 'stock',
            canEdit: false,
            stockFrom: { organizationId: 9, name: 'Head office' },
          }),
        ]),
      }),
    });
    await renderLibrary('/media/stock?kind=templates');
    await screen.findByRole('article', { name: 'Opening hours' });
    expect(templateLists(api)[0]).toMatchObject({ section: 'stock' });
    expect(within(card('Opening hours')).getByTestId('template-origin').textContent).toBe('From Head office');
    expect(menuItems(await openMenu('Opening hours'))).toEqual(['Open', 'Delete']);
  });

  it('offers only Open while the licence has expired', async () => {
    stubLibrary();
    await renderLibrary('/media/my?kind=templates', testSession({ licenseStatus: 'expired' }));
    await screen.findByRole('article', { name: 'Opening hours' });
    expect(menuItems(await openMenu('Opening hours'))).toEqual(['Open']);
  });

  it('explains where templates are made when there are none', async () => {
    stubLibrary({ 'POST /api/template/list': () => ({ status: 200, body: templateList([]) }) });
    await renderLibrary();
    const empty = await screen.findByTestId('media-empty');
    expect(within(empty).getByText('No templates yet')).toBeTruthy();
    expect(empty.textContent).toContain('“Save current slide as template”');
    expect(within(empty).getByRole('link', { name: 'Go to playlists' }).getAttribute('href')).toBe(
      '/playlists/my',
    );
  });
});
