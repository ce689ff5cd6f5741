import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { socialConnections, type SocialConnectionRow } from './facebook.table.js';

export type NewSocialConnection = typeof socialConnections.$inferInsert;
export type SocialConnectionPatch = Partial<Omit<NewSocialConnection, 'id' | 'organizationId'>>;

export async function connectionOf(
  db: Database,
  organizationId: number,
): Promise<SocialConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.organizationId, organizationId));
  return row;
}

/** The organization's connection, replaced by a new login (a page chosen again from scratch). */
export async function putConnection(db: Database, values: NewSocialConnection): Promise<void> {
  const { organizationId, ...rest } = values;
  await db
    .insert(socialConnections)
    .values(values)
    .onConflictDoUpdate({ target: socialConnections.organizationId, set: { organizationId, ...rest } });
}

export async function updateConnection(
  db: Database,
  organizationId: number,
  patch: SocialConnectionPatch,
): Promise<void> {
  await db.update(socialConnections).set(patch).where(eq(socialConnections.organizationId, organizationId));
}

export async function deleteConnection(db: Database, organizationId: number): Promise<void> {
  await db.delete(socialConnections).where(eq(socialConnections.organizationId, organizationId));
}
