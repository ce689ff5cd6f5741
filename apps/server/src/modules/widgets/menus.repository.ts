import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { menus, type MenuRow, type NewMenu } from './menus.table.js';

export type MenuPatch = Partial<Omit<NewMenu, 'id' | 'organizationId' | 'createdAt'>>;

export async function insertMenu(db: Database, values: NewMenu): Promise<MenuRow> {
  const [row] = await db.insert(menus).values(values).returning();
  if (!row) throw new Error('menu insert returned nothing');
  return row;
}

export async function updateMenu(db: Database, id: number, patch: MenuPatch): Promise<MenuRow> {
  const [row] = await db.update(menus).set(patch).where(eq(menus.id, id)).returning();
  if (!row) throw new Error('menu update returned nothing');
  return row;
}

export async function deleteMenu(db: Database, id: number): Promise<void> {
  await db.delete(menus).where(eq(menus.id, id));
}

/** A menu of the organization by id (locked for the transaction when asked); another's is never found. */
export async function findMenu(
  db: Database,
  organizationId: number,
  id: number,
  forUpdate = false,
): Promise<MenuRow | undefined> {
  const query = db
    .select()
    .from(menus)
    .where(and(eq(menus.id, id), eq(menus.organizationId, organizationId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The organization's menus, by name. */
export function menusOf(db: Database, organizationId: number): Promise<MenuRow[]> {
  return db
    .select()
    .from(menus)
    .where(eq(menus.organizationId, organizationId))
    .orderBy(asc(sql`lower(${menus.name})`), asc(menus.id));
}

/** Whether another menu of the organization has this name, case aside. */
export async function menuNameTaken(
  db: Database,
  organizationId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(
      and(
        eq(menus.organizationId, organizationId),
        sql`lower(${menus.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(menus.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The organization's menus whose items show a media item as their picture. */
export function menusUsingMedia(
  db: Database,
  organizationId: number,
  mediaId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: menus.id, name: menus.name })
    .from(menus)
    .where(
      and(
        eq(menus.organizationId, organizationId),
        sql`${menus.items} @> ${JSON.stringify([{ mediaId }])}::jsonb`,
      ),
    )
    .orderBy(asc(menus.name));
}

/** Whether a menu shows this file as an item's picture (the file outlives its library item then). */
export async function menuShowsFile(db: Database, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: menus.id })
    .from(menus)
    .where(sql`${menus.items} @> ${JSON.stringify([{ pictureUrl: url }])}::jsonb`)
    .limit(1);
  return row !== undefined;
}

/** Menus by id, each only when it belongs to the organization named with it. */
export function menusByRefs(
  db: Database,
  refs: readonly { organizationId: number; menuId: number }[],
): Promise<MenuRow[]> {
  if (refs.length === 0) return Promise.resolve([]);
  const conditions: SQL[] = refs.map(
    (ref) => and(eq(menus.id, ref.menuId), eq(menus.organizationId, ref.organizationId)) as SQL,
  );
  return db
    .select()
    .from(menus)
    .where(and(inArray(menus.id, [...new Set(refs.map((ref) => ref.menuId))]), or(...conditions)));
}

/** The names (in lower case) of the organization's menus. */
export async function menuNamesOf(db: Database, organizationId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: menus.name })
    .from(menus)
    .where(eq(menus.organizationId, organizationId));
  return new Set(rows.map((row) => row.name.toLowerCase()));
}
