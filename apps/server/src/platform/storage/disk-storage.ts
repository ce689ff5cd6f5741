import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Content types of the files Placard stores, by extension. */
export const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type StoredExtension = keyof typeof CONTENT_TYPES;

const KEY = /^[0-9a-f]{64}\.(png|jpg|webp|gif)$/;

export function isStorageKey(key: string): key is `${string}.${StoredExtension}` {
  return KEY.test(key);
}

/**
 * Blobs on disk under DATA_DIR/media, named by the SHA-256 of their bytes, so a URL never changes
 * meaning and can be cached forever. A write lands whole or not at all (temporary file, then rename).
 */
export class DiskStorage {
  constructor(readonly root: string) {}

  pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  /** Stores bytes; answers the key and whether this call created the file. */
  async put(bytes: Buffer, extension: StoredExtension): Promise<{ key: string; created: boolean }> {
    const key = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
    const file = this.pathOf(key);
    if (await this.exists(key)) return { key, created: false };
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { key, created: true };
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export const FILES_ROUTE = '/api/files';

export function fileUrl(key: string): string {
  return `${FILES_ROUTE}/${key}`;
}
