import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULE_ENTRIES_MAX, toRRule, translateMessage, ZManifest } from '@placard/contract';
import { deviceRow, pairDevice, watchPushes, type PairedDevice, type PushWatch } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { playlistCall } from '../../test/playlists.js';
import {
  assign,
  getSchedule,
  groupCall,
  newGroup,
  officeHours,
  publishedPlaylist,
  putEntry,
  removeEntry,
  scheduleOf,
} from '../../test/schedules.js';
import { createTestApp, post, testClock, type TestApp } from '../../test/test-app.js';
import { scheduleEntries } from './devices.table.js';

const clock = testClock();
let t: TestApp;
let owner: LoggedIn;
let stranger: LoggedIn;
let pushes: PushWatch;
let morning: number;
let evening: number;
let weekend: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await organizationWithMember(t, { name: 'Schedule Screens', license: { numDevices: null } });
  stranger = await organizationWithMember(t, { name: 'Stranger Screens' });
  morning = await publishedPlaylist(t, owner, 'Morning');
  evening = await publishedPlaylist(t, owner, 'Evening');
  weekend = await publishedPlaylist(t, owner, 'Weekend');
}, 60_000);
afterAll(async () => {
  await pushes?.stop();
  await t?.close();
});
beforeEach(async () => {
  await pushes?.stop();
  pushes = await watchPushes(t);
});

const screen = (name: string) => pairDevice(t, owner, { name, timezone: 'Europe/Stockholm' });
const names = (list: { entries: { playlistName: string }[] }) =>
  list.entries.map((entry) => entry.playlistName);

describe("a device's schedule", () => {
  it('starts empty, in the screen’s timezone', async () => {
    const device = await screen('Empty');
    expect(await getSchedule(t, owner, { deviceKey: device.deviceKey })).toEqual({
      entries: [],
      inherited: [],
      timezone: 'Europe/Stockholm',
    });
  });

  it('adds entries at the end (play now or scheduled), stored with their RRULE', async () => {
    const device = await screen('Adds');
    const target = { deviceKey: device.deviceKey };
    const first = await scheduleOf(putEntry(t, owner, target, null, { playlistId: morning, schedule: null }));
    expect(first.entries).toEqual([
      expect.objectContaining({
        index: 0,
        kind: 'play_now',
        playlistId: morning,
        playlistName: 'Morning',
        schedule: null,
        rrule: null,
        createdAt: clock.now().toISOString(),
      }),
    ]);
    // the list's length appends too, and the entry may come as an object rather than JSON text
    const hours = officeHours();
    const response = await post(
      t.app,
      '/api/device/updateScheduleEntry',
      { ...target, scheduleEntryIndex: 1, scheduleEntry: { playlistId: evening, schedule: hours } },
      { cookie: owner.cookie },
    );
    const second = await scheduleOf(Promise.resolve(response));
    expect(second.entries[1]).toMatchObject({
      index: 1,
      kind: 'scheduled',
      playlistId: evening,
      schedule: hours,
      rrule: toRRule(hours),
    });
    expect(second.entries[1]?.rrule).toBe(
      'DTSTART:20261123T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR',
    );
    await pushes.waitFor(device.id, 'content');
  });

  it('replaces an entry in place; the changed entry counts as the newest', async () => {
    const device = await screen('Replaces');
    const target = { deviceKey: device.deviceKey };
    await putEntry(t, owner, target, null, { playlistId: morning, schedule: officeHours() });
    await putEntry(t, owner, target, null, { playlistId: evening, schedule: null });
    const before = await getSchedule(t, owner, target);
    clock.advance(60_000);

    const weekends = officeHours({ weekdays: ['SA', 'SU'], startTime: '10:00', endTime: '24:00' });
    const after = await scheduleOf(
      putEntry(t, owner, target, 0, { playlistId: weekend, schedule: weekends }),
    );
    expect(names(after)).toEqual(['Weekend', 'Evening']);
    expect(after.entries[0]).toMatchObject({
      id: before.entries[0]?.id,
      index: 0,
      kind: 'scheduled',
      schedule: weekends,
      rrule: toRRule(weekends),
      createdAt: clock.now().toISOString(),
    });
    expect(after.entries[1]).toEqual(before.entries[1]);
    // back to play now
    const now = await scheduleOf(putEntry(t, owner, target, 0, { playlistId: weekend, schedule: null }));
    expect(now.entries[0]).toMatchObject({ kind: 'play_now', schedule: null, rrule: null });
  });

  it('removes an entry and closes up the later ones', async () => {
    const device = await screen('Removes');
    const target = { deviceKey: device.deviceKey };
    for (const playlistId of [morning, evening, weekend]) {
      await putEntry(t, owner, target, null, { playlistId, schedule: null });
    }
    const after = await scheduleOf(removeEntry(t, owner, target, 0));
    expect(after.entries.map((entry) => [entry.index, entry.playlistName])).toEqual([
      [0, 'Evening'],
      [1, 'Weekend'],
    ]);
    const last = await scheduleOf(removeEntry(t, owner, target, 1));
    expect(names(last)).toEqual(['Evening']);
  });

  it('refuses an index past the end of the list', async () => {
    const device = await screen('Out of range');
    const target = { deviceKey: device.deviceKey };
    await putEntry(t, owner, target, null, { playlistId: morning, schedule: null });
    const past = await putEntry(t, owner, target, 2, { playlistId: morning, schedule: null });
    expect(expectError(past, 404, 'NOT_FOUND').fields).toHaveProperty('scheduleEntryIndex');
    expectError(await removeEntry(t, owner, target, 1), 404, 'NOT_FOUND');
    expect(names(await getSchedule(t, owner, target))).toEqual(['Morning']);
  });

  it("refuses a schedule whose start is not before its end: 'Please choose a valid schedule'", async () => {
    const device = await screen('Invalid');
    const target = { deviceKey: device.deviceKey };
    const backwards = officeHours({ startTime: '17:00', endTime: '09:00' });
    const error = expectError(
      await putEntry(t, owner, target, null, { playlistId: morning, schedule: backwards }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.fields).toEqual({ 'scheduleEntry.schedule.endTime': 'Please choose a valid schedule' });
    const equal = officeHours({ startTime: '09:00', endTime: '09:00' });
    const same = await putEntry(t, owner, target, null, { playlistId: morning, schedule: equal });
    expect(expectError(same, 400, 'VALIDATION_FAILED').fields).toHaveProperty(
      'scheduleEntry.schedule.endTime',
    );
    const endsEarly = officeHours({ ends: { type: 'on', date: '2026-11-01' } });
    const early = await putEntry(t, owner, target, null, { playlistId: morning, schedule: endsEarly });
    expect(expectError(early, 400, 'VALIDATION_FAILED').fields).toEqual({
      'scheduleEntry.schedule.ends.date': 'Please choose a valid schedule',
    });
    const text = await post(
      t.app,
      '/api/device/updateScheduleEntry',
      { ...target, scheduleEntry: '{"playlistId":' },
      { cookie: owner.cookie },
    );
    expect(expectError(text, 400, 'VALIDATION_FAILED').fields).toHaveProperty('scheduleEntry');
    expect((await getSchedule(t, owner, target)).entries).toEqual([]);
  });

  it('refuses a date the calendar does not have, or a year out of range, in the caller’s language', async () => {
    const device = await screen('Impossible dates');
    const target = { deviceKey: device.deviceKey };
    const monthly = { frequency: 'months' as const, interval: 1 };
    for (const schedule of [
      officeHours({ startDate: '2026-02-30', repeat: monthly }),
      officeHours({ startDate: '2027-02-29', repeat: { frequency: 'years', interval: 1 } }),
      officeHours({ startDate: '2026-04-31' }),
      officeHours({ startDate: '0099-06-01' }),
    ]) {
      const answer = await putEntry(t, owner, target, null, { playlistId: morning, schedule });
      expect(expectError(answer, 400, 'VALIDATION_FAILED').fields, schedule.startDate).toEqual({
        'scheduleEntry.schedule.startDate': 'Please choose a valid schedule',
      });
    }
    const endsNowhere = officeHours({ startDate: '2026-02-01', ends: { type: 'on', date: '2026-02-31' } });
    const swedish = await post(
      t.app,
      '/api/device/updateScheduleEntry',
      { ...target, scheduleEntry: JSON.stringify({ playlistId: morning, schedule: endsNowhere }) },
      { cookie: owner.cookie, 'accept-language': 'sv' },
    );
    expect(expectError(swedish, 400, 'VALIDATION_FAILED').fields).toEqual({
      'scheduleEntry.schedule.ends.date': translateMessage('sv', 'validation.schedule'),
    });
    expect((await getSchedule(t, owner, target)).entries).toEqual([]);
  });

  it('still lists, and sends to its screen, an entry stored before impossible dates were refused', async () => {
    const device = await screen('Stored long ago');
    const row = await deviceRow(t, device.id);
    const stored = officeHours({ startDate: '2026-02-30', repeat: { frequency: 'months', interval: 1 } });
    await t.app.deps.db.insert(scheduleEntries).values({
      organizationId: row?.organizationId ?? 0,
      deviceId: device.id,
      playlistId: morning,
      position: 0,
      kind: 'scheduled',
      schedule: stored,
      rrule: toRRule(stored),
      createdAt: clock.now(),
    });
    const list = await getSchedule(t, owner, { deviceKey: device.deviceKey });
    expect(list.entries.map((entry) => entry.schedule?.startDate)).toEqual(['2026-02-30']);
    const manifest = await t.app.inject({
      method: 'GET',
      url: '/api/player/manifest',
      headers: { authorization: `Device ${device.token}` },
    });
    expect(manifest.statusCode).toBe(200);
    expect(ZManifest.parse(manifest.json()).entries.map((entry) => entry.schedule?.startDate)).toEqual([
      '2026-02-30',
    ]);
  });

  it(`holds at most ${SCHEDULE_ENTRIES_MAX} entries`, async () => {
    const device = await screen('Full');
    const target = { deviceKey: device.deviceKey };
    const row = await deviceRow(t, device.id);
    const createdAt = clock.now();
    await t.app.deps.db.insert(scheduleEntries).values(
      Array.from({ length: SCHEDULE_ENTRIES_MAX - 1 }, (_, position) => ({
        organizationId: row?.organizationId ?? 0,
        deviceId: device.id,
        playlistId: morning,
        position,
        kind: 'play_now' as const,
        createdAt,
      })),
    );
    const last = await scheduleOf(putEntry(t, owner, target, null, { playlistId: evening, schedule: null }));
    expect(last.entries).toHaveLength(SCHEDULE_ENTRIES_MAX);
    expect(last.entries.at(-1)).toMatchObject({ index: SCHEDULE_ENTRIES_MAX - 1, playlistName: 'Evening' });
    const refused = await putEntry(t, owner, target, null, { playlistId: evening, schedule: null });
    expectError(refused, 409, 'SCHEDULE_LIMIT_REACHED');
    expectError(await assign(t, owner, target, evening), 409, 'SCHEDULE_LIMIT_REACHED');
    // a full list may still be changed
    const replaced = await putEntry(t, owner, target, 0, { playlistId: weekend, schedule: null });
    expect((await scheduleOf(Promise.resolve(replaced))).entries[0]?.playlistName).toBe('Weekend');
  });

  it("never acknowledges another organization's device", async () => {
    const device = await screen('Private');
    const target = { deviceKey: device.deviceKey };
    await putEntry(t, owner, target, null, { playlistId: morning, schedule: null });
    expectError(
      await post(t.app, '/api/device/getSchedule', target, { cookie: stranger.cookie }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await putEntry(t, stranger, target, null, { playlistId: morning, schedule: null }),
      404,
      'NOT_FOUND',
    );
    expectError(await removeEntry(t, stranger, target, 0), 404, 'NOT_FOUND');
    expect(names(await getSchedule(t, owner, target))).toEqual(['Morning']);
  });
});

describe('schedules inherited from groups', () => {
  let campus: number;
  let building: number;
  let floor: number;
  let device: PairedDevice;

  beforeAll(async () => {
    campus = await newGroup(t, owner, 'Campus');
    building = await newGroup(t, owner, 'Building', { parentId: campus });
    device = await screen('Inherits');
    floor = await newGroup(t, owner, 'Floor', { parentId: building, deviceArray: [device.deviceKey] });
    await putEntry(t, owner, { groupId: campus }, null, { playlistId: morning, schedule: null });
    await putEntry(t, owner, { groupId: building }, null, { playlistId: evening, schedule: officeHours() });
    await putEntry(t, owner, { groupId: floor }, null, { playlistId: weekend, schedule: null });
    await putEntry(t, owner, { groupId: floor }, null, { playlistId: morning, schedule: officeHours() });
    await putEntry(t, owner, { deviceKey: device.deviceKey }, null, { playlistId: evening, schedule: null });
  });

  it("shows a device its own entries and its groups', nearest group first", async () => {
    const schedule = await getSchedule(t, owner, { deviceKey: device.deviceKey });
    expect(names(schedule)).toEqual(['Evening']);
    expect(schedule.timezone).toBe('Europe/Stockholm');
    expect(schedule.inherited.map((entry) => [entry.playlistName, entry.index, entry.source])).toEqual([
      ['Weekend', 0, { type: 'group', groupId: floor, groupName: 'Floor', distance: 1 }],
      ['Morning', 1, { type: 'group', groupId: floor, groupName: 'Floor', distance: 1 }],
      ['Evening', 0, { type: 'group', groupId: building, groupName: 'Building', distance: 2 }],
      ['Morning', 0, { type: 'group', groupId: campus, groupName: 'Campus', distance: 3 }],
    ]);
  });

  it('shows a group its own entries and those of the groups above it, with no timezone', async () => {
    const schedule = await getSchedule(t, owner, { groupId: floor });
    expect(names(schedule)).toEqual(['Weekend', 'Morning']);
    expect(schedule.timezone).toBeNull();
    expect(schedule.inherited.map((entry) => [entry.playlistName, entry.source])).toEqual([
      ['Evening', { type: 'group', groupId: building, groupName: 'Building', distance: 1 }],
      ['Morning', { type: 'group', groupId: campus, groupName: 'Campus', distance: 2 }],
    ]);
    expect((await getSchedule(t, owner, { groupId: campus })).inherited).toEqual([]);
  });

  it('tells every screen below a group whose schedule changes, and no other', async () => {
    const outside = await screen('Outside');
    const beside = await newGroup(t, owner, 'Beside', { deviceArray: [outside.deviceKey] });
    await pushes.waitFor(outside.id, 'content');
    await pushes.stop();
    pushes = await watchPushes(t);

    await scheduleOf(removeEntry(t, owner, { groupId: campus }, 0));
    await pushes.waitFor(device.id, 'content');
    // the outside screen's own group changes last: once it is told, the campus change has arrived too
    await putEntry(t, owner, { groupId: beside }, null, { playlistId: morning, schedule: null });
    await pushes.waitFor(outside.id, 'content');
    expect(pushes.pushesTo(outside.id)).toEqual(['content']);
    expect(pushes.pushesTo(device.id)).toEqual(['content']);
    expect((await getSchedule(t, owner, { deviceKey: device.deviceKey })).inherited).toHaveLength(3);
  });

  it("never acknowledges another organization's group", async () => {
    expectError(await groupCall(t, stranger, 'getSchedule', { groupId: floor }), 404, 'NOT_FOUND');
    expectError(
      await putEntry(t, stranger, { groupId: floor }, null, { playlistId: morning, schedule: null }),
      404,
      'NOT_FOUND',
    );
    expectError(await removeEntry(t, stranger, { groupId: floor }, 0), 404, 'NOT_FOUND');
  });
});

describe('deleting an assigned playlist', () => {
  it('drops its entries and tells the screens that played it', async () => {
    const direct = await screen('Direct');
    const grouped = await screen('Grouped');
    const region = await newGroup(t, owner, 'Farewell region');
    await newGroup(t, owner, 'Farewell store', { parentId: region, deviceArray: [grouped.deviceKey] });
    const farewell = await publishedPlaylist(t, owner, 'Farewell');
    await assign(t, owner, { deviceKey: direct.deviceKey }, farewell);
    await assign(t, owner, { deviceKey: direct.deviceKey }, morning);
    await assign(t, owner, { groupId: region }, farewell, officeHours());
    await pushes.stop();
    pushes = await watchPushes(t);

    const removed = await playlistCall(t, owner, 'remove', { ids: [farewell] });
    expect(removed.statusCode, removed.body).toBe(200);
    await pushes.waitFor(direct.id, 'content');
    await pushes.waitFor(grouped.id, 'content');
    expect(names(await getSchedule(t, owner, { deviceKey: direct.deviceKey }))).toEqual(['Morning']);
    expect((await getSchedule(t, owner, { groupId: region })).entries).toEqual([]);
  });
});
