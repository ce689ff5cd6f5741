import type { TMediaInfo, TMediaItem, TMediaList, TMediaUsage, ZMediaListRequest } from '@placard/contract';
import { or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { folderListing, requireVisibleFolder } from '../library/library.folders.usecases.js';
import { assertCanChangeItem, canEditItem, type LibraryActor } from '../library/library.policy.js';
import { presentItem } from './media.present.js';
import {
  itemsVisibleIn,
  listItems,
  updateItems,
  usageOf,
  visibleItemsByIds,
  type MediaItemView,
} from './media.repository.js';
import { libraryError } from '../library/library.errors.js';

export async function listMedia(
  deps: Deps,
  actor: LibraryActor,
  request: z.output<typeof ZMediaListRequest>,
): Promise<TMediaList> {
  const { section, searchTerm } = request;
  const searching = searchTerm !== '';
  // Stock holds copies only, with no folders
  const folderId = section === 'stock' ? null : request.folderId;
  if (folderId !== null && section !== 'stock')
    await requireVisibleFolder(deps, actor, 'media', folderId, section);
  const listed = await listItems(deps.db, itemsVisibleIn(actor, section), {
    folderId: searching ? undefined : folderId,
    kind: request.kind,
    searchTerm,
    sort: request.sort,
    order: request.order,
    limit: request.limit,
    offset: request.offset,
  });
  return {
    totalCount: listed.totalCount,
    results: listed.rows.map((row) => presentItem(actor, row)),
    ...(await folderListing(deps, actor, 'media', section, folderId, !searching)),
  };
}

/** The newest files of My and Shared the actor sees, at most `limit` of them, with how many there are. */
export async function recentUploads(
  deps: Pick<Deps, 'db'>,
  actor: LibraryActor,
  limit: number,
): Promise<{ totalCount: number; results: TMediaItem[] }> {
  const visible = or(itemsVisibleIn(actor, 'my'), itemsVisibleIn(actor, 'shared')) as SQL;
  const listed = await listItems(deps.db, visible, {
    folderId: undefined,
    kind: undefined,
    searchTerm: '',
    sort: 'date',
    order: 'desc',
    limit,
    offset: 0,
  });
  return { totalCount: listed.totalCount, results: listed.rows.map((row) => presentItem(actor, row)) };
}

/** One item the actor sees, or 404 (an item of another organization is never acknowledged). */
export async function requireVisibleItem(
  deps: Pick<Deps, 'db'>,
  actor: LibraryActor,
  id: number,
  forUpdate = false,
): Promise<MediaItemView> {
  const [row] = await visibleItemsByIds(deps.db, actor, [id], forUpdate);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function mediaInfo(deps: Deps, actor: LibraryActor, id: number): Promise<TMediaInfo> {
  const row = await requireVisibleItem(deps, actor, id);
  const usedBy = [];
  for (const provider of deps.hooks.mediaUsage)
    usedBy.push(...(await provider(deps, row.organizationId, id)));
  return { ...presentItem(actor, row), usedBy };
}

export async function renameMedia(
  deps: Deps,
  actor: LibraryActor,
  id: number,
  name: string,
): Promise<TMediaItem> {
  return inTransaction(deps, async (tx) => {
    const row = await requireVisibleItem(tx, actor, id, true);
    assertCanChangeItem(actor, row);
    const updatedAt = tx.now();
    await updateItems(tx.db, [id], { name, updatedAt });
    return presentItem(actor, { ...row, name, updatedAt });
  });
}

/** Lock or unlock an item, or make it uneditable by others when shared (its editors only). */
export async function updateMediaFlags(
  deps: Deps,
  actor: LibraryActor,
  request: { id: number; locked?: boolean | undefined; uneditableWhenShared?: boolean | undefined },
): Promise<TMediaItem> {
  return inTransaction(deps, async (tx) => {
    const row = await requireVisibleItem(tx, actor, request.id, true);
    if (!canEditItem(actor, row)) throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
    const patch = {
      locked: request.locked ?? row.locked,
      uneditableWhenShared: request.uneditableWhenShared ?? row.uneditableWhenShared,
      updatedAt: tx.now(),
    };
    await updateItems(tx.db, [row.id], patch);
    return presentItem(actor, { ...row, ...patch });
  });
}

export async function mediaUsage(deps: Deps, actor: LibraryActor): Promise<TMediaUsage> {
  return usageOf(deps.db, actor.user.organizationId);
}
