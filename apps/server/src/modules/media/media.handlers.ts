import type { ModuleHooks } from '../../platform/hooks.js';
import { sweepBlobReleases } from './media.blobs.js';
import { deleteItems, itemIdsMadeBy, moveOrganizationMedia, updateItems } from './media.repository.js';

/**
 * The media library's part in deleting users (what they made goes to the owner or is deleted) and in
 * transferring an organization's data to its parent before it is deleted. Folders are the library's.
 */
export const mediaHooks: ModuleHooks = {
  userContent: [
    {
      async transfer(tx, organizationId, fromUserIds, toUserId) {
        // what they made, in My and in Shared, is the owner's now (so "unshare" returns it to the owner)
        await updateItems(tx.db, await itemIdsMadeBy(tx.db, organizationId, fromUserIds, ['my', 'shared']), {
          creatorUserId: toUserId,
          updatedAt: tx.now(),
        });
      },
      // "delete everything": what they made goes, in My and in Shared
      async remove(tx, organizationId, userIds) {
        await deleteItems(tx.db, await itemIdsMadeBy(tx.db, organizationId, userIds, ['my', 'shared']));
      },
      async afterCommit(deps) {
        await sweepBlobReleases(deps);
      },
    },
  ],
  organizationData: [
    async (tx, fromId, toId) => {
      await moveOrganizationMedia(tx.db, fromId, toId);
    },
  ],
};
