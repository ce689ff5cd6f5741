import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMediaFolder, TMediaItem } from '@placard/contract';
import {
  expectError,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import {
  distinctPng,
  listMedia,
  mediaCall,
  mediaInfo,
  newFolder,
  sectionIds,
} from '../../test/media-library.js';
import { createUpload, sendChunk, uploadMedia } from '../../test/media-uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;
let child: LoggedIn;
let item: TMediaItem;
let folder: TMediaFolder;
/** an upload begun while the licence was valid */
let begun: { location: string; bytes: Buffer };

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Lapsed Screens', pkg: 'full_access' });
  child = await organizationWithMember(t, {
    name: 'Lapsed Branch',
    parentOrganizationId: owner.organizationId,
  });
  folder = await newFolder(t, owner, 'Before');
  item = await uploadMedia(t, owner, 'before.png', await distinctPng(), { folderId: folder.id });
  const bytes = await distinctPng();
  const created = await createUpload(t, owner, 'half.png', bytes.length);
  begun = { location: String(created.headers.location), bytes };

  await setLicensePackage(t, owner.organizationId, 'full_access', {
    validityExpiresAt: new Date(t.app.deps.now().getTime() - 1000),
  });
}, 60_000);
afterAll(() => t?.close());

describe('the library while the licence is expired', () => {
  it('still opens: lists, folders, one item, usage and its files', async () => {
    const inFolder = await listMedia(t, owner, { section: 'my', folderId: folder.id });
    expect(inFolder.results.map((entry) => entry.id)).toEqual([item.id]);
    expect((await mediaCall(t, owner, 'folder/list', { section: 'my' })).statusCode).toBe(200);
    expect(await mediaInfo(t, owner, item.id)).toMatchObject({ name: 'before.png', status: 'ready' });
    expect((await mediaCall(t, owner, 'stock/recipients', { mediaId: item.id })).statusCode).toBe(200);
    const usage = await t.app.inject({ url: '/api/media/usage', headers: { cookie: owner.cookie } });
    expect(usage.statusCode).toBe(200);
    expect((await t.app.inject({ url: item.url })).statusCode).toBe(200);
  });

  it('refuses uploads, new ones and ones already begun, with LICENSE_EXPIRED', async () => {
    const bytes = await distinctPng();
    expectError(await createUpload(t, owner, 'after.png', bytes.length), 403, 'LICENSE_EXPIRED');
    expectError(await sendChunk(t, owner, begun.location, 0, begun.bytes), 403, 'LICENSE_EXPIRED');
    expect(await sectionIds(t, owner, 'my')).toEqual([item.id]);
  });

  it('refuses every change with LICENSE_EXPIRED, leaving the library as it was', async () => {
    const changes: [string, object][] = [
      ['rename', { id: item.id, name: 'after.png' }],
      ['updateFlags', { id: item.id, locked: true }],
      ['moveToFolder', { ids: [item.id], parentFolderId: null }],
      ['remove', { ids: [item.id] }],
      ['share', { ids: [item.id] }],
      ['folder/create', { name: 'After' }],
      ['folder/rename', { id: folder.id, name: 'After' }],
      ['remove', { folderIds: [folder.id] }],
      ['copyToStock', { mediaIds: [item.id], orgShareIds: [child.organizationId] }],
      ['stock/unshare', { mediaIds: [item.id], organizationId: child.organizationId }],
      ['stock/unshareAll', { mediaIds: [item.id] }],
    ];
    for (const [call, body] of changes) {
      expectError(await mediaCall(t, owner, call, body), 403, 'LICENSE_EXPIRED');
    }
    expect(await mediaInfo(t, owner, item.id)).toMatchObject({
      name: 'before.png',
      locked: false,
      section: 'my',
      folderId: folder.id,
    });
    expect((await listMedia(t, owner, { section: 'my' })).folders.map((f) => f.name)).toEqual(['Before']);
    expect((await listMedia(t, child, { section: 'stock' })).totalCount).toBe(0);
  });
});
