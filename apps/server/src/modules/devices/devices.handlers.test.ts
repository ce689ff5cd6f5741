import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDeviceList, ZGroupList } from '@placard/contract';
import { deviceCall, deviceRow, pairDevice, watchPushes } from '../../test/devices.js';
import {
  createMember,
  createSubOrganization,
  logIn,
  organizationWithMember,
  setLicensePackage,
  type LoggedIn,
} from '../../test/factories.js';
import { assign, getSchedule, groupCall, newGroup, publishedPlaylist } from '../../test/schedules.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { deviceGroups, scheduleEntries } from './devices.table.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function member(organizationId: number, role: 'owner' | 'staff'): Promise<LoggedIn> {
  const created = await createMember(t, organizationId, role);
  return logIn(t, created.email, created.password);
}

const namesIn = async (session: LoggedIn) => {
  const response = await deviceCall(t, session, `${session.organizationId}/list`, {});
  return ZDeviceList.parse(response.json()).results.map((entry) => entry.name);
};

describe('transferring an organization to its parent', () => {
  it('moves its devices, groups and schedules along, past the device limit', async () => {
    const parent = await organizationWithMember(t, {
      name: 'Parent Screens',
      pkg: 'location_1y',
      license: { numDevices: 1 },
    });
    const child = await createSubOrganization(t, parent.organizationId, 'Closing Branch');
    await setLicensePackage(t, child.id, 'location_1y');
    const childOwner = await member(child.id, 'owner');

    await pairDevice(t, parent, { name: 'Parent hall' });
    await newGroup(t, parent, 'Lobby');
    const door = await pairDevice(t, childOwner, { name: 'Branch door' });
    const till = await pairDevice(t, childOwner, { name: 'Branch till' });
    const lobby = await newGroup(t, childOwner, 'lobby', { deviceArray: [door.deviceKey] });
    const counter = await newGroup(t, childOwner, 'Counter', {
      parentId: lobby,
      deviceArray: [till.deviceKey],
    });
    const playlistId = await publishedPlaylist(t, childOwner, 'Branch loop');
    expect((await assign(t, childOwner, { deviceKey: door.deviceKey }, playlistId)).statusCode).toBe(200);
    expect((await assign(t, childOwner, { groupId: lobby }, playlistId)).statusCode).toBe(200);

    const pushes = await watchPushes(t);
    const response = await post(
      t.app,
      `/api/organizations/${child.id}/transfer`,
      { targetOrganizationId: parent.organizationId },
      { cookie: parent.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    await pushes.waitFor(door.id, 'content');
    await pushes.waitFor(till.id, 'content');
    await pushes.stop();

    expect(await namesIn(parent)).toEqual(['Branch door', 'Branch till', 'Parent hall']);
    expect((await deviceRow(t, door.id))?.organizationId).toBe(parent.organizationId);
    const groups = await t.app.deps.db
      .select()
      .from(deviceGroups)
      .where(eq(deviceGroups.organizationId, parent.organizationId));
    expect(groups.map((group) => [group.name, group.parentId]).sort()).toEqual([
      ['Counter', lobby],
      ['Lobby', null],
      ['lobby (2)', null],
    ]);
    const entries = await t.app.deps.db
      .select()
      .from(scheduleEntries)
      .where(eq(scheduleEntries.playlistId, playlistId));
    expect(entries.map((entry) => entry.organizationId)).toEqual([
      parent.organizationId,
      parent.organizationId,
    ]);

    const schedule = await getSchedule(t, parent, { deviceKey: door.deviceKey });
    expect(schedule.entries.map((entry) => entry.playlistId)).toEqual([playlistId]);
    expect(schedule.inherited.map((entry) => entry.playlistId)).toEqual([playlistId]);
    const chain = ZGroupList.parse(
      (await deviceCall(t, parent, 'groupList', { deviceKey: till.deviceKey })).json(),
    ).results;
    expect(chain.map((group) => group.id)).toEqual([counter, lobby]);
    expect((await groupCall(t, parent, 'details', { id: lobby })).statusCode).toBe(200);
  });
});

describe('deleting the user who added a device', () => {
  it.each(['delete', 'transfer'] as const)('keeps the device, forgetting who added it (%s)', async (mode) => {
    const owner = await organizationWithMember(t, { name: `Kept Screens ${mode}`, pkg: 'location_1y' });
    const staff = await member(owner.organizationId, 'staff');
    const device = await pairDevice(t, staff, { name: 'Added by staff' });
    expect((await deviceRow(t, device.id))?.userId).toBe(staff.userId);

    const response = await post(
      t.app,
      '/api/users/delete',
      { userIds: [staff.userId], mode },
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await deviceRow(t, device.id)).toMatchObject({ name: 'Added by staff', userId: null });
    const [entry] = ZDeviceList.parse(
      (await deviceCall(t, owner, `${owner.organizationId}/list`, {})).json(),
    ).results;
    expect(entry).toMatchObject({ id: device.id, userId: null });
  });
});
