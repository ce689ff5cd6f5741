import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULE_ENTRIES_MAX, toRRule, type TSchedule, type TScheduleEntryInput } from '@placard/contract';
import type { AuthContext } from '../auth/auth.context.js';
import { removeFromLibrary } from '../library/library.changes.usecases.js';
import { playlistLibraryItems } from '../playlists/playlists.items.js';
import { watchPushes, type PushWatch } from '../../test/devices.js';
import { expectRefusal } from '../../test/factories.js';
import { officeHours } from '../../test/schedules.js';
import { testClock } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { scheduleEntries } from './devices.table.js';
import {
  assignToDevice,
  assignToGroup,
  deviceSchedule,
  groupSchedule,
  removeDeviceEntry,
  removeGroupEntry,
  updateDeviceEntry,
  updateGroupEntry,
} from './schedules.usecases.js';

const seed = {
  organizations: {
    screens: { name: 'Schedule Screens', license: { numDevices: null } },
    stranger: { name: 'Stranger Screens' },
  },
  users: { owner: { organization: 'screens' }, stranger: { organization: 'stranger' } },
  playlists: {
    morning: { creator: 'owner', name: 'Morning', section: 'shared', published: true },
    evening: { creator: 'owner', name: 'Evening', section: 'shared', published: true },
    weekend: { creator: 'owner', name: 'Weekend', section: 'shared', published: true },
    farewell: { creator: 'owner', name: 'Farewell', section: 'shared', published: true },
  },
  groups: {
    campus: { organization: 'screens', name: 'Campus' },
    building: { organization: 'screens', name: 'Building', parent: 'campus' },
    floor: { organization: 'screens', name: 'Floor', parent: 'building' },
    beside: { organization: 'screens', name: 'Beside' },
    region: { organization: 'screens', name: 'Farewell region' },
    store: { organization: 'screens', name: 'Farewell store', parent: 'region' },
  },
  devices: {
    empty: { organization: 'screens' },
    adds: { organization: 'screens' },
    replaces: { organization: 'screens' },
    removes: { organization: 'screens' },
    outOfRange: { organization: 'screens' },
    full: { organization: 'screens' },
    private: { organization: 'screens' },
    inherits: { organization: 'screens', group: 'floor' },
    outside: { organization: 'screens', group: 'beside' },
    direct: { organization: 'screens' },
    grouped: { organization: 'screens', group: 'store' },
  },
} as const;

const clock = testClock();
let db: TestDatabase<typeof seed>;
let owner: AuthContext;
let stranger: AuthContext;
let pushes: PushWatch;
let morning: number;
let evening: number;
let weekend: number;
beforeAll(async () => {
  db = await createTestDatabase(seed, { now: clock.now });
  [owner, stranger] = await Promise.all([db.as('owner'), db.as('stranger')]);
  ({ morning, evening, weekend } = db.ids.playlists);
}, 60_000);
afterAll(async () => {
  await pushes?.stop();
  await db?.close();
});
beforeEach(async () => {
  await pushes?.stop();
  pushes = await watchPushes(db);
});

type Device = keyof typeof seed.devices;
const target = (device: Device) => ({ deviceKey: db.deviceKeys[device] });
const put = (
  actor: AuthContext,
  device: Device,
  scheduleEntryIndex: number | null,
  scheduleEntry: TScheduleEntryInput,
) => updateDeviceEntry(db.deps, actor, { ...target(device), scheduleEntryIndex, scheduleEntry });
const putInGroup = (groupId: number, playlistId: number, schedule: TSchedule | null) =>
  updateGroupEntry(db.deps, owner, {
    groupId,
    scheduleEntryIndex: null,
    scheduleEntry: { playlistId, schedule },
  });
const remove = (actor: AuthContext, device: Device, scheduleEntryIndex: number) =>
  removeDeviceEntry(db.deps, actor, { ...target(device), scheduleEntryIndex });
const scheduleOf = (device: Device, actor = owner) => deviceSchedule(db.deps, actor, db.deviceKeys[device]);
const names = (list: { entries: { playlistName: string }[] }) =>
  list.entries.map((entry) => entry.playlistName);

describe("a device's schedule", () => {
  it('starts empty, in the screen’s timezone', async () => {
    expect(await scheduleOf('empty')).toEqual({ entries: [], inherited: [], timezone: 'Europe/Stockholm' });
  });

  it('adds entries at the end (play now or scheduled), stored with their RRULE', async () => {
    const first = await put(owner, 'adds', null, { playlistId: morning, schedule: null });
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
    // the list's length appends too
    const hours = officeHours();
    const second = await put(owner, 'adds', 1, { playlistId: evening, schedule: hours });
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
    await pushes.waitFor(db.ids.devices.adds, 'content');
  });

  it('replaces an entry in place; the changed entry counts as the newest', async () => {
    await put(owner, 'replaces', null, { playlistId: morning, schedule: officeHours() });
    await put(owner, 'replaces', null, { playlistId: evening, schedule: null });
    const before = await scheduleOf('replaces');
    clock.advance(60_000);

    const weekends = officeHours({ weekdays: ['SA', 'SU'], startTime: '10:00', endTime: '24:00' });
    const after = await put(owner, 'replaces', 0, { playlistId: weekend, schedule: weekends });
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
    const now = await put(owner, 'replaces', 0, { playlistId: weekend, schedule: null });
    expect(now.entries[0]).toMatchObject({ kind: 'play_now', schedule: null, rrule: null });
  });

  it('removes an entry and closes up the later ones', async () => {
    for (const playlistId of [morning, evening, weekend]) {
      await put(owner, 'removes', null, { playlistId, schedule: null });
    }
    const after = await remove(owner, 'removes', 0);
    expect(after.entries.map((entry) => [entry.index, entry.playlistName])).toEqual([
      [0, 'Evening'],
      [1, 'Weekend'],
    ]);
    expect(names(await remove(owner, 'removes', 1))).toEqual(['Evening']);
  });

  it('refuses an index past the end of the list', async () => {
    await put(owner, 'outOfRange', null, { playlistId: morning, schedule: null });
    const past = await expectRefusal(
      put(owner, 'outOfRange', 2, { playlistId: morning, schedule: null }),
      'NOT_FOUND',
    );
    expect(past.options.fields).toHaveProperty('scheduleEntryIndex');
    await expectRefusal(remove(owner, 'outOfRange', 1), 'NOT_FOUND');
    expect(names(await scheduleOf('outOfRange'))).toEqual(['Morning']);
  });

  it(`holds at most ${SCHEDULE_ENTRIES_MAX} entries`, async () => {
    const createdAt = clock.now();
    await db.deps.db.insert(scheduleEntries).values(
      Array.from({ length: SCHEDULE_ENTRIES_MAX - 1 }, (_, position) => ({
        organizationId: db.ids.organizations.screens,
        deviceId: db.ids.devices.full,
        playlistId: morning,
        position,
        kind: 'play_now' as const,
        createdAt,
      })),
    );
    const last = await put(owner, 'full', null, { playlistId: evening, schedule: null });
    expect(last.entries).toHaveLength(SCHEDULE_ENTRIES_MAX);
    expect(last.entries.at(-1)).toMatchObject({ index: SCHEDULE_ENTRIES_MAX - 1, playlistName: 'Evening' });
    await expectRefusal(
      put(owner, 'full', null, { playlistId: evening, schedule: null }),
      'SCHEDULE_LIMIT_REACHED',
    );
    await expectRefusal(
      assignToDevice(db.deps, owner, { ...target('full'), playlistId: evening }),
      'SCHEDULE_LIMIT_REACHED',
    );
    // a full list may still be changed
    const replaced = await put(owner, 'full', 0, { playlistId: weekend, schedule: null });
    expect(replaced.entries[0]?.playlistName).toBe('Weekend');
  });

  it("never acknowledges another organization's device", async () => {
    await put(owner, 'private', null, { playlistId: morning, schedule: null });
    await expectRefusal(scheduleOf('private', stranger), 'NOT_FOUND');
    await expectRefusal(put(stranger, 'private', null, { playlistId: morning, schedule: null }), 'NOT_FOUND');
    await expectRefusal(remove(stranger, 'private', 0), 'NOT_FOUND');
    expect(names(await scheduleOf('private'))).toEqual(['Morning']);
  });
});

describe('schedules inherited from groups', () => {
  beforeAll(async () => {
    const { campus, building, floor } = db.ids.groups;
    await putInGroup(campus, morning, null);
    await putInGroup(building, evening, officeHours());
    await putInGroup(floor, weekend, null);
    await putInGroup(floor, morning, officeHours());
    await put(owner, 'inherits', null, { playlistId: evening, schedule: null });
  });

  it("shows a device its own entries and its groups', nearest group first", async () => {
    const { campus, building, floor } = db.ids.groups;
    const schedule = await scheduleOf('inherits');
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
    const { campus, building, floor } = db.ids.groups;
    const schedule = await groupSchedule(db.deps, owner, floor);
    expect(names(schedule)).toEqual(['Weekend', 'Morning']);
    expect(schedule.timezone).toBeNull();
    expect(schedule.inherited.map((entry) => [entry.playlistName, entry.source])).toEqual([
      ['Evening', { type: 'group', groupId: building, groupName: 'Building', distance: 1 }],
      ['Morning', { type: 'group', groupId: campus, groupName: 'Campus', distance: 2 }],
    ]);
    expect((await groupSchedule(db.deps, owner, campus)).inherited).toEqual([]);
  });

  it('tells every screen below a group whose schedule changes, and no other', async () => {
    const { inherits, outside } = db.ids.devices;
    await removeGroupEntry(db.deps, owner, { groupId: db.ids.groups.campus, scheduleEntryIndex: 0 });
    await pushes.waitFor(inherits, 'content');
    // the outside screen's own group changes last: once it is told, the campus change has arrived too
    await putInGroup(db.ids.groups.beside, morning, null);
    await pushes.waitFor(outside, 'content');
    expect(pushes.pushesTo(outside)).toEqual(['content']);
    expect(pushes.pushesTo(inherits)).toEqual(['content']);
    expect((await scheduleOf('inherits')).inherited).toHaveLength(3);
  });

  it("never acknowledges another organization's group", async () => {
    const { floor } = db.ids.groups;
    await expectRefusal(groupSchedule(db.deps, stranger, floor), 'NOT_FOUND');
    await expectRefusal(
      updateGroupEntry(db.deps, stranger, {
        groupId: floor,
        scheduleEntryIndex: null,
        scheduleEntry: { playlistId: morning, schedule: null },
      }),
      'NOT_FOUND',
    );
    await expectRefusal(
      removeGroupEntry(db.deps, stranger, { groupId: floor, scheduleEntryIndex: 0 }),
      'NOT_FOUND',
    );
  });
});

describe('deleting an assigned playlist', () => {
  it('drops its entries and tells the screens that played it', async () => {
    const { farewell } = db.ids.playlists;
    const { region } = db.ids.groups;
    await assignToDevice(db.deps, owner, { ...target('direct'), playlistId: farewell });
    await assignToDevice(db.deps, owner, { ...target('direct'), playlistId: morning });
    await assignToGroup(db.deps, owner, {
      groupId: region,
      playlistId: farewell,
      scheduleData: officeHours(),
    });
    await pushes.stop();
    pushes = await watchPushes(db);

    expect(
      await removeFromLibrary(db.deps, playlistLibraryItems, owner, { ids: [farewell], folderIds: [] }),
    ).toBe(1);
    await pushes.waitFor(db.ids.devices.direct, 'content');
    await pushes.waitFor(db.ids.devices.grouped, 'content');
    expect(names(await scheduleOf('direct'))).toEqual(['Morning']);
    expect((await groupSchedule(db.deps, owner, region)).entries).toEqual([]);
  });
});
