import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStockRecipients, type TMediaItem } from '@placard/contract';
import {
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  logInRoot,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import { blobKeysOf, counted, distinctPng, listMedia, mediaCall, onDisk } from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let root: LoggedIn;
let parent: LoggedIn;
let child: LoggedIn;
let otherChild: LoggedIn;
let stranger: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  root = await logInRoot(t);
  parent = await organizationWithMember(t, { name: 'Parent Screens', pkg: 'full_access' });
  const below = { parentOrganizationId: parent.organizationId };
  child = await organizationWithMember(t, { ...below, name: 'Child Screens' });
  otherChild = await organizationWithMember(t, { ...below, name: 'Another Child' });
  stranger = await organizationWithMember(t, { name: 'Stranger Screens' });
}, 60_000);
afterAll(() => t?.close());

const copy = (session: LoggedIn, body: object) => mediaCall(t, session, 'copyToStock', body);

async function upload(session: LoggedIn, name: string): Promise<TMediaItem> {
  return uploadMedia(t, session, name, await distinctPng());
}

/** The stock copy of an item an organization sees, if any. */
async function stockCopy(session: LoggedIn, name: string): Promise<TMediaItem | undefined> {
  const stock = await listMedia(t, session, { section: 'stock', searchTerm: name });
  return stock.results.find((item) => item.name === name);
}

async function recipients(session: LoggedIn, mediaId: number) {
  const response = await mediaCall(t, session, 'stock/recipients', { mediaId });
  expect(response.statusCode, response.body).toBe(200);
  return ZStockRecipients.parse(response.json());
}

describe('copying to stock', () => {
  it('gives a sub-organization a read-only copy its users see in Stock, naming the giver', async () => {
    const item = await upload(parent, 'welcome.png');
    expect(await counted(copy(parent, { mediaIds: [item.id], orgShareIds: [child.organizationId] }))).toBe(1);

    const colleague = await createMember(t, child.organizationId, 'content_creator');
    for (const session of [child, await logIn(t, colleague.email, colleague.password)]) {
      expect(await stockCopy(session, 'welcome.png')).toMatchObject({
        section: 'stock',
        url: item.url,
        status: 'ready',
        stockFrom: { organizationId: parent.organizationId, name: 'Parent Screens' },
        platformStock: false,
        canEdit: false,
        canDelete: true,
      });
    }
    const held = await stockCopy(child, 'welcome.png');
    expectError(
      await mediaCall(t, child, 'rename', { id: held?.id, name: 'mine' }),
      403,
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    expectError(
      await mediaCall(t, child, 'updateFlags', { id: held?.id, locked: true }),
      403,
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    expectError(await mediaCall(t, child, 'share', { ids: [held?.id] }), 400, 'BAD_REQUEST');
    // a copy is not given on
    const grandchild = await createSubOrganization(t, child.organizationId, 'Grandchild');
    expectError(
      await copy(child, { mediaIds: [held?.id], orgShareIds: [grandchild.id] }),
      400,
      'BAD_REQUEST',
    );
    expect(await stockCopy(parent, 'welcome.png')).toBeUndefined();
    expect(await stockCopy(otherChild, 'welcome.png')).toBeUndefined();
  });

  it('does not copy twice to an organization that already holds a copy', async () => {
    const item = await upload(parent, 'twice.png');
    const body = { mediaIds: [item.id], orgShareIds: [child.organizationId] };
    expect(await counted(copy(parent, body))).toBe(1);
    expect(
      await counted(
        copy(parent, { ...body, orgShareIds: [child.organizationId, otherChild.organizationId] }),
      ),
    ).toBe(1);
    expect((await listMedia(t, child, { section: 'stock', searchTerm: 'twice' })).totalCount).toBe(1);
  });

  it("refuses the giver's own organization, and answers 404 for a sibling or a stranger", async () => {
    const item = await upload(child, 'local.png');
    const to = (organizationId: number) =>
      copy(child, { mediaIds: [item.id], orgShareIds: [organizationId] });
    expectError(await to(child.organizationId), 400, 'BAD_REQUEST');
    expectError(await to(otherChild.organizationId), 404, 'NOT_FOUND');
    expectError(await to(parent.organizationId), 404, 'NOT_FOUND');
    expectError(await to(stranger.organizationId), 404, 'NOT_FOUND');
    expect(await stockCopy(otherChild, 'local.png')).toBeUndefined();
  });

  it('gives platform stock from the root organization only, and every organization sees it', async () => {
    const item = await upload(parent, 'not-platform.png');
    expectError(await copy(parent, { mediaIds: [item.id], platform: true }), 403, 'FORBIDDEN');

    const global = await upload(root, 'everyone.png');
    expect(await counted(copy(root, { mediaIds: [global.id], platform: true }))).toBe(1);
    for (const session of [parent, child, stranger]) {
      const held = await stockCopy(session, 'everyone.png');
      expect(held).toMatchObject({ platformStock: true, canEdit: false, canDelete: false });
      expectError(
        await mediaCall(t, session, 'remove', { ids: [held?.id] }),
        403,
        'LIBRARY_ITEM_NOT_EDITABLE',
      );
    }
    expect(await recipients(root, global.id)).toEqual({ recipients: [], platform: true });
    expect(
      await counted(mediaCall(t, root, 'stock/unshare', { mediaIds: [global.id], platform: true })),
    ).toBe(1);
    expect(await stockCopy(stranger, 'everyone.png')).toBeUndefined();
  });
});

describe('withdrawing stock', () => {
  it('names the organizations holding copies, and withdraws from one of them', async () => {
    const item = await upload(parent, 'seasonal.png');
    const both = [child.organizationId, otherChild.organizationId];
    expect(await counted(copy(parent, { mediaIds: [item.id], orgShareIds: both }))).toBe(2);
    expect(await recipients(parent, item.id)).toEqual({
      recipients: [
        { organizationId: otherChild.organizationId, name: 'Another Child' },
        { organizationId: child.organizationId, name: 'Child Screens' },
      ],
      platform: false,
    });

    const unshare = { mediaIds: [item.id], organizationId: child.organizationId };
    expect(await counted(mediaCall(t, parent, 'stock/unshare', unshare))).toBe(1);
    expect(await stockCopy(child, 'seasonal.png')).toBeUndefined();
    expect(await stockCopy(otherChild, 'seasonal.png')).toBeDefined();
    expect((await recipients(parent, item.id)).recipients.map((r) => r.name)).toEqual(['Another Child']);
  });

  it('withdraws every copy at once, for owners and admins only', async () => {
    const item = await upload(parent, 'everywhere.png');
    const both = [child.organizationId, otherChild.organizationId];
    await counted(copy(parent, { mediaIds: [item.id], orgShareIds: both }));
    const staff = await createMember(t, parent.organizationId, 'staff');
    const staffSession = await logIn(t, staff.email, staff.password);
    expectError(
      await mediaCall(t, staffSession, 'stock/unshareAll', { mediaIds: [item.id] }),
      403,
      'FORBIDDEN',
    );

    expect(await counted(mediaCall(t, parent, 'stock/unshareAll', { mediaIds: [item.id] }))).toBe(2);
    expect(await stockCopy(child, 'everywhere.png')).toBeUndefined();
    expect(await stockCopy(otherChild, 'everywhere.png')).toBeUndefined();
    expect(await recipients(parent, item.id)).toEqual({ recipients: [], platform: false });
  });

  it('lets the receiving organization delete its copy, leaving the original and other copies', async () => {
    const item = await upload(parent, 'declined.png');
    const both = [child.organizationId, otherChild.organizationId];
    await counted(copy(parent, { mediaIds: [item.id], orgShareIds: both }));
    const held = await stockCopy(child, 'declined.png');
    expect(await counted(mediaCall(t, child, 'remove', { ids: [held?.id] }))).toBe(1);

    expect(await stockCopy(child, 'declined.png')).toBeUndefined();
    expect(await stockCopy(otherChild, 'declined.png')).toBeDefined();
    expect((await mediaCall(t, parent, 'info', { id: item.id })).statusCode).toBe(200);
    expect((await recipients(parent, item.id)).recipients.map((r) => r.name)).toEqual(['Another Child']);
  });
});

describe('blobs shared by copies', () => {
  it('keeps the file until the original and every copy are gone', async () => {
    const item = await upload(parent, 'shared-blob.png');
    const both = [child.organizationId, otherChild.organizationId];
    await counted(copy(parent, { mediaIds: [item.id], orgShareIds: both }));
    // the file and its thumbnail
    const processed = (await listMedia(t, parent, { section: 'my', searchTerm: 'shared-blob' })).results[0];
    const keys = blobKeysOf(processed as TMediaItem);
    expect(keys).toHaveLength(2);
    const stored = async () => Promise.all(keys.map((key) => onDisk(t, key)));
    expect(await stored()).toEqual([true, true]);

    await counted(mediaCall(t, parent, 'remove', { ids: [item.id] }));
    expect(await stored()).toEqual([true, true]);
    const held = await stockCopy(child, 'shared-blob.png');
    expect((await t.app.inject({ url: held?.url ?? '' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: held?.thumbnailUrl ?? '' })).statusCode).toBe(200);

    await counted(mediaCall(t, child, 'remove', { ids: [held?.id] }));
    expect(await stored()).toEqual([true, true]);
    const last = await stockCopy(otherChild, 'shared-blob.png');
    await counted(mediaCall(t, otherChild, 'remove', { ids: [last?.id] }));
    expect(await stored()).toEqual([false, false]);
    expect((await t.app.inject({ url: held?.url ?? '' })).statusCode).toBe(404);
  });
});
