import {
  aspectOf,
  can,
  emptySlideData,
  type OwnSection,
  type PlaylistKind,
  type TPlaylist,
  type TPlaylistSearch,
  type TPlaylistSummary,
  type ZPlaylistCreateRequest,
  type ZPlaylistFolderListRequest,
  type ZPlaylistSearchRequest,
} from '@placard/contract';
import { or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { AppError } from '../../platform/http/app-error.js';
import { folderListing, requireVisibleFolder } from '../library/library.folders.usecases.js';
import type { LibraryActor } from '../library/library.policy.js';
import { requireEditablePlaylist, requirePlaylist } from './playlists.access.js';
import { presentPlaylist, presentSummary } from './playlists.present.js';
import {
  insertPlaylist,
  insertSlides,
  listPlaylists,
  playlistNameTaken,
  playlistProgress,
  playlistsVisibleIn,
  slidesOf,
  unpublishedPlaylistViews,
  updatePlaylists,
  type PlaylistView,
} from './playlists.repository.js';
import { libraryError } from '../library/library.errors.js';

type Page = { rows: PlaylistView[]; totalCount: number };

function present(actor: LibraryActor, page: Page) {
  return { totalCount: page.totalCount, results: page.rows.map((row) => presentSummary(actor, row)) };
}

/** /playlist/search: one folder of a section, or a search by name across the section. */
export async function searchPlaylists(
  deps: Deps,
  actor: LibraryActor,
  request: z.output<typeof ZPlaylistSearchRequest>,
): Promise<TPlaylistSearch> {
  const { section, searchTerm } = request;
  const searching = searchTerm !== '';
  const folderId = section === 'stock' ? null : request.parentFolderId;
  if (folderId !== null && section !== 'stock') {
    await requireVisibleFolder(deps, actor, 'playlists', folderId, section);
  }
  const page = await listPlaylists(deps.db, playlistsVisibleIn(actor, request.type, section), {
    folderId: searching ? undefined : folderId,
    searchTerm,
    limit: request.limit,
    offset: request.offset,
  });
  return {
    ...present(actor, page),
    ...(await folderListing(deps, actor, 'playlists', section, folderId, !searching)),
  };
}

/** /playlist/listMyPlaylists and /playlist/listOrgPlaylists. */
export async function listSection(
  deps: Deps,
  actor: LibraryActor,
  section: OwnSection,
  request: z.output<typeof ZPlaylistFolderListRequest>,
): Promise<TPlaylistSearch> {
  const folderId = request.parentFolderId;
  if (folderId !== null) await requireVisibleFolder(deps, actor, 'playlists', folderId, section);
  const page = await listPlaylists(deps.db, playlistsVisibleIn(actor, 'playlist', section), {
    folderId: request.ignoreFolderLevels ? undefined : folderId,
    searchTerm: '',
    limit: request.count,
    offset: 0,
  });
  const listing = await folderListing(deps, actor, 'playlists', section, folderId, request.includeFolders);
  return { ...present(actor, page), ...listing };
}

/** /playlist/listStockPlaylist: the stock playlists the organization holds, filtered by name. */
export async function listStock(
  deps: Deps,
  actor: LibraryActor,
  request: { filter: string; count: number },
): Promise<TPlaylistSearch> {
  const page = await listPlaylists(deps.db, playlistsVisibleIn(actor, 'playlist', 'stock'), {
    folderId: undefined,
    searchTerm: request.filter,
    limit: request.count,
    offset: 0,
  });
  return { ...present(actor, page), folders: [], path: [] };
}

/** The sections /playlist/list shows: content roles see My and Shared; screen managers assign from Shared only. */
function listedSections(actor: LibraryActor): readonly OwnSection[] {
  if (can(actor.user.role, 'sidebar_playlists')) return ['my', 'shared'];
  if (can(actor.user.role, 'devices')) return ['shared'];
  throw new AppError('FORBIDDEN');
}

/** /playlist/list: every playlist of My and Shared (published ones only, for assignment). */
export async function listAll(
  deps: Deps,
  actor: LibraryActor,
  publishedOnly: boolean,
): Promise<{ results: TPlaylistSummary[] }> {
  const results: TPlaylistSummary[] = [];
  for (const section of listedSections(actor)) {
    const page = await listPlaylists(deps.db, playlistsVisibleIn(actor, 'playlist', section), {
      folderId: undefined,
      searchTerm: '',
      limit: 10_000,
      offset: 0,
    });
    results.push(
      ...page.rows.filter((row) => !publishedOnly || row.isPublished).map((r) => presentSummary(actor, r)),
    );
  }
  return { results };
}

/**
 * The playlists of My and Shared whose edits the screens do not show yet (changed since publishing,
 * then drafts), at most `limit` of them, with how many there are.
 */
export async function unpublishedPlaylists(
  deps: Pick<Deps, 'db'>,
  actor: LibraryActor,
  limit: number,
): Promise<{ totalCount: number; results: TPlaylistSummary[] }> {
  const visible = or(
    playlistsVisibleIn(actor, 'playlist', 'my'),
    playlistsVisibleIn(actor, 'playlist', 'shared'),
  ) as SQL;
  return present(actor, await unpublishedPlaylistViews(deps.db, visible, limit));
}

/** Whether an organization has made a playlist, and published one (its own, not stock copies). */
export function playlistMilestones(
  deps: Pick<Deps, 'db'>,
  organizationId: number,
): Promise<{ created: boolean; published: boolean }> {
  return playlistProgress(deps.db, organizationId);
}

export async function playlistInfo(deps: Deps, actor: LibraryActor, id: number): Promise<TPlaylist> {
  const row = await requirePlaylist(deps, actor, id);
  return presentPlaylist(actor, row, await slidesOf(deps.db, id));
}

export async function playlistMetadata(
  deps: Deps,
  actor: LibraryActor,
  id: number,
): Promise<TPlaylistSummary> {
  return presentSummary(actor, await requirePlaylist(deps, actor, id));
}

/**
 * Spec section 5: names are unique. A playlist's name is unique among the playlists (or templates) of its
 * place: the creator's My, or the organization's Shared. Call under the names lock.
 */
export async function assertPlaylistNameFree(
  deps: Pick<Deps, 'db'>,
  actor: LibraryActor,
  place: { kind: PlaylistKind; section: OwnSection; ownerUserId: number },
  name: string,
  exceptId?: number,
): Promise<void> {
  const visible = playlistsVisibleIn(
    { ...actor, user: { ...actor.user, id: place.ownerUserId } },
    place.kind,
    place.section,
  );
  if (await playlistNameTaken(deps.db, visible, name, exceptId))
    throw new AppError('NAME_TAKEN', { fields: { name: 'errors.NAME_TAKEN' } });
}

export function lockPlaylistNames(deps: Pick<Deps, 'db'>, actor: LibraryActor): Promise<void> {
  return lockUntilCommit(deps.db, 'playlistNames', actor.user.organizationId);
}

/** /playlist/create: a playlist with one empty slide, in My or Shared (a folder of it, or its top). */
export async function createPlaylist(
  deps: Deps,
  actor: LibraryActor,
  request: z.output<typeof ZPlaylistCreateRequest>,
): Promise<{ id: number }> {
  return inTransaction(deps, async (tx) => {
    await lockPlaylistNames(tx, actor);
    if (request.parentFolderId !== null) {
      await requireVisibleFolder(tx, actor, 'playlists', request.parentFolderId, request.section);
    }
    const place = { kind: 'playlist' as const, section: request.section, ownerUserId: actor.user.id };
    await assertPlaylistNameFree(tx, actor, place, request.name);
    const now = tx.now();
    const row = await insertPlaylist(tx.db, {
      organizationId: actor.user.organizationId,
      kind: 'playlist',
      section: request.section,
      folderId: request.parentFolderId,
      creatorUserId: actor.user.id,
      name: request.name,
      aspect: aspectOf(request),
      createdAt: now,
      updatedAt: now,
    });
    await insertSlides(tx.db, [{ playlistId: row.id, position: 0, data: emptySlideData(), updatedAt: now }]);
    return { id: row.id };
  });
}

/** /playlist/rename (templates too). */
export async function renamePlaylist(
  deps: Deps,
  actor: LibraryActor,
  id: number,
  name: string,
): Promise<TPlaylistSummary> {
  return inTransaction(deps, async (tx) => {
    await lockPlaylistNames(tx, actor);
    const row = await requireEditablePlaylist(tx, actor, id);
    // stock copies are read-only (already refused above; this tells the compiler)
    if (row.section === 'stock') throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
    const owner = row.creatorUserId ?? actor.user.id;
    await assertPlaylistNameFree(
      tx,
      actor,
      { kind: row.kind, section: row.section, ownerUserId: owner },
      name,
      id,
    );
    const updatedAt = tx.now();
    await updatePlaylists(tx.db, [id], { name, updatedAt });
    return presentSummary(actor, { ...row, name, updatedAt });
  });
}
