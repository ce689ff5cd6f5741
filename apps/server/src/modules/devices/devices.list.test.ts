import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_INFO_FALLBACK,
  DEVICE_OFFLINE_AFTER_MS,
  ZDeviceInfo,
  ZDeviceList,
  ZDeviceStats,
  ZGroupList,
  type TDeviceListEntry,
} from '@placard/contract';
import { deviceCall, pairDevice, sendHeartbeat, type PairedDevice } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { assign, groupCall, newGroup, publishedPlaylist } from '../../test/schedules.js';
import { createTestApp, testClock, type TestApp } from '../../test/test-app.js';

const clock = testClock();
let t: TestApp;
let owner: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await organizationWithMember(t, { name: 'Harbour Screens', pkg: 'location_1y' });
});
afterAll(() => t?.close());

async function list(session: LoggedIn, body: object = {}): Promise<TDeviceListEntry[]> {
  const response = await deviceCall(t, session, `${session.organizationId}/list`, body);
  expect(response.statusCode, response.body).toBe(200);
  return ZDeviceList.parse(response.json()).results;
}

async function info(session: LoggedIn, deviceKey: string) {
  const response = await deviceCall(t, session, 'info', { deviceKey });
  expect(response.statusCode, response.body).toBe(200);
  return ZDeviceInfo.parse(response.json());
}

async function stats(session: LoggedIn) {
  const response = await deviceCall(t, session, 'stats', {});
  expect(response.statusCode, response.body).toBe(200);
  return ZDeviceStats.parse(response.json());
}

const entryOf = (entries: TDeviceListEntry[], device: PairedDevice) =>
  entries.find((entry) => entry.id === device.id);

describe('the device list', () => {
  it('lists the organization’s screens by name then id, unnamed ones first', async () => {
    const session = await organizationWithMember(t, { name: 'Quay Screens' });
    const lobby = await pairDevice(t, session, { name: 'Lobby', timezone: 'Europe/Stockholm' });
    const unnamed = await pairDevice(t, session);
    const atrium = await pairDevice(t, session, { name: 'atrium' });
    const entries = await list(session);
    expect(entries.map((entry) => entry.id)).toEqual([unnamed.id, atrium.id, lobby.id]);
    expect(entryOf(entries, lobby)).toEqual({
      id: lobby.id,
      deviceKey: lobby.deviceKey,
      userId: session.userId,
      currentShedule: null,
      offline: true,
      active: false,
      status: 'offline',
      name: 'Lobby',
      groupId: null,
      groupName: null,
      interactive: false,
      deviceType: 'NONE',
      timezone: 'Europe/Stockholm',
      lastSeenAt: null,
      thumbnailUrl: null,
      thumbnailAt: null,
      scheduleEntryCount: 0,
    });
  });

  it('derives each screen’s status from its last heartbeat, as time passes', async () => {
    const session = await organizationWithMember(t, { name: 'Status Screens' });
    const playing = await pairDevice(t, session, { name: 'Playing' });
    const updating = await pairDevice(t, session, { name: 'Updating' });
    const idle = await pairDevice(t, session, { name: 'Idle' });
    const silent = await pairDevice(t, session, { name: 'Silent' });
    const playlistId = await publishedPlaylist(t, session, 'Welcome loop');
    expect((await assign(t, session, { deviceKey: playing.deviceKey }, playlistId)).statusCode).toBe(200);

    const showing = { playlistId, slideId: null };
    expect((await sendHeartbeat(t, playing, { state: 'playing', showing })).statusCode).toBe(200);
    expect((await sendHeartbeat(t, updating, { state: 'updating' })).statusCode).toBe(200);
    expect((await sendHeartbeat(t, idle, { state: 'idle' })).statusCode).toBe(200);

    const status = (entries: TDeviceListEntry[]) =>
      Object.fromEntries(entries.map((entry) => [entry.name, [entry.status, entry.active, entry.offline]]));
    let entries = await list(session);
    expect(status(entries)).toEqual({
      Playing: ['active', true, false],
      Updating: ['updating', false, false],
      Idle: ['inactive', false, false],
      Silent: ['offline', false, true],
    });
    expect(entryOf(entries, playing)?.currentShedule).toEqual({
      playlistId,
      playlistName: 'Welcome loop',
      slideId: null,
    });
    expect(entryOf(entries, playing)?.lastSeenAt).toBe(clock.now().toISOString());
    expect(entryOf(entries, playing)?.scheduleEntryCount).toBe(1);
    expect(await stats(session)).toMatchObject({ total: 4, active: 1, updating: 1, inactive: 1, offline: 1 });

    clock.advance(DEVICE_OFFLINE_AFTER_MS + 1);
    entries = await list(session);
    expect(entries.every((entry) => entry.status === 'offline' && entry.offline)).toBe(true);
    expect(entryOf(entries, playing)?.currentShedule).toBeNull();
    expect(await stats(session)).toMatchObject({ total: 4, active: 0, updating: 0, inactive: 0, offline: 4 });

    await sendHeartbeat(t, silent, { state: 'idle' });
    expect(entryOf(await list(session), silent)?.status).toBe('inactive');
  });

  it('filters by status, group, interactivity and a search of names, screen numbers and groups', async () => {
    const session = await organizationWithMember(t, { name: 'Filter Screens' });
    const kiosk = await pairDevice(t, session, { name: 'Kiosk 100%' });
    const menu = await pairDevice(t, session, { name: 'Menu board' });
    const unnamed = await pairDevice(t, session);
    const groupId = await newGroup(t, session, 'Cafeteria', { deviceArray: [menu.deviceKey] });
    const toggled = await deviceCall(t, session, 'interactive/toggle', {
      organizationId: session.organizationId,
      deviceKeys: [kiosk.deviceKey],
      interactive: true,
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    await sendHeartbeat(t, kiosk, { state: 'idle' });

    const ids = async (body: object) => (await list(session, body)).map((entry) => entry.id);
    expect(await ids({ status: 'inactive' })).toEqual([kiosk.id]);
    expect(await ids({ status: 'offline' })).toEqual([unnamed.id, menu.id]);
    expect(await ids({ groupId })).toEqual([menu.id]);
    expect(await ids({ groupId: null })).toEqual([unnamed.id, kiosk.id]);
    expect(await ids({ interactive: true })).toEqual([kiosk.id]);
    expect(await ids({ interactive: false })).toEqual([unnamed.id, menu.id]);
    expect(await ids({ search: 'BOARD' })).toEqual([menu.id]);
    expect(await ids({ search: 'cafeteria' })).toEqual([menu.id]);
    expect(await ids({ search: `Screen ${unnamed.id}` })).toEqual([unnamed.id]);
    expect(await ids({ search: '100%' })).toEqual([kiosk.id]);
    expect(await ids({ search: '%' })).toEqual([kiosk.id]);
    expect(await ids({ search: 'nothing like it' })).toEqual([]);
    expect(await ids({ status: 'offline', search: 'menu', groupId })).toEqual([menu.id]);
    expect((await list(session, { groupId })).at(0)?.groupName).toBe('Cafeteria');
  });

  it('answers field errors for a bad filter', async () => {
    const response = await deviceCall(t, owner, `${owner.organizationId}/list`, {
      status: 'sleeping',
      groupId: -1,
    });
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['groupId', 'status']);
  });
});

describe('a device’s information', () => {
  it('describes the screen with what it last reported', async () => {
    const device = await pairDevice(t, owner, { name: 'Entrance', timezone: 'America/New_York' });
    const userAgent =
      'Mozilla/5.0 (Linux; Android 13; SHO Stick) AppleWebKit/537.36 Chrome/120 Safari/537.36';
    await sendHeartbeat(t, device, {
      state: 'idle',
      appVersion: '3.1.4',
      userAgent,
      resolution: { width: 3840, height: 2160 },
    });
    const described = await info(owner, device.deviceKey);
    expect(described).toEqual({
      active: false,
      offline: false,
      name: 'Entrance',
      appVersion: '3.1.4',
      androidVersion: '13',
      interactive: false,
      deviceType: 'NONE',
      description: '',
      id: device.id,
      deviceKey: device.deviceKey,
      status: 'inactive',
      timezone: 'America/New_York',
      groupId: null,
      organizationId: owner.organizationId,
      lastSeenAt: clock.now().toISOString(),
      resolution: { width: 3840, height: 2160 },
      userAgent,
      clockOffsetMs: null,
      showing: null,
      createdAt: clock.now().toISOString(),
    });
  });

  it('answers the fallback description for a key no screen of the organization has', async () => {
    const described = await info(owner, 'no-such-device-key');
    expect(described).toMatchObject(DEVICE_INFO_FALLBACK);
    expect(described).toMatchObject({ id: null, deviceKey: null, status: 'offline', organizationId: null });
    expect(described.name).toBe('');
    expect(described.appVersion).toBe('1.0');
    expect(described.androidVersion).toBe('13');
  });

  it('refuses a malformed key with a field error', async () => {
    const error = expectError(
      await deviceCall(t, owner, 'info', { deviceKey: 'a b' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(Object.keys(error.fields ?? {})).toEqual(['deviceKey']);
  });
});

describe('a device’s groups', () => {
  it('lists the device’s group and the groups above it, nearest first', async () => {
    const session = await organizationWithMember(t, { name: 'Nested Screens' });
    const device = await pairDevice(t, session);
    const building = await newGroup(t, session, 'Building A');
    const floor = await newGroup(t, session, 'Floor 2', { parentId: building });
    const room = await newGroup(t, session, 'Room 204', { parentId: floor, deviceArray: [device.deviceKey] });
    await newGroup(t, session, 'Room 205', { parentId: floor });

    const response = await deviceCall(t, session, 'groupList', { deviceKey: device.deviceKey });
    expect(response.statusCode, response.body).toBe(200);
    const groups = ZGroupList.parse(response.json()).results;
    expect(groups.map((group) => [group.id, group.name, group.parentId])).toEqual([
      [room, 'Room 204', floor],
      [floor, 'Floor 2', building],
      [building, 'Building A', null],
    ]);
    expect(groups.map((group) => [group.deviceCount, group.groupCount])).toEqual([
      [1, 0],
      [0, 2],
      [0, 1],
    ]);
  });

  it('is empty for a device in no group', async () => {
    const device = await pairDevice(t, owner);
    const response = await deviceCall(t, owner, 'groupList', { deviceKey: device.deviceKey });
    expect(response.json()).toEqual({ results: [] });
  });

  it('follows the device when it leaves its group', async () => {
    const device = await pairDevice(t, owner);
    await newGroup(t, owner, 'Temporary', { deviceArray: [device.deviceKey] });
    expect((await groupCall(t, owner, 'removeDevice', { deviceKey: device.deviceKey })).statusCode).toBe(200);
    const response = await deviceCall(t, owner, 'groupList', { deviceKey: device.deviceKey });
    expect(response.json()).toEqual({ results: [] });
  });
});

describe('the device statistics', () => {
  it('counts the organization’s screens and gives the licence’s limits', async () => {
    const session = await organizationWithMember(t, {
      name: 'Counted Screens',
      pkg: 'location_1y',
      license: { numDevices: 5, interactiveDeviceLimit: 3 },
    });
    expect(await stats(session)).toEqual({
      total: 0,
      active: 0,
      inactive: 0,
      offline: 0,
      updating: 0,
      interactive: 0,
      deviceLimit: 5,
      interactiveLimit: 3,
    });
    const first = await pairDevice(t, session);
    await pairDevice(t, session);
    await deviceCall(t, session, 'interactive/toggle', {
      organizationId: session.organizationId,
      deviceKeys: [first.deviceKey],
      interactive: true,
    });
    await sendHeartbeat(t, first, { state: 'idle' });
    expect(await stats(session)).toMatchObject({ total: 2, inactive: 1, offline: 1, interactive: 1 });
  });

  it('gives no limits for an unlimited licence', async () => {
    const session = await organizationWithMember(t, { pkg: 'full_access' });
    expect(await stats(session)).toMatchObject({ deviceLimit: null, interactiveLimit: null });
  });
});
