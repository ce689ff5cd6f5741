import type { MediaSection, Role } from '@placard/contract';
import type { LibraryFolderRow } from './library.table.js';
import { libraryError } from './library.errors.js';

/** Who acts on a library: the user and the organization the request acts for. */
export type LibraryActor = {
  user: { id: number; fullname: string; role: Role; organizationId: number };
  organization: { id: number; parentOrganizationId: number | null };
};

/** What every library item has: where it lives, who made it, and its flags. */
export type LibraryItem = {
  id: number;
  organizationId: number;
  section: MediaSection;
  folderId: number | null;
  creatorUserId: number | null;
  locked: boolean;
  uneditableWhenShared: boolean;
  platformStock: boolean;
};

/** Owners and admins may change what others shared even when its creator made it uneditable. */
export function isManager(actor: LibraryActor): boolean {
  return actor.user.role === 'owner' || actor.user.role === 'admin';
}

/**
 * Whether the actor may rename, move, share or unshare an item (spec section 4): My belongs to its
 * creator; Shared is the organization's unless its creator made it uneditable when shared; stock copies
 * are read-only. A lock is checked separately: it blocks changes but not unlocking.
 */
export function canEditItem(actor: LibraryActor, row: LibraryItem): boolean {
  if (row.organizationId !== actor.user.organizationId) return false;
  if (row.section === 'my') return row.creatorUserId === actor.user.id;
  if (row.section === 'shared') {
    return !row.uneditableWhenShared || row.creatorUserId === actor.user.id || isManager(actor);
  }
  return false;
}

/** Stock copies may be deleted by the organization holding them; platform stock only by the root's managers. */
export function canDeleteItem(actor: LibraryActor, row: LibraryItem): boolean {
  if (row.section !== 'stock') return canEditItem(actor, row);
  if (row.organizationId !== actor.user.organizationId) return false;
  return !row.platformStock || isManager(actor);
}

export function assertCanChangeItem(actor: LibraryActor, row: LibraryItem): void {
  if (!canEditItem(actor, row)) throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
  if (row.locked) throw libraryError('LIBRARY_ITEM_LOCKED');
}

export function assertCanDeleteItem(actor: LibraryActor, row: LibraryItem): void {
  if (!canDeleteItem(actor, row)) throw libraryError('LIBRARY_ITEM_NOT_EDITABLE');
  if (row.locked) throw libraryError('LIBRARY_ITEM_LOCKED');
}

/** My folders are their creator's; Shared folders everyone's in the organization. */
export function canEditFolder(actor: LibraryActor, folder: LibraryFolderRow): boolean {
  if (folder.organizationId !== actor.user.organizationId) return false;
  return folder.section === 'shared' || folder.ownerUserId === actor.user.id;
}

/** The platform's root organization gives stock to every organization. */
export function isPlatformRoot(actor: LibraryActor): boolean {
  return actor.organization.parentOrganizationId === null;
}
