import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { lockUntilCommit } from '../../platform/db/locks.js';
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

export type OrganizationPatch = Partial<Omit<NewOrganization, 'id' | 'createdAt'>>;

export async function updateOrganizationRow(
  db: Database,
  id: number,
  patch: OrganizationPatch,
): Promise<OrganizationRow> {
  const [row] = await db.update(organizations).set(patch).where(eq(organizations.id, id)).returning();
  if (!row) throw new Error('update organization returned nothing');
  return row;
}

/** Serializes changes to the tree's shape for the rest of the transaction (two moves cannot form a cycle). */
export function lockOrganizationTree(db: Database): Promise<void> {
  return lockUntilCommit(db, 'organizationTree');
}

export async function deleteOrganizationRow(db: Database, id: number): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, id));
}

export async function countChildren(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(organizations)
    .where(eq(organizations.parentOrganizationId, id));
  return row?.value ?? 0;
}

/** Serializes collation changes for one e-mail domain for the rest of the transaction. */
export function lockCollationDomain(db: Database, domain: string): Promise<void> {
  return lockUntilCommit(db, 'collationDomain', domain.toLowerCase());
}

/** Another organization that already collates users of a domain. */
export async function findOtherCollating(db: Database, domain: string, exceptId: number) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.collate, true),
        eq(sql`lower(${organizations.domain})`, domain.toLowerCase()),
        ne(organizations.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** A row of the organization tree, with its level below the subtree's top and its licence. */
export type TreeRow = {
  id: number;
  name: string;
  parentOrganizationId: number | null;
  depth: number;
  city: string | null;
  country: string | null;
  ownerEmail: string | null;
  subOrganizationCount: number;
  package: string | null;
  validityExpiresAt: Date | null;
};

/** One tree row as the query packs it: [id, name, parent id, depth, city, country, owner e-mail, package, end]. */
type PackedTreeRow = [
  number,
  string,
  number | null,
  number,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

/**
 * The organizations below `topId` (and the top itself, at depth 0), unordered, down to `maxDepth`
 * levels, each with how many sub-organizations it has. One recursive query over the parent index, so a
 * tree of thousands comes back in one round trip, packed as one JSON text (on the embedded database
 * that halves the time of reading thousands of rows); the counts come from the rows themselves, so the
 * query reads one level more than it answers.
 */
export async function subtreeRows(db: Database, topId: number, maxDepth = 64): Promise<TreeRow[]> {
  const result = (await db.execute(sql`
    with recursive tree(id, depth) as (
      select ${topId}::int, 0
      union all
      select o.id, t.depth + 1 from organizations o join tree t on o.parent_organization_id = t.id
      where t.depth < ${maxDepth + 1}
    )
    select coalesce(json_agg(json_build_array(o.id, o.name, o.parent_organization_id, t.depth, o.city,
      o.country, w.email, l.package, l.validity_expires_at) order by w.id), '[]')::text as packed
    from tree t
    join organizations o on o.id = t.id
    left join users w on w.organization_id = o.id and w.role = 'owner'
    left join licenses l on l.organization_id = o.id
  `)) as unknown as { rows: { packed: string }[] };
  const packed = JSON.parse(result.rows[0]?.packed ?? '[]') as PackedTreeRow[];
  const counts = new Map<number, number>();
  const rows = new Map<number, TreeRow>();
  for (const [id, name, parentOrganizationId, depth, city, country, ownerEmail, pkg, endsAt] of packed) {
    // an organization has one owner; should two rows come back, the first owner counts
    if (rows.has(id)) continue;
    if (parentOrganizationId !== null)
      counts.set(parentOrganizationId, (counts.get(parentOrganizationId) ?? 0) + 1);
    rows.set(id, {
      id,
      name,
      parentOrganizationId,
      depth,
      city,
      country,
      ownerEmail,
      subOrganizationCount: 0,
      package: pkg,
      validityExpiresAt: endsAt === null ? null : new Date(endsAt),
    });
  }
  return [...rows.values()]
    .filter((row) => row.depth <= maxDepth)
    .map((row) => ({ ...row, subOrganizationCount: counts.get(row.id) ?? 0 }));
}

/** Ids and names from an organization up to the root, the organization itself first. */
export async function ancestorPath(
  db: Database,
  organizationId: number,
): Promise<{ id: number; name: string }[]> {
  const result = (await db.execute(sql`
    with recursive chain(id, name, parent_organization_id, depth) as (
      select id, name, parent_organization_id, 0 from organizations where id = ${organizationId}
      union all
      select o.id, o.name, o.parent_organization_id, c.depth + 1
      from organizations o join chain c on o.id = c.parent_organization_id
      where c.depth < 64
    )
    select id, name from chain order by depth
  `)) as unknown as { rows: { id: number | string; name: string }[] };
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** Whether a theme's logo or background is this blob. */
export async function themeRefersTo(db: Database, key: string): Promise<boolean> {
  const pattern = `%${key}%`;
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.theme}::text like ${pattern}`)
    .limit(1);
  return rows.length > 0;
}
