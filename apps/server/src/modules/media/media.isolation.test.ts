import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMediaFolder, TMediaItem } from '@placard/contract';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import {
  counted,
  distinctPng,
  listMedia,
  mediaCall,
  mediaInfo,
  newFolder,
  sectionIds,
} from '../../test/media-library.js';
import { createUpload, uploadMedia } from '../../test/media-uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let alice: LoggedIn;
let aliceChild: LoggedIn;
let bob: LoggedIn;
let bobChild: LoggedIn;
let own: { item: TMediaItem; shared: TMediaItem; folder: TMediaFolder; sharedFolder: TMediaFolder };
let copyInChild: TMediaItem;

beforeAll(async () => {
  t = await createTestApp();
  alice = await organizationWithMember(t, { name: 'Alice Screens', pkg: 'full_access' });
  aliceChild = await organizationWithMember(t, {
    name: 'Alice Branch',
    parentOrganizationId: alice.organizationId,
  });
  bob = await organizationWithMember(t, { name: 'Bob Screens', pkg: 'full_access' });
  bobChild = await organizationWithMember(t, {
    name: 'Bob Branch',
    parentOrganizationId: bob.organizationId,
  });

  const folder = await newFolder(t, alice, 'Alice private');
  const sharedFolder = await newFolder(t, alice, 'Alice shared', { section: 'shared' });
  const item = await uploadMedia(t, alice, 'alice.png', await distinctPng(), { folderId: folder.id });
  const shared = await uploadMedia(t, alice, 'alice-shared.png', await distinctPng(), {
    section: 'shared',
    folderId: sharedFolder.id,
  });
  own = { item, shared, folder, sharedFolder };
  await counted(
    mediaCall(t, alice, 'copyToStock', { mediaIds: [shared.id], orgShareIds: [aliceChild.organizationId] }),
  );
  const [copyId] = await sectionIds(t, aliceChild, 'stock');
  copyInChild = await mediaInfo(t, aliceChild, copyId ?? 0);
}, 60_000);
afterAll(() => t?.close());

describe("another organization's library", () => {
  it('is not listed, not even by a parent organization', async () => {
    for (const session of [bob, alice]) {
      expect(await sectionIds(t, session, 'stock')).not.toContain(copyInChild.id);
    }
    expect(await sectionIds(t, bob, 'shared')).toEqual([]);
    expect(await sectionIds(t, bob, 'my')).toEqual([]);
    expect((await listMedia(t, bob, { section: 'shared' })).folders).toEqual([]);
    for (const [section, folder] of [
      ['my', own.folder],
      ['shared', own.sharedFolder],
    ] as const) {
      expectError(await mediaCall(t, bob, 'list', { section, folderId: folder.id }), 404, 'NOT_FOUND');
    }
    expect((await mediaCall(t, bob, 'folder/list', { section: 'shared' })).json()).toEqual({ folders: [] });
  });

  it('answers 404 to info, rename, flags, move, delete, share and unshare of its items', async () => {
    for (const target of [own.item, own.shared, copyInChild]) {
      const id = target.id;
      expectError(await mediaCall(t, bob, 'info', { id }), 404, 'NOT_FOUND');
      expectError(await mediaCall(t, bob, 'rename', { id, name: 'taken' }), 404, 'NOT_FOUND');
      expectError(await mediaCall(t, bob, 'updateFlags', { id, locked: true }), 404, 'NOT_FOUND');
      expectError(
        await mediaCall(t, bob, 'moveToFolder', { ids: [id], parentFolderId: null }),
        404,
        'NOT_FOUND',
      );
      expectError(await mediaCall(t, bob, 'remove', { ids: [id] }), 404, 'NOT_FOUND');
      expectError(await mediaCall(t, bob, 'share', { ids: [id] }), 404, 'NOT_FOUND');
      expectError(await mediaCall(t, bob, 'restrict', { ids: [id] }), 404, 'NOT_FOUND');
    }
    // the parent organization does not reach into its branch's library either
    expectError(await mediaCall(t, alice, 'info', { id: copyInChild.id }), 404, 'NOT_FOUND');
    expectError(await mediaCall(t, alice, 'remove', { ids: [copyInChild.id] }), 404, 'NOT_FOUND');
    expect(await mediaInfo(t, alice, own.item.id)).toMatchObject({ name: 'alice.png', locked: false });
  });

  it('answers 404 to renaming, moving, deleting, sharing or using its folders', async () => {
    const mine = await newFolder(t, bob, 'Bob folder');
    const bobItem = await uploadMedia(t, bob, 'bob.png', await distinctPng());
    for (const folder of [own.folder, own.sharedFolder]) {
      const folderIds = [folder.id];
      expectError(await mediaCall(t, bob, 'folder/rename', { id: folder.id, name: 'x' }), 404, 'NOT_FOUND');
      expectError(
        await mediaCall(t, bob, 'moveToFolder', { folderIds, parentFolderId: mine.id }),
        404,
        'NOT_FOUND',
      );
      expectError(await mediaCall(t, bob, 'remove', { folderIds }), 404, 'NOT_FOUND');
      expectError(await mediaCall(t, bob, 'share', { folderIds }), 404, 'NOT_FOUND');
      expectError(await mediaCall(t, bob, 'restrict', { folderIds }), 404, 'NOT_FOUND');
      expectError(
        await mediaCall(t, bob, 'moveToFolder', { ids: [bobItem.id], parentFolderId: folder.id }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await mediaCall(t, bob, 'folder/create', {
          name: 'Inside',
          section: folder.section,
          parentFolderId: folder.id,
        }),
        404,
        'NOT_FOUND',
      );
    }
    const inside = await listMedia(t, alice, { section: 'my', folderId: own.folder.id });
    expect(inside.results.map((item) => item.id)).toEqual([own.item.id]);
    expect(inside.folders).toEqual([]);
  });

  it('does not take an upload into its folders', async () => {
    const png = await distinctPng();
    for (const folder of [own.folder, own.sharedFolder]) {
      const upload = createUpload(t, bob, 'intruder.png', png.length, {
        section: folder.section,
        folderId: folder.id,
      });
      expectError(await upload, 404, 'NOT_FOUND');
    }
    // nor into another user's My folder in the same organization
    const colleague = await createMember(t, alice.organizationId, 'content_creator');
    const session = await logIn(t, colleague.email, colleague.password);
    const upload = createUpload(t, session, 'peek.png', png.length, { folderId: own.folder.id });
    expectError(await upload, 404, 'NOT_FOUND');
  });

  it('answers 404 to copying, listing the recipients of, or withdrawing its stock', async () => {
    const ids = [own.shared.id];
    expectError(
      await mediaCall(t, bob, 'copyToStock', { mediaIds: ids, orgShareIds: [bobChild.organizationId] }),
      404,
      'NOT_FOUND',
    );
    expectError(await mediaCall(t, bob, 'stock/recipients', { mediaId: own.shared.id }), 404, 'NOT_FOUND');
    expectError(
      await mediaCall(t, bob, 'stock/unshare', { mediaIds: ids, organizationId: aliceChild.organizationId }),
      404,
      'NOT_FOUND',
    );
    expectError(await mediaCall(t, bob, 'stock/unshareAll', { mediaIds: ids }), 404, 'NOT_FOUND');
    // nor may Bob give his media to Alice's branch
    const bobItem = await uploadMedia(t, bob, 'gift.png', await distinctPng());
    expectError(
      await mediaCall(t, bob, 'copyToStock', {
        mediaIds: [bobItem.id],
        orgShareIds: [aliceChild.organizationId],
      }),
      404,
      'NOT_FOUND',
    );
    expect(await sectionIds(t, aliceChild, 'stock')).toEqual([copyInChild.id]);
    expect(await sectionIds(t, bobChild, 'stock')).toEqual([]);
  });

  it('is closed to a device manager of the same organization', async () => {
    const manager = await createMember(t, alice.organizationId, 'screen_manager');
    const session = await logIn(t, manager.email, manager.password);
    expectError(await mediaCall(t, session, 'list', { section: 'shared' }), 403, 'FORBIDDEN');
    expectError(await mediaCall(t, session, 'info', { id: own.shared.id }), 403, 'FORBIDDEN');
  });
});
