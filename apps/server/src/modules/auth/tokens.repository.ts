import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { userTokens, type TokenPurpose, type UserTokenRow } from './tokens.table.js';

export async function insertToken(
  db: Database,
  values: typeof userTokens.$inferInsert,
): Promise<UserTokenRow> {
  const [row] = await db.insert(userTokens).values(values).returning();
  if (!row) throw new Error('insert token returned nothing');
  return row;
}

/** Unused, unexpired tokens of one purpose for a user, newest first. */
export function findLiveTokens(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<UserTokenRow[]> {
  return db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(userTokens.id));
}

export async function findLiveTokenByHash(
  db: Database,
  tokenHash: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    );
  return row;
}

/** Marks a token used; false when another request used it first. */
export async function markTokenUsed(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

export async function setTokenAttempts(db: Database, id: number, attempts: number): Promise<void> {
  await db.update(userTokens).set({ attempts }).where(eq(userTokens.id, id));
}

export async function revokeTokens(
  db: Database,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}
