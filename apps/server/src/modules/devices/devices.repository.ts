import { and, asc, count, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { playlistNames } from '../playlists/playlists.queries.js';
import { devicePairings, deviceGroups, devices, scheduleEntries } from './devices.table.js';
import { chainOf, groupViews, type GroupView } from './groups.repository.js';

export type DeviceRow = typeof devices.$inferSelect;
export type NewDevice = typeof devices.$inferInsert;
export type DevicePatch = Partial<Omit<NewDevice, 'id' | 'organizationId' | 'deviceKey' | 'createdAt'>>;
export type PairingRow = typeof devicePairings.$inferSelect;
export type GroupRow = typeof deviceGroups.$inferSelect;

/** A device with what the list shows beside it: its group's name, what it plays, its own entries. */
export type DeviceView = DeviceRow & {
  groupName: string | null;
  showingPlaylistName: string | null;
  scheduleEntryCount: number;
};

/** The rows with the name of the playlist each screen reported showing (null for none). */
async function withPlaylistNames<Row extends { showingPlaylistId: number | null }>(
  db: Database,
  rows: Row[],
): Promise<(Row & { showingPlaylistName: string | null })[]> {
  const ids = rows.flatMap((row) => (row.showingPlaylistId === null ? [] : [row.showingPlaylistId]));
  const names = await playlistNames(db, ids);
  return rows.map((row) => ({
    ...row,
    showingPlaylistName: row.showingPlaylistId === null ? null : (names.get(row.showingPlaylistId) ?? null),
  }));
}

/** Which devices of an organization a list shows. */
export type DeviceFilter = {
  search?: string | undefined;
  /** a group's devices; null: those in no group; undefined: all */
  groupId?: number | null | undefined;
  interactive?: boolean | undefined;
};

/** Escapes LIKE's wildcards so a search term matches literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const entryCount = sql<number>`(select count(*)::int from ${scheduleEntries} e where e.device_id = ${devices.id})`;

/** A device of an organization by key; optionally row-locked for the rest of the transaction. */
export async function findDeviceByKey(
  db: Database,
  organizationId: number,
  deviceKey: string,
  forUpdate = false,
): Promise<DeviceRow | undefined> {
  const query = db
    .select()
    .from(devices)
    .where(and(eq(devices.organizationId, organizationId), eq(devices.deviceKey, deviceKey)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The devices of an organization with the given keys (those that exist), row-locked, in id order. */
export function lockDevicesByKeys(
  db: Database,
  organizationId: number,
  deviceKeys: readonly string[],
): Promise<DeviceRow[]> {
  if (deviceKeys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.organizationId, organizationId), inArray(devices.deviceKey, [...deviceKeys])))
    .orderBy(asc(devices.id))
    .for('update');
}

/** An organization's devices as the list shows them, by name then id. */
export async function deviceViews(
  db: Database,
  organizationId: number,
  filter: DeviceFilter = {},
): Promise<DeviceView[]> {
  const conditions: SQL[] = [eq(devices.organizationId, organizationId)];
  if (filter.groupId === null) conditions.push(isNull(devices.groupId));
  else if (filter.groupId !== undefined) conditions.push(eq(devices.groupId, filter.groupId));
  if (filter.interactive !== undefined) conditions.push(eq(devices.interactive, filter.interactive));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(
        sql`${devices.name} ilike ${pattern}`,
        sql`('Screen ' || ${devices.id}::text) ilike ${pattern}`,
        sql`${deviceGroups.name} ilike ${pattern}`,
      ) as SQL,
    );
  }
  const rows = await db
    .select({
      device: devices,
      groupName: deviceGroups.name,
      scheduleEntryCount: entryCount,
    })
    .from(devices)
    .leftJoin(deviceGroups, eq(deviceGroups.id, devices.groupId))
    .where(and(...conditions))
    .orderBy(sql`lower(${devices.name})`, asc(devices.name), asc(devices.id));
  return withPlaylistNames(
    db,
    rows.map(({ device, ...rest }) => ({
      ...device,
      ...rest,
      scheduleEntryCount: Number(rest.scheduleEntryCount),
    })),
  );
}

/** One device of an organization as the list shows it. */
export async function deviceViewByKey(
  db: Database,
  organizationId: number,
  deviceKey: string,
): Promise<DeviceView | undefined> {
  const [row] = await db
    .select({
      device: devices,
      groupName: deviceGroups.name,
      scheduleEntryCount: entryCount,
    })
    .from(devices)
    .leftJoin(deviceGroups, eq(deviceGroups.id, devices.groupId))
    .where(and(eq(devices.organizationId, organizationId), eq(devices.deviceKey, deviceKey)));
  if (!row) return undefined;
  const { device, ...rest } = row;
  const [view] = await withPlaylistNames(db, [
    { ...device, ...rest, scheduleEntryCount: Number(rest.scheduleEntryCount) },
  ]);
  return view;
}

/** What an organization's statistics count, one row per device. */
export function deviceStates(db: Database, organizationId: number) {
  return db
    .select({
      lastSeenAt: devices.lastSeenAt,
      playerState: devices.playerState,
      showingPlaylistId: devices.showingPlaylistId,
      interactive: devices.interactive,
    })
    .from(devices)
    .where(eq(devices.organizationId, organizationId));
}

/** What the dashboard shows of each of an organization's screens, with the name of what it plays. */
export type ScreenState = Pick<
  DeviceRow,
  | 'id'
  | 'deviceKey'
  | 'name'
  | 'lastSeenAt'
  | 'playerState'
  | 'showingPlaylistId'
  | 'showingSlideId'
  | 'thumbnailKey'
  | 'thumbnailAt'
> & { showingPlaylistName: string | null };

/** Every screen of an organization in one query, by name then id. */
export async function screenStates(db: Database, organizationId: number): Promise<ScreenState[]> {
  const rows = await db
    .select({
      id: devices.id,
      deviceKey: devices.deviceKey,
      name: devices.name,
      lastSeenAt: devices.lastSeenAt,
      playerState: devices.playerState,
      showingPlaylistId: devices.showingPlaylistId,
      showingSlideId: devices.showingSlideId,
      thumbnailKey: devices.thumbnailKey,
      thumbnailAt: devices.thumbnailAt,
    })
    .from(devices)
    .where(eq(devices.organizationId, organizationId))
    .orderBy(sql`lower(${devices.name})`, asc(devices.name), asc(devices.id));
  return withPlaylistNames(db, rows);
}

/**
 * Whether anything is on the schedule of an organization's screens or groups (reached through their
 * organization's indexes, not a scan of every entry).
 */
export async function hasScheduleEntries(db: Database, organizationId: number): Promise<boolean> {
  const result = (await db.execute(sql`select
    exists (select 1 from ${scheduleEntries} e join ${devices} d on d.id = e.device_id
      where d.organization_id = ${organizationId})
    or exists (select 1 from ${scheduleEntries} e join ${deviceGroups} g on g.id = e.group_id
      where g.organization_id = ${organizationId}) as scheduled`)) as unknown as {
    rows: { scheduled: boolean }[];
  };
  return result.rows[0]?.scheduled === true;
}

export async function countDevices(db: Database, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(eq(devices.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

export async function countInteractiveDevices(db: Database, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(and(eq(devices.organizationId, organizationId), eq(devices.interactive, true)));
  return Number(row?.n ?? 0);
}

export async function insertDevice(db: Database, values: NewDevice): Promise<DeviceRow> {
  const [row] = await db.insert(devices).values(values).returning();
  if (!row) throw new Error('device insert returned nothing');
  return row;
}

export async function updateDevices(db: Database, ids: readonly number[], patch: DevicePatch): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(devices)
    .set(patch)
    .where(inArray(devices.id, [...ids]));
}

export async function deleteDevice(db: Database, id: number): Promise<void> {
  await db.delete(devices).where(eq(devices.id, id));
}

/** A pairing waiting for its code to be entered (unexpired, not yet accepted), row-locked. */
export async function lockLivePairing(
  db: Database,
  code: string,
  now: Date,
): Promise<PairingRow | undefined> {
  const [row] = await db
    .select()
    .from(devicePairings)
    .where(
      and(eq(devicePairings.code, code), gt(devicePairings.expiresAt, now), isNull(devicePairings.deviceId)),
    )
    .orderBy(asc(devicePairings.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function markPairingAccepted(
  db: Database,
  pairingId: string,
  deviceId: number,
  now: Date,
): Promise<void> {
  await db.update(devicePairings).set({ deviceId, acceptedAt: now }).where(eq(devicePairings.id, pairingId));
}

/** A group of an organization and the groups above it, nearest first. */
export async function groupChain(
  db: Database,
  organizationId: number,
  groupId: number,
): Promise<GroupView[]> {
  const chain = await chainOf(db, groupId);
  if (chain.length === 0) return [];
  const distance = new Map(chain.map((group) => [group.id, group.distance]));
  const views = await groupViews(db, organizationId, inArray(deviceGroups.id, [...distance.keys()]));
  return views.sort((a, b) => (distance.get(a.id) ?? 0) - (distance.get(b.id) ?? 0));
}

/** The groups at the top of an organization's tree. */
export function topLevelGroups(db: Database, organizationId: number): Promise<GroupRow[]> {
  return db
    .select()
    .from(deviceGroups)
    .where(and(eq(deviceGroups.organizationId, organizationId), isNull(deviceGroups.parentId)))
    .orderBy(asc(deviceGroups.id));
}

export async function renameGroup(db: Database, id: number, name: string, now: Date): Promise<void> {
  await db.update(deviceGroups).set({ name, updatedAt: now }).where(eq(deviceGroups.id, id));
}

/** Gives an organization's screens, groups and schedule entries to another organization. */
export async function moveOrganizationDevices(db: Database, fromId: number, toId: number): Promise<void> {
  await db.update(deviceGroups).set({ organizationId: toId }).where(eq(deviceGroups.organizationId, fromId));
  await db.update(devices).set({ organizationId: toId }).where(eq(devices.organizationId, fromId));
  await db
    .update(scheduleEntries)
    .set({ organizationId: toId })
    .where(eq(scheduleEntries.organizationId, fromId));
}

/** The ids of an organization's devices (those that play its content). */
export async function deviceIdsOf(db: Database, organizationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.organizationId, organizationId));
  return rows.map((row) => row.id);
}

/** Whether a device shows a blob as its thumbnail. */
export async function isDeviceThumbnail(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.thumbnailKey, key))
    .limit(1);
  return row !== undefined;
}
