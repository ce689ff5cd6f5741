import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { widgetSources, type WidgetSourceRow } from './widgets.table.js';

export type NewWidgetSource = typeof widgetSources.$inferInsert;
export type WidgetSourcePatch = Partial<Omit<NewWidgetSource, 'id' | 'kind' | 'sourceKey' | 'createdAt'>>;

/**
 * The source with this key, made if missing: an existing one is marked used now, and read as often as
 * the most eager of its widgets asks (the smaller interval wins; it is due again no later than that).
 */
export async function upsertSource(db: Database, values: NewWidgetSource): Promise<WidgetSourceRow> {
  const [row] = await db
    .insert(widgetSources)
    .values(values)
    .onConflictDoUpdate({
      target: widgetSources.sourceKey,
      set: {
        lastUsedAt: sql`excluded.last_used_at`,
        refreshMinutes: sql`least(${widgetSources.refreshMinutes}, excluded.refresh_minutes)`,
        nextRefreshAt: sql`least(${widgetSources.nextRefreshAt}, coalesce(${widgetSources.attemptedAt}, excluded.next_refresh_at) + make_interval(mins => excluded.refresh_minutes))`,
      },
    })
    .returning();
  if (!row) throw new Error('widget source upsert returned nothing');
  return row;
}

export async function sourceById(db: Database, id: number): Promise<WidgetSourceRow | undefined> {
  const [row] = await db.select().from(widgetSources).where(eq(widgetSources.id, id));
  return row;
}

export async function updateSource(db: Database, id: number, patch: WidgetSourcePatch): Promise<void> {
  await db.update(widgetSources).set(patch).where(eq(widgetSources.id, id));
}

/**
 * Takes the source for reading now if it is due at `now`: its next reading moves one interval on, so
 * that whoever else looks (another request, the schedule) leaves it. False when it is not due, or was
 * just taken.
 */
export async function claimSource(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(widgetSources)
    .set({ nextRefreshAt: sql`${now}::timestamptz + make_interval(mins => ${widgetSources.refreshMinutes})` })
    .where(and(eq(widgetSources.id, id), lte(widgetSources.nextRefreshAt, now)))
    .returning({ id: widgetSources.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` sources due at `now` and used since `usedSince`, the longest due first, moving
 * each one's next reading one interval on; rows another transaction holds are skipped, so two passes
 * at once never take the same source. Their ids.
 */
export async function claimDueSources(
  db: Database,
  now: Date,
  usedSince: Date,
  limit: number,
): Promise<number[]> {
  const due = db
    .select({ id: widgetSources.id })
    .from(widgetSources)
    .where(and(lte(widgetSources.nextRefreshAt, now), gte(widgetSources.lastUsedAt, usedSince)))
    .orderBy(asc(widgetSources.nextRefreshAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(widgetSources)
    .set({ nextRefreshAt: sql`${now}::timestamptz + make_interval(mins => ${widgetSources.refreshMinutes})` })
    .where(inArray(widgetSources.id, due))
    .returning({ id: widgetSources.id });
  return rows.map((row) => row.id);
}
