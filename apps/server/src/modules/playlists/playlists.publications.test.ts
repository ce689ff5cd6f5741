import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZSlideData, type TSlideDataInput } from '@placard/contract';
import { pairDevice, watchPushes, type PushWatch } from '../../test/devices.js';
import { createMember, logIn, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import {
  playlistCall,
  playlistInfo,
  playlistWithSlides,
  saveSlide,
  shapeElement,
} from '../../test/playlists.js';
import { assign, getSchedule, newGroup, publishedPlaylist } from '../../test/schedules.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { publicationMedia } from './playlists.publications.js';
import { publicationsOf } from './playlists.publications.repository.js';

describe('the files a publication shows', () => {
  const slide = (data: TSlideDataInput) => ZSlideData.parse(data);
  const box = { x: 0, y: 0, width: 1, height: 1 };
  const placed = {
    transform: { translation: { x: 0, y: 0 }, rotation: 0, scale: { x: 1, y: 1 } },
    width: 10,
    height: 10,
    aabb: box,
  };

  it('lists image and video files, posters and background images once each, sorted', () => {
    const slides = [
      slide({
        background: { type: 'image', mediaId: 3, url: '/api/files/c.png' },
        elements: [
          { ...placed, elid: 'a', eltype: 'image', contents: { mediaId: 1, url: '/api/files/b.png' } },
          {
            ...placed,
            elid: 'b',
            eltype: 'video',
            contents: { mediaId: 2, url: '/api/files/a.mp4', posterUrl: '/api/files/a.jpg' },
          },
          { ...placed, elid: 'c', eltype: 'web', contents: { url: 'https://example.com/' } },
        ],
      }),
      slide({
        elements: [
          { ...placed, elid: 'd', eltype: 'image', contents: { mediaId: 1, url: '/api/files/b.png' } },
          { ...placed, elid: 'e', eltype: 'image', contents: { mediaId: null, url: '' } },
          { ...placed, elid: 'f', eltype: 'video', contents: { mediaId: 4, url: '/api/files/d.webm' } },
        ],
      }),
      slide({}),
    ];
    expect(publicationMedia(slides)).toEqual([
      '/api/files/a.jpg',
      '/api/files/a.mp4',
      '/api/files/b.png',
      '/api/files/c.png',
      '/api/files/d.webm',
    ]);
    expect(publicationMedia([])).toEqual([]);
  });
});

describe('publishing', () => {
  let t: TestApp;
  let owner: LoggedIn;
  let pushes: PushWatch;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await organizationWithMember(t, { name: 'Publishing Screens', pkg: 'full_access' });
  }, 60_000);
  afterAll(async () => {
    await pushes?.stop();
    await t?.close();
  });
  beforeEach(async () => {
    await pushes?.stop();
    pushes = await watchPushes(t);
  });

  const publicationOf = async (playlistId: number) => (await publicationsOf(t.app.deps.db, [playlistId]))[0];

  it('keeps what was published while the draft changes, and replaces it when published again', async () => {
    const playlist = await playlistWithSlides(t, owner, 'Lunch', 2);
    const [first, second] = playlist.slides.map((entry) => entry.id);
    await saveSlide(t, owner, playlist.id, 0, { duration: 12, elements: [shapeElement('box')] });
    await playlistCall(t, owner, 'updateSlideOverlay', {
      playlistId: playlist.id,
      overlayData: { slideId: second },
    });
    expect(await publicationOf(playlist.id)).toBeUndefined();

    expect((await playlistCall(t, owner, 'publish', { playlistId: playlist.id })).statusCode).toBe(200);
    const published = await publicationOf(playlist.id);
    expect(published).toMatchObject({
      organizationId: owner.organizationId,
      name: 'Lunch',
      aspect: { type: '16:9' },
      overlaySlideId: second,
      media: [],
    });
    // published when the playlist says it was
    expect(published?.publishedAt.toISOString()).toBe(
      (await playlistInfo(t, owner, playlist.id)).publishedAt,
    );
    expect(published?.slides.map((entry) => [entry.id, entry.duration])).toEqual([
      [first, 12],
      [second, 10],
    ]);
    expect(published?.slides[0]?.data.elements.map((element) => element.elid)).toEqual(['box']);

    // editing, renaming and adding slides leave the publication alone
    await saveSlide(t, owner, playlist.id, 0, { duration: 30, elements: [] });
    await playlistCall(t, owner, 'rename', { playlistId: playlist.id, name: 'Lunch specials' });
    await playlistCall(t, owner, 'slide/create', { playlistId: playlist.id });
    expect((await playlistInfo(t, owner, playlist.id)).isPublished).toBe(false);
    expect(await publicationOf(playlist.id)).toEqual(published);

    await playlistCall(t, owner, 'publish', { playlistId: playlist.id });
    const again = await publicationsOf(t.app.deps.db, [playlist.id]);
    expect(again).toHaveLength(1);
    expect(again[0]?.id).not.toBe(published?.id);
    expect(again[0]).toMatchObject({ name: 'Lunch specials' });
    expect(again[0]?.slides.map((entry) => entry.duration)).toEqual([30, 10, 10]);
  });

  it('tells the screens that play the playlist, directly or through a group above theirs, and no other', async () => {
    const [direct, inGroup, below, elsewhere, last] = [
      await pairDevice(t, owner, { name: 'Direct' }),
      await pairDevice(t, owner, { name: 'In group' }),
      await pairDevice(t, owner, { name: 'Below' }),
      await pairDevice(t, owner, { name: 'Elsewhere' }),
      await pairDevice(t, owner, { name: 'Last' }),
    ];
    const region = await newGroup(t, owner, 'Region', { deviceArray: [inGroup.deviceKey] });
    await newGroup(t, owner, 'Store', { parentId: region, deviceArray: [below.deviceKey] });
    await newGroup(t, owner, 'Unrelated', { deviceArray: [elsewhere.deviceKey] });
    const news = await publishedPlaylist(t, owner, 'News');
    const other = await publishedPlaylist(t, owner, 'Other');
    await assign(t, owner, { deviceKey: direct.deviceKey }, news);
    await assign(t, owner, { groupId: region }, news);
    await assign(t, owner, { deviceKey: elsewhere.deviceKey }, other);
    // the setup's last push: pushes arrive in the order their changes committed, so once this one is
    // here, every push the setup caused (joining groups, assignments) has arrived before watching anew
    await assign(t, owner, { deviceKey: last.deviceKey }, other);
    await pushes.waitFor(last.id, 'content');
    await pushes.stop();
    pushes = await watchPushes(t);

    await playlistCall(t, owner, 'publish', { playlistId: news });
    // published after the news: once its screen is told, the news' pushes have arrived
    await playlistCall(t, owner, 'publish', { playlistId: other });
    await pushes.waitFor(elsewhere.id, 'content');
    for (const device of [direct, inGroup, below]) expect(pushes.pushesTo(device.id)).toEqual(['content']);
    expect(pushes.pushesTo(elsewhere.id)).toEqual(['content']);
  });

  it("tells the screens of a deleted user's playlists, whose entries go with them", async () => {
    const leaver = await createMember(t, owner.organizationId, 'staff');
    const session = await logIn(t, leaver.email, leaver.password);
    const own = await publishedPlaylist(t, session, 'Personal pick', 'my');
    const device = await pairDevice(t, owner, { name: 'Shows a pick' });
    await assign(t, session, { deviceKey: device.deviceKey }, own);
    await pushes.waitFor(device.id, 'content');
    await pushes.stop();
    pushes = await watchPushes(t);

    const removed = await post(
      t.app,
      '/api/users/delete',
      { userIds: [leaver.id], mode: 'delete' },
      { cookie: owner.cookie },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    await pushes.waitFor(device.id, 'content');
    expect((await getSchedule(t, owner, { deviceKey: device.deviceKey })).entries).toEqual([]);
  });

  it("moves the publications with an organization's data to its parent", async () => {
    const branch = await organizationWithMember(t, {
      parentOrganizationId: owner.organizationId,
      name: 'Closing',
    });
    const kept = await publishedPlaylist(t, branch, 'Branch menu');
    const response = await post(
      t.app,
      `/api/organizations/${branch.organizationId}/transfer`,
      { targetOrganizationId: owner.organizationId },
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicationOf(kept)).toMatchObject({
      organizationId: owner.organizationId,
      name: 'Branch menu',
    });
  });
});
