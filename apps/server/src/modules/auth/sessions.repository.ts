import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { preparedPerDatabase } from '../../platform/db/prepared.js';
import { sessions } from './sessions.table.js';

export async function insertSession(db: Database, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

const liveSession = preparedPerDatabase((db) =>
  db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, userId: sessions.userId })
    .from(sessions)
    .where(
      and(eq(sessions.keyHash, sql.placeholder('keyHash')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .prepare('find_live_session'),
);

/** The live session of a key: the first query of every request with a session. */
export async function findLiveSession(db: Database, keyHash: string, now: Date) {
  const [row] = await liveSession(db).execute({ keyHash, now });
  return row;
}

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
