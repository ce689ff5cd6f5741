import type { MediaSection } from '@placard/contract';

/** Where a library (media or playlists) is open and what the session may do there. */
export interface LibraryAccess {
  section: MediaSection;
  /** an expired licence: everything can be seen, nothing changed */
  readOnly: boolean;
  /** the session's capabilities (spec section 6) */
  permissions: readonly string[];
}

/** Every action a card's menu can offer, in either library. */
export type LibraryAction =
  | 'open'
  | 'preview'
  | 'playNow'
  | 'schedule'
  | 'rename'
  | 'move'
  | 'share'
  | 'unshare'
  | 'lock'
  | 'uneditable'
  | 'copyToStock'
  | 'stockRecipients'
  | 'delete';

export type FolderAction = 'rename' | 'move' | 'share' | 'unshare' | 'delete';

/** What the selection toolbar can do to everything selected at once. */
export const SELECTION_ACTIONS = ['move', 'share', 'unshare', 'copyToStock', 'delete'] as const;
export type SelectionAction = (typeof SELECTION_ACTIONS)[number];

export const hasCapability = (access: LibraryAccess, capability: string) =>
  access.permissions.includes(capability);

/** Folders are made in My or Shared, with the new_folder_create capability and a licence that allows changes. */
export function canCreateFolder(access: LibraryAccess): boolean {
  return access.section !== 'stock' && !access.readOnly && hasCapability(access, 'new_folder_create');
}

/** Giving stock copies and managing who holds them: the stockmedia_create capability, from My or Shared. */
export function canGiveStock(access: LibraryAccess): boolean {
  return access.section !== 'stock' && !access.readOnly && hasCapability(access, 'stockmedia_create');
}

/** The ids of the selectable items and folders of a page. */
export interface Selectable {
  items: readonly number[];
  folders: readonly number[];
}
