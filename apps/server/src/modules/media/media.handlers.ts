import { FOLDER_NAME_MAX_LENGTH } from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import type { Deps } from '../../platform/deps.js';
import { sweepBlobReleases } from './media.blobs.js';
import { registerOrganizationDataHandler } from '../organizations/organizations.lifecycle.usecases.js';
import { registerUserContentHandler } from '../users/users.manage.usecases.js';
import {
  deleteFolders,
  deleteItems,
  moveOrganizationMedia,
  myFoldersOf,
  itemIdsMadeBy,
  sharedFolderIdsOf,
  topSharedFolders,
  updateFolders,
  updateItems,
} from './media.repository.js';

/** The name itself when free, else the name with the first free " (n)" (names compare ignoring case). */
function freeFolderName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, FOLDER_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * Folders handed to the owner land beside the owner's own at the top of My, where sibling names are
 * unique: a handed-over folder whose name is taken there gets a number. Call under the folders lock.
 */
async function renameClashingFolders(
  tx: Deps,
  organizationId: number,
  folders: readonly { id: number; name: string; parentId: number | null }[],
  toUserId: number,
): Promise<void> {
  const owners = await myFoldersOf(tx.db, organizationId, [toUserId]);
  const taken = new Set(owners.filter((f) => f.parentId === null).map((f) => f.name.toLowerCase()));
  const tops = folders.filter((folder) => folder.parentId === null).sort((a, b) => a.id - b.id);
  for (const folder of tops) {
    const name = freeFolderName(folder.name, taken);
    taken.add(name.toLowerCase());
    if (name !== folder.name) await updateFolders(tx.db, [folder.id], { name });
  }
}

/**
 * The library's part in deleting users (their My media goes to the owner or is deleted) and in
 * transferring an organization's data to its parent before it is deleted.
 */
export function registerMediaHandlers(): () => void {
  const dropUsers = registerUserContentHandler('media', {
    async transfer(tx, organizationId, fromUserIds, toUserId) {
      await lockUntilCommit(tx.db, 'mediaFolders', organizationId);
      const folders = await myFoldersOf(tx.db, organizationId, fromUserIds);
      await renameClashingFolders(tx, organizationId, folders, toUserId);
      await updateFolders(
        tx.db,
        folders.map((folder) => folder.id),
        { ownerUserId: toUserId },
      );
      // what they made, in My and in Shared, is the owner's now (so "unshare" returns it to the owner)
      await updateFolders(tx.db, await sharedFolderIdsOf(tx.db, organizationId, fromUserIds), {
        ownerUserId: toUserId,
      });
      await updateItems(tx.db, await itemIdsMadeBy(tx.db, organizationId, fromUserIds, ['my', 'shared']), {
        creatorUserId: toUserId,
        updatedAt: tx.now(),
      });
    },
    // "delete everything": what they made goes, in My and in Shared; Shared folders stay for the others
    async remove(tx, organizationId, userIds) {
      await deleteItems(tx.db, await itemIdsMadeBy(tx.db, organizationId, userIds, ['my', 'shared']));
      const folders = await myFoldersOf(tx.db, organizationId, userIds);
      await deleteFolders(
        tx.db,
        folders.map((folder) => folder.id),
      );
    },
    async afterCommit(deps) {
      await sweepBlobReleases(deps);
    },
  });
  const dropOrganization = registerOrganizationDataHandler('media', async (tx, fromId, toId) => {
    // the moving organization's Shared folders land beside the receiver's: clashing names get a number
    await lockUntilCommit(tx.db, 'mediaFolders', toId);
    const taken = new Set((await topSharedFolders(tx.db, toId)).map((folder) => folder.name.toLowerCase()));
    for (const folder of (await topSharedFolders(tx.db, fromId)).sort((a, b) => a.id - b.id)) {
      const name = freeFolderName(folder.name, taken);
      taken.add(name.toLowerCase());
      if (name !== folder.name) await updateFolders(tx.db, [folder.id], { name });
    }
    await moveOrganizationMedia(tx.db, fromId, toId);
  });
  return () => {
    dropUsers();
    dropOrganization();
  };
}
