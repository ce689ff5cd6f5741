import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { organizationColors } from './palette.table.js';

/** The organization's saved colours, oldest first. */
export async function savedColorsOf(db: Database, organizationId: number): Promise<string[]> {
  const rows = await db
    .select({ color: organizationColors.color })
    .from(organizationColors)
    .where(eq(organizationColors.organizationId, organizationId))
    .orderBy(asc(organizationColors.createdAt), asc(organizationColors.color));
  return rows.map((row) => row.color);
}

export async function countSavedColors(db: Database, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(organizationColors)
    .where(eq(organizationColors.organizationId, organizationId));
  return row?.total ?? 0;
}

/** Saves a colour; one already saved is left as it is. Answers whether it was new. */
export async function insertColor(
  db: Database,
  organizationId: number,
  color: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(organizationColors)
    .values({ organizationId, color, createdAt: now })
    .onConflictDoNothing()
    .returning({ color: organizationColors.color });
  return rows.length > 0;
}

/** Deletes a saved colour of the organization; answers whether there was one. */
export async function deleteColor(db: Database, organizationId: number, color: string): Promise<boolean> {
  const rows = await db
    .delete(organizationColors)
    .where(and(eq(organizationColors.organizationId, organizationId), eq(organizationColors.color, color)))
    .returning({ color: organizationColors.color });
  return rows.length > 0;
}

export async function colorSaved(db: Database, organizationId: number, color: string): Promise<boolean> {
  const [row] = await db
    .select({ color: organizationColors.color })
    .from(organizationColors)
    .where(and(eq(organizationColors.organizationId, organizationId), eq(organizationColors.color, color)));
  return row !== undefined;
}
