import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { MediaKind, MediaSection, MediaSort } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import { namesOf } from '../users/users.queries.js';
import type { LibraryActor } from '../library/library.policy.js';
import { mediaBlobReleases, mediaItems, type MediaItemRow } from './media.table.js';

export type NewMediaItem = typeof mediaItems.$inferInsert;
export type MediaItemPatch = Partial<Omit<NewMediaItem, 'id' | 'createdAt'>>;

/** An item with the names shown beside it: its creator, and the organization a stock copy came from. */
export type MediaItemView = MediaItemRow & { creatorName: string | null; stockFromName: string | null };

/** The items of one section the actor sees (spec section 6: shared content is everyone's in the organization). */
export function itemsVisibleIn(actor: LibraryActor, section: MediaSection): SQL {
  const organizationId = actor.user.organizationId;
  if (section === 'my') {
    return and(
      eq(mediaItems.organizationId, organizationId),
      eq(mediaItems.section, 'my'),
      eq(mediaItems.creatorUserId, actor.user.id),
    ) as SQL;
  }
  if (section === 'shared') {
    return and(eq(mediaItems.organizationId, organizationId), eq(mediaItems.section, 'shared')) as SQL;
  }
  return and(
    eq(mediaItems.section, 'stock'),
    or(eq(mediaItems.organizationId, organizationId), eq(mediaItems.platformStock, true)),
  ) as SQL;
}

function itemsVisible(actor: LibraryActor): SQL {
  return or(
    itemsVisibleIn(actor, 'my'),
    itemsVisibleIn(actor, 'shared'),
    itemsVisibleIn(actor, 'stock'),
  ) as SQL;
}

/** The rows with the names of their creators and of the organizations stock copies came from. */
async function withNames(db: Database, items: MediaItemRow[]): Promise<MediaItemView[]> {
  const names = await namesOf(db, {
    users: items.map((item) => item.creatorUserId),
    organizations: items.map((item) => item.stockFromOrganizationId),
  });
  return items.map((item) => ({
    ...item,
    creatorName: names.user(item.creatorUserId),
    stockFromName: names.organization(item.stockFromOrganizationId),
  }));
}

/** Escapes LIKE's wildcards so a search term matches literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type ItemQuery = {
  /** a folder's items; null is the top level; undefined is the whole section */
  folderId: number | null | undefined;
  kind: MediaKind | undefined;
  searchTerm: string;
  sort: MediaSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

const SORT_COLUMNS = {
  name: sql`lower(${mediaItems.name})`,
  date: mediaItems.createdAt,
  size: mediaItems.sizeBytes,
} as const;

export async function listItems(
  db: Database,
  visible: SQL,
  query: ItemQuery,
): Promise<{ rows: MediaItemView[]; totalCount: number }> {
  const conditions: SQL[] = [visible];
  if (query.folderId === null) conditions.push(isNull(mediaItems.folderId));
  else if (query.folderId !== undefined) conditions.push(eq(mediaItems.folderId, query.folderId));
  if (query.kind) conditions.push(eq(mediaItems.kind, query.kind));
  if (query.searchTerm) conditions.push(sql`${mediaItems.name} ilike ${containing(query.searchTerm)}`);
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mediaItems)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(mediaItems.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(mediaItems).where(where),
  ]);
  return { rows: await withNames(db, rows), totalCount: total?.value ?? 0 };
}

/** The items among `ids` the actor sees, with their names; FOR UPDATE locks them in a transaction. */
export async function visibleItemsByIds(
  db: Database,
  actor: LibraryActor,
  ids: readonly number[],
  forUpdate = false,
): Promise<MediaItemView[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(mediaItems)
    .where(and(inArray(mediaItems.id, [...ids]), itemsVisible(actor)));
  return withNames(db, forUpdate ? await query.for('update') : await query);
}

export async function itemById(db: Database, id: number): Promise<MediaItemRow | undefined> {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id));
  return row;
}

/**
 * The last item imported from the provider's picture that finished processing, in any organization:
 * its files are the picture's, whoever imported it.
 */
export async function lastImported(
  db: Database,
  origin: { provider: string; id: string },
): Promise<MediaItemRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(
      and(
        sql`(${mediaItems.origin}->>'provider') = ${origin.provider}`,
        sql`(${mediaItems.origin}->>'id') = ${origin.id}`,
        eq(mediaItems.status, 'ready'),
      ),
    )
    .orderBy(desc(mediaItems.id))
    .limit(1);
  return row;
}

export async function insertItems(db: Database, values: NewMediaItem[]): Promise<MediaItemRow[]> {
  if (values.length === 0) return [];
  return db.insert(mediaItems).values(values).returning();
}

export async function updateItems(
  db: Database,
  ids: readonly number[],
  patch: MediaItemPatch,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mediaItems)
    .set(patch)
    .where(inArray(mediaItems.id, [...ids]));
}

/** Deletes items; their blobs are queued for release by a trigger. */
export async function deleteItems(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(mediaItems).where(inArray(mediaItems.id, [...ids]));
}

export async function queuedBlobReleases(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: mediaBlobReleases.key })
    .from(mediaBlobReleases)
    .orderBy(asc(mediaBlobReleases.queuedAt))
    .limit(limit);
  return rows.map((row) => row.key);
}

export async function dequeueBlobRelease(db: Database, key: string): Promise<void> {
  await db.delete(mediaBlobReleases).where(eq(mediaBlobReleases.key, key));
}

/** How many items refer to a blob as their file, thumbnail or a page. */
export async function countBlobReferences(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(mediaItems)
    .where(
      or(
        eq(mediaItems.blobKey, key),
        eq(mediaItems.thumbnailKey, key),
        sql`${mediaItems.pageKeys} @> ${JSON.stringify([key])}::jsonb`,
      ),
    );
  return row?.value ?? 0;
}

/** Items in any of these folders. */
export async function itemsInFolders(db: Database, folderIds: readonly number[]): Promise<MediaItemRow[]> {
  if (folderIds.length === 0) return [];
  return db
    .select()
    .from(mediaItems)
    .where(inArray(mediaItems.folderId, [...folderIds]))
    .for('update');
}

/** Stock copies made from these items, in one organization, on the platform, or everywhere. */
export async function stockCopiesOf(
  db: Database,
  sourceIds: readonly number[],
  where: { organizationId?: number; platform?: boolean } = {},
): Promise<MediaItemRow[]> {
  if (sourceIds.length === 0) return [];
  const conditions: SQL[] = [
    eq(mediaItems.section, 'stock'),
    inArray(mediaItems.sourceMediaId, [...sourceIds]),
  ];
  if (where.platform) conditions.push(eq(mediaItems.platformStock, true));
  else if (where.organizationId !== undefined) {
    conditions.push(eq(mediaItems.organizationId, where.organizationId), eq(mediaItems.platformStock, false));
  }
  return db
    .select()
    .from(mediaItems)
    .where(and(...conditions));
}

/** Who holds stock copies of an item: the organizations, and whether the platform does. */
export function stockHolders(
  db: Database,
  sourceId: number,
): Promise<{ organizationId: number; platform: boolean }[]> {
  return db
    .selectDistinct({ organizationId: mediaItems.organizationId, platform: mediaItems.platformStock })
    .from(mediaItems)
    .where(and(eq(mediaItems.section, 'stock'), eq(mediaItems.sourceMediaId, sourceId)));
}

export async function usageOf(
  db: Database,
  organizationId: number,
): Promise<{ usedBytes: number; itemCount: number }> {
  const [row] = await db
    .select({ usedBytes: sum(mediaItems.sizeBytes), itemCount: count() })
    .from(mediaItems)
    // stock copies share their giver's files and take no room of their own
    .where(and(eq(mediaItems.organizationId, organizationId), ne(mediaItems.section, 'stock')));
  return { usedBytes: Number(row?.usedBytes ?? 0), itemCount: row?.itemCount ?? 0 };
}

/** Moves an organization's media (a transfer before deletion) to another. */
export async function moveOrganizationMedia(db: Database, fromId: number, toId: number): Promise<void> {
  // stock the receiving organization had given is its own again: the copies go
  await db
    .delete(mediaItems)
    .where(
      and(
        eq(mediaItems.organizationId, fromId),
        eq(mediaItems.section, 'stock'),
        eq(mediaItems.stockFromOrganizationId, toId),
      ),
    );
  await db.update(mediaItems).set({ organizationId: toId }).where(eq(mediaItems.organizationId, fromId));
}

/** The items these users made in My (and, with `shared`, in Shared too). */
export async function itemIdsMadeBy(
  db: Database,
  organizationId: number,
  userIds: readonly number[],
  sections: readonly ('my' | 'shared')[] = ['my'],
) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(
      and(
        eq(mediaItems.organizationId, organizationId),
        inArray(mediaItems.section, [...sections]),
        inArray(mediaItems.creatorUserId, [...userIds]),
      ),
    );
  return rows.map((row) => row.id);
}

/** Writes what processing made to an item and to its stock copies that were made while it was processed. */
export async function updateProcessedItems(db: Database, id: number, patch: MediaItemPatch): Promise<number> {
  const rows = await db
    .update(mediaItems)
    .set(patch)
    .where(
      or(eq(mediaItems.id, id), and(eq(mediaItems.sourceMediaId, id), eq(mediaItems.status, 'processing'))),
    )
    .returning({ id: mediaItems.id });
  return rows.length;
}

/** Queues blobs for the next sweep (stored for an item that was deleted meanwhile). */
export async function queueBlobReleases(db: Database, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(mediaBlobReleases)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}
