import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZStockRecipients, ZThumbnailUrl, type TPlaylistSummary } from '@placard/contract';
import { image } from '../../platform/media/test-files.js';
import {
  createMember,
  createSubOrganization,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import { onDisk } from '../../test/media-library.js';
import {
  countOf,
  playlistCall,
  playlistInfo,
  playlistWithSlides,
  saveSlide,
  searchOf,
  shapeElement,
  slideOf,
  summaryOf,
  uploadThumbnail,
} from '../../test/playlists.js';
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

const copy = (session: LoggedIn, body: object) => playlistCall(t, session, 'copyToStock', body);

/** The stock copy of a playlist an organization holds, if any. */
async function stockCopy(session: LoggedIn, name: string): Promise<TPlaylistSummary | undefined> {
  const stock = await searchOf(playlistCall(t, session, 'listStockPlaylist', { filter: name }));
  return stock.results.find((entry) => entry.name === name);
}

async function recipients(session: LoggedIn, playlistId: number) {
  const response = await playlistCall(t, session, 'stock/recipients', { playlistId });
  expect(response.statusCode, response.body).toBe(200);
  return ZStockRecipients.parse(response.json());
}

/** A parent playlist of three slides: a jump from the first to the second, a popup of the third, the third laid over. */
async function interactivePlaylist(name: string) {
  const playlist = await playlistWithSlides(t, parent, name, 3);
  const [, second, third] = playlist.slides.map((slide) => slide.id);
  await slideOf(
    saveSlide(t, parent, playlist.id, 0, {
      elements: [shapeElement('next')],
      actions: { next: { type: 'OATJumpTo', targetSlideId: second } },
      hotCorners: true,
    }),
  );
  const popup = {
    type: 'OATPopup',
    targetSlideId: third,
    position: { x: 0, y: 0 },
    size: { width: 1, height: 1 },
  };
  await slideOf(
    saveSlide(t, parent, playlist.id, 1, { elements: [shapeElement('info')], actions: { info: popup } }),
  );
  await summaryOf(
    playlistCall(t, parent, 'updateSlideOverlay', {
      playlistId: playlist.id,
      overlayData: { slideId: third },
    }),
  );
  await summaryOf(playlistCall(t, parent, 'publish', { playlistId: playlist.id }));
  return playlist.id;
}

// The rules of stock are tested on the use cases (playlists.stock.usecases.test.ts); these are the calls,
// with what a copy holds (slides, jumps, thumbnails) and what stays read-only in it.
describe('copying playlists to stock', () => {
  it('gives a sub-organization a read-only copy with its slides, the jumps pointing at the copied slides', async () => {
    const playlistId = await interactivePlaylist('Welcome tour');
    const thumbnail = await uploadThumbnail(t, parent, playlistId, 0, await image('png', 64, 36));
    const thumbnailUrl = ZThumbnailUrl.parse(thumbnail.json()).thumbnailUrl;
    expect(
      await countOf(copy(parent, { playlistIds: [playlistId], orgShareIds: [child.organizationId] })),
    ).toBe(1);

    const colleague = await createMember(t, child.organizationId, 'content_creator');
    for (const session of [child, await logIn(t, colleague.email, colleague.password)]) {
      expect(await stockCopy(session, 'Welcome tour')).toMatchObject({
        section: 'stock',
        kind: 'playlist',
        isPublished: true,
        slideCount: 3,
        thumbnailUrl,
        stockFrom: { organizationId: parent.organizationId, name: 'Parent Screens' },
        platformStock: false,
        originalPlaylistId: playlistId,
        canEdit: false,
        canDelete: true,
      });
    }
    const held = await stockCopy(child, 'Welcome tour');
    const copied = await playlistInfo(t, child, held?.id ?? 0);
    const [, second, third] = copied.slides.map((slide) => slide.id);
    const original = await playlistInfo(t, parent, playlistId);
    expect(copied.slides.map((slide) => slide.id)).not.toEqual(original.slides.map((slide) => slide.id));
    expect(copied.slides[0]?.data).toMatchObject({
      actions: { next: { type: 'OATJumpTo', targetSlideId: second } },
      hotCorners: true,
    });
    expect(copied.slides[1]?.data.actions).toMatchObject({
      info: { type: 'OATPopup', targetSlideId: third },
    });
    expect(copied.overlay).toEqual({ slideId: third });
    expect(copied.slides[0]?.thumbnailUrl).toBe(thumbnailUrl);

    // later edits of the original stay with the original
    await slideOf(saveSlide(t, parent, playlistId, 2, { duration: 50 }));
    expect((await playlistInfo(t, child, copied.id)).slides[2]?.data.duration).toBe(10);
    expect(await stockCopy(parent, 'Welcome tour')).toBeUndefined();
    expect(await stockCopy(otherChild, 'Welcome tour')).toBeUndefined();
  });

  it('keeps a stock copy read-only for the organization holding it', async () => {
    const playlistId = await interactivePlaylist('Read only');
    await countOf(copy(parent, { playlistIds: [playlistId], orgShareIds: [child.organizationId] }));
    const held = (await stockCopy(child, 'Read only'))?.id ?? 0;
    const [slideId] = (await playlistInfo(t, child, held)).slides.map((slide) => slide.id);
    expectError(await saveSlide(t, child, held, 0, { duration: 5 }), 403, 'LIBRARY_ITEM_NOT_EDITABLE');
    expectError(
      await playlistCall(t, child, 'updateSlideDuration', { playlistId: held, slideId, duration: 5 }),
      403,
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    expectError(
      await playlistCall(t, child, 'rename', { playlistId: held, name: 'Mine now' }),
      403,
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    expectError(
      await playlistCall(t, child, 'publish', { playlistId: held }),
      403,
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    expectError(await playlistCall(t, child, 'share', { playlistIds: [held] }), 400, 'BAD_REQUEST');
    const lock = await playlistCall(t, child, 'lock', { playlistId: held });
    expect(lock.json()).toEqual({ locked: false, userName: null, mine: false });
    // a copy is not given on
    const grandchild = await createSubOrganization(t, child.organizationId, 'Grandchild');
    expectError(await copy(child, { playlistIds: [held], orgShareIds: [grandchild.id] }), 400, 'BAD_REQUEST');
    expect((await playlistInfo(t, child, held)).slides[0]?.data.duration).toBe(10);
  });
});

describe('withdrawing stock playlists', () => {
  it('names recipients and withdraws through the calls, validating what is sent', async () => {
    const playlistId = (await playlistWithSlides(t, parent, 'Seasonal', 1)).id;
    expectError(await copy(child, { playlistIds: [playlistId] }), 400, 'VALIDATION_FAILED');
    expect(
      await countOf(copy(parent, { playlistIds: [playlistId], orgShareIds: [child.organizationId] })),
    ).toBe(1);
    expect(await recipients(parent, playlistId)).toEqual({
      recipients: [{ organizationId: child.organizationId, name: 'Child Screens' }],
      platform: false,
    });
    expectError(
      await playlistCall(t, parent, 'stock/unshare', { playlistIds: [playlistId] }),
      400,
      'VALIDATION_FAILED',
    );
    const unshare = { playlistIds: [playlistId], organizationId: child.organizationId };
    expect(await countOf(playlistCall(t, parent, 'stock/unshare', unshare))).toBe(1);
    expect(await stockCopy(child, 'Seasonal')).toBeUndefined();
    expectError(
      await playlistCall(t, parent, 'stock/unshare', { ...unshare, playlistIds: [2_000_000] }),
      404,
      'NOT_FOUND',
    );
  });

  it('withdraws every copy at once, for owners and admins only', async () => {
    const playlistId = (await playlistWithSlides(t, parent, 'Everywhere', 1)).id;
    await countOf(
      copy(parent, {
        playlistIds: [playlistId],
        orgShareIds: [child.organizationId, otherChild.organizationId],
      }),
    );
    const staff = await createMember(t, parent.organizationId, 'staff');
    const staffSession = await logIn(t, staff.email, staff.password);
    expectError(
      await playlistCall(t, staffSession, 'stock/unshareAll', { playlistIds: [playlistId] }),
      403,
      'FORBIDDEN',
    );
    expect(await countOf(playlistCall(t, parent, 'stock/unshareAll', { playlistIds: [playlistId] }))).toBe(2);
    expect(await stockCopy(child, 'Everywhere')).toBeUndefined();
    expect(await stockCopy(otherChild, 'Everywhere')).toBeUndefined();
    expect(await recipients(parent, playlistId)).toEqual({ recipients: [], platform: false });
  });

  it('lets the receiving organization delete its copy, leaving the original, other copies and their thumbnails', async () => {
    const playlistId = (await playlistWithSlides(t, parent, 'Declined', 1)).id;
    const shot = await image('png', 48, 27);
    const url = ZThumbnailUrl.parse(
      (await uploadThumbnail(t, parent, playlistId, 0, shot)).json(),
    ).thumbnailUrl;
    const key = url.slice(url.lastIndexOf('/') + 1);
    await countOf(
      copy(parent, {
        playlistIds: [playlistId],
        orgShareIds: [child.organizationId, otherChild.organizationId],
      }),
    );
    const held = await stockCopy(child, 'Declined');
    expect(await countOf(playlistCall(t, child, 'remove', { ids: [held?.id] }))).toBe(1);
    expect(await stockCopy(child, 'Declined')).toBeUndefined();
    expect(await stockCopy(otherChild, 'Declined')).toBeDefined();
    expect((await recipients(parent, playlistId)).recipients.map((entry) => entry.name)).toEqual([
      'Another Child',
    ]);

    // the original goes: the thumbnail stays for the copy still held
    expect(await countOf(playlistCall(t, parent, 'remove', { ids: [playlistId] }))).toBe(1);
    expect(await onDisk(t, key)).toBe(true);
    const last = await stockCopy(otherChild, 'Declined');
    expect(await countOf(playlistCall(t, otherChild, 'remove', { ids: [last?.id] }))).toBe(1);
    expect(await onDisk(t, key)).toBe(false);
  });
});
