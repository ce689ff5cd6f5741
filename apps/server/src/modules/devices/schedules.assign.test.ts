import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRRule, ZPlaylistList, type Role } from '@placard/contract';
import { pairDevice, type PairedDevice } from '../../test/devices.js';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import { newPlaylist, playlistCall, templateCall } from '../../test/playlists.js';
import {
  assign,
  assignedOf,
  getSchedule,
  newGroup,
  officeHours,
  publishedPlaylist,
} from '../../test/schedules.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { publicationsOf } from '../playlists/playlists.queries.js';
import { playlistPublications } from '../playlists/playlists.table.js';

let t: TestApp;
let owner: LoggedIn;
let staff: LoggedIn;
let manager: LoggedIn;
let creator: LoggedIn;
let stranger: LoggedIn;
let device: PairedDevice;
let group: number;
let shared: number;

async function member(role: Role): Promise<LoggedIn> {
  const user = await createMember(t, owner.organizationId, role);
  return logIn(t, user.email, user.password);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Assign Screens' });
  stranger = await organizationWithMember(t, { name: 'Stranger Screens' });
  staff = await member('staff');
  manager = await member('screen_manager');
  creator = await member('content_creator');
  device = await pairDevice(t, owner, { name: 'Foyer' });
  group = await newGroup(t, owner, 'Foyer group');
  shared = await publishedPlaylist(t, creator, 'Shared welcome', 'shared');
}, 60_000);
afterAll(() => t?.close());

const onDevice = () => ({ deviceKey: device.deviceKey });
const listed = async (session: LoggedIn, publishedOnly = false) => {
  const response = await playlistCall(t, session, 'list', { publishedOnly });
  expect(response.statusCode, response.body).toBe(200);
  return ZPlaylistList.parse(response.json()).results.map((entry) => entry.name);
};

describe('assigning a published playlist', () => {
  it('plays it now on a device, at the end of its list', async () => {
    const before = (await getSchedule(t, owner, onDevice())).entries.length;
    const entry = await assignedOf(assign(t, owner, onDevice(), shared));
    expect(entry).toMatchObject({
      index: before,
      kind: 'play_now',
      playlistId: shared,
      playlistName: 'Shared welcome',
      schedule: null,
      rrule: null,
    });
    expect((await getSchedule(t, owner, onDevice())).entries.at(-1)).toEqual(entry);
  });

  it('schedules it on a group from scheduleData sent as JSON text', async () => {
    const hours = officeHours({
      repeat: { frequency: 'weeks', interval: 2 },
      ends: { type: 'after', count: 10 },
    });
    const entry = await assignedOf(assign(t, staff, { groupId: group }, shared, hours));
    expect(entry).toMatchObject({ kind: 'scheduled', schedule: hours, rrule: toRRule(hours) });
    expect(entry.rrule).toContain('COUNT=10');
    expect((await getSchedule(t, owner, { groupId: group })).entries).toEqual([entry]);
  });

  it('refuses an invalid schedule', async () => {
    const response = await post(
      t.app,
      '/api/playlist/assignToDevice',
      {
        ...onDevice(),
        playlistId: shared,
        scheduleData: JSON.stringify(officeHours({ allDay: false, startTime: '18:00', endTime: '08:00' })),
      },
      { cookie: owner.cookie },
    );
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({
      'scheduleData.endTime': 'Please choose a valid schedule',
    });
  });

  it('refuses a playlist never published, or edited since it was', async () => {
    const draft = await newPlaylist(t, owner, 'Draft', { section: 'shared' });
    expectError(await assign(t, owner, onDevice(), draft), 409, 'PLAYLIST_NOT_PUBLISHED');
    const edited = await publishedPlaylist(t, owner, 'Edited after publishing');
    await playlistCall(t, owner, 'updateAspect', { playlistId: edited, aspectType: '4:3' });
    expectError(await assign(t, owner, { groupId: group }, edited), 409, 'PLAYLIST_NOT_PUBLISHED');
    // published again, it may go on screens
    await playlistCall(t, owner, 'publish', { playlistId: edited });
    await assignedOf(assign(t, owner, { groupId: group }, edited));
  });

  it('keeps a publication for a playlist published before publications were kept', async () => {
    const older = await publishedPlaylist(t, owner, 'Published long ago');
    await t.app.deps.db.delete(playlistPublications).where(eq(playlistPublications.playlistId, older));
    await assignedOf(assign(t, owner, onDevice(), older));
    const [publication] = await publicationsOf(t.app.deps.db, [older]);
    expect(publication).toMatchObject({ name: 'Published long ago', slides: [{ duration: 10 }] });
  });

  it("refuses a template, another user's My playlist and another organization's playlist", async () => {
    const templateId = await newPlaylist(t, owner, 'Template source', { section: 'shared' });
    const slideId = (await playlistCall(t, owner, 'info', { playlistId: templateId })).json().slides[0].id;
    const template = await templateCall(t, owner, 'create', { playlistId: templateId, slideId, name: 'Tpl' });
    expect(template.statusCode, template.body).toBe(200);
    expectError(await assign(t, owner, onDevice(), template.json().id), 404, 'NOT_FOUND');

    const theirs = await publishedPlaylist(t, creator, "Creator's own", 'my');
    expectError(await assign(t, owner, onDevice(), theirs), 404, 'NOT_FOUND');
    const foreign = await publishedPlaylist(t, stranger, 'Foreign', 'shared');
    expectError(await assign(t, owner, onDevice(), foreign), 404, 'NOT_FOUND');
    // nor onto another organization's device or group
    expectError(await assign(t, stranger, onDevice(), foreign), 404, 'NOT_FOUND');
    expectError(await assign(t, stranger, { groupId: group }, foreign), 404, 'NOT_FOUND');
  });

  it('lets owners, admins and staff assign any playlist they see, their own My included', async () => {
    const mine = await publishedPlaylist(t, staff, 'Staff pick', 'my');
    await assignedOf(assign(t, staff, onDevice(), mine));
    const admin = await member('admin');
    await assignedOf(assign(t, admin, { groupId: group }, shared));
  });
});

describe('screen managers and content creators', () => {
  it('lets a screen manager assign shared playlists only', async () => {
    await assignedOf(assign(t, manager, onDevice(), shared));
    await assignedOf(assign(t, manager, { groupId: group }, shared, officeHours()));

    // a content creator who becomes a device manager keeps their My playlists, but may not put them on screens
    const convert = await member('content_creator');
    const own = await publishedPlaylist(t, convert, 'Private promo', 'my');
    const changed = await post(
      t.app,
      '/api/users/update',
      { id: convert.userId, fullname: 'A convert', email: convert.email, role: 'screen_manager' },
      { cookie: owner.cookie },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expectError(await assign(t, convert, onDevice(), own), 403, 'PLAYLIST_NOT_SHARED');
    expectError(await assign(t, convert, { groupId: group }, own), 403, 'PLAYLIST_NOT_SHARED');
  });

  it("keeps content creators out of devices' schedules", async () => {
    expectError(await assign(t, creator, onDevice(), shared), 403, 'FORBIDDEN');
    expectError(await assign(t, creator, { groupId: group }, shared), 403, 'FORBIDDEN');
    const read = await post(t.app, '/api/device/getSchedule', onDevice(), { cookie: creator.cookie });
    expectError(read, 403, 'FORBIDDEN');
  });

  it('lists the shared playlists to a screen manager, and My and Shared to content roles', async () => {
    const draft = await newPlaylist(t, creator, 'Shared draft', { section: 'shared' });
    const mine = await newPlaylist(t, creator, 'Creator draft');
    expect(draft).toBeGreaterThan(0);
    expect(mine).toBeGreaterThan(0);

    const managerSees = await listed(manager);
    expect(managerSees).toEqual(expect.arrayContaining(['Shared welcome', 'Shared draft']));
    expect(managerSees).not.toContain('Creator draft');
    expect(managerSees).not.toContain('Staff pick');
    expect(await listed(manager, true)).not.toContain('Shared draft');

    const creatorSees = await listed(creator);
    expect(creatorSees).toEqual(expect.arrayContaining(['Shared welcome', 'Shared draft', 'Creator draft']));
    expect(await listed(creator, true)).not.toContain('Creator draft');
    expect(await listed(staff)).toEqual(expect.arrayContaining(['Staff pick', 'Shared welcome']));
  });
});
