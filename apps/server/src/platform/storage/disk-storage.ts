import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkRange,
  contentTypeOf,
  hashBytes,
  isStorageKey,
  storageKey,
  unsatisfiableRange,
  type BlobStat,
  type BlobStorage,
  type ByteRange,
  type PutOptions,
  type PutResult,
  type StorageKey,
} from './blob-storage.js';

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/**
 * Blobs on disk under DATA_DIR/media (in folders named by the key's first two characters). A blob is
 * written to a file in the temporary folder (DATA_DIR/tmp, on the same file system), flushed, then
 * linked to its name: a failed write leaves nothing, and a reader never sees half a file. What a crash
 * leaves in the temporary folder is swept (temporary-files.ts).
 */
export class DiskStorage implements BlobStorage {
  constructor(
    readonly root: string,
    readonly temporaryRoot: string,
  ) {}

  pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  private temporaryPath(): string {
    return path.join(this.temporaryRoot, `blob-${randomUUID()}.tmp`);
  }

  async putFile(localPath: string, { extension }: PutOptions): Promise<PutResult> {
    await mkdir(this.temporaryRoot, { recursive: true });
    const temporary = this.temporaryPath();
    // the temporary file is created before the copy starts, so a failed read can never leave one
    // behind by creating it after the clean-up below
    const target = await open(temporary, 'wx');
    try {
      const hash = createHash('sha256');
      let size = 0;
      await pipeline(
        createReadStream(localPath),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        target.createWriteStream(),
      );
      const key = storageKey(hash.digest('hex'), extension);
      return { key, size, created: await this.commit(temporary, key) };
    } finally {
      await target.close().catch(() => undefined);
      await rm(temporary, { force: true });
    }
  }

  async putBytes(bytes: Buffer, { extension }: PutOptions): Promise<PutResult> {
    const key = storageKey(hashBytes(bytes), extension);
    const result = { key, size: bytes.length };
    if (await this.exists(key)) return { ...result, created: false };
    await mkdir(this.temporaryRoot, { recursive: true });
    const temporary = this.temporaryPath();
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      return { ...result, created: await this.commit(temporary, key) };
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /**
   * Gives a complete temporary file its key's name; answers false when the key was already stored.
   * A hard link never replaces a file, so of two puts of the same bytes only one is told it created it.
   * The caller removes the temporary file.
   */
  private async commit(temporary: string, key: StorageKey): Promise<boolean> {
    const handle = await open(temporary, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await link(temporary, file);
      return true;
    } catch (error) {
      if (errorCode(error) === 'EEXIST') return false;
      // a file system without hard links
      if (await this.exists(key)) return false;
      await rename(temporary, file);
      return true;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<BlobStat | null> {
    if (!isStorageKey(key)) return null;
    try {
      const found = await stat(this.pathOf(key));
      return found.isFile() ? { size: found.size, contentType: contentTypeOf(key) } : null;
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (range) checkRange(range);
    if (!isStorageKey(key)) return null;
    let handle;
    try {
      handle = await open(this.pathOf(key), 'r');
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return null;
      throw error;
    }
    if (!range) return handle.createReadStream();
    try {
      const { size } = await handle.stat();
      if (range.start >= size) throw unsatisfiableRange(range, size);
      return handle.createReadStream({ start: range.start, end: Math.min(range.end, size - 1) });
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async close(): Promise<void> {}
}
