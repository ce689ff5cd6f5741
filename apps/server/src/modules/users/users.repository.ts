import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { users, type UserRow } from './users.table.js';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert user returned nothing');
  return row;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function emailTaken(db: Database, email: string, exceptUserId?: number): Promise<boolean> {
  const condition = exceptUserId
    ? and(eq(users.email, email.toLowerCase()), ne(users.id, exceptUserId))
    : eq(users.email, email.toLowerCase());
  const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return rows.length > 0;
}

export async function updateUser(db: Database, id: number, patch: UserPatch): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Sets a password; with `verifiedAt`, also marks the address verified unless it already was. */
export async function updatePassword(
  db: Database,
  id: number,
  passwordHash: string,
  verifiedAt?: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      updatedAt: new Date(),
      ...(verifiedAt ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${verifiedAt})` } : {}),
    })
    .where(eq(users.id, id));
}

export async function findOwnerOf(db: Database, organizationId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'owner')))
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

/** Serializes changes to one organization's users until the transaction ends (the user limit is counted under it). */
export function lockOrganizationUsers(db: Database, organizationId: number): Promise<void> {
  return lockUntilCommit(db, 'organizationUsers', organizationId);
}

/** An organization's users: the owner first, then by name. */
export function listUsersOf(db: Database, organizationId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(desc(sql`${users.role} = 'owner'`), asc(sql`lower(${users.fullname})`), asc(users.id));
}

export async function countUsersOf(db: Database, organizationId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

export async function usernameTaken(db: Database, username: string, exceptUserId?: number): Promise<boolean> {
  const condition = exceptUserId
    ? and(eq(users.username, username.toLowerCase()), ne(users.id, exceptUserId))
    : eq(users.username, username.toLowerCase());
  const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return rows.length > 0;
}

/** Users by id, whichever organization they belong to; the caller checks its access to each one's organization. */
export function findUsersByIds(db: Database, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Changes one user of an organization; answers the row as written, or nothing when it is not there. */
export async function updateUserOf(
  db: Database,
  organizationId: number,
  id: number,
  patch: UserPatch,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)))
    .returning();
  return row;
}

/** Deletes users of an organization (their sessions and tokens go with them); answers how many went. */
export async function deleteUsersOf(
  db: Database,
  organizationId: number,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.id, [...ids])))
    .returning({ id: users.id });
  return rows.length;
}

/** Moves every user of one organization into another; its owner becomes an admin there. */
export async function moveUsersBetween(db: Database, fromOrganizationId: number, toOrganizationId: number) {
  const rows = await db
    .update(users)
    .set({
      organizationId: toOrganizationId,
      role: sql`case when ${users.role} = 'owner' then 'admin' else ${users.role} end`,
      updatedAt: new Date(),
    })
    .where(eq(users.organizationId, fromOrganizationId))
    .returning({ id: users.id });
  return rows.length;
}
