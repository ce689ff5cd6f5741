import { PLAYLIST_LOCK_TTL_MS, type TLockStatus } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { canEditItem, type LibraryActor } from '../library/library.policy.js';
import { lockedByOther, requirePlaylist } from './playlists.access.js';
import { updatePlaylists, type PlaylistView } from './playlists.repository.js';

function statusOf(actor: LibraryActor, row: PlaylistView, now: Date): TLockStatus {
  const other = lockedByOther(actor, row, now);
  return {
    locked: other,
    userName: other ? row.editLockUserName : null,
    mine: !other && canEditItem(actor, row),
  };
}

/** /playlist/lockStatus: whether someone else has the playlist open in the editor, and who. */
export async function lockStatus(deps: Deps, actor: LibraryActor, playlistId: number): Promise<TLockStatus> {
  const row = await requirePlaylist(deps, actor, playlistId);
  return statusOf(actor, row, deps.now());
}

/**
 * Opening a playlist in the editor takes its edit lock, and the open editor renews it; it lapses
 * PLAYLIST_LOCK_TTL_MS after the last renewal (a closed or crashed browser). One user at a time: while
 * another holds it, the answer says who and the editor opens read-only. Only playlists the actor may
 * edit are locked (a stock copy or someone's protected playlist opens read-only anyway).
 */
export async function acquireLock(deps: Deps, actor: LibraryActor, playlistId: number): Promise<TLockStatus> {
  return inTransaction(deps, async (tx) => {
    const row = await requirePlaylist(tx, actor, playlistId, { forUpdate: true });
    const now = tx.now();
    const status = statusOf(actor, row, now);
    if (status.mine) {
      await updatePlaylists(tx.db, [row.id], {
        editLockUserId: actor.user.id,
        editLockExpiresAt: new Date(now.getTime() + PLAYLIST_LOCK_TTL_MS),
      });
    }
    return status;
  });
}

/** Leaving the editor lets go of the lock (if it is still the actor's). */
export async function releaseLock(deps: Deps, actor: LibraryActor, playlistId: number): Promise<TLockStatus> {
  return inTransaction(deps, async (tx) => {
    const row = await requirePlaylist(tx, actor, playlistId, { forUpdate: true });
    if (row.editLockUserId === actor.user.id) {
      await updatePlaylists(tx.db, [row.id], { editLockUserId: null, editLockExpiresAt: null });
      return statusOf(actor, { ...row, editLockUserId: null, editLockExpiresAt: null }, tx.now());
    }
    return statusOf(actor, row, tx.now());
  });
}
