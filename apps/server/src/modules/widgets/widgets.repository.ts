import { and, arrayContains, asc, eq, exists, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { widgetSources, widgetSourceUses, type WidgetSourceRow } from './widgets.table.js';

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
/** Whether a published playlist shows the source (in a correlated subquery on widget_sources). */
const usesOfSource = sql`(select 1 from ${widgetSourceUses} where ${widgetSourceUses.sourceId} = ${widgetSources.id})`;

export async function claimDueSources(
  db: Database,
  now: Date,
  usedSince: Date,
  limit: number,
): Promise<number[]> {
  const due = db
    .select({ id: widgetSources.id })
    .from(widgetSources)
    .where(
      and(
        lte(widgetSources.nextRefreshAt, now),
        or(gte(widgetSources.lastUsedAt, usedSince), exists(usesOfSource)),
      ),
    )
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

/** Replaces which sources these playlists' publications show with `uses`. */
export async function replaceUses(
  db: Database,
  playlistIds: readonly number[],
  uses: readonly { playlistId: number; sourceId: number }[],
): Promise<void> {
  if (playlistIds.length === 0) return;
  await db.delete(widgetSourceUses).where(inArray(widgetSourceUses.playlistId, [...playlistIds]));
  if (uses.length > 0)
    await db
      .insert(widgetSourceUses)
      .values([...uses])
      .onConflictDoNothing();
}

/** The playlists whose publications show the source. */
export async function playlistsUsing(db: Database, sourceId: number): Promise<number[]> {
  const rows = await db
    .select({ playlistId: widgetSourceUses.playlistId })
    .from(widgetSourceUses)
    .where(eq(widgetSourceUses.sourceId, sourceId));
  return rows.map((row) => row.playlistId);
}

/** The sources with these keys that have been read at least once. */
export function readSourcesByKeys(db: Database, sourceKeys: readonly string[]): Promise<WidgetSourceRow[]> {
  if (sourceKeys.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(widgetSources)
    .where(and(inArray(widgetSources.sourceKey, [...sourceKeys]), isNotNull(widgetSources.snapshot)));
}

/** Whether a source's snapshot shows this blob of the media store. */
export async function isSourceBlob(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: widgetSources.id })
    .from(widgetSources)
    .where(arrayContains(widgetSources.blobKeys, [key]))
    .limit(1);
  return rows.length > 0;
}
