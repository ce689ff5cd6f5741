import type { TMediaFolder, TMediaItem } from '@placard/contract';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { canDeleteItem, canEditFolder, canEditItem, type MediaActor } from './media.policy.js';
import type { MediaFolderView, MediaItemView } from './media.repository.js';

export function presentItem(actor: MediaActor, row: MediaItemView): TMediaItem {
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
    creator:
      row.creatorUserId !== null && row.creatorName !== null
        ? { id: row.creatorUserId, fullname: row.creatorName }
        : null,
    stockFrom:
      row.stockFromOrganizationId !== null && row.stockFromName !== null
        ? { organizationId: row.stockFromOrganizationId, name: row.stockFromName }
        : null,
    platformStock: row.platformStock,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canEditItem(actor, row),
    canDelete: canDeleteItem(actor, row),
  };
}

export function presentFolder(actor: MediaActor, row: MediaFolderView): TMediaFolder {
  return {
    id: row.id,
    name: row.name,
    section: row.section,
    parentId: row.parentId,
    creator:
      row.ownerUserId !== null && row.ownerName !== null
        ? { id: row.ownerUserId, fullname: row.ownerName }
        : null,
    createdAt: row.createdAt.toISOString(),
    canEdit: canEditFolder(actor, row),
  };
}
