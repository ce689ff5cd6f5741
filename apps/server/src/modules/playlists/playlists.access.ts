import type { PlaylistKind } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { assertCanChangeItem, type LibraryActor } from '../library/library.policy.js';
import { visiblePlaylistsByIds, type PlaylistView } from './playlists.repository.js';
import { playlistError } from './playlists.errors.js';

/** A playlist (or template) the actor sees, or 404: another organization's is never acknowledged. */
export async function requirePlaylist(
  deps: Pick<Deps, 'db'>,
  actor: LibraryActor,
  id: number,
  options: { forUpdate?: boolean; kinds?: readonly PlaylistKind[] } = {},
): Promise<PlaylistView> {
  const [row] = await visiblePlaylistsByIds(deps.db, actor, [id], options.forUpdate ?? false, options.kinds);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Whether someone other than the actor has the playlist open in the editor right now. */
export function lockedByOther(actor: LibraryActor, row: PlaylistView, now: Date): boolean {
  return (
    row.editLockUserId !== null &&
    row.editLockUserId !== actor.user.id &&
    row.editLockExpiresAt !== null &&
    row.editLockExpiresAt > now
  );
}

/**
 * A playlist the actor may change now, row-locked for the rest of the transaction: theirs to edit
 * (spec section 4), not locked, and not open in someone else's editor ('Playlist editing in progress').
 */
export async function requireEditablePlaylist(
  tx: Deps,
  actor: LibraryActor,
  id: number,
  kinds?: readonly PlaylistKind[],
): Promise<PlaylistView> {
  const row = await requirePlaylist(tx, actor, id, { forUpdate: true, ...(kinds ? { kinds } : {}) });
  assertCanChangeItem(actor, row);
  if (lockedByOther(actor, row, tx.now())) {
    throw playlistError('PLAYLIST_LOCKED', { params: { userName: row.editLockUserName ?? '' } });
  }
  return row;
}
