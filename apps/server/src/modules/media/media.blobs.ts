import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { lockUntilCommit } from '../../platform/db/locks.js';
import type { Database } from '../../platform/db/client.js';
import {
  isStorageKey,
  type PutResult,
  type StorageKey,
  type StoredExtension,
} from '../../platform/storage/blob-storage.js';
import { isBlobUsedByTheme } from '../organizations/organizations.theme.usecases.js';
import {
  countBlobReferences,
  dequeueBlobRelease,
  queueBlobReleases,
  queuedBlobReleases,
} from './media.repository.js';

/**
 * Blobs are shared by content (stock copies, the same file uploaded twice). A row that refers to a blob
 * is written under the blob's lock, and a blob is removed under the same lock only when nothing refers
 * to it any more, so a removal and a new reference can never cross.
 */
export type LocalFile = { path: string; extension: StoredExtension };

async function isBlobUsedElsewhere(deps: Pick<Deps, 'db' | 'hooks'>, key: string): Promise<boolean> {
  if (await isBlobUsedByTheme(deps, key)) return true;
  for (const user of deps.hooks.blobUsers) if (await user(deps, key)) return true;
  return false;
}

/** Locks blobs for the rest of the transaction, in one order so two transactions cannot deadlock. */
export async function lockBlobs(db: Database, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await lockUntilCommit(db, 'mediaBlob', key);
}

/**
 * Stores local files as blobs (streaming), then runs `refer` in a transaction holding their locks; a blob
 * removed in between is stored again before `refer` writes the rows that point at it.
 */
export async function storeBlobs<T>(
  deps: Deps,
  files: readonly LocalFile[],
  refer: (tx: Deps, stored: { key: StorageKey; size: number }[]) => Promise<T>,
): Promise<T> {
  const stored: PutResult[] = [];
  for (const file of files) stored.push(await deps.storage.putFile(file.path, { extension: file.extension }));
  try {
    return await inTransaction(deps, async (tx) => {
      await lockBlobs(
        tx.db,
        stored.map((blob) => blob.key),
      );
      for (const [index, blob] of stored.entries()) {
        const file = files[index];
        if (file && !(await tx.storage.exists(blob.key))) {
          await tx.storage.putFile(file.path, { extension: file.extension });
        }
      }
      return await refer(
        tx,
        stored.map(({ key, size }) => ({ key, size })),
      );
    });
  } catch (error) {
    // nothing refers to what was just stored: it goes unless something else already used it
    await queueBlobReleases(
      deps.db,
      stored.map((blob) => blob.key),
    );
    await sweepBlobReleases(deps);
    throw error;
  }
}

/** Queues blobs another module stopped referring to (a device's thumbnail); the next sweep decides. */
export function releaseBlobs(db: Database, keys: readonly string[]): Promise<void> {
  return queueBlobReleases(db, keys);
}

/**
 * Removes the queued blobs nothing refers to any more. Runs after deletions commit, at start and now and
 * then; each key is decided under its lock, so a new reference made meanwhile keeps the blob.
 */
export async function sweepBlobReleases(deps: Deps, batch = 100): Promise<number> {
  let removed = 0;
  for (;;) {
    const keys = await queuedBlobReleases(deps.db, batch);
    let failed = false;
    for (const key of keys) {
      try {
        const gone = await inTransaction(deps, async (tx) => {
          await lockUntilCommit(tx.db, 'mediaBlob', key);
          await dequeueBlobRelease(tx.db, key);
          if ((await countBlobReferences(tx.db, key)) > 0) return false;
          if (await isBlobUsedElsewhere(tx, key)) return false;
          if (isStorageKey(key)) await tx.storage.remove(key);
          return true;
        });
        if (gone) removed += 1;
      } catch (error) {
        failed = true;
        deps.log.warn({ err: error, key }, 'could not remove a media blob');
      }
    }
    // a key that failed stays queued for the next sweep
    if (keys.length < batch || failed) return removed;
  }
}
