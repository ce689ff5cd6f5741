import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDE_DOCUMENT_VERSION, ZManifest, type TMediaItem } from '@placard/contract';
import { pairDevice, type PairedDevice } from '../../test/devices.js';
import { organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { distinctPng } from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { imageElement, playlistCall, playlistInfo, saveSlide, slideIds } from '../../test/playlists.js';
import { assign, newGroup, officeHours, publishedPlaylist } from '../../test/schedules.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildManifest } from './devices.manifest.js';
import { scheduleEntries } from './devices.table.js';

let t: TestApp;
let owner: LoggedIn;
let device: PairedDevice;
let photo: TMediaItem;
let backdrop: TMediaItem;
let menu: number;
let promo: number;
let floor: number;
let building: number;

const manifestOf = async (deviceId: number, options: { slideVersion?: number } = {}) => {
  const manifest = await buildManifest(t.app.deps, deviceId, options);
  if (!manifest) throw new Error(`no manifest for device ${deviceId}`);
  // what the player endpoint sends is valid against the contract
  ZManifest.parse({ ...manifest, revision: 'test' });
  return manifest;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Manifest Screens' });
  photo = await uploadMedia(t, owner, 'photo.png', await distinctPng());
  backdrop = await uploadMedia(t, owner, 'backdrop.png', await distinctPng());

  menu = await publishedPlaylist(t, owner, 'Menu');
  await playlistCall(t, owner, 'slide/create', { playlistId: menu });
  const saved = await saveSlide(t, owner, menu, 0, {
    duration: 15,
    elements: [imageElement('photo', photo.id)],
    background: { type: 'image', mediaId: backdrop.id, url: '' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await playlistCall(t, owner, 'updateAspect', { playlistId: menu, aspectType: '9:16' });
  expect((await playlistCall(t, owner, 'publish', { playlistId: menu })).statusCode).toBe(200);
  promo = await publishedPlaylist(t, owner, 'Promo');

  building = await newGroup(t, owner, 'Building');
  device = await pairDevice(t, owner, { name: 'Kiosk', timezone: 'America/New_York' });
  floor = await newGroup(t, owner, 'Floor', { parentId: building, deviceArray: [device.deviceKey] });
  await assign(t, owner, { groupId: building }, menu, officeHours());
  await assign(t, owner, { groupId: floor }, promo, officeHours({ weekdays: ['SA'] }));
  await assign(t, owner, { deviceKey: device.deviceKey }, menu);
}, 60_000);
afterAll(() => t?.close());

describe('the manifest of a screen', () => {
  it('describes the screen itself, and nothing to play when it has no entries', async () => {
    const bare = await pairDevice(t, owner, { name: 'Bare' });
    expect(await manifestOf(bare.id)).toEqual({
      device: {
        id: bare.id,
        deviceKey: bare.deviceKey,
        name: 'Bare',
        timezone: 'UTC',
        interactive: false,
        organizationId: owner.organizationId,
      },
      entries: [],
      playlists: [],
      media: [],
      alerts: [],
      widgets: {},
    });
    expect(await buildManifest(t.app.deps, 2_000_000_000)).toBeNull();
  });

  it('holds its own entries first, then its groups’ from the nearest, with where each comes from', async () => {
    const manifest = await manifestOf(device.id);
    expect(manifest.device).toMatchObject({ name: 'Kiosk', timezone: 'America/New_York' });
    expect(
      manifest.entries.map((entry) => [entry.playlistId, entry.kind, entry.index, entry.source]),
    ).toEqual([
      [menu, 'play_now', 0, { type: 'device' }],
      [promo, 'scheduled', 0, { type: 'group', groupId: floor, groupName: 'Floor', distance: 1 }],
      [menu, 'scheduled', 0, { type: 'group', groupId: building, groupName: 'Building', distance: 2 }],
    ]);
    expect(manifest.entries[1]?.schedule).toEqual(officeHours({ weekdays: ['SA'] }));
  });

  it('carries each playlist once as published, with every file it shows', async () => {
    const manifest = await manifestOf(device.id);
    const slides = await slideIds(t, owner, menu);
    expect(manifest.playlists.map((playlist) => playlist.id)).toEqual([menu, promo].sort((a, b) => a - b));
    const published = manifest.playlists.find((playlist) => playlist.id === menu);
    expect(published).toMatchObject({
      name: 'Menu',
      aspect: { type: '9:16' },
      overlaySlideId: null,
      slides: [
        { id: slides[0], duration: 15 },
        { id: slides[1], duration: 10 },
      ],
    });
    expect(published?.slides[0]?.data.elements[0]).toMatchObject({
      elid: 'photo',
      contents: { mediaId: photo.id, url: photo.url },
    });
    expect(published?.slides[0]?.data.version).toBe(SLIDE_DOCUMENT_VERSION);
    expect(manifest.media).toEqual([photo.url, backdrop.url].sort());
  });

  it('is the same manifest while nothing changes, and ignores drafts until they are published', async () => {
    const before = await manifestOf(device.id);
    expect(JSON.stringify(await manifestOf(device.id))).toBe(JSON.stringify(before));
    expect(await manifestOf(device.id, { slideVersion: SLIDE_DOCUMENT_VERSION })).toEqual(before);

    await saveSlide(t, owner, menu, 0, {
      duration: 20,
      elements: [],
      background: { type: 'image', mediaId: backdrop.id, url: '' },
    });
    await playlistCall(t, owner, 'rename', { playlistId: menu, name: 'Menu (draft)' });
    expect(await manifestOf(device.id)).toEqual(before);

    expect((await playlistCall(t, owner, 'publish', { playlistId: menu })).statusCode).toBe(200);
    const after = await manifestOf(device.id);
    const republished = after.playlists.find((playlist) => playlist.id === menu);
    const earlier = before.playlists.find((playlist) => playlist.id === menu);
    expect(republished?.publicationId).not.toBe(earlier?.publicationId);
    expect(republished).toMatchObject({ name: 'Menu (draft)', slides: [{ duration: 20 }, { duration: 10 }] });
    expect(republished?.slides[0]?.data.elements).toEqual([]);
    // the photo is shown no more; the backdrop still is
    expect(after.media).toEqual([backdrop.url]);
    expect((await playlistInfo(t, owner, menu)).isPublished).toBe(true);
  });

  it('leaves out entries of playlists that were never published', async () => {
    const draftId = (
      await playlistCall(t, owner, 'create', {
        name: 'Never published',
        aspectType: '16:9',
        section: 'shared',
      })
    ).json().id as number;
    await t.app.deps.db.insert(scheduleEntries).values({
      organizationId: owner.organizationId,
      deviceId: device.id,
      playlistId: draftId,
      position: 1,
      kind: 'play_now',
      createdAt: t.app.deps.now(),
    });
    const manifest = await manifestOf(device.id);
    expect(manifest.entries.map((entry) => entry.playlistId)).not.toContain(draftId);
    expect(manifest.playlists.map((playlist) => playlist.id)).not.toContain(draftId);
  });
});
