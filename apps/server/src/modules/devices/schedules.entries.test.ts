import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toRRule, translateMessage, ZManifest } from '@placard/contract';
import { deviceRow, pairDevice } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import {
  getSchedule,
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
let morning: number;
let evening: number;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await organizationWithMember(t, { name: 'Schedule Screens', license: { numDevices: null } });
  morning = await publishedPlaylist(t, owner, 'Morning');
  evening = await publishedPlaylist(t, owner, 'Evening');
}, 60_000);
afterAll(() => t?.close());

const screen = (name: string) => pairDevice(t, owner, { name, timezone: 'Europe/Stockholm' });
const names = (list: { entries: { playlistName: string }[] }) =>
  list.entries.map((entry) => entry.playlistName);

// The rules of schedules are tested on the use cases (schedules.entries.usecases.test.ts); these are
// their calls: what they accept and how they answer.
describe("a device's schedule", () => {
  it('takes an entry as JSON text or as an object, and a list index or none to append', async () => {
    const device = await screen('Adds');
    const target = { deviceKey: device.deviceKey };
    const first = await scheduleOf(putEntry(t, owner, target, null, { playlistId: morning, schedule: null }));
    expect(names(first)).toEqual(['Morning']);
    const hours = officeHours();
    const response = await post(
      t.app,
      '/api/device/updateScheduleEntry',
      { ...target, scheduleEntryIndex: 1, scheduleEntry: { playlistId: evening, schedule: hours } },
      { cookie: owner.cookie },
    );
    const second = await scheduleOf(Promise.resolve(response));
    expect(second.entries[1]).toMatchObject({ index: 1, kind: 'scheduled', rrule: toRRule(hours) });
    const past = await putEntry(t, owner, target, 3, { playlistId: morning, schedule: null });
    expect(expectError(past, 404, 'NOT_FOUND').fields).toHaveProperty('scheduleEntryIndex');
    expect(names(await scheduleOf(removeEntry(t, owner, target, 0)))).toEqual(['Evening']);
    expect(names(await getSchedule(t, owner, target))).toEqual(['Evening']);
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
});

describe("a group's schedule", () => {
  it('is read and changed through the group calls', async () => {
    const groupId = await newGroup(t, owner, 'Campus');
    const changed = await scheduleOf(
      putEntry(t, owner, { groupId }, null, { playlistId: morning, schedule: null }),
    );
    expect(names(changed)).toEqual(['Morning']);
    expect((await getSchedule(t, owner, { groupId })).timezone).toBeNull();
    expect((await scheduleOf(removeEntry(t, owner, { groupId }, 0))).entries).toEqual([]);
    expectError(await removeEntry(t, owner, { groupId }, 0), 404, 'NOT_FOUND');
  });
});
