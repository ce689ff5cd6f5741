import { registerOrganizationDataHandler } from '../organizations/organizations.lifecycle.usecases.js';
import { registerUserContentHandler } from '../users/users.manage.usecases.js';
import {
  deleteFolders,
  deleteItems,
  moveOrganizationMedia,
  myFoldersOf,
  myItemIdsOf,
  updateFolders,
  updateItems,
} from './media.repository.js';

/**
 * The library's part in deleting users (their My media goes to the owner or is deleted) and in
 * transferring an organization's data to its parent before it is deleted.
 */
export function registerMediaHandlers(): () => void {
  const dropUsers = registerUserContentHandler('media', {
    async transfer(tx, organizationId, fromUserIds, toUserId) {
      const folders = await myFoldersOf(tx.db, organizationId, fromUserIds);
      await updateFolders(
        tx.db,
        folders.map((folder) => folder.id),
        { ownerUserId: toUserId },
      );
      await updateItems(tx.db, await myItemIdsOf(tx.db, organizationId, fromUserIds), {
        creatorUserId: toUserId,
        updatedAt: tx.now(),
      });
    },
    async remove(tx, organizationId, userIds) {
      await deleteItems(tx.db, await myItemIdsOf(tx.db, organizationId, userIds));
      const folders = await myFoldersOf(tx.db, organizationId, userIds);
      await deleteFolders(
        tx.db,
        folders.map((folder) => folder.id),
      );
    },
  });
  const dropOrganization = registerOrganizationDataHandler('media', (tx, fromId, toId) =>
    moveOrganizationMedia(tx.db, fromId, toId),
  );
  return () => {
    dropUsers();
    dropOrganization();
  };
}
