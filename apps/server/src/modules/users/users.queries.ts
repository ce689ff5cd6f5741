import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { preparedPerDatabase } from '../../platform/db/prepared.js';
import { organizationNames } from '../organizations/organizations.queries.js';
import { users } from './users.table.js';

/** What other modules read of users. */

/** The names shown beside what people and organizations made or gave; null for none or unknown. */
export type Names = {
  user: (id: number | null) => string | null;
  organization: (id: number | null) => string | null;
};

function present(ids: Iterable<number | null> | undefined): number[] {
  const set = new Set<number>();
  for (const id of ids ?? []) if (id !== null) set.add(id);
  return [...set];
}

async function userNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.fullname })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The one identity read of lists: the names of the users and organizations a page of rows refers to,
 * each read once for the whole page.
 */
export async function namesOf(
  db: Database,
  ids: { users?: Iterable<number | null>; organizations?: Iterable<number | null> },
): Promise<Names> {
  const [byUser, byOrganization] = await Promise.all([
    userNames(db, present(ids.users)),
    organizationNames(db, present(ids.organizations)),
  ]);
  return {
    user: (id) => (id === null ? null : (byUser.get(id) ?? null)),
    organization: (id) => (id === null ? null : (byOrganization.get(id) ?? null)),
  };
}

const caller = preparedPerDatabase((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      fullname: users.fullname,
      role: users.role,
      locale: users.locale,
      localeSet: users.localeSet,
      eulaAcceptedAt: users.eulaAcceptedAt,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_caller_user'),
);

/** What a request knows of the user behind its session. */
export async function callerUser(db: Database, id: number) {
  const [row] = await caller(db).execute({ id });
  return row;
}

/**
 * The language of each organization: the one its owner chose (the first owner's, when it has several).
 * Organizations without an owner are left out.
 */
export async function organizationLanguages(
  db: Database,
  organizationIds: readonly number[],
): Promise<Map<number, string>> {
  if (organizationIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([users.organizationId], { organizationId: users.organizationId, locale: users.locale })
    .from(users)
    .where(and(inArray(users.organizationId, [...organizationIds]), eq(users.role, 'owner')))
    .orderBy(users.organizationId, users.id);
  return new Map(rows.map((row) => [row.organizationId, row.locale]));
}
