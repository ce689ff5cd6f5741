import type { z } from 'zod';
import {
  GROUP_DEPTH_MAX,
  type TDeviceGroup,
  type TDeviceGroupNode,
  type TDeviceListEntry,
  type TGroupDetails,
  type ZGroupCreateRequest,
  type ZGroupUpdateRequest,
} from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  actingOrganizationId,
  requireActingOrganization,
  requireDevice,
  type DeviceActor,
} from './devices.access.js';
import { freeName } from '../../platform/text/free-name.js';
import { presentGroup } from './devices.present.js';
import { pushToDevices } from './devices.push.js';
import { deviceEntries, toggleInteractive } from './devices.usecases.js';
import {
  ancestorsOf,
  childGroups,
  childGroupViews,
  deleteGroup,
  deviceIdsInGroup,
  deviceIdsUnderGroups,
  devicesByKeys,
  findGroup,
  groupNameTaken,
  groupViewById,
  groupViews,
  insertGroup,
  setDevicesGroup,
  siblingNames,
  subtreeOf,
  updateGroup,
  type GroupRow,
  type GroupView,
  type Member,
} from './groups.repository.js';
import { deviceError } from './devices.errors.js';

export type GroupCreateInput = z.output<typeof ZGroupCreateRequest>;
export type GroupUpdateInput = z.output<typeof ZGroupUpdateRequest>;

const CONTENT = { type: 'content' } as const;

/** The organization a group call works in; one it names must be the acting one. */
function organizationOf(actor: DeviceActor, organizationId?: number): number {
  return organizationId === undefined
    ? actingOrganizationId(actor)
    : requireActingOrganization(actor, organizationId);
}

/** A group of the acting organization, or 404 (another organization's is never acknowledged). */
export async function requireGroup(
  deps: Pick<Deps, 'db'>,
  actor: DeviceActor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<GroupRow> {
  const row = await findGroup(deps.db, actingOrganizationId(actor), id, options.forUpdate ?? false);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function groupView(deps: Pick<Deps, 'db'>, organizationId: number, id: number): Promise<GroupView> {
  const view = await groupViewById(deps.db, organizationId, id);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

/** Serializes changes to the shape of an organization's tree (names among siblings, moves, depth). */
function lockGroups(tx: Deps, organizationId: number): Promise<void> {
  return lockUntilCommit(tx.db, 'deviceGroups', organizationId);
}

async function assertNameFree(
  tx: Deps,
  organizationId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<void> {
  if (await groupNameTaken(tx.db, organizationId, parentId, name, exceptId)) {
    throw new AppError('NAME_TAKEN', { fields: { name: 'errors.NAME_TAKEN' } });
  }
}

/** How deep a group sits: 1 at the top level. */
async function depthOf(tx: Deps, groupId: number): Promise<number> {
  return (await ancestorsOf(tx.db, groupId)).length + 1;
}

/** The devices the given devices' keys name, all of the acting organization's, or 404. */
async function requireMembers(tx: Deps, organizationId: number, deviceKeys: readonly string[]) {
  const keys = [...new Set(deviceKeys)];
  const rows = await devicesByKeys(tx.db, organizationId, keys);
  if (rows.length !== keys.length) throw new AppError('NOT_FOUND');
  return rows;
}

/** Puts devices in a group (null: none); a device is in one group at most. Screens whose group changed are told. */
async function placeDevices(tx: Deps, members: readonly Member[], groupId: number | null): Promise<void> {
  const moving = members.filter((member) => member.groupId !== groupId).map((member) => member.id);
  await setDevicesGroup(tx.db, moving, groupId, tx.now());
  await pushToDevices(tx, moving, CONTENT);
}

/** /group/list: the groups directly under a group (or at the top level), with their counts. */
export async function listGroups(
  deps: Pick<Deps, 'db'>,
  actor: DeviceActor,
  request: { parentId?: number | null | undefined; organizationId?: number | undefined },
): Promise<{ results: TDeviceGroup[] }> {
  const organizationId = organizationOf(actor, request.organizationId);
  const parentId = request.parentId ?? null;
  if (parentId !== null) await requireGroup(deps, actor, parentId);
  return { results: (await childGroupViews(deps.db, organizationId, parentId)).map(presentGroup) };
}

/** /group/details: a group with its counts and the groups above it, outermost first. */
export async function groupDetails(
  deps: Pick<Deps, 'db'>,
  actor: DeviceActor,
  request: { id: number; organizationId?: number | undefined },
): Promise<TGroupDetails> {
  const organizationId = organizationOf(actor, request.organizationId);
  await requireGroup(deps, actor, request.id);
  const view = await groupView(deps, organizationId, request.id);
  const path = (await ancestorsOf(deps.db, request.id)).reverse().map(({ id, name }) => ({ id, name }));
  return { ...presentGroup(view), path };
}

/**
 * /group/updateDetails: name and description, and with parentId a new place in the tree. Names are
 * unique among siblings; a group cannot go under itself or a group below it, nor deeper than
 * GROUP_DEPTH_MAX. The screens below a moved group are told (what they inherit changed).
 */
export async function updateGroupDetails(
  deps: Deps,
  actor: DeviceActor,
  request: GroupUpdateInput,
): Promise<TGroupDetails> {
  const organizationId = organizationOf(actor, request.organizationId);
  await inTransaction(deps, async (tx) => {
    await lockGroups(tx, organizationId);
    const group = await requireGroup(tx, actor, request.id, { forUpdate: true });
    const parentId = request.parentId === undefined ? group.parentId : request.parentId;
    const moving = parentId !== group.parentId;
    if (moving && parentId !== null) {
      await requireGroup(tx, actor, parentId);
      const subtree = await subtreeOf(tx.db, [group.id]);
      if (subtree.some((entry) => entry.id === parentId)) throw deviceError('GROUP_INVALID_MOVE');
      const height = Math.max(...subtree.map((entry) => entry.depth)) + 1;
      if ((await depthOf(tx, parentId)) + height > GROUP_DEPTH_MAX) throw deviceError('GROUP_DEPTH_EXCEEDED');
    }
    await assertNameFree(tx, organizationId, parentId, request.name, group.id);
    await updateGroup(tx.db, group.id, {
      name: request.name,
      description: request.description,
      parentId,
      updatedAt: tx.now(),
    });
    // the screens' manifests name the groups their entries come from
    if (moving || request.name !== group.name) {
      await pushToDevices(tx, await deviceIdsUnderGroups(tx.db, [group.id]), CONTENT);
    }
  });
  return groupDetails(deps, actor, { id: request.id });
}

/** /group/create: a group (at the top level or under a group), with the given devices moved into it. */
export async function createGroup(
  deps: Deps,
  actor: DeviceActor,
  request: GroupCreateInput,
): Promise<{ id: number }> {
  const organizationId = actingOrganizationId(actor);
  return inTransaction(deps, async (tx) => {
    await lockGroups(tx, organizationId);
    const parentId = request.parentId;
    if (parentId !== null) {
      await requireGroup(tx, actor, parentId);
      if ((await depthOf(tx, parentId)) + 1 > GROUP_DEPTH_MAX) throw deviceError('GROUP_DEPTH_EXCEEDED');
    }
    await assertNameFree(tx, organizationId, parentId, request.name);
    const members = await requireMembers(tx, organizationId, request.deviceArray);
    const now = tx.now();
    const group = await insertGroup(tx.db, {
      organizationId,
      parentId,
      name: request.name,
      description: request.description,
      createdAt: now,
      updatedAt: now,
    });
    await placeDevices(tx, members, group.id);
    return { id: group.id };
  });
}

/**
 * /group/remove: its subgroups move up to its parent (renamed "name (2)" where a sibling there has
 * their name), its devices leave groups, and its schedule entries go. Every screen below it is told.
 */
export async function removeGroup(deps: Deps, actor: DeviceActor, id: number): Promise<void> {
  const organizationId = actingOrganizationId(actor);
  await inTransaction(deps, async (tx) => {
    await lockGroups(tx, organizationId);
    const group = await requireGroup(tx, actor, id, { forUpdate: true });
    const affected = await deviceIdsUnderGroups(tx.db, [group.id]);
    const children = await childGroups(tx.db, group.id);
    const taken = await siblingNames(tx.db, organizationId, group.parentId);
    taken.delete(group.name.toLowerCase());
    const now = tx.now();
    for (const child of children) {
      const name = freeName(child.name, taken);
      taken.add(name.toLowerCase());
      await updateGroup(tx.db, child.id, { parentId: group.parentId, name, updatedAt: now });
    }
    await setDevicesGroup(tx.db, await deviceIdsInGroup(tx.db, group.id), null, now);
    await deleteGroup(tx.db, group.id);
    await pushToDevices(tx, affected, CONTENT);
  });
}

/** /group/listDevices: the devices directly in a group, as the device list shows them. */
export async function listGroupDevices(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: DeviceActor,
  request: { groupId: number; organizationId?: number | undefined },
): Promise<{ results: TDeviceListEntry[] }> {
  const organizationId = organizationOf(actor, request.organizationId);
  await requireGroup(deps, actor, request.groupId);
  return { results: await deviceEntries(deps, organizationId, { groupId: request.groupId }) };
}

/**
 * /group/addDevice: a device is in one group at most, so adding moves it. With `interactive`, the
 * device is also made interactive or not (within the licence's limit).
 */
export async function addDeviceToGroup(
  deps: Deps,
  actor: DeviceActor,
  request: { groupId: number; deviceKey: string; interactive?: boolean | undefined },
): Promise<void> {
  await inTransaction(deps, async (tx) => {
    await requireGroup(tx, actor, request.groupId, { forUpdate: true });
    const members = await requireMembers(tx, actingOrganizationId(actor), [request.deviceKey]);
    await placeDevices(tx, members, request.groupId);
    if (request.interactive === undefined) return;
    // in the same transaction: refused by the licence, the device does not move either
    await toggleInteractive(tx, actor, {
      organizationId: actingOrganizationId(actor),
      deviceKeys: [request.deviceKey],
      interactive: request.interactive,
    });
  });
}

/** /group/addDevices: several devices moved into a group at once (all or none). */
export async function addDevicesToGroup(
  deps: Deps,
  actor: DeviceActor,
  request: { groupId: number; deviceKeyList: string[] },
): Promise<void> {
  await inTransaction(deps, async (tx) => {
    await requireGroup(tx, actor, request.groupId, { forUpdate: true });
    const members = await requireMembers(tx, actingOrganizationId(actor), request.deviceKeyList);
    await placeDevices(tx, members, request.groupId);
  });
}

/** /group/removeDevice: the device leaves its group (it keeps its own entries). */
export async function removeDeviceFromGroup(
  deps: Deps,
  actor: DeviceActor,
  deviceKey: string,
): Promise<void> {
  await inTransaction(deps, async (tx) => {
    const device = await requireDevice(tx, actor, deviceKey, { forUpdate: true });
    await placeDevices(tx, [device], null);
  });
}

function treeOf(views: readonly GroupView[], rootId: number | null): TDeviceGroupNode[] {
  const children = new Map<number | null, GroupView[]>();
  for (const view of views) children.set(view.parentId, [...(children.get(view.parentId) ?? []), view]);
  const build = (parentId: number | null): TDeviceGroupNode[] =>
    (children.get(parentId) ?? []).map((view) => ({ ...presentGroup(view), groups: build(view.id) }));
  return build(rootId);
}

/** /group/groupList: the tree below a group, or the organization's whole tree when groupId is null. */
export async function groupTree(
  deps: Pick<Deps, 'db'>,
  actor: DeviceActor,
  groupId: number | null,
): Promise<{ results: TDeviceGroupNode[] }> {
  if (groupId !== null) await requireGroup(deps, actor, groupId);
  const views = await groupViews(deps.db, actingOrganizationId(actor));
  return { results: treeOf(views, groupId) };
}
