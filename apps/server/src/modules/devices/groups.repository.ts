import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { deviceGroups, devices, scheduleEntries } from './devices.table.js';

export type GroupRow = typeof deviceGroups.$inferSelect;

/** A group with what its card shows. */
export type GroupView = GroupRow & { deviceCount: number; groupCount: number; scheduleEntryCount: number };

/** A group above another (or the group itself), with how many steps up it is (0: itself, 1: its parent). */
export type Ancestor = { id: number; name: string; distance: number };

/** Cycles cannot be stored (moves are checked), but the walks stop here regardless. */
const WALK_LIMIT = 64;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The listed group's id, qualified: drizzle leaves columns of a one-table select unqualified. */
const listedId = sql`${deviceGroups}."id"`;
const deviceCount = sql<number>`(select count(*)::int from ${devices} d where d.group_id = ${listedId})`;
const groupCount = sql<number>`(select count(*)::int from ${deviceGroups} g where g.parent_id = ${listedId})`;
const entryCount = sql<number>`(select count(*)::int from ${scheduleEntries} e where e.group_id = ${listedId})`;

/** An organization's groups matching a condition, with their counts, by name. */
export async function groupViews(db: Database, organizationId: number, where?: SQL): Promise<GroupView[]> {
  const rows = await db
    .select({ group: deviceGroups, deviceCount, groupCount, scheduleEntryCount: entryCount })
    .from(deviceGroups)
    .where(and(eq(deviceGroups.organizationId, organizationId), where))
    .orderBy(asc(sql`lower(${deviceGroups.name})`), asc(deviceGroups.id));
  return rows.map(({ group, ...counts }) => ({
    ...group,
    deviceCount: Number(counts.deviceCount),
    groupCount: Number(counts.groupCount),
    scheduleEntryCount: Number(counts.scheduleEntryCount),
  }));
}

export async function groupViewById(
  db: Database,
  organizationId: number,
  id: number,
): Promise<GroupView | undefined> {
  const [view] = await groupViews(db, organizationId, eq(deviceGroups.id, id));
  return view;
}

/** The groups directly under a parent (null: the top level). */
export function childGroupViews(db: Database, organizationId: number, parentId: number | null) {
  return groupViews(
    db,
    organizationId,
    parentId === null ? isNull(deviceGroups.parentId) : eq(deviceGroups.parentId, parentId),
  );
}

export async function findGroup(
  db: Database,
  organizationId: number,
  id: number,
  forUpdate = false,
): Promise<GroupRow | undefined> {
  const query = db
    .select()
    .from(deviceGroups)
    .where(and(eq(deviceGroups.organizationId, organizationId), eq(deviceGroups.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Every group of an organization: its name and where it hangs. */
export function organizationGroups(
  db: Database,
  organizationId: number,
): Promise<Pick<GroupRow, 'id' | 'name' | 'parentId'>[]> {
  return db
    .select({ id: deviceGroups.id, name: deviceGroups.name, parentId: deviceGroups.parentId })
    .from(deviceGroups)
    .where(eq(deviceGroups.organizationId, organizationId))
    .orderBy(asc(deviceGroups.id));
}

/**
 * A group and the groups above it, nearest first, as chainOf walks them, from an organization's groups
 * already read (organizationGroups).
 */
export function chainAmong(
  groups: ReadonlyMap<number, Pick<GroupRow, 'id' | 'name' | 'parentId'>>,
  groupId: number,
): Ancestor[] {
  const chain: Ancestor[] = [];
  let group = groups.get(groupId);
  while (group && chain.length <= WALK_LIMIT) {
    chain.push({ id: group.id, name: group.name, distance: chain.length });
    group = group.parentId === null ? undefined : groups.get(group.parentId);
  }
  return chain;
}

/** A group and the groups above it, nearest first: the group itself at distance 0, its parent at 1, … */
export async function chainOf(db: Database, groupId: number): Promise<Ancestor[]> {
  const result = await db.execute(sql`
    with recursive up(id, name, parent_id, distance) as (
      select id, name, parent_id, 0 from ${deviceGroups} where id = ${groupId}
      union all
      select parent.id, parent.name, parent.parent_id, up.distance + 1
      from ${deviceGroups} parent join up on parent.id = up.parent_id
      where up.distance < ${WALK_LIMIT}
    )
    select id, name, distance from up order by distance`);
  return rowsOf<{ id: number | string; name: string; distance: number | string }>(result).map((row) => ({
    id: Number(row.id),
    name: row.name,
    distance: Number(row.distance),
  }));
}

/** The groups above a group, nearest first (its parent at distance 1). */
export async function ancestorsOf(db: Database, groupId: number): Promise<Ancestor[]> {
  return (await chainOf(db, groupId)).slice(1);
}

/** The groups below the given ones and the given ones themselves, each with its depth below its root (0). */
export async function subtreeOf(
  db: Database,
  rootIds: readonly number[],
): Promise<{ id: number; depth: number }[]> {
  if (rootIds.length === 0) return [];
  const result = await db.execute(sql`
    with recursive down(id, depth) as (
      select id, 0 from ${deviceGroups} where id in (${idList(rootIds)})
      union all
      select child.id, down.depth + 1
      from ${deviceGroups} child join down on child.parent_id = down.id
      where down.depth < ${WALK_LIMIT}
    )
    select id, depth from down`);
  return rowsOf<{ id: number | string; depth: number | string }>(result).map((row) => ({
    id: Number(row.id),
    depth: Number(row.depth),
  }));
}

/** The devices in the given groups or in any group below them. */
export async function deviceIdsUnderGroups(db: Database, groupIds: readonly number[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const result = await db.execute(sql`
    with recursive down(id, depth) as (
      select id, 0 from ${deviceGroups} where id in (${idList(groupIds)})
      union all
      select child.id, down.depth + 1
      from ${deviceGroups} child join down on child.parent_id = down.id
      where down.depth < ${WALK_LIMIT}
    )
    select distinct d.id from ${devices} d join down on d.group_id = down.id order by d.id`);
  return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
}

/** Whether a sibling (same parent, same organization) already has this name, case-insensitively. */
export async function groupNameTaken(
  db: Database,
  organizationId: number,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: deviceGroups.id })
    .from(deviceGroups)
    .where(
      and(
        eq(deviceGroups.organizationId, organizationId),
        parentId === null ? isNull(deviceGroups.parentId) : eq(deviceGroups.parentId, parentId),
        sql`lower(${deviceGroups.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(deviceGroups.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The names of the groups under a parent (null: the top level), lower-cased. */
export async function siblingNames(
  db: Database,
  organizationId: number,
  parentId: number | null,
): Promise<Set<string>> {
  const rows = await db
    .select({ name: deviceGroups.name })
    .from(deviceGroups)
    .where(
      and(
        eq(deviceGroups.organizationId, organizationId),
        parentId === null ? isNull(deviceGroups.parentId) : eq(deviceGroups.parentId, parentId),
      ),
    );
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

export async function insertGroup(db: Database, values: typeof deviceGroups.$inferInsert): Promise<GroupRow> {
  const [row] = await db.insert(deviceGroups).values(values).returning();
  if (!row) throw new Error('insert group returned nothing');
  return row;
}

export async function updateGroup(
  db: Database,
  id: number,
  patch: Partial<Pick<GroupRow, 'name' | 'description' | 'parentId' | 'updatedAt'>>,
): Promise<void> {
  await db.update(deviceGroups).set(patch).where(eq(deviceGroups.id, id));
}

/** The groups directly under a group, row-locked. */
export function childGroups(db: Database, parentId: number): Promise<GroupRow[]> {
  return db
    .select()
    .from(deviceGroups)
    .where(eq(deviceGroups.parentId, parentId))
    .orderBy(asc(deviceGroups.id))
    .for('update');
}

export async function deleteGroup(db: Database, id: number): Promise<void> {
  await db.delete(deviceGroups).where(eq(deviceGroups.id, id));
}

// ── membership ───────────────────────────────────────────────────────────────────────────────────

export type Member = { id: number; deviceKey: string; groupId: number | null };

/** An organization's devices of these keys, row-locked. */
export function devicesByKeys(
  db: Database,
  organizationId: number,
  deviceKeys: readonly string[],
): Promise<Member[]> {
  if (deviceKeys.length === 0) return Promise.resolve([]);
  return db
    .select({ id: devices.id, deviceKey: devices.deviceKey, groupId: devices.groupId })
    .from(devices)
    .where(and(eq(devices.organizationId, organizationId), inArray(devices.deviceKey, [...deviceKeys])))
    .orderBy(asc(devices.id))
    .for('update');
}

/** The devices directly in a group. */
export async function deviceIdsInGroup(db: Database, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(eq(devices.groupId, groupId))
    .orderBy(asc(devices.id));
  return rows.map((row) => row.id);
}

/** Puts devices in a group (null: in none). */
export async function setDevicesGroup(
  db: Database,
  deviceIds: readonly number[],
  groupId: number | null,
  now: Date,
): Promise<void> {
  if (deviceIds.length === 0) return;
  await db
    .update(devices)
    .set({ groupId, updatedAt: now })
    .where(inArray(devices.id, [...deviceIds]));
}
