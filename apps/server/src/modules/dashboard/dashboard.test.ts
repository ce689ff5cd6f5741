import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_OFFLINE_MAX,
  DASHBOARD_SCREENS_MAX,
  DEVICE_OFFLINE_AFTER_MS,
  ZDashboard,
  type Role,
  type TDashboard,
} from '@placard/contract';
import { image } from '../../platform/media/test-files.js';
import { pairDevice, sendHeartbeat, sendThumbnail, type PairedDevice } from '../../test/devices.js';
import {
  createMember,
  logIn,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { newPlaylist, saveSlide, shapeElement } from '../../test/playlists.js';
import { assign, publishedPlaylist } from '../../test/schedules.js';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.js';

const DAY_MS = 86_400_000;
const clock = testClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(() => t?.close());

async function dashboard(session: LoggedIn): Promise<TDashboard> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/dashboard',
    headers: { cookie: session.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return ZDashboard.parse(response.json());
}

/** A screen the player reports playing a playlist, with a picture of it. */
async function playingScreen(session: LoggedIn, name: string, playlistId: number): Promise<PairedDevice> {
  const screen = await pairDevice(t, session, { name });
  expect((await assign(t, session, { deviceKey: screen.deviceKey }, playlistId)).statusCode).toBe(200);
  expect(
    (await sendHeartbeat(t, screen, { state: 'playing', showing: { playlistId, slideId: null } })).statusCode,
  ).toBe(200);
  const picture = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2255aa' } })
    .jpeg()
    .toBuffer();
  expect((await sendThumbnail(t, screen, picture, 'image/jpeg')).statusCode).toBe(200);
  return screen;
}

/** A playlist published, then edited: the screens show the published version. */
async function changedPlaylist(session: LoggedIn, name: string): Promise<number> {
  const playlistId = await publishedPlaylist(t, session, name);
  const edited = await saveSlide(t, session, playlistId, 0, {
    duration: 10,
    elements: [shapeElement('shape-1')],
  });
  expect(edited.statusCode, edited.body).toBe(200);
  return playlistId;
}

/** A member of the organization with a role, logged in. */
async function member(organizationId: number, role: Role): Promise<LoggedIn> {
  const user = await createMember(t, organizationId, role);
  return logIn(t, user.email, user.password);
}

describe("the dashboard of an organization's owner", () => {
  let owner: LoggedIn & { organization: { id: number } };
  let other: LoggedIn;
  let lobby: PairedDevice;
  let welcome: number;
  let ends: Date;

  beforeAll(async () => {
    owner = await organizationWithMember(t, { name: 'Harbour Screens', pkg: 'location_1y' });
    // the licence ends in 40 days less an hour: 40 days are left
    ends = new Date(clock.now().getTime() + 40 * DAY_MS - 3_600_000);
    await setLicensePackage(t, owner.organizationId, 'location_1y', {
      numDevices: 10,
      numUsers: 5,
      validityExpiresAt: ends,
    });
    welcome = await publishedPlaylist(t, owner, 'Welcome loop');
    lobby = await playingScreen(owner, 'Lobby', welcome);
    const idle = await pairDevice(t, owner, { name: 'Café' });
    expect((await sendHeartbeat(t, idle, { state: 'idle' })).statusCode).toBe(200);
    await pairDevice(t, owner, { name: 'Cellar' });

    await changedPlaylist(owner, 'Lunch menu');
    clock.advance(1_000);
    await newPlaylist(t, owner, 'Autumn draft', { section: 'my' });
    await uploadMedia(t, owner, 'harbour.png', await image('png', 40, 30), { section: 'shared' });
    clock.advance(1_000);
    await uploadMedia(t, owner, 'quay.png', await image('png', 41, 30), { section: 'my' });

    // another organization's screens, playlists and uploads never show
    other = await organizationWithMember(t, { name: 'Other Signs' });
    const theirs = await publishedPlaylist(t, other, 'Their loop');
    await playingScreen(other, 'Their lobby', theirs);
    await pairDevice(t, other, { name: 'Their cellar' });
    await changedPlaylist(other, 'Their menu');
    await uploadMedia(t, other, 'theirs.png', await image('png', 42, 30), { section: 'shared' });
  });

  it('counts the screens online, names the offline ones and shows what plays on each, playing first', async () => {
    const { screens } = await dashboard(owner);
    expect(screens).toMatchObject({ total: 3, online: 2, offline: 1 });
    expect(screens?.offlineScreens.map((screen) => screen.name)).toEqual(['Cellar']);
    expect(screens?.nowPlaying.map((screen) => [screen.name, screen.status])).toEqual([
      ['Lobby', 'active'],
      ['Café', 'inactive'],
      ['Cellar', 'offline'],
    ]);
    const [playing] = screens?.nowPlaying ?? [];
    expect(playing).toMatchObject({
      deviceKey: lobby.deviceKey,
      showing: { playlistId: welcome, playlistName: 'Welcome loop' },
      thumbnailAt: expect.any(String),
    });
    expect(playing?.thumbnailUrl).toMatch(/^\/api\/files\/.+\.jpg$/);
  });

  it('lists the playlists the screens do not show as edited, changed ones before drafts', async () => {
    const { playlists } = await dashboard(owner);
    expect(playlists?.totalCount).toBe(2);
    expect(playlists?.results.map((playlist) => [playlist.name, playlist.isPublished])).toEqual([
      ['Lunch menu', false],
      ['Autumn draft', false],
    ]);
    expect(playlists?.results[0]?.publishedAt).not.toBeNull();
    expect(playlists?.results[1]?.publishedAt).toBeNull();
  });

  it('shows the newest uploads first', async () => {
    const { uploads } = await dashboard(owner);
    expect(uploads?.totalCount).toBe(2);
    expect(uploads?.results.map((item) => item.name)).toEqual(['quay.png', 'harbour.png']);
    expect(uploads?.results.every((item) => item.thumbnailUrl !== null)).toBe(true);
  });

  it('gives the licence’s days left and how much of its screens, users and storage is used', async () => {
    const { license, uploads } = await dashboard(owner);
    const bytes = (uploads?.results ?? []).reduce((sum, item) => sum + item.sizeBytes, 0);
    expect(license).toEqual({
      package: 'location_1y',
      state: 'active',
      licenseStatus: 'valid',
      validityExpiresAt: ends.toISOString(),
      daysLeft: 40,
      screens: { used: 3, limit: 10 },
      users: { used: 1, limit: 5 },
      storage: { usedBytes: bytes, itemCount: 2 },
    });
  });

  it('says how far the organization has come, for the guides', async () => {
    expect((await dashboard(owner)).setup).toEqual({
      screenAdded: true,
      mediaUploaded: true,
      playlistCreated: true,
      playlistPublished: true,
      contentScheduled: true,
    });
  });

  it('shows the other organization only its own', async () => {
    const theirs = await dashboard(other);
    expect(theirs.organizationId).toBe(other.organizationId);
    expect(theirs.screens?.nowPlaying.map((screen) => screen.name)).toEqual(['Their lobby', 'Their cellar']);
    expect(theirs.screens?.offlineScreens.map((screen) => screen.name)).toEqual(['Their cellar']);
    expect(theirs.playlists?.results.map((playlist) => playlist.name)).toEqual(['Their menu']);
    expect(theirs.uploads?.results.map((item) => item.name)).toEqual(['theirs.png']);
    expect(theirs.license?.screens).toEqual({ used: 2, limit: expect.any(Number) });
  });

  it('takes a screen not heard from for a while as offline', async () => {
    clock.advance(DEVICE_OFFLINE_AFTER_MS + 1);
    const { screens } = await dashboard(owner);
    expect(screens).toMatchObject({ total: 3, online: 0, offline: 3 });
    expect(screens?.offlineScreens.map((screen) => screen.name)).toEqual(['Café', 'Cellar', 'Lobby']);
    // an offline screen's last report is stale: nothing is said to play on it
    expect(screens?.nowPlaying.every((screen) => screen.showing === null)).toBe(true);
  });
});

describe('what each role sees', () => {
  let organizationId: number;
  let owner: LoggedIn;

  beforeAll(async () => {
    owner = await organizationWithMember(t, { name: 'Role Screens' });
    organizationId = owner.organizationId;
    await pairDevice(t, owner, { name: 'Reception' });
    await newPlaylist(t, owner, 'Owner draft', { section: 'shared' });
    await uploadMedia(t, owner, 'owner-private.png', await image('png', 43, 30), { section: 'my' });
    await uploadMedia(t, owner, 'owner-shared.png', await image('png', 44, 30), { section: 'shared' });
  });

  it.each<[Role, { screens: boolean; playlists: boolean; uploads: boolean; license: boolean }]>([
    ['admin', { screens: true, playlists: true, uploads: true, license: true }],
    ['staff', { screens: true, playlists: true, uploads: true, license: false }],
    ['screen_manager', { screens: true, playlists: false, uploads: false, license: false }],
    ['content_creator', { screens: false, playlists: true, uploads: true, license: false }],
  ])('a %s sees only the sections the role may see', async (role, shown) => {
    const view = await dashboard(await member(organizationId, role));
    expect({
      screens: view.screens !== null,
      playlists: view.playlists !== null,
      uploads: view.uploads !== null,
      license: view.license !== null,
    }).toEqual(shown);
    // the guides' progress is the organization's, whoever looks
    expect(view.setup).toMatchObject({ screenAdded: true, mediaUploaded: true, playlistCreated: true });
  });

  it('shows another member the Shared uploads and playlists, never the owner’s private ones', async () => {
    const creator = await member(organizationId, 'content_creator');
    const view = await dashboard(creator);
    expect(view.uploads?.results.map((item) => item.name)).toEqual(['owner-shared.png']);
    expect(view.playlists?.results.map((playlist) => playlist.name)).toEqual(['Owner draft']);
  });
});

describe('a new organization', () => {
  it('has empty sections, nothing done, and a licence without an end date', async () => {
    const owner = await organizationWithMember(t, { name: 'Fresh Screens', pkg: 'full_access' });
    const view = await dashboard(owner);
    expect(view).toEqual({
      organizationId: owner.organizationId,
      setup: {
        screenAdded: false,
        mediaUploaded: false,
        playlistCreated: false,
        playlistPublished: false,
        contentScheduled: false,
      },
      screens: { total: 0, online: 0, offline: 0, offlineScreens: [], nowPlaying: [] },
      playlists: { totalCount: 0, results: [] },
      uploads: { totalCount: 0, results: [] },
      license: {
        package: 'full_access',
        state: 'active',
        licenseStatus: 'valid',
        validityExpiresAt: null,
        daysLeft: null,
        screens: { used: 0, limit: null },
        users: { used: 1, limit: null },
        storage: { usedBytes: 0, itemCount: 0 },
      },
    });
  });

  it('names at most a few offline screens and shows a grid of the first ones', async () => {
    const owner = await organizationWithMember(t, { name: 'Busy Screens', pkg: 'full_access' });
    const count = DASHBOARD_SCREENS_MAX + 2;
    for (let index = 0; index < count; index++) {
      await pairDevice(t, owner, { name: `Screen ${String(index).padStart(2, '0')}` });
    }
    const { screens } = await dashboard(owner);
    expect(screens).toMatchObject({ total: count, online: 0, offline: count });
    expect(screens?.offlineScreens).toHaveLength(DASHBOARD_OFFLINE_MAX);
    expect(screens?.nowPlaying).toHaveLength(DASHBOARD_SCREENS_MAX);
    expect(screens?.offlineScreens[0]?.name).toBe('Screen 00');
  });

  it('stays open, read-only, when the licence has ended: no days left', async () => {
    const owner = await organizationWithMember(t, { name: 'Ended Screens', pkg: 'location_1y' });
    await setLicensePackage(t, owner.organizationId, 'location_1y', {
      validityExpiresAt: new Date(clock.now().getTime() - DAY_MS),
    });
    const { license } = await dashboard(owner);
    expect(license).toMatchObject({ state: 'expired', licenseStatus: 'expired', daysLeft: 0 });
  });

  it('is refused without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });
});
