import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMediaItem } from '@placard/contract';
import { createMember, logIn, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import {
  blobKeysOf,
  distinctPng,
  listMedia,
  mediaInfo,
  newFolder,
  onDisk,
  sectionIds,
} from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Leaving Screens', pkg: 'full_access' });
}, 60_000);
afterAll(() => t?.close());

async function leaver(): Promise<LoggedIn> {
  const user = await createMember(t, owner.organizationId, 'content_creator');
  return logIn(t, user.email, user.password);
}

async function deleteUser(user: LoggedIn, mode: 'transfer' | 'delete'): Promise<void> {
  const response = await post(
    t.app,
    '/api/users/delete',
    { userIds: [user.userId], mode },
    { cookie: owner.cookie },
  );
  expect(response.statusCode, response.body).toBe(200);
}

/** An item with its thumbnail made. */
async function processed(session: LoggedIn, item: TMediaItem): Promise<TMediaItem> {
  return mediaInfo(t, session, item.id);
}

describe('deleting a user with their content transferred', () => {
  it('gives their My items and folders to the owner, in the same places', async () => {
    const user = await leaver();
    const folder = await newFolder(t, user, 'Handover');
    const sub = await newFolder(t, user, 'Details', { parentFolderId: folder.id });
    const top = await uploadMedia(t, user, 'top.png', await distinctPng());
    const deep = await uploadMedia(t, user, 'deep.png', await distinctPng(), { folderId: sub.id });
    const shared = await uploadMedia(t, user, 'team.png', await distinctPng(), { section: 'shared' });

    await deleteUser(user, 'transfer');

    const mine = await listMedia(t, owner, { section: 'my' });
    expect(mine.results.find((item) => item.id === top.id)).toMatchObject({
      creator: { id: owner.userId },
      canEdit: true,
    });
    expect(mine.folders.find((f) => f.id === folder.id)).toMatchObject({
      name: 'Handover',
      creator: { id: owner.userId },
    });
    const inSub = await listMedia(t, owner, { section: 'my', folderId: sub.id });
    expect(inSub.results.map((item) => item.id)).toEqual([deep.id]);
    expect(inSub.path.map((step) => step.name)).toEqual(['Handover', 'Details']);
    // what they shared stays shared with the organization, now the owner's (unsharing returns it to them)
    const team = (await listMedia(t, owner, { section: 'shared' })).results.find(
      (item) => item.id === shared.id,
    );
    expect(team?.creator?.id).toBe(owner.userId);
  });

  it('keeps folder names unique when the owner already has a folder of that name', async () => {
    await newFolder(t, owner, 'Reports');
    const user = await leaver();
    const theirs = await newFolder(t, user, 'reports');
    await deleteUser(user, 'transfer');

    const names = (await listMedia(t, owner, { section: 'my' })).folders.map((f) => f.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const moved = (await listMedia(t, owner, { section: 'my' })).folders.find((f) => f.id === theirs.id);
    expect(moved?.name).toBe('reports (2)');
  });
});

describe('deleting a user with their content', () => {
  it('deletes what they made in My and in Shared, and the files nothing else uses, at once', async () => {
    const user = await leaver();
    const folder = await newFolder(t, user, 'Gone');
    const inFolder = await processed(
      user,
      await uploadMedia(t, user, 'gone.png', await distinctPng(), { folderId: folder.id }),
    );
    const loose = await processed(user, await uploadMedia(t, user, 'loose.png', await distinctPng()));
    const shared = await processed(
      user,
      await uploadMedia(t, user, 'shared.png', await distinctPng(), { section: 'shared' }),
    );
    // the owner uploaded the same file: that blob stays
    const same = await distinctPng();
    const kept = await uploadMedia(t, user, 'kept.png', same);
    const ownersCopy = await uploadMedia(t, owner, 'owners.png', same);
    expect(ownersCopy.url).toBe(kept.url);

    const released = [...blobKeysOf(inFolder), ...blobKeysOf(loose), ...blobKeysOf(shared)];
    expect(released).toHaveLength(6);
    for (const key of released) expect(await onDisk(t, key)).toBe(true);

    await deleteUser(user, 'delete');

    const ownerSees = await listMedia(t, owner, { section: 'my' });
    expect(ownerSees.folders.map((f) => f.id)).not.toContain(folder.id);
    expect(ownerSees.results.map((item) => item.id)).not.toContain(loose.id);
    expect(await sectionIds(t, owner, 'shared')).not.toContain(shared.id);
    for (const key of released) expect(await onDisk(t, key)).toBe(false);
    const stillThere = await mediaInfo(t, owner, ownersCopy.id);
    for (const key of blobKeysOf(stillThere)) expect(await onDisk(t, key)).toBe(true);
    expect((await t.app.inject({ url: stillThere.url })).statusCode).toBe(200);
  });
});
