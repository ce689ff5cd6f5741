import type { Deps } from '../../platform/deps.js';
import type { Destination, StockActor, StockItems } from '../library/library.stock.usecases.js';
import { lockBlobs } from './media.blobs.js';
import { mediaLibraryItems } from './media.items.js';
import { insertItems, stockCopiesOf, stockHolders } from './media.repository.js';
import type { MediaItemRow } from './media.table.js';

function blobKeysOf(items: readonly MediaItemRow[]): string[] {
  return items.flatMap((item) => [
    item.blobKey,
    ...(item.thumbnailKey ? [item.thumbnailKey] : []),
    ...item.pageKeys,
  ]);
}

function stockCopy(item: MediaItemRow, actor: StockActor, destination: Destination, now: Date) {
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
    origin: item.origin,
    createdAt: now,
    updatedAt: now,
  };
}

/** The media library's stock: copies share the original's blobs, which stay locked while they are made. */
export const mediaStock: StockItems<MediaItemRow> = {
  ...mediaLibraryItems,
  idsField: 'mediaIds',
  async copiesOf(db, sourceIds, where) {
    const rows = await stockCopiesOf(db, sourceIds, where);
    return rows.map((row) => ({ ...row, sourceId: row.sourceMediaId }));
  },
  holders: stockHolders,
  async beforeCopy(tx: Deps, items) {
    // the blobs stay while this transaction refers to them; then the items are read again under the locks
    await lockBlobs(tx.db, blobKeysOf(items));
  },
  async insertCopies(tx, actor, copies) {
    const now = tx.now();
    await insertItems(
      tx.db,
      copies.map(({ item, destination }) => stockCopy(item, actor, destination, now)),
    );
  },
};
