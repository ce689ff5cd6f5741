import type { TMediaItem } from '@placard/contract';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { canDeleteItem, canEditItem, type LibraryActor } from '../library/library.policy.js';
import { personOf } from '../library/library.present.js';
import type { MediaItemView } from './media.repository.js';

export function presentItem(actor: LibraryActor, row: MediaItemView): TMediaItem {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    format: row.format,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    url: fileUrl(row.blobKey),
    thumbnailUrl: row.thumbnailKey ? fileUrl(row.thumbnailKey) : null,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    pageCount: row.pageCount,
    pages: row.pageKeys.map(fileUrl),
    status: row.status,
    failure: row.failure,
    notes: row.notes,
    section: row.section,
    folderId: row.folderId,
    locked: row.locked,
    uneditableWhenShared: row.uneditableWhenShared,
    creator: personOf(row.creatorUserId, row.creatorName),
    stockFrom:
      row.stockFromOrganizationId !== null && row.stockFromName !== null
        ? { organizationId: row.stockFromOrganizationId, name: row.stockFromName }
        : null,
    platformStock: row.platformStock,
    origin: row.origin,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canEditItem(actor, row),
    canDelete: canDeleteItem(actor, row),
  };
}
