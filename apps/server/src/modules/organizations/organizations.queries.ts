import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { preparedPerDatabase } from '../../platform/db/prepared.js';
import { organizations } from './organizations.table.js';

/** What other modules read of organizations. */

/** The names of these organizations, by id (unknown ids are left out). */
export async function organizationNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const summary = preparedPerDatabase((db) =>
  db
    .select({
      id: organizations.id,
      name: organizations.name,
      parentOrganizationId: organizations.parentOrganizationId,
    })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('id')))
    .prepare('find_caller_organization'),
);

/** What a request knows of its caller's organization. */
export async function callerOrganization(db: Database, id: number) {
  const [row] = await summary(db).execute({ id });
  return row;
}

/** The ids of an organization's direct sub-organizations. */
export async function childOrganizationIds(db: Database, organizationId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.parentOrganizationId, organizationId));
  return new Set(rows.map((row) => row.id));
}

/** An organization's direct sub-organizations, ids and names, ordered by name. */
export function childOrganizations(db: Database, organizationId: number) {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.parentOrganizationId, organizationId))
    .orderBy(sql`lower(${organizations.name})`, organizations.id);
}
