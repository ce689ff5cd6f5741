import type { TPlaylistFolder, TPlaylistSummary } from '@placard/contract';
import type { ActionRules } from '../library/actionRules';
import {
  canGiveStock,
  hasCapability,
  type FolderAction,
  type LibraryAccess,
} from '../library/libraryActions';

export type PlaylistAction =
  | 'open'
  | 'playNow'
  | 'schedule'
  | 'rename'
  | 'move'
  | 'share'
  | 'unshare'
  | 'copyToStock'
  | 'stockRecipients'
  | 'delete';

type PlaylistFacts = Pick<TPlaylistSummary, 'canEdit' | 'canDelete'> &
  Partial<Pick<TPlaylistSummary, 'isPublished' | 'publishedAt'>>;
type FolderFacts = Pick<TPlaylistFolder, 'canEdit'>;

/** New playlists: in My or Shared, with playlist_create and a licence that allows changes. */
export function canCreatePlaylist(access: LibraryAccess): boolean {
  return access.section !== 'stock' && !access.readOnly && hasCapability(access, 'playlist_create');
}

const mayEdit = (access: LibraryAccess) => !access.readOnly && hasCapability(access, 'playlist_edit');
const mayDelete = (access: LibraryAccess) => !access.readOnly && hasCapability(access, 'playlist_delete');

/** Putting playlists on screens: whoever manages screens (devices), with a licence that allows changes. */
const mayAssign = (access: LibraryAccess) => !access.readOnly && hasCapability(access, 'devices');

/** Why a playlist cannot go on screens yet: never published, or changed since it was. */
export type UnavailableReason = 'publishFirst' | 'publishChanges';

/**
 * The actions of a playlist's menu that it cannot do yet, with why: screens are given published
 * playlists only, so Play now and Schedule wait for the first publication, or for the latest changes
 * to be published.
 */
export function unavailablePlaylistActions(
  playlist: PlaylistFacts,
): Partial<Record<PlaylistAction, UnavailableReason>> {
  if (playlist.isPublished) return {};
  const reason = playlist.publishedAt ? 'publishChanges' : 'publishFirst';
  return { playNow: reason, schedule: reason };
}

/**
 * A playlist's menu, in menu order. Open (the editor) is always there; Play now and Schedule for
 * whoever manages screens; the server says what the caller may change (canEdit, canDelete). Stock
 * copies are read-only: open, and delete where allowed.
 */
export function playlistActions(playlist: PlaylistFacts, access: LibraryAccess): PlaylistAction[] {
  const actions: PlaylistAction[] = ['open'];
  if (access.section === 'stock') {
    if (playlist.canDelete && mayDelete(access)) actions.push('delete');
    return actions;
  }
  if (mayAssign(access)) actions.push('playNow', 'schedule');
  if (playlist.canEdit && mayEdit(access)) {
    actions.push('rename', 'move', access.section === 'my' ? 'share' : 'unshare');
  }
  if (canGiveStock(access)) actions.push('copyToStock', 'stockRecipients');
  if (playlist.canDelete && mayDelete(access)) actions.push('delete');
  return actions;
}

/** A folder's menu: deleting one deletes the playlists in it, so it takes playlist_delete. */
export function playlistFolderActions(folder: FolderFacts, access: LibraryAccess): FolderAction[] {
  if (access.section === 'stock' || !folder.canEdit) return [];
  const actions: FolderAction[] = [];
  if (mayEdit(access)) actions.push('rename', 'move', access.section === 'my' ? 'share' : 'unshare');
  if (mayDelete(access)) actions.push('delete');
  return actions;
}

/** The playlists' menus, for the selection toolbar and the boxes. */
export const PLAYLIST_RULES: ActionRules<PlaylistFacts, PlaylistAction> = {
  itemActions: playlistActions,
  folderActions: playlistFolderActions,
};
