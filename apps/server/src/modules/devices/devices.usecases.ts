import type { z } from 'zod';
import type {
  TDeviceGroup,
  TDeviceInfo,
  TDeviceListEntry,
  TDeviceStats,
  TPlayerPush,
  ZDeviceDetailsRequest,
  ZDeviceListRequest,
  ZDeviceSetNameRequest,
  ZInteractiveToggleRequest,
} from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { licenseContextOf } from '../licensing/licensing.usecases.js';
import { releaseBlobs, sweepBlobReleases } from '../media/media.blobs.js';
import {
  actingOrganizationId,
  requireActingOrganization,
  requireDevice,
  type DeviceActor,
} from './devices.access.js';
import {
  presentDeviceEntry,
  presentDeviceInfo,
  fallbackDeviceInfo,
  presentGroup,
} from './devices.present.js';
import { pushToDevices } from './devices.push.js';
import {
  countDevices,
  countInteractiveDevices,
  deleteDevice,
  deviceStates,
  deviceViewByKey,
  deviceViews,
  groupChain,
  lockDevicesByKeys,
  updateDevices,
  type DeviceFilter,
} from './devices.repository.js';
import { deviceStatus } from './devices.status.js';
import { deviceError } from './devices.errors.js';
import { licensingError } from '../licensing/licensing.errors.js';

export type DeviceListInput = z.output<typeof ZDeviceListRequest>;
export type SetNameInput = z.output<typeof ZDeviceSetNameRequest>;
export type DetailsInput = z.output<typeof ZDeviceDetailsRequest>;
export type InteractiveInput = z.output<typeof ZInteractiveToggleRequest>;

/**
 * An organization's devices as the device list shows them (status derived now), by name then id; with a
 * status, only those in it. Other modules listing devices (a group's) present them through this.
 */
export async function deviceEntries(
  deps: Pick<Deps, 'db' | 'now'>,
  organizationId: number,
  filter: DeviceFilter & { status?: TDeviceListEntry['status'] | undefined } = {},
): Promise<TDeviceListEntry[]> {
  const now = deps.now();
  const entries = (await deviceViews(deps.db, organizationId, filter)).map((row) =>
    presentDeviceEntry(row, now),
  );
  return filter.status ? entries.filter((entry) => entry.status === filter.status) : entries;
}

/** /device/{orgId}/list: the acting organization's devices, filtered. */
export async function listDevices(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: DeviceActor,
  organizationId: number,
  input: DeviceListInput,
): Promise<{ results: TDeviceListEntry[] }> {
  requireActingOrganization(actor, organizationId);
  return { results: await deviceEntries(deps, organizationId, input) };
}

/** /device/info: a device of the acting organization; anything else answers the spec's fallback. */
export async function deviceInfo(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: DeviceActor,
  deviceKey: string,
): Promise<TDeviceInfo> {
  const row = await deviceViewByKey(deps.db, actingOrganizationId(actor), deviceKey);
  return row ? presentDeviceInfo(row, deps.now()) : fallbackDeviceInfo();
}

/** /device/groupList: the device's group and the groups above it, nearest first. */
export async function deviceGroups(
  deps: Pick<Deps, 'db'>,
  actor: DeviceActor,
  deviceKey: string,
): Promise<{ results: TDeviceGroup[] }> {
  const device = await requireDevice(deps, actor, deviceKey);
  if (device.groupId === null) return { results: [] };
  const views = await groupChain(deps.db, device.organizationId, device.groupId);
  return { results: views.map(presentGroup) };
}

/** /device/stats: the acting organization's devices counted by status, and its licence's limits. */
export async function deviceStats(deps: Pick<Deps, 'db' | 'now'>, actor: DeviceActor): Promise<TDeviceStats> {
  const organizationId = actingOrganizationId(actor);
  const [states, license] = await Promise.all([
    deviceStates(deps.db, organizationId),
    licenseContextOf(deps, organizationId),
  ]);
  const now = deps.now();
  const stats: TDeviceStats = {
    total: states.length,
    active: 0,
    inactive: 0,
    offline: 0,
    updating: 0,
    interactive: states.filter((state) => state.interactive).length,
    deviceLimit: license.numDevices,
    interactiveLimit: license.interactiveDeviceLimit,
  };
  for (const state of states) stats[deviceStatus(state, now)] += 1;
  return stats;
}

/** How many screens are paired to an organization (what its licence's device limit counts). */
export function countPairedDevices(deps: Pick<Deps, 'db'>, organizationId: number): Promise<number> {
  return countDevices(deps.db, organizationId);
}

/** /device/activeThumbnail: the screen's latest picture of what it shows. */
export async function activeThumbnail(
  deps: Pick<Deps, 'db'>,
  actor: DeviceActor,
  deviceKey: string,
): Promise<{ thumbnailUrl: string | null; takenAt: string | null }> {
  const device = await requireDevice(deps, actor, deviceKey);
  return {
    thumbnailUrl: device.thumbnailKey ? fileUrl(device.thumbnailKey) : null,
    takenAt: device.thumbnailAt?.toISOString() ?? null,
  };
}

/** /device/setName: an empty name is allowed (the list shows 'Screen {id}'). The screen shows its name. */
export function setDeviceName(deps: Deps, actor: DeviceActor, input: SetNameInput): Promise<void> {
  return inTransaction(deps, async (tx) => {
    const device = await requireDevice(tx, actor, input.deviceKey, { forUpdate: true });
    await updateDevices(tx.db, [device.id], { name: input.deviceName, updatedAt: tx.now() });
    await pushToDevices(tx, [device.id], { type: 'content' });
  });
}

/** /device/details: type, description and timezone; a new timezone changes what the screen plays when. */
export function updateDeviceDetails(deps: Deps, actor: DeviceActor, input: DetailsInput): Promise<void> {
  return inTransaction(deps, async (tx) => {
    const device = await requireDevice(tx, actor, input.deviceKey, { forUpdate: true });
    const timezone = input.timezone ?? device.timezone;
    await updateDevices(tx.db, [device.id], {
      deviceType: input.deviceType,
      description: input.deviceDescription,
      timezone,
      updatedAt: tx.now(),
    });
    if (timezone !== device.timezone) await pushToDevices(tx, [device.id], { type: 'content' });
  });
}

/**
 * /device/interactive/toggle: all of the devices or none. Turning screens interactive needs the licence's
 * interaction feature and room under its interactive device limit. Answers the organization's count after.
 */
export function toggleInteractive(
  deps: Deps,
  actor: DeviceActor,
  input: InteractiveInput,
): Promise<{ count: number }> {
  const organizationId = requireActingOrganization(actor, input.organizationId);
  const keys = [...new Set(input.deviceKeys)];
  return inTransaction(deps, async (tx) => {
    await lockUntilCommit(tx.db, 'organizationDevices', organizationId);
    const rows = await lockDevicesByKeys(tx.db, organizationId, keys);
    if (rows.length !== keys.length) throw new AppError('NOT_FOUND');
    const changing = rows.filter((row) => row.interactive !== input.interactive).map((row) => row.id);
    const before = await countInteractiveDevices(tx.db, organizationId);
    const count = before + (input.interactive ? changing.length : -changing.length);
    if (input.interactive && changing.length > 0) {
      const license = await licenseContextOf(tx, organizationId);
      if (!license.features.interaction) throw licensingError('FEATURE_NOT_LICENSED');
      const limit = license.interactiveDeviceLimit;
      if (limit !== null && count > limit) throw deviceError('INTERACTIVE_LIMIT_REACHED');
    }
    await updateDevices(tx.db, changing, { interactive: input.interactive, updatedAt: tx.now() });
    await pushToDevices(tx, changing, { type: 'content' });
    return { count };
  });
}

/**
 * /device/remove: the screen is told it was removed (it forgets its token and shows a new code), then
 * the device goes with its schedule entries; its thumbnail goes when nothing else shows it.
 */
export async function removeDevice(deps: Deps, actor: DeviceActor, deviceKey: string): Promise<void> {
  await inTransaction(deps, async (tx) => {
    const device = await requireDevice(tx, actor, deviceKey, { forUpdate: true });
    await pushToDevices(tx, [device.id], { type: 'unpaired' });
    await deleteDevice(tx.db, device.id);
    if (device.thumbnailKey) await releaseBlobs(tx.db, [device.thumbnailKey]);
  });
  await sweepBlobReleases(deps);
}

/** /device/identify and /device/screenshot: a request to the screen, wherever it is connected. */
export async function sendToDevice(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: DeviceActor,
  deviceKey: string,
  push: Extract<TPlayerPush, { type: 'identify' | 'screenshot' }>,
): Promise<void> {
  const device = await requireDevice(deps, actor, deviceKey);
  await pushToDevices(deps, [device.id], push);
}
