import { and, asc, count, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { playlistNames } from '../playlists/playlists.queries.js';
import { deviceGroups, devices, scheduleEntries } from './devices.table.js';

export type EntryRow = typeof scheduleEntries.$inferSelect;
/** An entry with the name of the playlist it plays. */
export type EntryView = EntryRow & { playlistName: string };

/** Whose list an entry is in: a device's or a group's. */
export type EntryOwner = { type: 'device'; id: number } | { type: 'group'; id: number };

function ofOwner(owner: EntryOwner): SQL {
  return owner.type === 'device'
    ? (and(eq(scheduleEntries.deviceId, owner.id), isNull(scheduleEntries.groupId)) as SQL)
    : (and(eq(scheduleEntries.groupId, owner.id), isNull(scheduleEntries.deviceId)) as SQL);
}

/** The entries, in their order, with the names of the playlists they play. */
async function entryViews(db: Database, where: SQL | undefined): Promise<EntryView[]> {
  const entries = await db
    .select()
    .from(scheduleEntries)
    .where(where)
    .orderBy(asc(scheduleEntries.position), asc(scheduleEntries.id));
  const names = await playlistNames(
    db,
    entries.map((entry) => entry.playlistId),
  );
  return entries.flatMap((entry) => {
    const playlistName = names.get(entry.playlistId);
    return playlistName === undefined ? [] : [{ ...entry, playlistName }];
  });
}

/** A device's or group's own entries, in their order. */
export async function listEntries(db: Database, owner: EntryOwner): Promise<EntryView[]> {
  return entryViews(db, ofOwner(owner));
}

/** The entries of several groups, each group's in order. */
export async function entriesOfGroups(db: Database, groupIds: readonly number[]): Promise<EntryView[]> {
  if (groupIds.length === 0) return [];
  return entryViews(db, inArray(scheduleEntries.groupId, [...groupIds]));
}

/** Every entry of an organization, on its devices and its groups, with playlist names. */
export async function organizationEntries(db: Database, organizationId: number): Promise<EntryView[]> {
  return entryViews(db, eq(scheduleEntries.organizationId, organizationId));
}

/** An organization's screens as a schedule overview names them, by name then id. */
export function organizationScreens(db: Database, organizationId: number) {
  return db
    .select({
      id: devices.id,
      deviceKey: devices.deviceKey,
      name: devices.name,
      timezone: devices.timezone,
      groupId: devices.groupId,
    })
    .from(devices)
    .where(eq(devices.organizationId, organizationId))
    .orderBy(sql`lower(${devices.name})`, asc(devices.name), asc(devices.id));
}

/** A device's own entries and those of the given groups, without names (what a screen plays). */
export function entriesForDevice(
  db: Database,
  deviceId: number,
  groupIds: readonly number[],
): Promise<EntryRow[]> {
  const own = eq(scheduleEntries.deviceId, deviceId);
  return db
    .select()
    .from(scheduleEntries)
    .where(groupIds.length === 0 ? own : or(own, inArray(scheduleEntries.groupId, [...groupIds])))
    .orderBy(asc(scheduleEntries.position), asc(scheduleEntries.id));
}

export async function countEntries(db: Database, owner: EntryOwner): Promise<number> {
  const [row] = await db.select({ value: count() }).from(scheduleEntries).where(ofOwner(owner));
  return Number(row?.value ?? 0);
}

export async function insertEntry(
  db: Database,
  values: typeof scheduleEntries.$inferInsert,
): Promise<EntryRow> {
  const [row] = await db.insert(scheduleEntries).values(values).returning();
  if (!row) throw new Error('insert schedule entry returned nothing');
  return row;
}

export async function updateEntry(
  db: Database,
  id: number,
  patch: Partial<
    Pick<EntryRow, 'playlistId' | 'kind' | 'schedule' | 'rrule' | 'createdAt' | 'createdByUserId'>
  >,
): Promise<EntryRow> {
  const [row] = await db.update(scheduleEntries).set(patch).where(eq(scheduleEntries.id, id)).returning();
  if (!row) throw new Error('update schedule entry returned nothing');
  return row;
}

/** Deletes an entry; the later entries of its list move up one place. */
export async function deleteEntry(db: Database, owner: EntryOwner, entry: EntryRow): Promise<void> {
  await db.delete(scheduleEntries).where(eq(scheduleEntries.id, entry.id));
  await db
    .update(scheduleEntries)
    .set({ position: sql`${scheduleEntries.position} - 1` })
    .where(and(ofOwner(owner), gt(scheduleEntries.position, entry.position)));
}

/**
 * The devices that play any of these playlists: those with an entry for one, and those in a group
 * (or below a group) with an entry for one.
 */
export async function deviceIdsPlaying(db: Database, playlistIds: readonly number[]): Promise<number[]> {
  if (playlistIds.length === 0) return [];
  const ids = sql.join(
    playlistIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with recursive down(id, depth) as (
      select distinct group_id, 0 from ${scheduleEntries}
      where playlist_id in (${ids}) and group_id is not null
      union all
      select child.id, down.depth + 1
      from ${deviceGroups} child join down on child.parent_id = down.id
      where down.depth < 64
    )
    select d.id from ${devices} d join down on d.group_id = down.id
    union
    select device_id from ${scheduleEntries} where playlist_id in (${ids}) and device_id is not null
    order by 1`);
  return (result as unknown as { rows: { id: number | string }[] }).rows.map((row) => Number(row.id));
}

/** What a screen's manifest says about the screen itself. */
export async function playbackDevice(db: Database, deviceId: number) {
  const [row] = await db
    .select({
      id: devices.id,
      deviceKey: devices.deviceKey,
      name: devices.name,
      timezone: devices.timezone,
      interactive: devices.interactive,
      organizationId: devices.organizationId,
      groupId: devices.groupId,
    })
    .from(devices)
    .where(eq(devices.id, deviceId));
  return row;
}
