import { PLAYLIST_KINDS } from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import type { Deps } from '../../platform/deps.js';
import type { ModuleHooks } from '../../platform/hooks.js';
import { sweepBlobReleases } from '../media/media.blobs.js';
import {
  deletePlaylists,
  isSlideThumbnail,
  moveOrganizationPlaylists,
  playlistIdsMadeBy,
  playlistsInSection,
  playlistsUsingMedia,
  updatePlaylists,
} from './playlists.repository.js';
import { beforePlaylistsDeleted, movePublications } from './playlists.publications.js';
import { freePlaylistName } from './playlists.rules.js';
import type { PlaylistRow } from './playlists.table.js';

/**
 * Playlists joining a place that already has names (the owner's My, the parent's Shared) keep names
 * unique there: one whose name is taken gets the first free " (n)", oldest first.
 */
async function numberClashes(
  tx: Deps,
  arriving: readonly PlaylistRow[],
  present: readonly PlaylistRow[],
): Promise<void> {
  for (const kind of PLAYLIST_KINDS) {
    const taken = new Set(present.filter((row) => row.kind === kind).map((row) => row.name.toLowerCase()));
    for (const row of arriving.filter((entry) => entry.kind === kind)) {
      const name = freePlaylistName(row.name, taken);
      taken.add(name.toLowerCase());
      if (name !== row.name) await updatePlaylists(tx.db, [row.id], { name, updatedAt: tx.now() });
    }
  }
}

/**
 * The playlists' part elsewhere: which playlists show a media item (its delete warning), which blobs are
 * slide thumbnails (the blob sweep keeps them), and deleting users or transferring an organization.
 */
export const playlistsHooks: ModuleHooks = {
  mediaUsage: [(deps, organizationId, mediaId) => playlistsUsingMedia(deps.db, organizationId, mediaId)],
  // slide thumbnails
  blobUsers: [(deps, key) => isSlideThumbnail(deps.db, key)],
  userContent: [
    {
      async transfer(tx, organizationId, fromUserIds, toUserId) {
        await lockUntilCommit(tx.db, 'playlistNames', organizationId);
        // their My joins the owner's My
        await numberClashes(
          tx,
          await playlistsInSection(tx.db, organizationId, 'my', fromUserIds),
          await playlistsInSection(tx.db, organizationId, 'my', [toUserId]),
        );
        await updatePlaylists(tx.db, await playlistIdsMadeBy(tx.db, organizationId, fromUserIds), {
          creatorUserId: toUserId,
          updatedAt: tx.now(),
        });
      },
      async remove(tx, organizationId, userIds) {
        const ids = await playlistIdsMadeBy(tx.db, organizationId, userIds);
        await beforePlaylistsDeleted(tx, ids);
        await deletePlaylists(tx.db, ids);
      },
      async afterCommit(deps) {
        await sweepBlobReleases(deps);
      },
    },
  ],
  organizationData: [
    async (tx, fromId, toId) => {
      await lockUntilCommit(tx.db, 'playlistNames', toId);
      // its Shared joins the receiver's Shared (each My stays its user's)
      await numberClashes(
        tx,
        await playlistsInSection(tx.db, fromId, 'shared'),
        await playlistsInSection(tx.db, toId, 'shared'),
      );
      await moveOrganizationPlaylists(tx.db, fromId, toId);
    },
    movePublications,
  ],
};
