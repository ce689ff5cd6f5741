import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { organizations, type OrganizationRow } from './organizations.table.js';

export type NewOrganization = typeof organizations.$inferInsert;

export async function insertOrganization(db: Database, values: NewOrganization): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('insert organization returned nothing');
  return row;
}

export async function findOrganizationById(db: Database, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** The platform's root: the first organization without a parent. */
export async function findRootOrganization(db: Database): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(isNull(organizations.parentOrganizationId))
    .orderBy(asc(organizations.id))
    .limit(1);
  return row;
}

export async function findCollatingOrganization(
  db: Database,
  domain: string,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(
      and(eq(organizations.collate, true), eq(sql`lower(${organizations.domain})`, domain.toLowerCase())),
    )
    .limit(1);
  return row;
}

/** Ids from an organization up to the root, the organization itself first. */
export async function ancestorIds(db: Database, organizationId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    with recursive chain(id, parent_organization_id, depth) as (
      select id, parent_organization_id, 0 from organizations where id = ${organizationId}
      union all
      select o.id, o.parent_organization_id, c.depth + 1
      from organizations o join chain c on o.id = c.parent_organization_id
      where c.depth < 64
    )
    select id from chain order by depth
  `)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}
