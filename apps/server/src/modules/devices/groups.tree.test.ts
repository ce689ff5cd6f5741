import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GROUP_DEPTH_MAX,
  ZGroupDetails,
  ZGroupList,
  ZGroupTree,
  ZSuccess,
  type TDeviceGroupNode,
} from '@placard/contract';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import { assign, groupCall, newGroup, officeHours, publishedPlaylist } from '../../test/schedules.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;
let stranger: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Tree Screens' });
  stranger = await organizationWithMember(t, { name: 'Stranger Screens' });
}, 60_000);
afterAll(() => t?.close());

async function details(session: LoggedIn, id: number) {
  const response = await groupCall(t, session, 'details', { id });
  expect(response.statusCode, response.body).toBe(200);
  return ZGroupDetails.parse(response.json());
}

async function children(session: LoggedIn, parentId: number | null) {
  const response = await groupCall(t, session, 'list', { parentId });
  expect(response.statusCode, response.body).toBe(200);
  return ZGroupList.parse(response.json()).results;
}

async function tree(session: LoggedIn, groupId: number | null): Promise<TDeviceGroupNode[]> {
  const response = await groupCall(t, session, 'groupList', { groupId });
  expect(response.statusCode, response.body).toBe(200);
  return ZGroupTree.parse(response.json()).results;
}

const names = (nodes: readonly { name: string }[]) => nodes.map((node) => node.name);
const shape = (nodes: readonly TDeviceGroupNode[]): unknown =>
  nodes.map((node) => ({ [node.name]: shape(node.groups) }));

function update(session: LoggedIn, body: object) {
  return groupCall(t, session, 'updateDetails', { description: '', ...body });
}

describe('creating and listing groups', () => {
  it('nests groups and lists each level with its counts, details with the path above', async () => {
    const building = await newGroup(t, owner, 'Building A', { description: 'Main campus' });
    const floor = await newGroup(t, owner, 'Floor 1', { parentId: building });
    const lobby = await newGroup(t, owner, 'Lobby', { parentId: floor });
    await newGroup(t, owner, 'Cafeteria', { parentId: floor });

    const top = await children(owner, null);
    expect(top.find((group) => group.id === building)).toMatchObject({
      name: 'Building A',
      description: 'Main campus',
      parentId: null,
      groupCount: 1,
      deviceCount: 0,
      scheduleEntryCount: 0,
    });
    expect(names(await children(owner, floor))).toEqual(['Cafeteria', 'Lobby']);
    expect(await details(owner, lobby)).toMatchObject({
      id: lobby,
      parentId: floor,
      path: [
        { id: building, name: 'Building A' },
        { id: floor, name: 'Floor 1' },
      ],
    });
    expect((await details(owner, building)).path).toEqual([]);

    expect(shape(await tree(owner, building))).toEqual([{ 'Floor 1': [{ Cafeteria: [] }, { Lobby: [] }] }]);
    const whole = await tree(owner, null);
    expect(shape(whole.filter((node) => node.id === building))).toEqual([
      { 'Building A': [{ 'Floor 1': [{ Cafeteria: [] }, { Lobby: [] }] }] },
    ]);
    expect(await tree(owner, lobby)).toEqual([]);
  });

  it('requires a name, unique among the siblings whatever its case', async () => {
    const parent = await newGroup(t, owner, 'Names');
    await newGroup(t, owner, 'Reception', { parentId: parent });
    const empty = expectError(await groupCall(t, owner, 'create', { name: '  ' }), 400, 'VALIDATION_FAILED');
    expect(Object.keys(empty.fields ?? {})).toEqual(['name']);
    const long = await groupCall(t, owner, 'create', { name: 'x'.repeat(101) });
    expect(Object.keys(expectError(long, 400, 'VALIDATION_FAILED').fields ?? {})).toEqual(['name']);
    const taken = await groupCall(t, owner, 'create', { name: 'RECEPTION', parentId: parent });
    expect(expectError(taken, 409, 'NAME_TAKEN').fields).toHaveProperty('name');
    // the same name elsewhere in the tree is fine
    await newGroup(t, owner, 'Reception');
    await newGroup(t, owner, 'Reception', { parentId: await newGroup(t, owner, 'Other wing') });
  });

  it('refuses more than GROUP_DEPTH_MAX levels', async () => {
    let parentId: number | null = null;
    for (let level = 1; level <= GROUP_DEPTH_MAX; level++) {
      parentId = await newGroup(t, owner, `Depth ${level}`, { parentId });
    }
    expect((await details(owner, parentId ?? 0)).path).toHaveLength(GROUP_DEPTH_MAX - 1);
    const deeper = await groupCall(t, owner, 'create', { name: 'Too deep', parentId });
    expectError(deeper, 400, 'GROUP_DEPTH_EXCEEDED');
  });
});

describe('changing and moving groups', () => {
  it('renames, describes and moves a group, and back to the top level', async () => {
    const north = await newGroup(t, owner, 'North');
    const south = await newGroup(t, owner, 'South');
    const shop = await newGroup(t, owner, 'Shop', { parentId: north });

    const renamed = await update(owner, { id: shop, name: 'Gift shop', description: 'By the exit' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(ZGroupDetails.parse(renamed.json())).toMatchObject({
      name: 'Gift shop',
      description: 'By the exit',
      parentId: north,
      path: [{ id: north, name: 'North' }],
    });
    // without parentId it stays where it is; with one it moves
    expect((await details(owner, shop)).parentId).toBe(north);
    await update(owner, { id: shop, name: 'Gift shop', parentId: south });
    expect(names(await children(owner, north))).toEqual([]);
    expect(names(await children(owner, south))).toEqual(['Gift shop']);
    await update(owner, { id: shop, name: 'Gift shop', parentId: null });
    expect((await details(owner, shop)).path).toEqual([]);
  });

  it('refuses a sibling name, a move under itself or below itself, and a move too deep', async () => {
    const root = await newGroup(t, owner, 'Moves');
    const a = await newGroup(t, owner, 'A', { parentId: root });
    const b = await newGroup(t, owner, 'B', { parentId: root });
    const a1 = await newGroup(t, owner, 'A1', { parentId: a });

    expectError(await update(owner, { id: b, name: 'a' }), 409, 'NAME_TAKEN');
    expectError(await update(owner, { id: a, name: 'A', parentId: a }), 400, 'GROUP_INVALID_MOVE');
    expectError(await update(owner, { id: a, name: 'A', parentId: a1 }), 400, 'GROUP_INVALID_MOVE');
    // moving into a place where its name is taken
    await newGroup(t, owner, 'A1', { parentId: b });
    expectError(await update(owner, { id: a1, name: 'A1', parentId: b }), 409, 'NAME_TAKEN');

    // A (with A1 below it) is two levels high: it fits under level 6 but not under level 7
    let deep: number | null = null;
    const levels: number[] = [];
    for (let level = 1; level < GROUP_DEPTH_MAX; level++) {
      deep = await newGroup(t, owner, `Moves ${level}`, { parentId: deep });
      levels.push(deep);
    }
    const level7 = levels[GROUP_DEPTH_MAX - 2] ?? 0;
    const level6 = levels[GROUP_DEPTH_MAX - 3] ?? 0;
    expectError(await update(owner, { id: a, name: 'A', parentId: level7 }), 400, 'GROUP_DEPTH_EXCEEDED');
    expect((await update(owner, { id: a, name: 'A', parentId: level6 })).statusCode).toBe(200);
    expect((await details(owner, a1)).path).toHaveLength(GROUP_DEPTH_MAX - 1);
  });
});

describe('removing a group', () => {
  it('moves its subgroups up (numbering a clashing name) and drops its schedule', async () => {
    const site = await newGroup(t, owner, 'Site');
    await newGroup(t, owner, 'Kiosks', { parentId: site });
    const wing = await newGroup(t, owner, 'Wing', { parentId: site });
    const kiosks = await newGroup(t, owner, 'Kiosks', { parentId: wing });
    const hall = await newGroup(t, owner, 'Hall', { parentId: wing });
    await newGroup(t, owner, 'Corner', { parentId: hall });
    const playlistId = await publishedPlaylist(t, owner, 'Wing welcome');
    expect((await assign(t, owner, { groupId: wing }, playlistId, officeHours())).statusCode).toBe(200);

    const removed = await groupCall(t, owner, 'remove', { id: wing });
    expect(ZSuccess.parse(removed.json())).toEqual({ success: true });
    expect(shape(await tree(owner, site))).toEqual([
      { Hall: [{ Corner: [] }] },
      { Kiosks: [] },
      { 'Kiosks (2)': [] },
    ]);
    expect((await details(owner, kiosks)).parentId).toBe(site);
    expectError(await groupCall(t, owner, 'details', { id: wing }), 404, 'NOT_FOUND');
    expectError(await groupCall(t, owner, 'getSchedule', { groupId: wing }), 404, 'NOT_FOUND');
  });

  it('moves the subgroups of a top-level group to the top level', async () => {
    const top = await newGroup(t, owner, 'Temporary');
    const inner = await newGroup(t, owner, 'Inner', { parentId: top });
    expect((await groupCall(t, owner, 'remove', { id: top })).statusCode).toBe(200);
    expect(await details(owner, inner)).toMatchObject({ parentId: null, path: [] });
  });
});

describe('who may work on groups', () => {
  it("never acknowledges another organization's groups", async () => {
    const mine = await newGroup(t, owner, 'Private group');
    const calls: [string, object][] = [
      ['details', { id: mine }],
      ['list', { parentId: mine }],
      ['groupList', { groupId: mine }],
      ['updateDetails', { id: mine, name: 'Taken over', description: '' }],
      ['remove', { id: mine }],
      ['listDevices', { groupId: mine }],
      ['getSchedule', { groupId: mine }],
      ['create', { name: 'Child', parentId: mine }],
    ];
    for (const [call, body] of calls) {
      expectError(await groupCall(t, stranger, call, body), 404, 'NOT_FOUND');
    }
    // its own lists do not show them
    expect(names(await children(stranger, null))).not.toContain('Private group');
    expect((await tree(stranger, null)).map((node) => node.id)).not.toContain(mine);
    expect((await details(owner, mine)).name).toBe('Private group');
  });

  it('refuses a call naming another organization than the one acted for', async () => {
    const mine = await newGroup(t, owner, 'Named organization');
    const other = { organizationId: stranger.organizationId };
    expectError(await groupCall(t, owner, 'list', { parentId: null, ...other }), 403, 'FORBIDDEN');
    expectError(await groupCall(t, owner, 'details', { id: mine, ...other }), 403, 'FORBIDDEN');
    const own = await groupCall(t, owner, 'details', { id: mine, organizationId: owner.organizationId });
    expect(own.statusCode).toBe(200);
  });

  it('lets screen managers manage groups and keeps content creators out', async () => {
    const manager = await createMember(t, owner.organizationId, 'screen_manager');
    const managerSession = await logIn(t, manager.email, manager.password);
    const id = await newGroup(t, managerSession, 'Managed by the device manager');
    expect((await details(managerSession, id)).name).toBe('Managed by the device manager');

    const creator = await createMember(t, owner.organizationId, 'content_creator');
    const creatorSession = await logIn(t, creator.email, creator.password);
    expectError(await groupCall(t, creatorSession, 'list', {}), 403, 'FORBIDDEN');
    expectError(await groupCall(t, creatorSession, 'create', { name: 'Nope' }), 403, 'FORBIDDEN');
  });
});
