import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFolderTree, ZMediaUsage } from '@placard/contract';
import { image } from '../../platform/media/test-files.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import {
  counted,
  distinctPng,
  itemOf,
  listedNames,
  listMedia,
  mediaCall,
  mediaInfo,
  newFolder,
} from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe('listing the library', () => {
  let ada: LoggedIn;
  beforeAll(async () => {
    ada = await organizationWithMember(t, { name: 'Listing Screens' });
    // uploaded in this order, each larger than the one before
    await uploadMedia(t, ada, 'beta.png', await image('png', 20, 20));
    await uploadMedia(t, ada, 'Alpha.png', await image('png', 60, 60));
    await uploadMedia(t, ada, 'Gamma.png', await image('png', 200, 200));
    await uploadMedia(t, ada, 'spinner.gif', await image('gif', 30, 30));
    await uploadMedia(t, ada, '50% off.png', await image('png', 21, 20));
  });

  it('lists the newest first by default, counting every match over all pages', async () => {
    const page = await listMedia(t, ada, { section: 'my' });
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
    expect(await listedNames(t, ada, byName)).toEqual(['50% off.png', 'Alpha.png', 'beta.png', 'Gamma.png']);
    expect(await listedNames(t, ada, { ...byName, order: 'desc' })).toEqual([
      'Gamma.png',
      'beta.png',
      'Alpha.png',
      '50% off.png',
    ]);
    const bySize = await listMedia(t, ada, { section: 'my', sort: 'size', order: 'asc' });
    const sizes = bySize.results.map((item) => item.sizeBytes);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(bySize.results.at(-1)?.name).toBe('Gamma.png');
  });

  it('pages through with limit and offset', async () => {
    const request = { section: 'my', sort: 'name', order: 'asc', limit: 2 } as const;
    const first = await listMedia(t, ada, request);
    expect(first.totalCount).toBe(5);
    expect(first.results.map((item) => item.name)).toEqual(['50% off.png', 'Alpha.png']);
    expect(await listedNames(t, ada, { ...request, offset: 2 })).toEqual(['beta.png', 'Gamma.png']);
    expect(await listedNames(t, ada, { ...request, offset: 4 })).toEqual(['spinner.gif']);
    expect(await listedNames(t, ada, { ...request, offset: 6 })).toEqual([]);
  });

  it('filters by kind', async () => {
    const gifs = await listMedia(t, ada, { section: 'my', kind: 'gif' });
    expect(gifs.totalCount).toBe(1);
    expect(gifs.results.map((item) => [item.name, item.kind])).toEqual([['spinner.gif', 'gif']]);
    expect((await listMedia(t, ada, { section: 'my', kind: 'video' })).totalCount).toBe(0);
  });

  it('searches case-insensitively and takes % and _ literally', async () => {
    expect(await listedNames(t, ada, { section: 'my', searchTerm: 'ALPH' })).toEqual(['Alpha.png']);
    expect(await listedNames(t, ada, { section: 'my', searchTerm: '%' })).toEqual(['50% off.png']);
    expect(await listedNames(t, ada, { section: 'my', searchTerm: '_' })).toEqual([]);
  });

  it('searches a whole section, folders included, without listing folders or a path', async () => {
    const folder = await newFolder(t, ada, 'Campaigns');
    const inside = await uploadMedia(t, ada, 'alpine.png', await distinctPng(), { folderId: folder.id });
    const found = await listMedia(t, ada, { section: 'my', searchTerm: 'alp', folderId: null });
    expect(found.results.map((item) => item.name).sort()).toEqual(['Alpha.png', 'alpine.png']);
    expect(found.folders).toEqual([]);
    expect(found.path).toEqual([]);
    expect(found.results.find((item) => item.id === inside.id)?.folderId).toBe(folder.id);
  });
});

describe('folders', () => {
  let ada: LoggedIn;
  beforeAll(async () => {
    ada = await organizationWithMember(t, { name: 'Folder Screens' });
  });

  it('nests folders and lists a folder with its subfolders, items and path from the top', async () => {
    const events = await newFolder(t, ada, 'Events');
    const summer = await newFolder(t, ada, 'Summer', { parentFolderId: events.id });
    const poster = await uploadMedia(t, ada, 'poster.png', await distinctPng(), { folderId: summer.id });
    expect(summer).toMatchObject({ section: 'my', parentId: events.id, canEdit: true });

    const top = await listMedia(t, ada, { section: 'my' });
    expect(top.folders.map((folder) => folder.name)).toEqual(['Events']);
    expect(top.results.map((item) => item.id)).not.toContain(poster.id);
    const inEvents = await listMedia(t, ada, { section: 'my', folderId: events.id });
    expect(inEvents.folders.map((folder) => folder.name)).toEqual(['Summer']);
    expect(inEvents.path).toEqual([{ id: events.id, name: 'Events' }]);
    const inSummer = await listMedia(t, ada, { section: 'my', folderId: summer.id });
    expect(inSummer.results.map((item) => item.id)).toEqual([poster.id]);
    expect(inSummer.path.map((step) => step.name)).toEqual(['Events', 'Summer']);

    const tree = ZFolderTree.parse((await mediaCall(t, ada, 'folder/list', { section: 'my' })).json());
    expect(tree.folders.map((folder) => folder.name)).toEqual(expect.arrayContaining(['Events', 'Summer']));
  });

  it('refuses a sibling folder of the same name, ignoring case, but allows it elsewhere', async () => {
    const menus = await newFolder(t, ada, 'Menus');
    expectError(await mediaCall(t, ada, 'folder/create', { name: 'MENUS' }), 409, 'NAME_TAKEN');
    await newFolder(t, ada, 'Menus', { parentFolderId: menus.id });
    await newFolder(t, ada, 'Menus', { section: 'shared' });

    const drinks = await newFolder(t, ada, 'Drinks');
    expectError(
      await mediaCall(t, ada, 'folder/rename', { id: drinks.id, name: 'menus' }),
      409,
      'NAME_TAKEN',
    );
    const renamed = await mediaCall(t, ada, 'folder/rename', { id: drinks.id, name: 'DRINKS' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: drinks.id, name: 'DRINKS' });
  });

  it('moves items and folders, but never a folder into itself or below itself', async () => {
    const outer = await newFolder(t, ada, 'Outer');
    const inner = await newFolder(t, ada, 'Inner', { parentFolderId: outer.id });
    const loose = await newFolder(t, ada, 'Loose');
    const logo = await uploadMedia(t, ada, 'logo.png', await distinctPng());

    const move = (body: object) => mediaCall(t, ada, 'moveToFolder', body);
    expect(await counted(move({ ids: [logo.id], folderIds: [loose.id], parentFolderId: inner.id }))).toBe(2);
    const inInner = await listMedia(t, ada, { section: 'my', folderId: inner.id });
    expect(inInner.results.map((item) => item.id)).toEqual([logo.id]);
    expect(inInner.folders.map((folder) => folder.id)).toEqual([loose.id]);

    expectError(await move({ folderIds: [outer.id], parentFolderId: outer.id }), 400, 'FOLDER_INVALID_MOVE');
    expectError(await move({ folderIds: [outer.id], parentFolderId: loose.id }), 400, 'FOLDER_INVALID_MOVE');
    expect(await counted(move({ ids: [logo.id], parentFolderId: null }))).toBe(1);
    expect((await listMedia(t, ada, { section: 'my' })).results.map((item) => item.id)).toContain(logo.id);
  });

  it('refuses a move that would put two folders of one name side by side', async () => {
    const a = await newFolder(t, ada, 'Archive A');
    const b = await newFolder(t, ada, 'Archive B');
    await newFolder(t, ada, 'Old', { parentFolderId: a.id });
    const old = await newFolder(t, ada, 'Old', { parentFolderId: b.id });
    expectError(
      await mediaCall(t, ada, 'moveToFolder', { folderIds: [old.id], parentFolderId: a.id }),
      409,
      'NAME_TAKEN',
    );
    // two folders of one name moved into the same place together
    const c = await newFolder(t, ada, 'Archive C');
    const older = await newFolder(t, ada, 'OLD', { parentFolderId: c.id });
    expectError(
      await mediaCall(t, ada, 'moveToFolder', { folderIds: [old.id, older.id], parentFolderId: null }),
      409,
      'NAME_TAKEN',
    );
    expect((await listMedia(t, ada, { section: 'my', folderId: c.id })).folders.map((f) => f.id)).toEqual([
      older.id,
    ]);
  });

  it('deletes a folder with its subfolders and everything in them', async () => {
    const root = await newFolder(t, ada, 'Season');
    const child = await newFolder(t, ada, 'Week 1', { parentFolderId: root.id });
    const grandchild = await newFolder(t, ada, 'Monday', { parentFolderId: child.id });
    await uploadMedia(t, ada, 'season.png', await distinctPng(), { folderId: root.id });
    const deep = await uploadMedia(t, ada, 'monday.png', await distinctPng(), { folderId: grandchild.id });

    // three folders and two items
    expect(await counted(mediaCall(t, ada, 'remove', { folderIds: [root.id] }))).toBe(5);
    expect((await listMedia(t, ada, { section: 'my' })).folders.map((f) => f.id)).not.toContain(root.id);
    expectError(await mediaCall(t, ada, 'info', { id: deep.id }), 404, 'NOT_FOUND');
    expectError(await mediaCall(t, ada, 'list', { section: 'my', folderId: child.id }), 404, 'NOT_FOUND');
  });
});

describe('one item', () => {
  let ada: LoggedIn;
  beforeAll(async () => {
    ada = await organizationWithMember(t, { name: 'Item Screens' });
  });

  it('renames an item', async () => {
    const item = await uploadMedia(t, ada, 'draft.png', await distinctPng());
    const renamed = await itemOf(mediaCall(t, ada, 'rename', { id: item.id, name: '  Final poster  ' }));
    expect(renamed).toMatchObject({ id: item.id, name: 'Final poster', format: 'png' });
    expect(await listedNames(t, ada, { section: 'my', searchTerm: 'final' })).toEqual(['Final poster']);
  });

  it('keeps the flags it is given, and leaves the others as they were', async () => {
    const item = await uploadMedia(t, ada, 'flags.png', await distinctPng());
    const flags = (body: object) => itemOf(mediaCall(t, ada, 'updateFlags', { id: item.id, ...body }));
    expect(await flags({ uneditableWhenShared: true })).toMatchObject({
      locked: false,
      uneditableWhenShared: true,
    });
    expect(await flags({ locked: true })).toMatchObject({ locked: true, uneditableWhenShared: true });
    expect((await mediaInfo(t, ada, item.id)).locked).toBe(true);
    expectError(await mediaCall(t, ada, 'updateFlags', { id: item.id }), 400, 'VALIDATION_FAILED');
  });

  it('shows one item with its creator and the playlists using it (none yet)', async () => {
    const item = await uploadMedia(t, ada, 'info.png', await image('png', 33, 44));
    const info = await mediaInfo(t, ada, item.id);
    expect(info).toMatchObject({
      id: item.id,
      name: 'info.png',
      width: 33,
      height: 44,
      status: 'ready',
      creator: { id: ada.userId },
      stockFrom: null,
      usedBy: [],
    });
    expectError(await mediaCall(t, ada, 'info', { id: 2_000_000 }), 404, 'NOT_FOUND');
  });

  it('reports the storage the organization uses', async () => {
    const carl = await organizationWithMember(t, { name: 'Usage Screens' });
    const usage = async () => {
      const response = await t.app.inject({ url: '/api/media/usage', headers: { cookie: carl.cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return ZMediaUsage.parse(response.json());
    };
    expect(await usage()).toEqual({ usedBytes: 0, itemCount: 0 });
    const first = await uploadMedia(t, carl, 'one.png', await distinctPng());
    const second = await uploadMedia(t, carl, 'two.png', await distinctPng(), { section: 'shared' });
    expect(await usage()).toEqual({ usedBytes: first.sizeBytes + second.sizeBytes, itemCount: 2 });
    await counted(mediaCall(t, carl, 'remove', { ids: [first.id] }));
    expect(await usage()).toEqual({ usedBytes: second.sizeBytes, itemCount: 1 });
  });
});
