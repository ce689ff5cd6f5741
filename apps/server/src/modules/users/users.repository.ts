import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
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
