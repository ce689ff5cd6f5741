import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASPECT_TYPES, emptySlideData, ZPlaylistList } from '@placard/contract';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import { newFolder } from '../../test/media-library.js';
import {
  namesOf,
  newPlaylist,
  newPlaylistFolder,
  playlistCall,
  playlistInfo,
  searchOf,
  searchPlaylists,
  sectionPlaylistIds,
  summaryOf,
  templateCall,
} from '../../test/playlists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const create = (session: LoggedIn, body: object, headers: Record<string, string> = {}) =>
  playlistCall(t, session, 'create', { aspectType: '16:9', ...body }, headers);

describe('creating a playlist', () => {
  let ada: LoggedIn;
  beforeAll(async () => {
    ada = await organizationWithMember(t, { name: 'Creating Screens' });
  });

  it('makes an unpublished playlist in My with one empty slide', async () => {
    const id = await newPlaylist(t, ada, '  Lobby loop  ');
    const playlist = await playlistInfo(t, ada, id);
    expect(playlist).toMatchObject({
      id,
      kind: 'playlist',
      name: 'Lobby loop',
      aspect: { type: '16:9' },
      isPublished: false,
      publishedAt: null,
      overlay: null,
      section: 'my',
      folderId: null,
      slideCount: 1,
      duration: 10,
      thumbnailUrl: null,
      creator: { id: ada.userId },
      stockFrom: null,
      originalPlaylistId: null,
      canEdit: true,
      canDelete: true,
    });
    expect(playlist.slides).toHaveLength(1);
    expect(playlist.slides[0]?.data).toEqual(emptySlideData());
    expect(playlist.slides[0]?.thumbnailUrl).toBeNull();
  });

  it('requires a name', async () => {
    for (const body of [{ name: '' }, { name: '   ' }, {}]) {
      expect(expectError(await create(ada, body), 400, 'VALIDATION_FAILED').fields).toEqual({
        name: 'This field is required.',
      });
    }
  });

  it('refuses a name over 100 characters, in the language of the request', async () => {
    const long = { name: 'n'.repeat(101) };
    expect(expectError(await create(ada, long), 400, 'VALIDATION_FAILED').fields).toEqual({
      name: 'Please use max 100 characters.',
    });
    const spanish = await create(ada, long, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(expectError(spanish, 400, 'VALIDATION_FAILED').fields).toEqual({
      name: 'Usa como máximo 100 caracteres.',
    });
    const swedish = await create(ada, long, { 'accept-language': 'sv' });
    expect(expectError(swedish, 400, 'VALIDATION_FAILED').fields).toEqual({
      name: 'Använd högst 100 tecken.',
    });
    expect((await create(ada, { name: 'n'.repeat(100) })).statusCode).toBe(200);
  });

  it('refuses a second playlist of one name in the same place, ignoring case', async () => {
    await newPlaylist(t, ada, 'Menu board');
    const error = expectError(await create(ada, { name: 'MENU BOARD' }), 409, 'NAME_TAKEN');
    expect(error.fields).toEqual({ name: 'This name is already in use here. Please choose another.' });
    // My is one place, whatever the folder
    const folder = await newPlaylistFolder(t, ada, 'Menus');
    expectError(await create(ada, { name: 'menu board', parentFolderId: folder.id }), 409, 'NAME_TAKEN');

    // Shared is another place, and so is a colleague's My
    expect((await create(ada, { name: 'Menu board', section: 'shared' })).statusCode).toBe(200);
    expectError(await create(ada, { name: 'Menu Board', section: 'shared' }), 409, 'NAME_TAKEN');
    const colleague = await createMember(t, ada.organizationId, 'content_creator');
    const session = await logIn(t, colleague.email, colleague.password);
    expect((await create(session, { name: 'Menu board' })).statusCode).toBe(200);
  });

  it('takes every aspect ratio, and a custom one with its own sides (1:1 by default)', async () => {
    for (const aspectType of ASPECT_TYPES.filter((type) => type !== 'custom')) {
      const id = await newPlaylist(t, ada, `Aspect ${aspectType}`, { aspectType });
      expect((await playlistInfo(t, ada, id)).aspect).toEqual({ type: aspectType });
    }
    const wide = await newPlaylist(t, ada, 'Stretched', { aspectType: 'custom', width: 32, height: 9 });
    expect((await playlistInfo(t, ada, wide)).aspect).toEqual({ type: 'custom', width: 32, height: 9 });
    const square = await newPlaylist(t, ada, 'Square', { aspectType: 'custom' });
    expect((await playlistInfo(t, ada, square)).aspect).toEqual({ type: 'custom', width: 1, height: 1 });

    for (const body of [
      { name: 'Bad', aspectType: '21:9' },
      { name: 'Bad', aspectType: 'custom', width: 101, height: 1 },
      { name: 'Bad', aspectType: 'custom', width: 0, height: 1 },
    ]) {
      expectError(await create(ada, body), 400, 'VALIDATION_FAILED');
    }
    expectError(await playlistCall(t, ada, 'create', { name: 'No aspect' }), 400, 'VALIDATION_FAILED');
  });

  it('puts a playlist in Shared or in a folder, but only a playlist folder of that section', async () => {
    const shared = await newPlaylist(t, ada, 'Team loop', { section: 'shared' });
    expect((await playlistInfo(t, ada, shared)).section).toBe('shared');
    const folder = await newPlaylistFolder(t, ada, 'Drafts');
    const inFolder = await newPlaylist(t, ada, 'Draft loop', { parentFolderId: folder.id });
    expect((await playlistInfo(t, ada, inFolder)).folderId).toBe(folder.id);

    expectError(
      await create(ada, { name: 'Wrong section', section: 'shared', parentFolderId: folder.id }),
      404,
      'NOT_FOUND',
    );
    const mediaFolder = await newFolder(t, ada, 'Pictures');
    expectError(
      await create(ada, { name: 'Wrong library', parentFolderId: mediaFolder.id }),
      404,
      'NOT_FOUND',
    );
    expectError(await create(ada, { name: 'Nowhere', parentFolderId: 2_000_000 }), 404, 'NOT_FOUND');
  });
});

describe('renaming', () => {
  it('renames, trimming the name, and refuses a name another playlist of the place has', async () => {
    const ada = await organizationWithMember(t, { name: 'Renaming Screens' });
    const first = await newPlaylist(t, ada, 'First');
    await newPlaylist(t, ada, 'Second');
    const rename = (playlistId: number, name: string) => playlistCall(t, ada, 'rename', { playlistId, name });

    expect(await summaryOf(rename(first, '  Opening  '))).toMatchObject({ id: first, name: 'Opening' });
    expect(await summaryOf(rename(first, 'OPENING'))).toMatchObject({ name: 'OPENING' });
    expectError(await rename(first, 'second'), 409, 'NAME_TAKEN');
    expectError(await rename(first, ''), 400, 'VALIDATION_FAILED');
    expectError(await rename(first, 'x'.repeat(101)), 400, 'VALIDATION_FAILED');
    expectError(await rename(2_000_000, 'Ghost'), 404, 'NOT_FOUND');
    expect((await playlistInfo(t, ada, first)).name).toBe('OPENING');
  });
});

describe('finding playlists', () => {
  let ada: LoggedIn;
  let events: number;
  let summer: number;
  let deep: number;
  beforeAll(async () => {
    ada = await organizationWithMember(t, { name: 'Searching Screens' });
    // made in this order: the newest is listed first
    for (const name of ['beta', 'Alpha', 'Gamma', '50% off', 'snake_case', 'snakeXcase']) {
      await newPlaylist(t, ada, name);
    }
    events = (await newPlaylistFolder(t, ada, 'Events')).id;
    summer = (await newPlaylistFolder(t, ada, 'Summer', { parentFolderId: events })).id;
    deep = await newPlaylist(t, ada, 'Summer fair', { parentFolderId: summer });
    await newPlaylist(t, ada, 'Shared alpha', { section: 'shared' });
  });

  it("lists the top of My newest first, with its folders and every match's count", async () => {
    const top = await searchPlaylists(t, ada, {});
    expect(top.totalCount).toBe(6);
    expect(namesOf(top)).toEqual(['snakeXcase', 'snake_case', '50% off', 'Gamma', 'Alpha', 'beta']);
    expect(top.folders.map((folder) => folder.name)).toEqual(['Events']);
    expect(top.path).toEqual([]);
    expect(top.results.every((entry) => entry.section === 'my' && entry.kind === 'playlist')).toBe(true);
  });

  it('pages through with limit and offset', async () => {
    const first = await searchPlaylists(t, ada, { limit: 2 });
    expect(first.totalCount).toBe(6);
    expect(namesOf(first)).toEqual(['snakeXcase', 'snake_case']);
    expect(namesOf(await searchPlaylists(t, ada, { limit: 2, offset: 2 }))).toEqual(['50% off', 'Gamma']);
    expect(namesOf(await searchPlaylists(t, ada, { limit: 2, offset: 4 }))).toEqual(['Alpha', 'beta']);
    const past = await searchPlaylists(t, ada, { limit: 2, offset: 6 });
    expect(past).toMatchObject({ totalCount: 6, results: [] });
    for (const body of [{ limit: 0 }, { limit: 201 }, { offset: -1 }, { type: 'folder' }]) {
      expectError(await playlistCall(t, ada, 'search', body), 400, 'VALIDATION_FAILED');
    }
  });

  it('opens a folder with its subfolders, its playlists and the path from the top', async () => {
    const inEvents = await searchPlaylists(t, ada, { parentFolderId: events });
    expect(inEvents.folders.map((folder) => folder.name)).toEqual(['Summer']);
    expect(inEvents).toMatchObject({ totalCount: 0, results: [], path: [{ id: events, name: 'Events' }] });
    const inSummer = await searchPlaylists(t, ada, { parentFolderId: summer });
    expect(inSummer.results.map((entry) => [entry.id, entry.folderId])).toEqual([[deep, summer]]);
    expect(inSummer.path.map((step) => step.name)).toEqual(['Events', 'Summer']);
    expectError(
      await playlistCall(t, ada, 'search', { section: 'shared', parentFolderId: events }),
      404,
      'NOT_FOUND',
    );
  });

  it('searches the whole section by name, ignoring case and folders, without folders or path', async () => {
    const found = await searchPlaylists(t, ada, { searchTerm: 'SUMMER', parentFolderId: events });
    expect(found).toMatchObject({ totalCount: 1, folders: [], path: [] });
    expect(found.results.map((entry) => entry.id)).toEqual([deep]);
    expect(namesOf(await searchPlaylists(t, ada, { searchTerm: 'alpha' }))).toEqual(['Alpha']);
    expect(namesOf(await searchPlaylists(t, ada, { section: 'shared', searchTerm: 'alpha' }))).toEqual([
      'Shared alpha',
    ]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(namesOf(await searchPlaylists(t, ada, { searchTerm: '%' }))).toEqual(['50% off']);
    expect(namesOf(await searchPlaylists(t, ada, { searchTerm: 'e_c' }))).toEqual(['snake_case']);
    expect(namesOf(await searchPlaylists(t, ada, { searchTerm: '_' }))).toEqual(['snake_case']);
    expect((await searchPlaylists(t, ada, { searchTerm: '\\' })).totalCount).toBe(0);
  });

  it('lists My and Shared by folder, or every playlist of them ignoring folder levels', async () => {
    const listMy = (body: object) => searchOf(playlistCall(t, ada, 'listMyPlaylists', body));
    const top = await listMy({});
    expect(top.totalCount).toBe(6);
    expect(top.folders.map((folder) => folder.name)).toEqual(['Events']);
    expect((await listMy({ includeFolders: false })).folders).toEqual([]);
    expect(namesOf(await listMy({ count: 2 }))).toEqual(['snakeXcase', 'snake_case']);
    const inSummer = await listMy({ parentFolderId: summer });
    expect(namesOf(inSummer)).toEqual(['Summer fair']);
    expect(inSummer.path.map((step) => step.name)).toEqual(['Events', 'Summer']);
    const all = await listMy({ ignoreFolderLevels: true });
    expect(all.totalCount).toBe(7);
    expect(namesOf(all)).toContain('Summer fair');

    const shared = await searchOf(playlistCall(t, ada, 'listOrgPlaylists', {}));
    expect(namesOf(shared)).toEqual(['Shared alpha']);
    expectError(await playlistCall(t, ada, 'listOrgPlaylists', { parentFolderId: summer }), 404, 'NOT_FOUND');
    const stock = await searchOf(playlistCall(t, ada, 'listStockPlaylist', { filter: 'alpha' }));
    expect(stock).toEqual({ totalCount: 0, results: [], folders: [], path: [] });
  });

  it('lists every playlist of My and Shared for assignment, or the published ones only', async () => {
    const list = async (body: object) =>
      ZPlaylistList.parse((await playlistCall(t, ada, 'list', body)).json()).results;
    const all = await list({});
    expect(all.map((entry) => entry.name).sort()).toEqual(
      ['50% off', 'Alpha', 'Gamma', 'Shared alpha', 'Summer fair', 'beta', 'snakeXcase', 'snake_case'].sort(),
    );
    expect(await list({ publishedOnly: true })).toEqual([]);
    await summaryOf(playlistCall(t, ada, 'publish', { playlistId: deep }));
    expect((await list({ publishedOnly: true })).map((entry) => entry.id)).toEqual([deep]);
  });

  it('shows one playlist with or without its slides', async () => {
    const metadata = await summaryOf(playlistCall(t, ada, 'metadata', { playlistId: deep }));
    expect(metadata).toMatchObject({ id: deep, name: 'Summer fair', slideCount: 1, duration: 10 });
    expect(metadata).not.toHaveProperty('slides');
    expect((await playlistInfo(t, ada, deep)).slides).toHaveLength(1);
    for (const call of ['info', 'metadata']) {
      expectError(await playlistCall(t, ada, call, { playlistId: 2_000_000 }), 404, 'NOT_FOUND');
      expectError(await playlistCall(t, ada, call, { playlistId: 'one' }), 400, 'VALIDATION_FAILED');
    }
  });

  it('keeps templates apart from playlists', async () => {
    const template = await summaryOf(
      templateCall(t, ada, 'create', {
        name: 'Alpha',
        playlistId: deep,
        slideId: (await playlistInfo(t, ada, deep)).slides[0]?.id,
      }),
    );
    expect(template).toMatchObject({ kind: 'template', name: 'Alpha', section: 'my' });
    expect(await sectionPlaylistIds(t, ada, 'my')).not.toContain(template.id);
    expect(namesOf(await searchPlaylists(t, ada, { type: 'template' }))).toEqual(['Alpha']);
    expect(namesOf(await searchPlaylists(t, ada, { searchTerm: 'alpha' }))).toEqual(['Alpha']);
    expect((await searchPlaylists(t, ada, { searchTerm: 'alpha' })).results[0]?.kind).toBe('playlist');
  });
});
