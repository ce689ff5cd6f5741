import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MediaSection, PlaylistKind, TSlideData } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import type { LibraryActor } from '../library/library.policy.js';
import { namesOf } from '../users/users.queries.js';
import {
  playlists,
  playlistSlides,
  type NewPlaylist,
  type PlaylistRow,
  type SlideRow,
} from './playlists.table.js';

export type PlaylistPatch = Partial<Omit<NewPlaylist, 'id' | 'createdAt'>>;

/** A playlist with what its card shows: names, slide count, playing time and first thumbnail. */
export type PlaylistView = PlaylistRow & {
  creatorName: string | null;
  stockFromName: string | null;
  editLockUserName: string | null;
  slideCount: number;
  duration: number;
  thumbnailKey: string | null;
};

/** One section's playlists (or templates) the actor sees; spec section 6: shared content is everyone's. */
export function playlistsVisibleIn(actor: LibraryActor, kind: PlaylistKind, section: MediaSection): SQL {
  const organizationId = actor.user.organizationId;
  const ofKind = eq(playlists.kind, kind);
  if (section === 'my') {
    return and(
      ofKind,
      eq(playlists.organizationId, organizationId),
      eq(playlists.section, 'my'),
      eq(playlists.creatorUserId, actor.user.id),
    ) as SQL;
  }
  if (section === 'shared') {
    return and(ofKind, eq(playlists.organizationId, organizationId), eq(playlists.section, 'shared')) as SQL;
  }
  return and(
    ofKind,
    eq(playlists.section, 'stock'),
    or(eq(playlists.organizationId, organizationId), eq(playlists.platformStock, true)),
  ) as SQL;
}

function playlistsVisible(actor: LibraryActor, kinds: readonly PlaylistKind[]): SQL {
  return or(
    ...kinds.flatMap((kind) => [
      playlistsVisibleIn(actor, kind, 'my'),
      playlistsVisibleIn(actor, kind, 'shared'),
      playlistsVisibleIn(actor, kind, 'stock'),
    ]),
  ) as SQL;
}

/**
 * The playlist row's own columns, named with their table: in a select from one table the columns go
 * unqualified, and inside these subqueries `id` would be the slide's.
 */
const playlistIdColumn = sql`${playlists}.id`;
const overlaySlideColumn = sql`${playlists}.overlay_slide_id`;
const slideCount = sql<number>`(select count(*)::int from ${playlistSlides} s where s.playlist_id = ${playlistIdColumn})`;
/** seconds of the slides that play: the overlay slide shows over the others, not on its own */
const duration = sql<number>`(select coalesce(sum((s.data->>'duration')::int), 0)::int from ${playlistSlides} s
  where s.playlist_id = ${playlistIdColumn} and s.id is distinct from ${overlaySlideColumn})`;
const firstThumbnail = sql<string | null>`(select s.thumbnail_key from ${playlistSlides} s
  where s.playlist_id = ${playlistIdColumn} order by s.position limit 1)`;

function selectViews(db: Database) {
  return db
    .select({
      playlist: playlists,
      slideCount,
      duration,
      thumbnailKey: firstThumbnail,
    })
    .from(playlists);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

/** The rows as cards show them, with the names of their creators, lockers and stock givers. */
async function toViews(db: Database, rows: ViewRow[]): Promise<PlaylistView[]> {
  const names = await namesOf(db, {
    users: rows.flatMap(({ playlist }) => [playlist.creatorUserId, playlist.editLockUserId]),
    organizations: rows.map(({ playlist }) => playlist.stockFromOrganizationId),
  });
  return rows.map(({ playlist, ...rest }) => ({
    ...playlist,
    creatorName: names.user(playlist.creatorUserId),
    stockFromName: names.organization(playlist.stockFromOrganizationId),
    editLockUserName: names.user(playlist.editLockUserId),
    slideCount: Number(rest.slideCount),
    duration: Number(rest.duration),
    thumbnailKey: rest.thumbnailKey,
  }));
}

/** Escapes LIKE's wildcards so a search term matches literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type PlaylistQuery = {
  /** a folder's playlists; null is the top level; undefined is the whole section */
  folderId: number | null | undefined;
  searchTerm: string;
  limit: number;
  offset: number;
};

export async function listPlaylists(
  db: Database,
  visible: SQL,
  query: PlaylistQuery,
): Promise<{ rows: PlaylistView[]; totalCount: number }> {
  const conditions: SQL[] = [visible];
  if (query.folderId === null) conditions.push(isNull(playlists.folderId));
  else if (query.folderId !== undefined) conditions.push(eq(playlists.folderId, query.folderId));
  if (query.searchTerm) conditions.push(sql`${playlists.name} ilike ${containing(query.searchTerm)}`);
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(playlists).where(where);
  const rows = await selectViews(db)
    .where(where)
    .orderBy(desc(playlists.updatedAt), desc(playlists.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows: await toViews(db, rows), totalCount: total?.value ?? 0 };
}

/**
 * The visible playlists whose edits the screens do not show: those changed since they were published
 * first (screens play an older version), then drafts never published; the latest edited first.
 */
export async function unpublishedPlaylistViews(
  db: Database,
  visible: SQL,
  limit: number,
): Promise<{ rows: PlaylistView[]; totalCount: number }> {
  const where = and(visible, eq(playlists.isPublished, false));
  const [total] = await db.select({ value: count() }).from(playlists).where(where);
  const rows = await selectViews(db)
    .where(where)
    .orderBy(sql`${playlists.publishedAt} is null`, desc(playlists.updatedAt), desc(playlists.id))
    .limit(limit);
  return { rows: await toViews(db, rows), totalCount: total?.value ?? 0 };
}

/** Whether an organization has made a playlist of its own, and published one. */
export async function playlistProgress(
  db: Database,
  organizationId: number,
): Promise<{ created: boolean; published: boolean }> {
  const [row] = await db
    .select({
      created: sql<boolean>`count(*) > 0`,
      published: sql<boolean>`coalesce(bool_or(${playlists.publishedAt} is not null), false)`,
    })
    .from(playlists)
    .where(
      and(
        eq(playlists.organizationId, organizationId),
        eq(playlists.kind, 'playlist'),
        inArray(playlists.section, ['my', 'shared']),
      ),
    );
  return { created: row?.created === true, published: row?.published === true };
}

/** The playlists (and templates) of these ids the actor sees; with forUpdate, row-locked. */
export async function visiblePlaylistsByIds(
  db: Database,
  actor: LibraryActor,
  ids: readonly number[],
  forUpdate = false,
  kinds: readonly PlaylistKind[] = ['playlist', 'template'],
): Promise<PlaylistView[]> {
  if (ids.length === 0) return [];
  const query = selectViews(db).where(and(inArray(playlists.id, [...ids]), playlistsVisible(actor, kinds)));
  return toViews(db, forUpdate ? await query.for('update') : await query);
}

export async function playlistViewById(db: Database, id: number): Promise<PlaylistView | undefined> {
  const [view] = await toViews(db, await selectViews(db).where(eq(playlists.id, id)));
  return view;
}

export async function playlistsInFolders(db: Database, folderIds: readonly number[]): Promise<PlaylistRow[]> {
  if (folderIds.length === 0) return [];
  return db
    .select()
    .from(playlists)
    .where(inArray(playlists.folderId, [...folderIds]))
    .for('update');
}

export async function insertPlaylist(db: Database, values: NewPlaylist): Promise<PlaylistRow> {
  const [row] = await db.insert(playlists).values(values).returning();
  if (!row) throw new Error('insert playlist returned nothing');
  return row;
}

export async function updatePlaylists(
  db: Database,
  ids: readonly number[],
  patch: PlaylistPatch,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(playlists)
    .set(patch)
    .where(inArray(playlists.id, [...ids]));
}

/** Marks a playlist changed: unpublished (spec section 4), a new revision, a new updatedAt. */
export async function touchPlaylist(db: Database, id: number, now: Date, unpublish = true): Promise<void> {
  await db
    .update(playlists)
    .set({
      ...(unpublish ? { isPublished: false } : {}),
      revision: sql`${playlists.revision} + 1`,
      updatedAt: now,
    })
    .where(eq(playlists.id, id));
}

export async function deletePlaylists(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(playlists).where(inArray(playlists.id, [...ids]));
}

// ── slides ───────────────────────────────────────────────────────────────────────────────────────

export async function slidesOf(db: Database, playlistId: number): Promise<SlideRow[]> {
  return db
    .select()
    .from(playlistSlides)
    .where(eq(playlistSlides.playlistId, playlistId))
    .orderBy(asc(playlistSlides.position), asc(playlistSlides.id));
}

export async function insertSlides(
  db: Database,
  values: (typeof playlistSlides.$inferInsert)[],
): Promise<SlideRow[]> {
  if (values.length === 0) return [];
  return db.insert(playlistSlides).values(values).returning();
}

export async function updateSlide(
  db: Database,
  id: number,
  patch: Partial<{ data: TSlideData; position: number; thumbnailKey: string | null; updatedAt: Date }>,
): Promise<void> {
  await db.update(playlistSlides).set(patch).where(eq(playlistSlides.id, id));
}

export async function deleteSlide(db: Database, id: number): Promise<void> {
  await db.delete(playlistSlides).where(eq(playlistSlides.id, id));
}

/** Whether a blob is a slide's thumbnail (the blob sweep keeps it). */
export async function isSlideThumbnail(db: Database, key: string): Promise<boolean> {
  const rows = await db
    .select({ id: playlistSlides.id })
    .from(playlistSlides)
    .where(eq(playlistSlides.thumbnailKey, key))
    .limit(1);
  return rows.length > 0;
}

/** The playlists and templates of an organization whose slides show a media item (delete warnings). */
export async function playlistsUsingMedia(
  db: Database,
  organizationId: number,
  mediaId: number,
): Promise<{ id: number; name: string }[]> {
  const element = JSON.stringify([{ contents: { mediaId } }]);
  return db
    .selectDistinct({ id: playlists.id, name: playlists.name })
    .from(playlists)
    .innerJoin(playlistSlides, eq(playlistSlides.playlistId, playlists.id))
    .where(
      and(
        eq(playlists.organizationId, organizationId),
        or(
          sql`${playlistSlides.data}->'elements' @> ${element}::jsonb`,
          sql`(${playlistSlides.data}->'background'->>'mediaId') = ${String(mediaId)}`,
        ),
      ),
    )
    .orderBy(asc(playlists.name));
}

export async function playlistIdsMadeBy(
  db: Database,
  organizationId: number,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: playlists.id })
    .from(playlists)
    .where(
      and(
        eq(playlists.organizationId, organizationId),
        inArray(playlists.section, ['my', 'shared']),
        inArray(playlists.creatorUserId, [...userIds]),
      ),
    );
  return rows.map((row) => row.id);
}

/** The playlists and templates of one section of an organization; of My, those these users made. */
export async function playlistsInSection(
  db: Database,
  organizationId: number,
  section: 'my' | 'shared',
  creatorUserIds?: readonly number[],
): Promise<PlaylistRow[]> {
  if (creatorUserIds?.length === 0) return [];
  return db
    .select()
    .from(playlists)
    .where(
      and(
        eq(playlists.organizationId, organizationId),
        eq(playlists.section, section),
        creatorUserIds ? inArray(playlists.creatorUserId, [...creatorUserIds]) : undefined,
      ),
    )
    .orderBy(asc(playlists.id));
}

/** Moves an organization's playlists (a transfer before deletion) to another. */
export async function moveOrganizationPlaylists(db: Database, fromId: number, toId: number): Promise<void> {
  // stock the receiving organization had given is its own again: the copies go
  await db
    .delete(playlists)
    .where(
      and(
        eq(playlists.organizationId, fromId),
        eq(playlists.section, 'stock'),
        eq(playlists.stockFromOrganizationId, toId),
      ),
    );
  await db.update(playlists).set({ organizationId: toId }).where(eq(playlists.organizationId, fromId));
}

/** The stock copies of these playlists: everywhere, in one organization, or the platform's. */
export async function stockCopiesOf(
  db: Database,
  sourceIds: readonly number[],
  where: { organizationId?: number | undefined; platform?: boolean | undefined } = {},
): Promise<(PlaylistRow & { sourceId: number | null })[]> {
  if (sourceIds.length === 0) return [];
  const conditions: SQL[] = [
    eq(playlists.section, 'stock'),
    inArray(playlists.sourcePlaylistId, [...sourceIds]),
  ];
  if (where.platform) conditions.push(eq(playlists.platformStock, true));
  else if (where.organizationId !== undefined) {
    conditions.push(eq(playlists.organizationId, where.organizationId), eq(playlists.platformStock, false));
  }
  const rows = await db
    .select()
    .from(playlists)
    .where(and(...conditions));
  return rows.map((row) => ({ ...row, sourceId: row.sourcePlaylistId }));
}

/** Who holds stock copies of a playlist: the organizations, and whether the platform does. */
export function stockHolders(
  db: Database,
  sourceId: number,
): Promise<{ organizationId: number; platform: boolean }[]> {
  return db
    .selectDistinct({ organizationId: playlists.organizationId, platform: playlists.platformStock })
    .from(playlists)
    .where(and(eq(playlists.section, 'stock'), eq(playlists.sourcePlaylistId, sourceId)));
}

/** Whether a playlist among the visible ones has this name, in any case (but the one excepted). */
export async function playlistNameTaken(
  db: Database,
  visible: SQL,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: playlists.id })
    .from(playlists)
    .where(
      and(
        visible,
        sql`lower(${playlists.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${playlists.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
