import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStockRecipients, type TMediaItem } from '@placard/contract';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import { blobKeysOf, counted, distinctPng, listMedia, mediaCall, onDisk } from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let parent: LoggedIn;
let child: LoggedIn;
let otherChild: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  parent = await organizationWithMember(t, { name: 'Parent Screens', pkg: 'full_access' });
  const below = { parentOrganizationId: parent.organizationId };
  child = await organizationWithMember(t, { ...below, name: 'Child Screens' });
  otherChild = await organizationWithMember(t, { ...below, name: 'Another Child' });
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

// The rules of stock are tested on the use cases (media.stock.usecases.test.ts); these are its calls.
describe('the stock calls', () => {
  it('copy, name the recipients and withdraw, answering refusals in the error shape', async () => {
    const item = await upload(parent, 'welcome.png');
    expect(await counted(copy(parent, { mediaIds: [item.id], orgShareIds: [child.organizationId] }))).toBe(1);
    expect(await stockCopy(child, 'welcome.png')).toMatchObject({ section: 'stock', url: item.url });
    expectError(
      await copy(child, { mediaIds: [item.id], orgShareIds: [otherChild.organizationId] }),
      404,
      'NOT_FOUND',
    );
    expectError(await copy(parent, { mediaIds: [item.id], platform: true }), 403, 'FORBIDDEN');
    expect(await recipients(parent, item.id)).toEqual({
      recipients: [{ organizationId: child.organizationId, name: 'Child Screens' }],
      platform: false,
    });
    const unshare = { mediaIds: [item.id], organizationId: child.organizationId };
    expect(await counted(mediaCall(t, parent, 'stock/unshare', unshare))).toBe(1);
    expect(await stockCopy(child, 'welcome.png')).toBeUndefined();
  });

  it('withdraw every copy at once, for owners and admins only', async () => {
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
