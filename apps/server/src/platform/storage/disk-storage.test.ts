import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStorageContract } from './blob-storage.contract.js';
import { DiskStorage } from './disk-storage.js';

async function emptyFolder() {
  return mkdtemp(path.join(os.tmpdir(), 'placard-media-'));
}

/** Every file under a folder, temporary files included. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

blobStorageContract('disk', async () => {
  const root = await emptyFolder();
  return {
    storage: new DiskStorage(path.join(root, 'media')),
    contents: () => filesUnder(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('DiskStorage', () => {
  let root: string;
  let storage: DiskStorage;
  beforeAll(async () => {
    root = await emptyFolder();
    storage = new DiskStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("keeps a blob in a folder named by its key's first two characters, and no temporary file", async () => {
    const { key } = await storage.putBytes(randomBytes(100), { extension: 'png' });
    expect(storage.pathOf(key)).toBe(path.join(root, key.slice(0, 2), key));
    expect((await stat(storage.pathOf(key))).size).toBe(100);
    expect(await filesUnder(root)).toEqual([key]);
  });

  it('tells exactly one of several concurrent puts of the same bytes that it created the blob', async () => {
    const bytes = randomBytes(50_000);
    const puts = await Promise.all(
      Array.from({ length: 5 }, () => storage.putBytes(bytes, { extension: 'webp' })),
    );
    expect(puts.filter((put) => put.created)).toHaveLength(1);
  });

  it('refuses to name a path for a string that is not a key', () => {
    expect(() => storage.pathOf('../../etc/passwd')).toThrow();
  });
});
