import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OwnSection } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import { namesOf } from '../users/users.queries.js';
import type { LibraryActor } from './library.policy.js';
import { libraryFolders, type LibraryFolderRow, type LibraryKind } from './library.table.js';

export type LibraryFolderView = LibraryFolderRow & { ownerName: string | null };

/** The folders of one library's section the actor sees (in My, their own). */
export function foldersVisibleIn(actor: LibraryActor, library: LibraryKind, section: OwnSection): SQL {
  const inOrganization = and(
    eq(libraryFolders.organizationId, actor.user.organizationId),
    eq(libraryFolders.library, library),
    eq(libraryFolders.section, section),
  );
  return (
    section === 'my' ? and(inOrganization, eq(libraryFolders.ownerUserId, actor.user.id)) : inOrganization
  ) as SQL;
}

/** The folders with their owners' names. */
async function withOwnerNames(db: Database, folders: LibraryFolderRow[]): Promise<LibraryFolderView[]> {
  const names = await namesOf(db, { users: folders.map((folder) => folder.ownerUserId) });
  return folders.map((folder) => ({ ...folder, ownerName: names.user(folder.ownerUserId) }));
}

export async function listFolders(
  db: Database,
  visible: SQL,
  parentId?: number | null,
): Promise<LibraryFolderView[]> {
  const where =
    parentId === undefined
      ? visible
      : and(
          visible,
          parentId === null ? isNull(libraryFolders.parentId) : eq(libraryFolders.parentId, parentId),
        );
  const rows = await db
    .select()
    .from(libraryFolders)
    .where(where)
    .orderBy(asc(sql`lower(${libraryFolders.name})`), asc(libraryFolders.id));
  return withOwnerNames(db, rows);
}

export async function folderViewsByIds(
  db: Database,
  organizationId: number,
  library: LibraryKind,
  ids: readonly number[],
): Promise<LibraryFolderView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(libraryFolders)
    .where(
      and(
        eq(libraryFolders.organizationId, organizationId),
        eq(libraryFolders.library, library),
        inArray(libraryFolders.id, [...ids]),
      ),
    );
  return withOwnerNames(db, rows);
}

export async function insertFolder(
  db: Database,
  values: typeof libraryFolders.$inferInsert,
): Promise<LibraryFolderRow> {
  const [row] = await db.insert(libraryFolders).values(values).returning();
  if (!row) throw new Error('insert folder returned nothing');
  return row;
}

export async function updateFolders(
  db: Database,
  ids: readonly number[],
  patch: Partial<Pick<LibraryFolderRow, 'name' | 'parentId' | 'section' | 'ownerUserId'>>,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(libraryFolders)
    .set(patch)
    .where(inArray(libraryFolders.id, [...ids]));
}

export async function deleteFolders(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(libraryFolders).where(inArray(libraryFolders.id, [...ids]));
}

/** A folder and every folder below it. */
export async function subtreeFolderIds(db: Database, rootIds: readonly number[]): Promise<number[]> {
  if (rootIds.length === 0) return [];
  const result = (await db.execute(sql`
    with recursive tree(id) as (
      select id from ${libraryFolders} where id in (${sql.join(
        rootIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      union
      select child.id from ${libraryFolders} child join tree on child.parent_id = tree.id
    )
    select id from tree`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id));
}

/** From the top level down to a folder. */
export async function folderPath(db: Database, folderId: number): Promise<{ id: number; name: string }[]> {
  const result = (await db.execute(sql`
    with recursive up(id, name, parent_id, depth) as (
      select id, name, parent_id, 0 from ${libraryFolders} where id = ${folderId}
      union all
      select parent.id, parent.name, parent.parent_id, up.depth + 1
      from ${libraryFolders} parent join up on parent.id = up.parent_id
      where up.depth < 64
    )
    select id, name, depth from up order by depth desc`)) as unknown as {
    rows: { id: number | string; name: string }[];
  };
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** Whether a sibling folder already has this name (case-insensitive). */
export async function folderNameTaken(
  db: Database,
  visible: SQL,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: libraryFolders.id })
    .from(libraryFolders)
    .where(
      and(
        visible,
        parentId === null ? isNull(libraryFolders.parentId) : eq(libraryFolders.parentId, parentId),
        sql`lower(${libraryFolders.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${libraryFolders.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Every My folder of these users (user deletion). */
export async function myFoldersOf(db: Database, organizationId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(libraryFolders)
    .where(
      and(
        eq(libraryFolders.organizationId, organizationId),
        eq(libraryFolders.section, 'my'),
        inArray(libraryFolders.ownerUserId, [...userIds]),
      ),
    );
}
/** An organization's folders at the top of Shared. */
export async function topSharedFolders(db: Database, organizationId: number, library: LibraryKind) {
  return db
    .select()
    .from(libraryFolders)
    .where(
      and(
        eq(libraryFolders.organizationId, organizationId),
        eq(libraryFolders.library, library),
        eq(libraryFolders.section, 'shared'),
        isNull(libraryFolders.parentId),
      ),
    );
}

/** The Shared folders these users made. */
export async function sharedFolderIdsOf(db: Database, organizationId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: libraryFolders.id })
    .from(libraryFolders)
    .where(
      and(
        eq(libraryFolders.organizationId, organizationId),
        eq(libraryFolders.section, 'shared'),
        inArray(libraryFolders.ownerUserId, [...userIds]),
      ),
    );
  return rows.map((row) => row.id);
}

/** Moves every folder of an organization (a transfer before deletion) to another. */
export async function moveOrganizationFolders(db: Database, fromId: number, toId: number): Promise<void> {
  await db
    .update(libraryFolders)
    .set({ organizationId: toId })
    .where(eq(libraryFolders.organizationId, fromId));
}
