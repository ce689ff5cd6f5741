import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
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
    storage: new DiskStorage(path.join(root, 'media'), path.join(root, 'tmp')),
    contents: () => filesUnder(root),
    close: () => rm(root, { recursive: true, force: true }),
  };
});

describe('DiskStorage', () => {
  let root: string;
  let storage: DiskStorage;
  beforeAll(async () => {
    root = await emptyFolder();
    storage = new DiskStorage(path.join(root, 'media'), path.join(root, 'tmp'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("keeps a blob in a folder named by its key's first two characters, and no temporary file", async () => {
    const { key } = await storage.putBytes(randomBytes(100), { extension: 'png' });
    expect(storage.pathOf(key)).toBe(path.join(root, 'media', key.slice(0, 2), key));
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

  it('writes a blob in the temporary folder until it is whole, never beside the blobs', async () => {
    // a source that gives its bytes only when told: the put waits half-way
    const source = path.join(root, 'source.fifo');
    execFileSync('mkfifo', [source]);
    const stored = await filesUnder(storage.root);
    const put = storage.putFile(source, { extension: 'mp4' });
    await expect
      .poll(() => readdir(storage.temporaryRoot), { timeout: 5000, interval: 20 })
      .toEqual([expect.stringMatching(/^blob-.+\.tmp$/)]);
    expect(await filesUnder(storage.root)).toEqual(stored);
    const bytes = randomBytes(1000);
    await writeFile(source, bytes);
    const { key } = await put;
    expect(await filesUnder(storage.root)).toEqual([...stored, key].sort());
    expect(await readdir(storage.temporaryRoot)).toEqual([]);
    await storage.remove(key);
  });

  it('refuses to name a path for a string that is not a key', () => {
    expect(() => storage.pathOf('../../etc/passwd')).toThrow();
  });
});
