import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth/auth.context.js';
import { folderTree, renameFolder } from '../library/library.folders.usecases.js';
import { expectRefusal } from '../../test/factories.js';
import { mediaLibrary } from '../../test/library-usecases.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { mediaInfo, mediaUsage, renameMedia, updateMediaFlags } from './media.library.usecases.js';

const seed = {
  organizations: { listing: {}, folders: {}, items: {}, usage: {} },
  users: {
    lister: { organization: 'listing' },
    filer: { organization: 'folders' },
    editor: { organization: 'items' },
    carl: { organization: 'usage' },
  },
  folders: { campaigns: { library: 'media', owner: 'lister', name: 'Campaigns' } },
  // made in this order
  media: {
    beta: { creator: 'lister', name: 'beta.png', sizeBytes: 400 },
    alpha: { creator: 'lister', name: 'Alpha.png', sizeBytes: 3_600 },
    gamma: { creator: 'lister', name: 'Gamma.png', sizeBytes: 40_000 },
    spinner: { creator: 'lister', name: 'spinner.gif', kind: 'gif', sizeBytes: 900 },
    offer: { creator: 'lister', name: '50% off.png', sizeBytes: 420 },
    alpine: { creator: 'lister', name: 'alpine.png', folder: 'campaigns' },
    draft: { creator: 'editor', name: 'draft.png' },
    flags: { creator: 'editor', name: 'flags.png' },
    one: { creator: 'carl', name: 'one.png', sizeBytes: 1_200 },
    two: { creator: 'carl', name: 'two.png', section: 'shared', sizeBytes: 800 },
  },
} as const;

let db: TestDatabase<typeof seed>;
let library: ReturnType<typeof mediaLibrary>;
beforeAll(async () => {
  db = await createTestDatabase(seed);
  library = mediaLibrary(db.deps);
}, 60_000);
afterAll(() => db?.close());

describe('listing the library', () => {
  let lister: AuthContext;
  beforeAll(async () => {
    lister = await db.as('lister');
  });

  it('lists the newest first by default, counting every match over all pages', async () => {
    const page = await library.list(lister, { section: 'my' });
    expect(page.totalCount).toBe(5);
    expect(page.results.map((item) => item.name)).toEqual([
      '50% off.png',
      'spinner.gif',
      'Gamma.png',
      'Alpha.png',
      'beta.png',
    ]);
    expect(page.results[0]).toMatchObject({ status: 'ready', canEdit: true, canDelete: true, section: 'my' });
  });

  it('sorts by name ignoring case, and by size', async () => {
    const byName = { section: 'my', sort: 'name', order: 'asc', kind: 'image' } as const;
    expect(await library.names(lister, byName)).toEqual([
      '50% off.png',
      'Alpha.png',
      'beta.png',
      'Gamma.png',
    ]);
    expect(await library.names(lister, { ...byName, order: 'desc' })).toEqual([
      'Gamma.png',
      'beta.png',
      'Alpha.png',
      '50% off.png',
    ]);
    const bySize = await library.list(lister, { section: 'my', sort: 'size', order: 'asc' });
    const sizes = bySize.results.map((item) => item.sizeBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(bySize.results.at(-1)?.name).toBe('Gamma.png');
  });

  it('pages through with limit and offset', async () => {
    const request = { section: 'my', sort: 'name', order: 'asc', limit: 2 } as const;
    const first = await library.list(lister, request);
    expect(first.totalCount).toBe(5);
    expect(first.results.map((item) => item.name)).toEqual(['50% off.png', 'Alpha.png']);
    expect(await library.names(lister, { ...request, offset: 2 })).toEqual(['beta.png', 'Gamma.png']);
    expect(await library.names(lister, { ...request, offset: 4 })).toEqual(['spinner.gif']);
    expect(await library.names(lister, { ...request, offset: 6 })).toEqual([]);
  });

  it('filters by kind', async () => {
    const gifs = await library.list(lister, { section: 'my', kind: 'gif' });
    expect(gifs.totalCount).toBe(1);
    expect(gifs.results.map((item) => [item.name, item.kind])).toEqual([['spinner.gif', 'gif']]);
    expect((await library.list(lister, { section: 'my', kind: 'video' })).totalCount).toBe(0);
  });

  it('searches case-insensitively and takes % and _ literally', async () => {
    expect(await library.names(lister, { section: 'my', searchTerm: 'ALPH' })).toEqual(['Alpha.png']);
    expect(await library.names(lister, { section: 'my', searchTerm: '%' })).toEqual(['50% off.png']);
    expect(await library.names(lister, { section: 'my', searchTerm: '_' })).toEqual([]);
  });

  it('searches a whole section, folders included, without listing folders or a path', async () => {
    const found = await library.list(lister, { section: 'my', searchTerm: 'alp', folderId: null });
    expect(found.results.map((item) => item.name).sort()).toEqual(['Alpha.png', 'alpine.png']);
    expect(found.folders).toEqual([]);
    expect(found.path).toEqual([]);
    const inside = found.results.find((item) => item.id === db.ids.media.alpine);
    expect(inside?.folderId).toBe(db.ids.folders.campaigns);
  });
});

describe('folders', () => {
  let filer: AuthContext;
  beforeAll(async () => {
    filer = await db.as('filer');
  });

  it('nests folders and lists a folder with its subfolders, items and path from the top', async () => {
    const events = await library.newFolder(filer, { name: 'Events' });
    const summer = await library.newFolder(filer, { name: 'Summer', parentFolderId: events.id });
    expect(summer).toMatchObject({ section: 'my', parentId: events.id, canEdit: true });
    const top = await library.list(filer, { section: 'my' });
    expect(top.folders.map((folder) => folder.name)).toEqual(['Events']);
    const inEvents = await library.list(filer, { section: 'my', folderId: events.id });
    expect(inEvents.folders.map((folder) => folder.name)).toEqual(['Summer']);
    expect(inEvents.path).toEqual([{ id: events.id, name: 'Events' }]);
    const inSummer = await library.list(filer, { section: 'my', folderId: summer.id });
    expect(inSummer.path.map((step) => step.name)).toEqual(['Events', 'Summer']);

    const tree = await folderTree(db.deps, filer, 'media', 'my');
    expect(tree.folders.map((folder) => folder.name)).toEqual(expect.arrayContaining(['Events', 'Summer']));
  });

  it('lists the items of a folder, not at the top', async () => {
    const lister = await db.as('lister');
    expect((await library.list(lister, { section: 'my' })).results.map((item) => item.id)).not.toContain(
      db.ids.media.alpine,
    );
    const inCampaigns = await library.list(lister, { section: 'my', folderId: db.ids.folders.campaigns });
    expect(inCampaigns.results.map((item) => item.id)).toEqual([db.ids.media.alpine]);
  });

  it('refuses a sibling folder of the same name, ignoring case, but allows it elsewhere', async () => {
    const menus = await library.newFolder(filer, { name: 'Menus' });
    await expectRefusal(library.newFolder(filer, { name: 'MENUS' }), 'NAME_TAKEN');
    await library.newFolder(filer, { name: 'Menus', parentFolderId: menus.id });
    await library.newFolder(filer, { name: 'Menus', section: 'shared' });

    const drinks = await library.newFolder(filer, { name: 'Drinks' });
    await expectRefusal(renameFolder(db.deps, filer, 'media', drinks.id, 'menus'), 'NAME_TAKEN');
    expect(await renameFolder(db.deps, filer, 'media', drinks.id, 'DRINKS')).toMatchObject({
      id: drinks.id,
      name: 'DRINKS',
    });
  });

  it('moves items and folders, but never a folder into itself or below itself', async () => {
    const lister = await db.as('lister');
    const outer = await library.newFolder(lister, { name: 'Outer' });
    const inner = await library.newFolder(lister, { name: 'Inner', parentFolderId: outer.id });
    const loose = await library.newFolder(lister, { name: 'Loose' });
    const logo = db.ids.media.beta;

    expect(await library.move(lister, { ids: [logo], folderIds: [loose.id] }, inner.id)).toBe(2);
    const inInner = await library.list(lister, { section: 'my', folderId: inner.id });
    expect(inInner.results.map((item) => item.id)).toEqual([logo]);
    expect(inInner.folders.map((folder) => folder.id)).toEqual([loose.id]);

    await expectRefusal(library.move(lister, { folderIds: [outer.id] }, outer.id), 'FOLDER_INVALID_MOVE');
    await expectRefusal(library.move(lister, { folderIds: [outer.id] }, loose.id), 'FOLDER_INVALID_MOVE');
    expect(await library.move(lister, { ids: [logo] }, null)).toBe(1);
    expect((await library.list(lister, { section: 'my' })).results.map((item) => item.id)).toContain(logo);
  });

  it('refuses a move that would put two folders of one name side by side', async () => {
    const a = await library.newFolder(filer, { name: 'Archive A' });
    const b = await library.newFolder(filer, { name: 'Archive B' });
    await library.newFolder(filer, { name: 'Old', parentFolderId: a.id });
    const old = await library.newFolder(filer, { name: 'Old', parentFolderId: b.id });
    await expectRefusal(library.move(filer, { folderIds: [old.id] }, a.id), 'NAME_TAKEN');
    // two folders of one name moved into the same place together
    const c = await library.newFolder(filer, { name: 'Archive C' });
    const older = await library.newFolder(filer, { name: 'OLD', parentFolderId: c.id });
    await expectRefusal(library.move(filer, { folderIds: [old.id, older.id] }, null), 'NAME_TAKEN');
    expect((await library.list(filer, { section: 'my', folderId: c.id })).folders.map((f) => f.id)).toEqual([
      older.id,
    ]);
  });

  it('deletes a folder with its subfolders and everything in them', async () => {
    const lister = await db.as('lister');
    const root = await library.newFolder(lister, { name: 'Season' });
    const child = await library.newFolder(lister, { name: 'Week 1', parentFolderId: root.id });
    const grandchild = await library.newFolder(lister, { name: 'Monday', parentFolderId: child.id });
    const deep = db.ids.media.alpine;
    await library.move(lister, { ids: [db.ids.media.spinner] }, root.id);
    await library.move(lister, { ids: [deep] }, grandchild.id);

    // three folders and two items
    expect(await library.remove(lister, { folderIds: [root.id] })).toBe(5);
    expect((await library.list(lister, { section: 'my' })).folders.map((f) => f.id)).not.toContain(root.id);
    await expectRefusal(mediaInfo(db.deps, lister, deep), 'NOT_FOUND');
    await expectRefusal(library.list(lister, { section: 'my', folderId: child.id }), 'NOT_FOUND');
  });
});

describe('one item', () => {
  let editor: AuthContext;
  beforeAll(async () => {
    editor = await db.as('editor');
  });

  it('renames an item', async () => {
    const item = db.ids.media.draft;
    const renamed = await renameMedia(db.deps, editor, item, 'Final poster');
    expect(renamed).toMatchObject({ id: item, name: 'Final poster', format: 'png' });
    expect(await library.names(editor, { section: 'my', searchTerm: 'final' })).toEqual(['Final poster']);
  });

  it('keeps the flags it is given, and leaves the others as they were', async () => {
    const id = db.ids.media.flags;
    expect(await updateMediaFlags(db.deps, editor, { id, uneditableWhenShared: true })).toMatchObject({
      locked: false,
      uneditableWhenShared: true,
    });
    expect(await updateMediaFlags(db.deps, editor, { id, locked: true })).toMatchObject({
      locked: true,
      uneditableWhenShared: true,
    });
    expect((await mediaInfo(db.deps, editor, id)).locked).toBe(true);
  });

  it('shows one item with its creator and the playlists using it (none yet)', async () => {
    const info = await mediaInfo(db.deps, editor, db.ids.media.draft);
    expect(info).toMatchObject({
      id: db.ids.media.draft,
      width: 100,
      height: 100,
      status: 'ready',
      creator: { id: db.ids.users.editor },
      stockFrom: null,
      usedBy: [],
    });
    await expectRefusal(mediaInfo(db.deps, editor, 2_000_000), 'NOT_FOUND');
  });

  it('reports the storage the organization uses', async () => {
    expect(await mediaUsage(db.deps, await db.as('filer'))).toEqual({ usedBytes: 0, itemCount: 0 });
    const carl = await db.as('carl');
    expect(await mediaUsage(db.deps, carl)).toEqual({ usedBytes: 2_000, itemCount: 2 });
    await library.remove(carl, { ids: [db.ids.media.one] });
    expect(await mediaUsage(db.deps, carl)).toEqual({ usedBytes: 800, itemCount: 1 });
  });
});
