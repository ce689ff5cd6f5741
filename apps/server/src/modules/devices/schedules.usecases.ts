import {
  SCHEDULE_ENTRIES_MAX,
  toRRule,
  type TSchedule,
  type TScheduleEntry,
  type TScheduleEntryInput,
  type TScheduleList,
  type TPlayerPush,
  type TSourcedEntry,
} from '@placard/contract';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LibraryActor } from '../library/library.policy.js';
import { requirePlaylist } from '../playlists/playlists.access.js';
import type {
  ModuleHooks,
  PlaylistsChangedHandler,
  PlaylistsDataChangedHandler,
} from '../../platform/hooks.js';
import { ensurePublication } from '../playlists/playlists.publications.js';
import { requireDevice } from './devices.access.js';
import { pushToDevices } from './devices.push.js';
import { ancestorsOf, chainOf, deviceIdsUnderGroups, type Ancestor } from './groups.repository.js';
import { requireGroup } from './groups.usecases.js';
import {
  countEntries,
  deleteEntry,
  deviceIdsPlaying,
  entriesOfGroups,
  insertEntry,
  listEntries,
  updateEntry,
  type EntryOwner,
  type EntryView,
} from './schedules.repository.js';
import { deviceError } from './devices.errors.js';

/**
 * Schedules: the ordered entries of a device or a group, each a published playlist played now (until
 * stopped) or on a schedule. A screen plays its own entries and those of its group and the groups above.
 */

/** Who schedules: a user of the organization acted for, with their role (screen managers assign shared playlists only). */
export type ScheduleActor = LibraryActor;

const CONTENT = { type: 'content' } as const;

export function presentEntry(entry: EntryView): TScheduleEntry {
  return {
    id: entry.id,
    index: entry.position,
    kind: entry.kind,
    playlistId: entry.playlistId,
    playlistName: entry.playlistName,
    schedule: entry.schedule,
    rrule: entry.rrule,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The entries of groups above, nearest first, each with where it comes from. */
async function inheritedFrom(tx: Pick<Deps, 'db'>, chain: readonly Ancestor[]): Promise<TSourcedEntry[]> {
  const byGroup = new Map(chain.map((group) => [group.id, group]));
  const entries = await entriesOfGroups(tx.db, [...byGroup.keys()]);
  return entries
    .map((entry) => {
      const group = byGroup.get(entry.groupId ?? -1);
      if (!group) throw new Error('an entry of a group outside the chain');
      const source = {
        type: 'group' as const,
        groupId: group.id,
        groupName: group.name,
        distance: group.distance,
      };
      return { ...presentEntry(entry), source };
    })
    .sort((a, b) => a.source.distance - b.source.distance || a.index - b.index);
}

/** /device/getSchedule: the device's own entries, what it inherits from its groups, and its timezone. */
export async function deviceSchedule(
  deps: Pick<Deps, 'db'>,
  actor: ScheduleActor,
  deviceKey: string,
): Promise<TScheduleList> {
  const device = await requireDevice(deps, actor, deviceKey);
  // the device's own group is 1 step away from it, that group's parent 2, …
  const chain = device.groupId === null ? [] : await chainOf(deps.db, device.groupId);
  return {
    entries: (await listEntries(deps.db, { type: 'device', id: device.id })).map(presentEntry),
    inherited: await inheritedFrom(
      deps,
      chain.map((group) => ({ ...group, distance: group.distance + 1 })),
    ),
    timezone: device.timezone,
  };
}

/** /group/getSchedule: the group's own entries and what it inherits from the groups above it. */
export async function groupSchedule(
  deps: Pick<Deps, 'db'>,
  actor: ScheduleActor,
  groupId: number,
): Promise<TScheduleList> {
  const group = await requireGroup(deps, actor, groupId);
  return {
    entries: (await listEntries(deps.db, { type: 'group', id: group.id })).map(presentEntry),
    inherited: await inheritedFrom(deps, await ancestorsOf(deps.db, group.id)),
    timezone: null,
  };
}

/**
 * A playlist the actor may put on screens: a playlist (not a template) of the organization acted for
 * that the actor sees, published (PLAYLIST_NOT_PUBLISHED); a screen manager assigns shared ones only
 * (PLAYLIST_NOT_SHARED).
 */
async function requireAssignablePlaylist(tx: Deps, actor: ScheduleActor, playlistId: number): Promise<void> {
  const playlist = await requirePlaylist(tx, actor, playlistId, { kinds: ['playlist'] });
  if (playlist.organizationId !== actor.organization.id) throw new AppError('NOT_FOUND');
  if (actor.user.role === 'screen_manager' && playlist.section !== 'shared') {
    throw deviceError('PLAYLIST_NOT_SHARED');
  }
  if (!(await ensurePublication(tx, playlist))) throw deviceError('PLAYLIST_NOT_PUBLISHED');
}

function scheduleFields(schedule: TSchedule | null) {
  return schedule === null
    ? { kind: 'play_now' as const, schedule: null, rrule: null }
    : { kind: 'scheduled' as const, schedule, rrule: toRRule(schedule) };
}

const indexError = () => new AppError('NOT_FOUND', { fields: { scheduleEntryIndex: 'errors.NOT_FOUND' } });

/** The screens that play what an owner's list holds: the device, or every device in or below the group. */
async function screensOf(tx: Deps, owner: EntryOwner): Promise<number[]> {
  return owner.type === 'device' ? [owner.id] : deviceIdsUnderGroups(tx.db, [owner.id]);
}

/** Appends an entry to a (row-locked) owner's list, within SCHEDULE_ENTRIES_MAX. */
async function appendEntry(
  tx: Deps,
  actor: ScheduleActor,
  owner: EntryOwner,
  input: TScheduleEntryInput,
): Promise<EntryView> {
  const length = await countEntries(tx.db, owner);
  if (length >= SCHEDULE_ENTRIES_MAX) throw deviceError('SCHEDULE_LIMIT_REACHED');
  await requireAssignablePlaylist(tx, actor, input.playlistId);
  await insertEntry(tx.db, {
    organizationId: actor.organization.id,
    deviceId: owner.type === 'device' ? owner.id : null,
    groupId: owner.type === 'group' ? owner.id : null,
    playlistId: input.playlistId,
    position: length,
    ...scheduleFields(input.schedule),
    createdByUserId: actor.user.id,
    createdAt: tx.now(),
  });
  await pushToDevices(tx, await screensOf(tx, owner), CONTENT);
  const appended = (await listEntries(tx.db, owner)).at(-1);
  if (!appended) throw new Error('the appended entry is missing');
  return appended;
}

/**
 * Replaces the entry at `index` of a (row-locked) owner's list, or appends one when the index is the
 * list's length (or absent). A changed entry counts as newer than the others (createdAt is now).
 */
async function putEntry(
  tx: Deps,
  actor: ScheduleActor,
  owner: EntryOwner,
  index: number | null | undefined,
  input: TScheduleEntryInput,
): Promise<void> {
  const entries = await listEntries(tx.db, owner);
  if (index === null || index === undefined || index === entries.length) {
    await appendEntry(tx, actor, owner, input);
    return;
  }
  const entry = entries[index];
  if (!entry) throw indexError();
  // an entry keeps the playlist it had without being checked again (a screen manager may retime it)
  if (input.playlistId !== entry.playlistId) await requireAssignablePlaylist(tx, actor, input.playlistId);
  await updateEntry(tx.db, entry.id, {
    playlistId: input.playlistId,
    ...scheduleFields(input.schedule),
    createdByUserId: actor.user.id,
    createdAt: tx.now(),
  });
  await pushToDevices(tx, await screensOf(tx, owner), CONTENT);
}

async function dropEntry(tx: Deps, owner: EntryOwner, index: number): Promise<void> {
  const entry = (await listEntries(tx.db, owner))[index];
  if (!entry) throw indexError();
  await deleteEntry(tx.db, owner, entry);
  await pushToDevices(tx, await screensOf(tx, owner), CONTENT);
}

async function deviceOwner(tx: Deps, actor: ScheduleActor, deviceKey: string): Promise<EntryOwner> {
  return { type: 'device', id: (await requireDevice(tx, actor, deviceKey, { forUpdate: true })).id };
}

async function groupOwner(tx: Deps, actor: ScheduleActor, groupId: number): Promise<EntryOwner> {
  return { type: 'group', id: (await requireGroup(tx, actor, groupId, { forUpdate: true })).id };
}

/** /device/updateScheduleEntry: answers the device's schedule as it now is. */
export async function updateDeviceEntry(
  deps: Deps,
  actor: ScheduleActor,
  request: {
    deviceKey: string;
    scheduleEntryIndex?: number | null | undefined;
    scheduleEntry: TScheduleEntryInput;
  },
): Promise<TScheduleList> {
  await inTransaction(deps, async (tx) => {
    const owner = await deviceOwner(tx, actor, request.deviceKey);
    await putEntry(tx, actor, owner, request.scheduleEntryIndex, request.scheduleEntry);
  });
  return deviceSchedule(deps, actor, request.deviceKey);
}

/** /device/removeScheduleEntry: the later entries move up one place. */
export async function removeDeviceEntry(
  deps: Deps,
  actor: ScheduleActor,
  request: { deviceKey: string; scheduleEntryIndex: number },
): Promise<TScheduleList> {
  await inTransaction(deps, async (tx) => {
    await dropEntry(tx, await deviceOwner(tx, actor, request.deviceKey), request.scheduleEntryIndex);
  });
  return deviceSchedule(deps, actor, request.deviceKey);
}

/** /group/updateScheduleEntry: answers the group's schedule as it now is. */
export async function updateGroupEntry(
  deps: Deps,
  actor: ScheduleActor,
  request: {
    groupId: number;
    scheduleEntryIndex?: number | null | undefined;
    scheduleEntry: TScheduleEntryInput;
  },
): Promise<TScheduleList> {
  await inTransaction(deps, async (tx) => {
    const owner = await groupOwner(tx, actor, request.groupId);
    await putEntry(tx, actor, owner, request.scheduleEntryIndex, request.scheduleEntry);
  });
  return groupSchedule(deps, actor, request.groupId);
}

/** /group/removeScheduleEntry: the later entries move up one place. */
export async function removeGroupEntry(
  deps: Deps,
  actor: ScheduleActor,
  request: { groupId: number; scheduleEntryIndex: number },
): Promise<TScheduleList> {
  await inTransaction(deps, async (tx) => {
    await dropEntry(tx, await groupOwner(tx, actor, request.groupId), request.scheduleEntryIndex);
  });
  return groupSchedule(deps, actor, request.groupId);
}

/** /playlist/assignToDevice: the playlist goes at the end of the device's list (no schedule: play now). */
export async function assignToDevice(
  deps: Deps,
  actor: ScheduleActor,
  request: { deviceKey: string; playlistId: number; scheduleData?: TSchedule | null | undefined },
): Promise<{ entry: TScheduleEntry }> {
  return inTransaction(deps, async (tx) => {
    const owner = await deviceOwner(tx, actor, request.deviceKey);
    const input = { playlistId: request.playlistId, schedule: request.scheduleData ?? null };
    return { entry: presentEntry(await appendEntry(tx, actor, owner, input)) };
  });
}

/** /playlist/assignToGroup: the playlist goes at the end of the group's list (no schedule: play now). */
export async function assignToGroup(
  deps: Deps,
  actor: ScheduleActor,
  request: { groupId: number; playlistId: number; scheduleData?: TSchedule | null | undefined },
): Promise<{ entry: TScheduleEntry }> {
  return inTransaction(deps, async (tx) => {
    const owner = await groupOwner(tx, actor, request.groupId);
    const input = { playlistId: request.playlistId, schedule: request.scheduleData ?? null };
    return { entry: presentEntry(await appendEntry(tx, actor, owner, input)) };
  });
}

/** Every screen that plays these playlists is told to fetch its manifest. */
const pushToScreensPlaying: PlaylistsChangedHandler = async (tx, playlistIds) => {
  await pushToDevices(tx, await deviceIdsPlaying(tx.db, playlistIds), CONTENT);
};

/**
 * A widget's new data goes down with the push when it is small (a menu of a few dozen dishes), so
 * thousands of screens show a new price at once without each fetching its manifest; larger data is a
 * push to fetch the manifest.
 */
export const WIDGET_PUSH_MAX_BYTES = 4_000;

const pushDataToScreensPlaying: PlaylistsDataChangedHandler = async (tx, playlistIds, update) => {
  const withData: TPlayerPush | null = update
    ? { type: 'widgetData', key: update.key, data: update.data }
    : null;
  const push =
    withData && Buffer.byteLength(JSON.stringify(withData)) <= WIDGET_PUSH_MAX_BYTES ? withData : CONTENT;
  await pushToDevices(tx, await deviceIdsPlaying(tx.db, playlistIds), push);
};

/**
 * The screens' part in the playlists' life: when a playlist is published again, before playlists are
 * deleted (their entries go with them), or when data their slides show changed, every screen that
 * plays them is told to fetch its manifest.
 */
export const schedulesHooks: ModuleHooks = {
  playlistsChanged: [pushToScreensPlaying],
  playlistsDataChanged: [pushDataToScreensPlaying],
};
