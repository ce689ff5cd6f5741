import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFolderTree, ZMediaUsage } from '@placard/contract';
import { image } from '../../platform/media/test-files.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import {
  counted,
  distinctPng,
  itemOf,
  listMedia,
  listedNames,
  mediaCall,
  mediaInfo,
  newFolder,
} from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The library's rules are tested on the use cases (media.library.usecases.test.ts); these are its calls.
let t: TestApp;
let ada: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  ada = await organizationWithMember(t, { name: 'Library Screens' });
}, 60_000);
afterAll(() => t?.close());

describe('the library calls', () => {
  it('list uploads, newest first, ready to use', async () => {
    await uploadMedia(t, ada, 'first.png', await distinctPng());
    await uploadMedia(t, ada, 'spinner.gif', await image('gif', 30, 30));
    const page = await listMedia(t, ada, { section: 'my' });
    expect(page.results.map((item) => [item.name, item.kind])).toEqual([
      ['spinner.gif', 'gif'],
      ['first.png', 'image'],
    ]);
    expect(page.results[0]).toMatchObject({ status: 'ready', canEdit: true, canDelete: true, section: 'my' });
  });

  it('make, list, move and delete folders, answering refusals in the error shape', async () => {
    const menus = await newFolder(t, ada, 'Menus');
    const inner = await newFolder(t, ada, 'Inner', { parentFolderId: menus.id });
    expectError(await mediaCall(t, ada, 'folder/create', { name: 'MENUS' }), 409, 'NAME_TAKEN');
    const renamed = await mediaCall(t, ada, 'folder/rename', { id: inner.id, name: 'Drinks' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: inner.id, name: 'Drinks' });
    const tree = ZFolderTree.parse((await mediaCall(t, ada, 'folder/list', { section: 'my' })).json());
    expect(tree.folders.map((folder) => folder.name)).toEqual(expect.arrayContaining(['Menus', 'Drinks']));

    const move = (body: object) => mediaCall(t, ada, 'moveToFolder', body);
    expectError(await move({ folderIds: [menus.id], parentFolderId: inner.id }), 400, 'FOLDER_INVALID_MOVE');
    const logo = await uploadMedia(t, ada, 'logo.png', await distinctPng());
    expect(await counted(move({ ids: [logo.id], parentFolderId: inner.id }))).toBe(1);

    expect(await counted(mediaCall(t, ada, 'remove', { folderIds: [menus.id] }))).toBe(3);
    expectError(await mediaCall(t, ada, 'info', { id: logo.id }), 404, 'NOT_FOUND');
    expectError(await mediaCall(t, ada, 'list', { section: 'my', folderId: inner.id }), 404, 'NOT_FOUND');
  });

  it('share and unshare items, refusing to share what is already shared', async () => {
    const item = await uploadMedia(t, ada, 'opening.png', await distinctPng());
    expect(await counted(mediaCall(t, ada, 'share', { ids: [item.id] }))).toBe(1);
    expectError(await mediaCall(t, ada, 'share', { ids: [item.id] }), 400, 'BAD_REQUEST');
    expect(await counted(mediaCall(t, ada, 'restrict', { ids: [item.id] }))).toBe(1);
    expect((await mediaInfo(t, ada, item.id)).section).toBe('my');
  });

  it('rename an item to its name without surrounding spaces', async () => {
    const item = await uploadMedia(t, ada, 'draft.png', await distinctPng());
    const renamed = await itemOf(mediaCall(t, ada, 'rename', { id: item.id, name: '  Final poster  ' }));
    expect(renamed).toMatchObject({ id: item.id, name: 'Final poster', format: 'png' });
    expect(await listedNames(t, ada, { section: 'my', searchTerm: 'final' })).toEqual(['Final poster']);
  });

  it('change flags, refusing a call that names none', async () => {
    const item = await uploadMedia(t, ada, 'flags.png', await distinctPng());
    expect(await itemOf(mediaCall(t, ada, 'updateFlags', { id: item.id, locked: true }))).toMatchObject({
      locked: true,
    });
    expectError(await mediaCall(t, ada, 'updateFlags', { id: item.id }), 400, 'VALIDATION_FAILED');
  });

  it("show an item with its picture's size, or 404 for an unknown one", async () => {
    const item = await uploadMedia(t, ada, 'info.png', await image('png', 33, 44));
    const info = await mediaInfo(t, ada, item.id);
    expect(info).toMatchObject({ id: item.id, name: 'info.png', width: 33, height: 44, status: 'ready' });
    expectError(await mediaCall(t, ada, 'info', { id: 2_000_000 }), 404, 'NOT_FOUND');
  });

  it('report the storage the organization uses', async () => {
    const carl = await organizationWithMember(t, { name: 'Usage Screens' });
    const usage = async () => {
      const response = await t.app.inject({ url: '/api/media/usage', headers: { cookie: carl.cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return ZMediaUsage.parse(response.json());
    };
    const first = await uploadMedia(t, carl, 'one.png', await distinctPng());
    expect(await usage()).toEqual({ usedBytes: first.sizeBytes, itemCount: 1 });
  });
});
