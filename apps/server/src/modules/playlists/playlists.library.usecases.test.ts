import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASPECT_TYPES,
  emptySlideData,
  ZPlaylistCreateRequest,
  ZPlaylistFolderListRequest,
  type TPlaylistCreateRequest,
  type TPlaylistFolderListRequest,
} from '@placard/contract';
import type { AuthContext } from '../auth/auth.context.js';
import { expectRefusal } from '../../test/factories.js';
import { mediaLibrary, playlistLibrary } from '../../test/library-usecases.js';
import { testClock } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import {
  createPlaylist,
  listAll,
  listSection,
  listStock,
  playlistInfo,
  playlistMetadata,
  renamePlaylist,
} from './playlists.library.usecases.js';
import { publishPlaylist } from './playlists.slides.usecases.js';
import { createTemplate } from './playlists.templates.usecases.js';

const seed = {
  organizations: { creating: { name: 'Creating Screens' }, renaming: {}, searching: {} },
  users: {
    ada: { organization: 'creating' },
    colleague: { organization: 'creating', role: 'content_creator' },
    renamer: { organization: 'renaming' },
    finder: { organization: 'searching' },
  },
} as const;

const clock = testClock();
let db: TestDatabase<typeof seed>;
let library: ReturnType<typeof playlistLibrary>;
beforeAll(async () => {
  db = await createTestDatabase(seed, { now: clock.now });
  library = playlistLibrary(db.deps);
}, 60_000);
afterAll(() => db?.close());

const create = (
  actor: AuthContext,
  request: Omit<TPlaylistCreateRequest, 'aspectType'> & Partial<TPlaylistCreateRequest>,
) => createPlaylist(db.deps, actor, ZPlaylistCreateRequest.parse({ aspectType: '16:9', ...request }));
const info = (actor: AuthContext, playlistId: number) => playlistInfo(db.deps, actor, playlistId);
const namesOf = (list: { results: { name: string }[] }) => list.results.map((entry) => entry.name);

describe('creating a playlist', () => {
  let ada: AuthContext;
  beforeAll(async () => {
    ada = await db.as('ada');
  });

  it('makes an unpublished playlist in My with one empty slide', async () => {
    const { id } = await create(ada, { name: 'Lobby loop' });
    const playlist = await info(ada, id);
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
      creator: { id: db.ids.users.ada },
      stockFrom: null,
      originalPlaylistId: null,
      canEdit: true,
      canDelete: true,
    });
    expect(playlist.slides).toHaveLength(1);
    expect(playlist.slides[0]?.data).toEqual(emptySlideData());
    expect(playlist.slides[0]?.thumbnailUrl).toBeNull();
  });

  it('refuses a second playlist of one name in the same place, ignoring case', async () => {
    await create(ada, { name: 'Menu board' });
    await expectRefusal(create(ada, { name: 'MENU BOARD' }), 'NAME_TAKEN');
    // My is one place, whatever the folder
    const folder = await library.newFolder(ada, { name: 'Menus' });
    await expectRefusal(create(ada, { name: 'menu board', parentFolderId: folder.id }), 'NAME_TAKEN');

    // Shared is another place, and so is a colleague's My
    await create(ada, { name: 'Menu board', section: 'shared' });
    await expectRefusal(create(ada, { name: 'Menu Board', section: 'shared' }), 'NAME_TAKEN');
    await create(await db.as('colleague'), { name: 'Menu board' });
  });

  it('takes every aspect ratio, and a custom one with its own sides (1:1 by default)', async () => {
    for (const aspectType of ASPECT_TYPES.filter((type) => type !== 'custom')) {
      const { id } = await create(ada, { name: `Aspect ${aspectType}`, aspectType });
      expect((await info(ada, id)).aspect).toEqual({ type: aspectType });
    }
    const wide = await create(ada, { name: 'Stretched', aspectType: 'custom', width: 32, height: 9 });
    expect((await info(ada, wide.id)).aspect).toEqual({ type: 'custom', width: 32, height: 9 });
    const square = await create(ada, { name: 'Square', aspectType: 'custom' });
    expect((await info(ada, square.id)).aspect).toEqual({ type: 'custom', width: 1, height: 1 });
  });

  it('puts a playlist in Shared or in a folder, but only a playlist folder of that section', async () => {
    const shared = await create(ada, { name: 'Team loop', section: 'shared' });
    expect((await info(ada, shared.id)).section).toBe('shared');
    const folder = await library.newFolder(ada, { name: 'Drafts' });
    const inFolder = await create(ada, { name: 'Draft loop', parentFolderId: folder.id });
    expect((await info(ada, inFolder.id)).folderId).toBe(folder.id);

    await expectRefusal(
      create(ada, { name: 'Wrong section', section: 'shared', parentFolderId: folder.id }),
      'NOT_FOUND',
    );
    const mediaFolder = await mediaLibrary(db.deps).newFolder(ada, { name: 'Pictures' });
    await expectRefusal(create(ada, { name: 'Wrong library', parentFolderId: mediaFolder.id }), 'NOT_FOUND');
    await expectRefusal(create(ada, { name: 'Nowhere', parentFolderId: 2_000_000 }), 'NOT_FOUND');
  });
});

describe('renaming', () => {
  it('renames, and refuses a name another playlist of the place has', async () => {
    const renamer = await db.as('renamer');
    const first = (await create(renamer, { name: 'First' })).id;
    await create(renamer, { name: 'Second' });
    const rename = (playlistId: number, name: string) => renamePlaylist(db.deps, renamer, playlistId, name);

    expect(await rename(first, 'Opening')).toMatchObject({ id: first, name: 'Opening' });
    expect(await rename(first, 'OPENING')).toMatchObject({ name: 'OPENING' });
    await expectRefusal(rename(first, 'second'), 'NAME_TAKEN');
    await expectRefusal(rename(2_000_000, 'Ghost'), 'NOT_FOUND');
    expect((await info(renamer, first)).name).toBe('OPENING');
  });
});

describe('finding playlists', () => {
  let finder: AuthContext;
  let events: number;
  let summer: number;
  let deep: number;
  const listMy = (request: TPlaylistFolderListRequest) =>
    listSection(db.deps, finder, 'my', ZPlaylistFolderListRequest.parse(request));
  beforeAll(async () => {
    finder = await db.as('finder');
    // made in this order, a second apart: the newest is listed first
    for (const name of ['beta', 'Alpha', 'Gamma', '50% off', 'snake_case', 'snakeXcase']) {
      await create(finder, { name });
      clock.advance(1_000);
    }
    events = (await library.newFolder(finder, { name: 'Events' })).id;
    summer = (await library.newFolder(finder, { name: 'Summer', parentFolderId: events })).id;
    deep = (await create(finder, { name: 'Summer fair', parentFolderId: summer })).id;
    await create(finder, { name: 'Shared alpha', section: 'shared' });
  });

  it("lists the top of My newest first, with its folders and every match's count", async () => {
    const top = await library.search(finder, {});
    expect(top.totalCount).toBe(6);
    expect(namesOf(top)).toEqual(['snakeXcase', 'snake_case', '50% off', 'Gamma', 'Alpha', 'beta']);
    expect(top.folders.map((folder) => folder.name)).toEqual(['Events']);
    expect(top.path).toEqual([]);
    expect(top.results.every((entry) => entry.section === 'my' && entry.kind === 'playlist')).toBe(true);
  });

  it('pages through with limit and offset', async () => {
    const first = await library.search(finder, { limit: 2 });
    expect(first.totalCount).toBe(6);
    expect(namesOf(first)).toEqual(['snakeXcase', 'snake_case']);
    expect(namesOf(await library.search(finder, { limit: 2, offset: 2 }))).toEqual(['50% off', 'Gamma']);
    expect(namesOf(await library.search(finder, { limit: 2, offset: 4 }))).toEqual(['Alpha', 'beta']);
    expect(await library.search(finder, { limit: 2, offset: 6 })).toMatchObject({
      totalCount: 6,
      results: [],
    });
  });

  it('opens a folder with its subfolders, its playlists and the path from the top', async () => {
    const inEvents = await library.search(finder, { parentFolderId: events });
    expect(inEvents.folders.map((folder) => folder.name)).toEqual(['Summer']);
    expect(inEvents).toMatchObject({ totalCount: 0, results: [], path: [{ id: events, name: 'Events' }] });
    const inSummer = await library.search(finder, { parentFolderId: summer });
    expect(inSummer.results.map((entry) => [entry.id, entry.folderId])).toEqual([[deep, summer]]);
    expect(inSummer.path.map((step) => step.name)).toEqual(['Events', 'Summer']);
    await expectRefusal(library.search(finder, { section: 'shared', parentFolderId: events }), 'NOT_FOUND');
  });

  it('searches the whole section by name, ignoring case and folders, without folders or path', async () => {
    const found = await library.search(finder, { searchTerm: 'SUMMER', parentFolderId: events });
    expect(found).toMatchObject({ totalCount: 1, folders: [], path: [] });
    expect(found.results.map((entry) => entry.id)).toEqual([deep]);
    expect(namesOf(await library.search(finder, { searchTerm: 'alpha' }))).toEqual(['Alpha']);
    expect(namesOf(await library.search(finder, { section: 'shared', searchTerm: 'alpha' }))).toEqual([
      'Shared alpha',
    ]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(namesOf(await library.search(finder, { searchTerm: '%' }))).toEqual(['50% off']);
    expect(namesOf(await library.search(finder, { searchTerm: 'e_c' }))).toEqual(['snake_case']);
    expect(namesOf(await library.search(finder, { searchTerm: '_' }))).toEqual(['snake_case']);
    expect((await library.search(finder, { searchTerm: '\\' })).totalCount).toBe(0);
  });

  it('lists My and Shared by folder, or every playlist of them ignoring folder levels', async () => {
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

    const shared = await listSection(db.deps, finder, 'shared', ZPlaylistFolderListRequest.parse({}));
    expect(namesOf(shared)).toEqual(['Shared alpha']);
    await expectRefusal(
      listSection(db.deps, finder, 'shared', ZPlaylistFolderListRequest.parse({ parentFolderId: summer })),
      'NOT_FOUND',
    );
    expect(await listStock(db.deps, finder, { filter: 'alpha', count: 100 })).toEqual({
      totalCount: 0,
      results: [],
      folders: [],
      path: [],
    });
  });

  it('lists every playlist of My and Shared for assignment, or the published ones only', async () => {
    const all = (await listAll(db.deps, finder, false)).results;
    expect(all.map((entry) => entry.name).sort()).toEqual(
      ['50% off', 'Alpha', 'Gamma', 'Shared alpha', 'Summer fair', 'beta', 'snakeXcase', 'snake_case'].sort(),
    );
    expect((await listAll(db.deps, finder, true)).results).toEqual([]);
    await publishPlaylist(db.deps, finder, deep);
    expect((await listAll(db.deps, finder, true)).results.map((entry) => entry.id)).toEqual([deep]);
  });

  it('shows one playlist with or without its slides', async () => {
    const metadata = await playlistMetadata(db.deps, finder, deep);
    expect(metadata).toMatchObject({ id: deep, name: 'Summer fair', slideCount: 1, duration: 10 });
    expect(metadata).not.toHaveProperty('slides');
    expect((await info(finder, deep)).slides).toHaveLength(1);
    await expectRefusal(info(finder, 2_000_000), 'NOT_FOUND');
    await expectRefusal(playlistMetadata(db.deps, finder, 2_000_000), 'NOT_FOUND');
  });

  it('keeps templates apart from playlists', async () => {
    const slideId = (await info(finder, deep)).slides[0]?.id ?? 0;
    const template = await createTemplate(db.deps, finder, { name: 'Alpha', playlistId: deep, slideId });
    expect(template).toMatchObject({ kind: 'template', name: 'Alpha', section: 'my' });
    expect(await library.sectionIds(finder, 'my')).not.toContain(template.id);
    expect(namesOf(await library.search(finder, { type: 'template' }))).toEqual(['Alpha']);
    expect(namesOf(await library.search(finder, { searchTerm: 'alpha' }))).toEqual(['Alpha']);
    expect((await library.search(finder, { searchTerm: 'alpha' })).results[0]?.kind).toBe('playlist');
  });
});
