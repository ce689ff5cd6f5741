import { FOLDER_NAME_MAX_LENGTH } from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import type { Deps } from '../../platform/deps.js';
import type { ModuleHooks } from '../../platform/hooks.js';
import {
  deleteFolders,
  moveOrganizationFolders,
  myFoldersOf,
  sharedFolderIdsOf,
  topSharedFolders,
  updateFolders,
} from './library.folders.repository.js';
import { LIBRARIES, type LibraryFolderRow } from './library.table.js';

/** The name itself when free, else the name with the first free " (n)" (names compare ignoring case). */
export function freeFolderName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, FOLDER_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** Gives each top-level folder a name free among `taken` (numbering clashes), oldest first. */
async function numberClashes(
  tx: Deps,
  folders: readonly Pick<LibraryFolderRow, 'id' | 'name' | 'parentId'>[],
  taken: Set<string>,
): Promise<void> {
  const tops = folders.filter((folder) => folder.parentId === null).sort((a, b) => a.id - b.id);
  for (const folder of tops) {
    const name = freeFolderName(folder.name, taken);
    taken.add(name.toLowerCase());
    if (name !== folder.name) await updateFolders(tx.db, [folder.id], { name });
  }
}

/**
 * The folders' part in deleting users and in transferring an organization's data to its parent, for
 * every library (each library's own handler moves or deletes its items).
 */
export const libraryHooks: ModuleHooks = {
  userContent: [
    {
      async transfer(tx, organizationId, fromUserIds, toUserId) {
        await lockUntilCommit(tx.db, 'libraryFolders', organizationId);
        const theirs = await myFoldersOf(tx.db, organizationId, fromUserIds);
        const owners = await myFoldersOf(tx.db, organizationId, [toUserId]);
        // handed-over folders land beside the owner's own at the top of My, where sibling names are unique
        for (const library of LIBRARIES) {
          const taken = new Set(
            owners
              .filter((f) => f.library === library && f.parentId === null)
              .map((f) => f.name.toLowerCase()),
          );
          await numberClashes(
            tx,
            theirs.filter((folder) => folder.library === library),
            taken,
          );
        }
        await updateFolders(
          tx.db,
          theirs.map((folder) => folder.id),
          { ownerUserId: toUserId },
        );
        // what they shared is the owner's now (so "unshare" returns it to the owner)
        await updateFolders(tx.db, await sharedFolderIdsOf(tx.db, organizationId, fromUserIds), {
          ownerUserId: toUserId,
        });
      },
      // "delete everything": their My folders go; Shared folders stay for the others
      async remove(tx, organizationId, userIds) {
        const folders = await myFoldersOf(tx.db, organizationId, userIds);
        await deleteFolders(
          tx.db,
          folders.map((folder) => folder.id),
        );
      },
    },
  ],
  organizationData: [
    async (tx, fromId, toId) => {
      // the moving organization's Shared folders land beside the receiver's: clashing names get a number
      await lockUntilCommit(tx.db, 'libraryFolders', toId);
      for (const library of LIBRARIES) {
        const receivers = await topSharedFolders(tx.db, toId, library);
        const taken = new Set(receivers.map((folder) => folder.name.toLowerCase()));
        await numberClashes(tx, await topSharedFolders(tx.db, fromId, library), taken);
      }
      await moveOrganizationFolders(tx.db, fromId, toId);
    },
  ],
};
