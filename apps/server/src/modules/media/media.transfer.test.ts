import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMediaUsage } from '@placard/contract';
import { organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { counted, distinctPng, listMedia, mediaCall, newFolder } from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let parent: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  parent = await organizationWithMember(t, { name: 'Parent Screens', pkg: 'full_access' });
}, 60_000);
afterAll(() => t?.close());

const child = () =>
  organizationWithMember(t, { parentOrganizationId: parent.organizationId, name: 'Closing Branch' });

async function usage(session: LoggedIn) {
  const response = await t.app.inject({ url: '/api/media/usage', headers: { cookie: session.cookie } });
  return ZMediaUsage.parse(response.json());
}

describe("transferring an organization's data to its parent", () => {
  it('moves its Shared media to the parent, numbering a folder whose name the parent uses', async () => {
    const branch = await child();
    await newFolder(t, parent, 'Campaigns', { section: 'shared' });
    const folder = await newFolder(t, branch, 'campaigns', { section: 'shared' });
    const poster = await uploadMedia(t, branch, 'poster.png', await distinctPng(), {
      section: 'shared',
      folderId: folder.id,
    });

    const response = await post(
      t.app,
      `/api/organizations/${branch.organizationId}/transfer`,
      { targetOrganizationId: parent.organizationId },
      { cookie: parent.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);

    const shared = await listMedia(t, parent, { section: 'shared' });
    expect(shared.folders.map((f) => f.name)).toEqual(['Campaigns', 'campaigns (2)']);
    const inside = await listMedia(t, parent, { section: 'shared', folderId: folder.id });
    expect(inside.results.map((item) => item.id)).toEqual([poster.id]);
  });

  it('drops the stock the parent had given it, which is the parent’s own again', async () => {
    const branch = await child();
    const logo = await uploadMedia(t, parent, 'gift.png', await distinctPng(), { section: 'shared' });
    await counted(
      mediaCall(t, parent, 'copyToStock', { mediaIds: [logo.id], orgShareIds: [branch.organizationId] }),
    );
    expect((await listMedia(t, branch, { section: 'stock' })).totalCount).toBe(1);

    await post(
      t.app,
      `/api/organizations/${branch.organizationId}/transfer`,
      { targetOrganizationId: parent.organizationId },
      { cookie: parent.cookie },
    );
    expect((await listMedia(t, parent, { section: 'stock' })).totalCount).toBe(0);
    expect((await listMedia(t, parent, { section: 'shared' })).results.map((item) => item.id)).toContain(
      logo.id,
    );
  });
});

describe('storage used', () => {
  it('counts the files an organization keeps, not the stock copies it was given', async () => {
    const branch = await child();
    const own = await uploadMedia(t, branch, 'own.png', await distinctPng());
    const gift = await uploadMedia(t, parent, 'given.png', await distinctPng());
    await counted(
      mediaCall(t, parent, 'copyToStock', { mediaIds: [gift.id], orgShareIds: [branch.organizationId] }),
    );
    expect(await usage(branch)).toEqual({ usedBytes: own.sizeBytes, itemCount: 1 });
  });
});
