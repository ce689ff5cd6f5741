import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZThumbnailUrl } from '@placard/contract';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import { counted, distinctPng, mediaCall, mediaInfo, onDisk } from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import {
  countOf,
  imageElement,
  newPlaylist,
  newPlaylistFolder,
  playlistCall,
  playlistInfo,
  saveSlide,
  searchPlaylists,
  sectionPlaylistIds,
  slideOf,
  summaryOf,
  templateCall,
  uploadThumbnail,
} from '../../test/playlists.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'People Screens', pkg: 'full_access' });
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

let shade = 0;
/** A slide thumbnail of its own colour, uploaded to a playlist's first slide; answers its blob key. */
async function thumbnailKey(session: LoggedIn, playlistId: number): Promise<string> {
  shade += 1;
  const background = { r: (shade * 70) % 256, g: 40, b: (shade * 130) % 256, alpha: 1 };
  const png = await sharp({ create: { width: 64, height: 36, channels: 4, background } })
    .png()
    .toBuffer();
  const response = await uploadThumbnail(t, session, playlistId, 0, png);
  const url = ZThumbnailUrl.parse(response.json()).thumbnailUrl;
  return url.slice(url.lastIndexOf('/') + 1);
}

describe('the delete warning of a media item', () => {
  it('names the playlists and templates whose slides show it, as an element or a background', async () => {
    const photo = await uploadMedia(t, owner, 'used.png', await distinctPng());
    const unused = await uploadMedia(t, owner, 'unused.png', await distinctPng());
    const asElement = await newPlaylist(t, owner, 'Breakfast');
    await slideOf(saveSlide(t, owner, asElement, 0, { elements: [imageElement('pic', photo.id)] }));
    const asBackground = await newPlaylist(t, owner, 'Afternoon', { section: 'shared' });
    const [slideId] = (await playlistInfo(t, owner, asBackground)).slides.map((slide) => slide.id);
    await slideOf(
      playlistCall(t, owner, 'updateSlideBackground', {
        playlistId: asBackground,
        slideId,
        backgroundType: 'image',
        background: photo.id,
      }),
    );
    const template = await summaryOf(
      templateCall(t, owner, 'create', { name: 'Classic', playlistId: asBackground, slideId }),
    );
    await newPlaylist(t, owner, 'Unrelated');

    expect((await mediaInfo(t, owner, photo.id)).usedBy).toEqual([
      { id: asBackground, name: 'Afternoon' },
      { id: asElement, name: 'Breakfast' },
      { id: template.id, name: 'Classic' },
    ]);
    expect((await mediaInfo(t, owner, unused.id)).usedBy).toEqual([]);

    await slideOf(saveSlide(t, owner, asElement, 0, { elements: [] }));
    expect((await mediaInfo(t, owner, photo.id)).usedBy.map((entry) => entry.name)).toEqual([
      'Afternoon',
      'Classic',
    ]);
    // the warning is a warning: the item may still be deleted
    expect(await counted(mediaCall(t, owner, 'remove', { ids: [photo.id] }))).toBe(1);
  });
});

describe('deleting a user with their content transferred', () => {
  it('gives their playlists, templates and folders to the owner, numbering names the owner uses', async () => {
    await newPlaylist(t, owner, 'Lobby');
    const user = await leaver();
    const folder = await newPlaylistFolder(t, user, 'Handover');
    const inFolder = await newPlaylist(t, user, 'Handed over', { parentFolderId: folder.id });
    const clashing = await newPlaylist(t, user, 'LOBBY');
    const shared = await newPlaylist(t, user, 'Team loop', { section: 'shared' });
    const [slideId] = (await playlistInfo(t, user, inFolder)).slides.map((slide) => slide.id);
    const template = await summaryOf(
      templateCall(t, user, 'create', { name: 'Their layout', playlistId: inFolder, slideId }),
    );

    await deleteUser(user, 'transfer');

    expect(await playlistInfo(t, owner, inFolder)).toMatchObject({
      section: 'my',
      folderId: folder.id,
      creator: { id: owner.userId },
      canEdit: true,
    });
    expect((await playlistInfo(t, owner, clashing)).name).toBe('LOBBY (2)');
    const names = (await searchPlaylists(t, owner, { limit: 200 })).results.map((entry) =>
      entry.name.toLowerCase(),
    );
    expect(new Set(names).size).toBe(names.length);
    expect((await playlistInfo(t, owner, shared)).creator?.id).toBe(owner.userId);
    expect((await playlistInfo(t, owner, template.id)).creator?.id).toBe(owner.userId);
    expect(await sectionPlaylistIds(t, owner, 'my', 'template')).toContain(template.id);
  });
});

describe('deleting a user with their content', () => {
  it('deletes what they made in My and in Shared, and the thumbnails no other slide shows', async () => {
    const user = await leaver();
    const folder = await newPlaylistFolder(t, user, 'Gone');
    const inFolder = await newPlaylist(t, user, 'Gone too', { parentFolderId: folder.id });
    const shared = await newPlaylist(t, user, 'Shared by them', { section: 'shared' });
    const kept = await newPlaylist(t, owner, 'Owner keeps');
    const keys = [await thumbnailKey(user, inFolder), await thumbnailKey(user, shared)];
    const ownersKey = await thumbnailKey(owner, kept);
    for (const key of [...keys, ownersKey]) expect(await onDisk(t, key)).toBe(true);

    await deleteUser(user, 'delete');

    expect(await sectionPlaylistIds(t, owner, 'shared')).not.toContain(shared);
    expectError(await playlistCall(t, owner, 'info', { playlistId: shared }), 404, 'NOT_FOUND');
    for (const key of keys) expect(await onDisk(t, key)).toBe(false);
    expect(await onDisk(t, ownersKey)).toBe(true);
    expect((await playlistInfo(t, owner, kept)).name).toBe('Owner keeps');
  });

  it('lets go of a shared playlist they had open in the editor', async () => {
    const user = await leaver();
    const playlistId = await newPlaylist(t, owner, 'Left open', { section: 'shared' });
    const locked = await playlistCall(t, user, 'lock', { playlistId });
    expect(locked.json()).toMatchObject({ mine: true });
    expectError(await saveSlide(t, owner, playlistId, 0, {}), 409, 'PLAYLIST_LOCKED');
    await deleteUser(user, 'delete');
    expect((await playlistCall(t, owner, 'lockStatus', { playlistId })).json()).toEqual({
      locked: false,
      userName: null,
      mine: true,
    });
    await slideOf(saveSlide(t, owner, playlistId, 0, { duration: 14 }));
  });
});

describe("transferring an organization's data to its parent", () => {
  it('moves its Shared playlists to the parent, numbering names the parent uses, and drops its stock', async () => {
    const branch = await organizationWithMember(t, {
      parentOrganizationId: owner.organizationId,
      name: 'Closing',
    });
    await newPlaylist(t, owner, 'Opening times', { section: 'shared' });
    const clashing = await newPlaylist(t, branch, 'opening times', { section: 'shared' });
    const other = await newPlaylist(t, branch, 'Branch news', { section: 'shared' });
    const gift = await newPlaylist(t, owner, 'Gift', { section: 'shared' });
    await countOf(
      playlistCall(t, owner, 'copyToStock', { playlistIds: [gift], orgShareIds: [branch.organizationId] }),
    );

    const response = await post(
      t.app,
      `/api/organizations/${branch.organizationId}/transfer`,
      { targetOrganizationId: owner.organizationId },
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);

    expect(await playlistInfo(t, owner, clashing)).toMatchObject({
      name: 'opening times (2)',
      section: 'shared',
    });
    expect((await playlistInfo(t, owner, other)).name).toBe('Branch news');
    expect(await sectionPlaylistIds(t, owner, 'stock')).toEqual([]);
    expect((await playlistInfo(t, owner, gift)).section).toBe('shared');
  });
});
