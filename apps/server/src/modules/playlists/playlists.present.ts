import { readSlideData, type TPlaylist, type TPlaylistSummary, type TSlide } from '@placard/contract';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { canDeleteItem, canEditItem, type LibraryActor } from '../library/library.policy.js';
import { personOf } from '../library/library.present.js';
import type { PlaylistView } from './playlists.repository.js';
import type { SlideRow } from './playlists.table.js';

export function presentSummary(actor: LibraryActor, row: PlaylistView): TPlaylistSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    aspect: row.aspect,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    overlay: row.overlaySlideId === null ? null : { slideId: row.overlaySlideId },
    section: row.section,
    folderId: row.folderId,
    slideCount: row.slideCount,
    duration: row.duration,
    thumbnailUrl: row.thumbnailKey ? fileUrl(row.thumbnailKey) : null,
    creator: personOf(row.creatorUserId, row.creatorName),
    stockFrom:
      row.stockFromOrganizationId !== null && row.stockFromName !== null
        ? { organizationId: row.stockFromOrganizationId, name: row.stockFromName }
        : null,
    platformStock: row.platformStock,
    originalPlaylistId: row.sourcePlaylistId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canEditItem(actor, row),
    canDelete: canDeleteItem(actor, row),
  };
}

export function presentSlide(row: SlideRow): TSlide {
  return {
    id: row.id,
    data: readSlideData(row.data),
    thumbnailUrl: row.thumbnailKey ? fileUrl(row.thumbnailKey) : null,
  };
}

export function presentPlaylist(
  actor: LibraryActor,
  row: PlaylistView,
  slides: readonly SlideRow[],
): TPlaylist {
  return { ...presentSummary(actor, row), slides: slides.map(presentSlide) };
}
