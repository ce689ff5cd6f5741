import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZDeviceList, ZGroupDetails } from '@placard/contract';
import { deviceRow, pairDevice, watchPushes, type PairedDevice, type PushWatch } from '../../test/devices.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { groupCall, newGroup } from '../../test/schedules.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;
let stranger: LoggedIn;
let pushes: PushWatch;
/** A screen whose own pushes show that every push sent before them has arrived (NOTIFY keeps commit order). */
let marker: PairedDevice;
let markerGroup: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Member Screens', license: { numDevices: null } });
  stranger = await organizationWithMember(t, { name: 'Stranger Screens' });
  marker = await pairDevice(t, owner, { name: 'Marker' });
  markerGroup = await newGroup(t, owner, 'Markers');
}, 60_000);
afterAll(async () => {
  await pushes?.stop();
  await t?.close();
});
beforeEach(async () => {
  await pushes?.stop();
  pushes = await watchPushes(t);
});

const screen = (name: string) => pairDevice(t, owner, { name });

async function membersOf(groupId: number): Promise<string[]> {
  const response = await groupCall(t, owner, 'listDevices', { groupId });
  expect(response.statusCode, response.body).toBe(200);
  return ZDeviceList.parse(response.json()).results.map((entry) => entry.deviceKey);
}

async function deviceCount(groupId: number): Promise<number> {
  return ZGroupDetails.parse((await groupCall(t, owner, 'details', { id: groupId })).json()).deviceCount;
}

async function settled(): Promise<void> {
  const before = pushes.pushesTo(marker.id).length;
  const inGroup = (await deviceRow(t, marker.id))?.groupId !== null;
  const toggled = inGroup
    ? await groupCall(t, owner, 'removeDevice', { deviceKey: marker.deviceKey })
    : await groupCall(t, owner, 'addDevice', { groupId: markerGroup, deviceKey: marker.deviceKey });
  expect(toggled.statusCode, toggled.body).toBe(200);
  const until = Date.now() + 5_000;
  while (pushes.pushesTo(marker.id).length === before) {
    if (Date.now() > until) throw new Error('the marker screen was not told');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('devices in groups', () => {
  it('creates a group with devices in it, and tells those screens', async () => {
    const [first, second, outside] = [await screen('Door'), await screen('Desk'), await screen('Hall')];
    const lobby = await newGroup(t, owner, 'Lobby', { deviceArray: [first.deviceKey, second.deviceKey] });
    expect((await membersOf(lobby)).sort()).toEqual([first.deviceKey, second.deviceKey].sort());
    const listed = ZDeviceList.parse((await groupCall(t, owner, 'listDevices', { groupId: lobby })).json());
    expect(listed.results.map((entry) => entry.groupName)).toEqual(['Lobby', 'Lobby']);
    expect(await deviceCount(lobby)).toBe(2);
    await settled();
    expect(pushes.pushesTo(first.id)).toEqual(['content']);
    expect(pushes.pushesTo(second.id)).toEqual(['content']);
    expect(pushes.pushesTo(outside.id)).toEqual([]);
  });

  it('moves a device from its group when it is added to another', async () => {
    const device = await screen('Wanderer');
    const from = await newGroup(t, owner, 'From', { deviceArray: [device.deviceKey] });
    const to = await newGroup(t, owner, 'To');
    await pushes.waitFor(device.id, 'content');

    const added = await groupCall(t, owner, 'addDevice', { groupId: to, deviceKey: device.deviceKey });
    expect(added.json()).toEqual({ success: true });
    expect(await membersOf(from)).toEqual([]);
    expect(await membersOf(to)).toEqual([device.deviceKey]);
    expect((await deviceRow(t, device.id))?.groupId).toBe(to);
    await settled();
    expect(pushes.pushesTo(device.id)).toEqual(['content', 'content']);

    // adding it where it already is changes nothing, and tells nobody
    expect(
      (await groupCall(t, owner, 'addDevice', { groupId: to, deviceKey: device.deviceKey })).statusCode,
    ).toBe(200);
    await settled();
    expect(pushes.pushesTo(device.id)).toEqual(['content', 'content']);
  });

  it('adds several devices at once from a JSON list, all or none', async () => {
    const [a, b] = [await screen('Left'), await screen('Right')];
    const wall = await newGroup(t, owner, 'Video wall');
    const bad = await groupCall(t, owner, 'addDevices', { groupId: wall, deviceKeyList: '[not json' });
    expect(Object.keys(expectError(bad, 400, 'VALIDATION_FAILED').fields ?? {})).toEqual(['deviceKeyList']);
    const unknown = JSON.stringify([a.deviceKey, 'no-such-device-key']);
    expectError(
      await groupCall(t, owner, 'addDevices', { groupId: wall, deviceKeyList: unknown }),
      404,
      'NOT_FOUND',
    );
    expect(await membersOf(wall)).toEqual([]);

    const list = JSON.stringify([a.deviceKey, b.deviceKey]);
    expect((await groupCall(t, owner, 'addDevices', { groupId: wall, deviceKeyList: list })).statusCode).toBe(
      200,
    );
    expect((await membersOf(wall)).sort()).toEqual([a.deviceKey, b.deviceKey].sort());
    await pushes.waitFor(a.id, 'content');
    await pushes.waitFor(b.id, 'content');
  });

  it('takes a device out of its group', async () => {
    const device = await screen('Leaver');
    const group = await newGroup(t, owner, 'Leaving', { deviceArray: [device.deviceKey] });
    await pushes.waitFor(device.id, 'content');
    expect((await groupCall(t, owner, 'removeDevice', { deviceKey: device.deviceKey })).statusCode).toBe(200);
    expect(await membersOf(group)).toEqual([]);
    expect((await deviceRow(t, device.id))?.groupId).toBeNull();
    await settled();
    expect(pushes.pushesTo(device.id)).toEqual(['content', 'content']);
  });

  it('makes a device interactive as it joins, or neither when the licence refuses', async () => {
    const devices = [await screen('Touch 1'), await screen('Touch 2'), await screen('Touch 3')];
    const touch = await newGroup(t, owner, 'Touch screens');
    for (const device of devices.slice(0, 2)) {
      const body = { groupId: touch, deviceKey: device.deviceKey, interactive: true };
      expect((await groupCall(t, owner, 'addDevice', body)).statusCode).toBe(200);
      expect((await deviceRow(t, device.id))?.interactive).toBe(true);
    }
    // the licence allows 2 interactive screens
    const third = devices[2];
    if (!third) throw new Error('three devices');
    const refused = await groupCall(t, owner, 'addDevice', {
      groupId: touch,
      deviceKey: third.deviceKey,
      interactive: true,
    });
    expectError(refused, 403, 'INTERACTIVE_LIMIT_REACHED');
    expect(await deviceRow(t, third.id)).toMatchObject({ interactive: false, groupId: null });
  });

  it("never touches another organization's devices or groups", async () => {
    const theirs = await pairDevice(t, stranger);
    const mine = await newGroup(t, owner, 'Mine only');
    const theirGroup = await newGroup(t, stranger, 'Theirs only');
    const device = await screen('Mine');
    expectError(
      await groupCall(t, owner, 'addDevice', { groupId: mine, deviceKey: theirs.deviceKey }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await groupCall(t, owner, 'addDevice', { groupId: theirGroup, deviceKey: device.deviceKey }),
      404,
      'NOT_FOUND',
    );
    expectError(await groupCall(t, owner, 'removeDevice', { deviceKey: theirs.deviceKey }), 404, 'NOT_FOUND');
    expectError(
      await groupCall(t, owner, 'create', { name: 'Grab', deviceArray: [theirs.deviceKey] }),
      404,
      'NOT_FOUND',
    );
    expect((await deviceRow(t, theirs.id))?.groupId).toBeNull();
  });
});

describe('what screens are told when the tree changes', () => {
  it('tells the screens below a group that moves or is removed, and only those', async () => {
    const [top, inner, elsewhere] = [await screen('Top'), await screen('Inner'), await screen('Elsewhere')];
    const region = await newGroup(t, owner, 'Region', { deviceArray: [top.deviceKey] });
    const store = await newGroup(t, owner, 'Store', { parentId: region, deviceArray: [inner.deviceKey] });
    const other = await newGroup(t, owner, 'Other region', { deviceArray: [elsewhere.deviceKey] });
    await pushes.waitFor(elsewhere.id, 'content');
    await pushes.stop();
    pushes = await watchPushes(t);

    // a new description changes nothing a screen plays
    const described = await groupCall(t, owner, 'updateDetails', {
      id: region,
      name: 'Region',
      description: 'North',
    });
    expect(described.statusCode).toBe(200);
    await settled();
    expect([...pushes.pushesTo(top.id), ...pushes.pushesTo(inner.id)]).toEqual([]);

    // a new name does: the manifests name the groups their entries come from
    const renamed = await groupCall(t, owner, 'updateDetails', {
      id: region,
      name: 'Region 1',
      description: '',
    });
    expect(renamed.statusCode).toBe(200);
    await pushes.waitFor(top.id, 'content');
    await pushes.waitFor(inner.id, 'content');
    await settled();
    expect(pushes.pushesTo(elsewhere.id)).toEqual([]);
    await pushes.stop();
    pushes = await watchPushes(t);

    // moving the region under another group changes what both its screens inherit
    const moved = await groupCall(t, owner, 'updateDetails', {
      id: region,
      name: 'Region 1',
      description: '',
      parentId: other,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await pushes.waitFor(top.id, 'content');
    await pushes.waitFor(inner.id, 'content');
    await settled();
    expect(pushes.pushesTo(elsewhere.id)).toEqual([]);

    // removing it: its devices leave groups, the store's stay in the store (now under Other region)
    expect((await groupCall(t, owner, 'remove', { id: region })).statusCode).toBe(200);
    await settled();
    expect(pushes.pushesTo(top.id)).toEqual(['content', 'content']);
    expect(pushes.pushesTo(inner.id)).toEqual(['content', 'content']);
    expect(pushes.pushesTo(elsewhere.id)).toEqual([]);
    expect((await deviceRow(t, top.id))?.groupId).toBeNull();
    expect((await deviceRow(t, inner.id))?.groupId).toBe(store);
    expect(ZGroupDetails.parse((await groupCall(t, owner, 'details', { id: store })).json()).parentId).toBe(
      other,
    );
  });
});
