import type { TMediaFolder } from '@placard/contract';
import { canEditFolder, type LibraryActor } from './library.policy.js';
import type { LibraryFolderView } from './library.folders.repository.js';

/** A person shown beside an item or folder, when they still exist. */
export function personOf(
  id: number | null,
  fullname: string | null,
): { id: number; fullname: string } | null {
  return id !== null && fullname !== null ? { id, fullname } : null;
}

export function presentFolder(actor: LibraryActor, row: LibraryFolderView): TMediaFolder {
  return {
    id: row.id,
    name: row.name,
    section: row.section,
    parentId: row.parentId,
    creator: personOf(row.ownerUserId, row.ownerName),
    createdAt: row.createdAt.toISOString(),
    canEdit: canEditFolder(actor, row),
  };
}
