import type { TOrganizationNode, TStockRecipients } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { requireOrganization, type Actor } from '../organizations/access.usecases.js';
import { allSubOrganizations } from '../organizations/organizations.tree.usecases.js';
import { lockBlobs, sweepBlobReleases } from './media.blobs.js';
import { isPlatformRoot, type MediaActor } from './media.policy.js';
import {
  deleteItems,
  insertItems,
  stockCopiesOf,
  stockRecipients,
  visibleItemsByIds,
  type MediaItemView,
} from './media.repository.js';
import type { MediaItemRow } from './media.table.js';

export type StockActor = MediaActor & Actor;

/** Where copies go: each chosen sub-organization, and the platform (kept in the root organization). */
type Destination = { organizationId: number; platform: boolean };

async function destinationsFor(
  deps: Deps,
  actor: StockActor,
  orgShareIds: readonly number[],
  platform: boolean,
): Promise<Destination[]> {
  const destinations: Destination[] = [];
  if (platform) {
    if (!isPlatformRoot(actor)) throw new AppError('FORBIDDEN', { fields: { platform: 'errors.FORBIDDEN' } });
    destinations.push({ organizationId: actor.organization.id, platform: true });
  }
  for (const id of new Set(orgShareIds)) {
    const found = await requireOrganization(deps, actor, id, 'LIMITED_ACCESS');
    if (found.isOwn) throw new AppError('BAD_REQUEST', { fields: { orgShareIds: 'errors.BAD_REQUEST' } });
    destinations.push({ organizationId: id, platform: false });
  }
  return destinations;
}

function blobKeysOf(items: readonly MediaItemRow[]): string[] {
  return items.flatMap((item) => [
    item.blobKey,
    ...(item.thumbnailKey ? [item.thumbnailKey] : []),
    ...item.pageKeys,
  ]);
}

/**
 * Copy to stock (spec section 4): each item becomes a read-only stock copy in every destination that
 * does not hold one yet. Copies share the original's blobs.
 */
export async function copyToStock(
  deps: Deps,
  actor: StockActor,
  request: { mediaIds: number[]; orgShareIds: number[]; platform: boolean },
): Promise<number> {
  const destinations = await destinationsFor(deps, actor, request.orgShareIds, request.platform);
  const ids = [...new Set(request.mediaIds)];
  const seen = await visibleItemsByIds(deps.db, actor, ids);
  if (seen.length !== ids.length) throw new AppError('NOT_FOUND');
  return inTransaction(deps, async (tx) => {
    // the blobs stay while this transaction refers to them; then the items are read again under the locks
    await lockBlobs(tx.db, blobKeysOf(seen));
    const items = await visibleItemsByIds(tx.db, actor, ids);
    if (items.length !== ids.length) throw new AppError('NOT_FOUND');
    for (const item of items) {
      if (item.section === 'stock' || item.organizationId !== actor.user.organizationId) {
        throw new AppError('BAD_REQUEST', { fields: { mediaIds: 'errors.BAD_REQUEST' } });
      }
    }
    const existing = await stockCopiesOf(tx.db, ids);
    const held = new Set(
      existing.map((copy) => `${copy.sourceMediaId}:${copy.organizationId}:${copy.platformStock}`),
    );
    const now = tx.now();
    const copies = destinations.flatMap((destination) =>
      items
        .filter((item) => !held.has(`${item.id}:${destination.organizationId}:${destination.platform}`))
        .map((item) => stockCopy(item, actor, destination, now)),
    );
    await insertItems(tx.db, copies);
    return copies.length;
  });
}

function stockCopy(item: MediaItemView, actor: StockActor, destination: Destination, now: Date) {
  return {
    organizationId: destination.organizationId,
    section: 'stock' as const,
    folderId: null,
    creatorUserId: item.creatorUserId,
    name: item.name,
    kind: item.kind,
    format: item.format,
    contentType: item.contentType,
    sizeBytes: item.sizeBytes,
    blobKey: item.blobKey,
    thumbnailKey: item.thumbnailKey,
    pageKeys: item.pageKeys,
    width: item.width,
    height: item.height,
    durationMs: item.durationMs,
    pageCount: item.pageCount,
    status: item.status,
    failure: item.failure,
    notes: item.notes,
    locked: false,
    uneditableWhenShared: false,
    sourceMediaId: item.id,
    stockFromOrganizationId: actor.user.organizationId,
    platformStock: destination.platform,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Items of the actor's own organization (not stock copies) the actor sees, or 404: only they have stock
 * copies the actor may list or withdraw.
 */
async function requireGivableItems(
  deps: Pick<Deps, 'db'>,
  actor: StockActor,
  ids: readonly number[],
): Promise<void> {
  const items = await visibleItemsByIds(deps.db, actor, ids);
  const own = items.filter(
    (item) => item.organizationId === actor.user.organizationId && item.section !== 'stock',
  );
  if (own.length !== ids.length) throw new AppError('NOT_FOUND');
}

/** Every sub-organization below the actor's, in tree order: where stock copies can go. */
export function stockTargets(deps: Deps, actor: StockActor): Promise<TOrganizationNode[]> {
  return allSubOrganizations(deps, actor, actor.user.organizationId);
}

/** Who holds stock copies the actor's organization gave of one of its items. */
export async function recipientsOf(
  deps: Deps,
  actor: StockActor,
  mediaId: number,
): Promise<TStockRecipients> {
  await requireGivableItems(deps, actor, [mediaId]);
  const rows = await stockRecipients(deps.db, mediaId);
  return {
    recipients: rows
      .filter((row) => !row.platform)
      .map(({ organizationId, name }) => ({ organizationId, name })),
    platform: rows.some((row) => row.platform),
  };
}

/** Withdraws stock copies the actor's organization gave: from one organization, the platform, or all. */
export async function withdrawStock(
  deps: Deps,
  actor: StockActor,
  mediaIds: readonly number[],
  from: { organizationId?: number | undefined; platform?: boolean } | 'everywhere',
): Promise<number> {
  const ids = [...new Set(mediaIds)];
  await requireGivableItems(deps, actor, ids);
  const count = await inTransaction(deps, async (tx) => {
    const copies = await stockCopiesOf(tx.db, ids, from === 'everywhere' ? {} : from);
    const given = copies.filter((copy) => copy.stockFromOrganizationId === actor.user.organizationId);
    await deleteItems(
      tx.db,
      given.map((copy) => copy.id),
    );
    return given.length;
  });
  await sweepBlobReleases(deps);
  return count;
}
