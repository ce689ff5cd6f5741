import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@placard/contract';
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
  itemOf,
  listMedia,
  mediaCall,
  mediaInfo,
  newFolder,
  sectionIds,
} from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;
let admin: LoggedIn;
let creator: LoggedIn;
let colleague: LoggedIn;

async function member(role: Role): Promise<LoggedIn> {
  const user = await createMember(t, owner.organizationId, role);
  return logIn(t, user.email, user.password);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Sharing Screens', pkg: 'full_access' });
  admin = await member('admin');
  creator = await member('content_creator');
  colleague = await member('content_creator');
}, 60_000);
afterAll(() => t?.close());

const share = (session: LoggedIn, body: object) => counted(mediaCall(t, session, 'share', body));
const unshare = (session: LoggedIn, body: object) => counted(mediaCall(t, session, 'restrict', body));
const rename = (session: LoggedIn, id: number, name: string) => mediaCall(t, session, 'rename', { id, name });

describe('sharing and unsharing', () => {
  it('moves a shared item from My to the top level of Shared, where the whole organization sees it', async () => {
    const folder = await newFolder(t, creator, 'Drafts');
    const item = await uploadMedia(t, creator, 'opening.png', await distinctPng(), { folderId: folder.id });
    expect(await share(creator, { ids: [item.id] })).toBe(1);

    expect(await sectionIds(t, creator, 'my')).not.toContain(item.id);
    for (const session of [creator, colleague, owner]) {
      const shared = await listMedia(t, session, { section: 'shared' });
      expect(shared.results.find((entry) => entry.id === item.id)).toMatchObject({
        section: 'shared',
        folderId: null,
        creator: { id: creator.userId },
        canEdit: true,
      });
    }
  });

  it("never shows anyone's My to others, not even to the owner", async () => {
    const folder = await newFolder(t, creator, 'Private plans');
    const item = await uploadMedia(t, creator, 'secret.png', await distinctPng(), { folderId: folder.id });
    for (const session of [owner, admin, colleague]) {
      expect(await sectionIds(t, session, 'my')).not.toContain(item.id);
      expect((await listMedia(t, session, { section: 'my' })).folders.map((f) => f.id)).not.toContain(
        folder.id,
      );
      expectError(await mediaCall(t, session, 'info', { id: item.id }), 404, 'NOT_FOUND');
      expectError(await rename(session, item.id, 'mine now'), 404, 'NOT_FOUND');
      expectError(await mediaCall(t, session, 'share', { ids: [item.id] }), 404, 'NOT_FOUND');
      expectError(
        await mediaCall(t, session, 'list', { section: 'my', folderId: folder.id }),
        404,
        'NOT_FOUND',
      );
    }
  });

  it('shares a folder with its subfolders and items, placing it at the top of Shared', async () => {
    const parent = await newFolder(t, creator, 'Campaigns');
    const folder = await newFolder(t, creator, 'Spring', { parentFolderId: parent.id });
    const sub = await newFolder(t, creator, 'Week 1', { parentFolderId: folder.id });
    const item = await uploadMedia(t, creator, 'spring.png', await distinctPng(), { folderId: sub.id });
    expect(await share(creator, { folderIds: [folder.id] })).toBe(1);

    const top = await listMedia(t, colleague, { section: 'shared' });
    expect(top.folders.find((f) => f.id === folder.id)).toMatchObject({ parentId: null, canEdit: true });
    const inSub = await listMedia(t, colleague, { section: 'shared', folderId: sub.id });
    expect(inSub.results.map((entry) => [entry.id, entry.section])).toEqual([[item.id, 'shared']]);
    expect(inSub.path.map((step) => step.name)).toEqual(['Spring', 'Week 1']);
    expect((await listMedia(t, creator, { section: 'my', folderId: parent.id })).folders).toEqual([]);
  });

  it("refuses to share a folder whose name Shared's top level already has", async () => {
    await newFolder(t, colleague, 'Menus', { section: 'shared' });
    const mine = await newFolder(t, creator, 'menus');
    expectError(await mediaCall(t, creator, 'share', { folderIds: [mine.id] }), 409, 'NAME_TAKEN');
    expect((await listMedia(t, creator, { section: 'my' })).folders.map((f) => f.id)).toContain(mine.id);
  });

  it("refuses to share what is already shared, and to unshare what is someone's own", async () => {
    const item = await uploadMedia(t, creator, 'twice.png', await distinctPng(), { section: 'shared' });
    expectError(await mediaCall(t, creator, 'share', { ids: [item.id] }), 400, 'BAD_REQUEST');
    const own = await uploadMedia(t, creator, 'own.png', await distinctPng());
    expectError(await mediaCall(t, creator, 'restrict', { ids: [own.id] }), 400, 'BAD_REQUEST');
  });

  it("returns an unshared item to its creator's My, whoever unshares it", async () => {
    const folder = await newFolder(t, creator, 'Shared later', { section: 'shared' });
    const item = await uploadMedia(t, creator, 'back.png', await distinctPng(), {
      section: 'shared',
      folderId: folder.id,
    });
    expect(await unshare(colleague, { ids: [item.id] })).toBe(1);

    expect(await sectionIds(t, colleague, 'shared')).not.toContain(item.id);
    expect(await sectionIds(t, colleague, 'my')).not.toContain(item.id);
    const mine = await listMedia(t, creator, { section: 'my' });
    expect(mine.results.find((entry) => entry.id === item.id)).toMatchObject({
      section: 'my',
      folderId: null,
    });
  });

  it("returns an unshared folder to its creator, and others' items in it to theirs", async () => {
    const folder = await newFolder(t, creator, 'Joint work', { section: 'shared' });
    const ours = await uploadMedia(t, creator, 'ours.png', await distinctPng(), {
      section: 'shared',
      folderId: folder.id,
    });
    const theirs = await uploadMedia(t, colleague, 'theirs.png', await distinctPng(), {
      section: 'shared',
      folderId: folder.id,
    });
    expect(await unshare(owner, { folderIds: [folder.id] })).toBe(1);

    const inFolder = await listMedia(t, creator, { section: 'my', folderId: folder.id });
    expect(inFolder.results.map((entry) => entry.id)).toEqual([ours.id]);
    const colleagues = await listMedia(t, colleague, { section: 'my' });
    expect(colleagues.results.find((entry) => entry.id === theirs.id)).toMatchObject({ folderId: null });
    expectError(
      await mediaCall(t, colleague, 'list', { section: 'shared', folderId: folder.id }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('uneditable when shared', () => {
  it('keeps other content creators from changing it, while its creator, owners and admins may', async () => {
    const item = await uploadMedia(t, creator, 'brand.png', await distinctPng(), { section: 'shared' });
    await itemOf(mediaCall(t, creator, 'updateFlags', { id: item.id, uneditableWhenShared: true }));

    expect((await mediaInfo(t, colleague, item.id)).canEdit).toBe(false);
    expectError(await rename(colleague, item.id, 'hijacked'), 403, 'LIBRARY_ITEM_NOT_EDITABLE');
    expectError(
      await mediaCall(t, colleague, 'remove', { ids: [item.id] }),
      403,
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    expectError(
      await mediaCall(t, colleague, 'restrict', { ids: [item.id] }),
      403,
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    expectError(
      await mediaCall(t, colleague, 'updateFlags', { id: item.id, uneditableWhenShared: false }),
      403,
      'LIBRARY_ITEM_NOT_EDITABLE',
    );

    expect(await itemOf(rename(creator, item.id, 'Brand v2'))).toMatchObject({ name: 'Brand v2' });
    expect(await itemOf(rename(owner, item.id, 'Brand v3'))).toMatchObject({ canEdit: true });
    expect(await itemOf(rename(admin, item.id, 'Brand v4'))).toMatchObject({ name: 'Brand v4' });
    expect((await mediaInfo(t, colleague, item.id)).name).toBe('Brand v4');
  });

  it('does not let a colleague delete a shared folder holding such an item', async () => {
    const folder = await newFolder(t, creator, 'Protected', { section: 'shared' });
    const item = await uploadMedia(t, creator, 'kept.png', await distinctPng(), {
      section: 'shared',
      folderId: folder.id,
    });
    await itemOf(mediaCall(t, creator, 'updateFlags', { id: item.id, uneditableWhenShared: true }));
    expectError(
      await mediaCall(t, colleague, 'remove', { folderIds: [folder.id] }),
      403,
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    expect((await mediaInfo(t, colleague, item.id)).folderId).toBe(folder.id);
  });
});

describe('locked items', () => {
  it('refuses rename, move, delete and share until unlocked', async () => {
    const folder = await newFolder(t, creator, 'Lockers');
    const item = await uploadMedia(t, creator, 'locked.png', await distinctPng());
    expect(await itemOf(mediaCall(t, creator, 'updateFlags', { id: item.id, locked: true }))).toMatchObject({
      locked: true,
    });

    expectError(await rename(creator, item.id, 'changed'), 409, 'LIBRARY_ITEM_LOCKED');
    expectError(
      await mediaCall(t, creator, 'moveToFolder', { ids: [item.id], parentFolderId: folder.id }),
      409,
      'LIBRARY_ITEM_LOCKED',
    );
    expectError(await mediaCall(t, creator, 'remove', { ids: [item.id] }), 409, 'LIBRARY_ITEM_LOCKED');
    expectError(await mediaCall(t, creator, 'share', { ids: [item.id] }), 409, 'LIBRARY_ITEM_LOCKED');
    expect(await mediaInfo(t, creator, item.id)).toMatchObject({ name: 'locked.png', section: 'my' });

    await itemOf(mediaCall(t, creator, 'updateFlags', { id: item.id, locked: false }));
    expect(await itemOf(rename(creator, item.id, 'unlocked.png'))).toMatchObject({ locked: false });
    expect(await share(creator, { ids: [item.id] })).toBe(1);
  });

  it('keeps a folder holding a locked item from being deleted or shared', async () => {
    const folder = await newFolder(t, creator, 'Vault');
    const item = await uploadMedia(t, creator, 'vault.png', await distinctPng(), { folderId: folder.id });
    await itemOf(mediaCall(t, creator, 'updateFlags', { id: item.id, locked: true }));
    expectError(
      await mediaCall(t, creator, 'remove', { folderIds: [folder.id] }),
      409,
      'LIBRARY_ITEM_LOCKED',
    );
    expectError(await mediaCall(t, creator, 'share', { folderIds: [folder.id] }), 409, 'LIBRARY_ITEM_LOCKED');
    expect((await mediaInfo(t, creator, item.id)).folderId).toBe(folder.id);
  });

  it('refuses to unshare a locked shared item', async () => {
    const item = await uploadMedia(t, creator, 'fixed.png', await distinctPng(), { section: 'shared' });
    await itemOf(mediaCall(t, owner, 'updateFlags', { id: item.id, locked: true }));
    expectError(await mediaCall(t, colleague, 'restrict', { ids: [item.id] }), 409, 'LIBRARY_ITEM_LOCKED');
  });
});
