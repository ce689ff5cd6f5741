import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { rateLimits } from './rate-limits.table.js';

/**
 * Counts one attempt in the key's window, atomically (one upsert, so concurrent attempts on any number
 * of server instances each get their own count), and answers the count with this attempt. The first
 * attempt, or the first after the window ended, starts a new window.
 */
export async function countAttempt(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; windowEnds: Date }> {
  const ended = sql`${rateLimits.expiresAt} <= excluded.window_start`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, expiresAt: new Date(now.getTime() + windowMs), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${ended} then excluded.window_start else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
  if (!row) throw new Error(`no rate-limit count for ${key}`);
  return { count: row.count, windowEnds: row.expiresAt };
}

/** Takes back an attempt counted in the key's current window (one that turned out not to count). */
export async function uncountAttempt(db: Database, key: string, now: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, now)));
}

/** Removes the counts of windows that have ended. */
export async function sweepRateLimits(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}
