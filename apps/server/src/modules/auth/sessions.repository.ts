import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { licenses } from '../licensing/licensing.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';
import { sessions } from './sessions.table.js';

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

function liveSessionQuery(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        email: users.email,
        fullname: users.fullname,
        role: users.role,
        locale: users.locale,
        localeSet: users.localeSet,
        eulaAcceptedAt: users.eulaAcceptedAt,
        organizationId: users.organizationId,
      },
      organization: {
        id: organizations.id,
        name: organizations.name,
        parentOrganizationId: organizations.parentOrganizationId,
      },
      license: licenses,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(licenses, eq(licenses.organizationId, organizations.id))
    .where(
      and(eq(sessions.keyHash, sql.placeholder('keyHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .prepare('find_live_session');
}

/** Every request with a session runs this query, so it is prepared once per database (planning costs 10× running it). */
const prepared = new WeakMap<Database, ReturnType<typeof liveSessionQuery>>();

/** One query for everything a request needs to know about its caller. */
export async function findLiveSession(db: Database, keyHash: string, now: Date) {
  let query = prepared.get(db);
  if (!query) {
    query = liveSessionQuery(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ keyHash, now });
  return row;
}

export type LiveSessionRow = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

export async function extendSession(
  db: Database,
  sessionId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByHash(db: Database, keyHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.keyHash, keyHash));
}

/** Ends every session of a user, except the one kept (if any). */
export async function deleteUserSessions(db: Database, userId: number, keepKeyHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepKeyHash
        ? and(eq(sessions.userId, userId), ne(sessions.keyHash, keepKeyHash))
        : eq(sessions.userId, userId),
    );
}
