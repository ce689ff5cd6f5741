import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open as openFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorageKey, type BlobStorage } from './blob-storage.js';

export type StorageUnderTest = {
  storage: BlobStorage;
  /** the names of everything the store holds (leftovers included), to check a failed put leaves nothing */
  contents: () => Promise<string[]>;
  close: () => Promise<void>;
};

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

const MB = 1024 * 1024;

/**
 * What every BlobStorage does, as tests: run it against each implementation with a function that
 * opens an empty store.
 */
export function blobStorageContract(name: string, open: () => Promise<StorageUnderTest>) {
  describe(`BlobStorage contract: ${name}`, () => {
    let subject: StorageUnderTest;
    let storage: BlobStorage;
    let folder: string;
    /** a 20 MB file on disk, larger than a multipart upload's part */
    const big = { file: '', sha256: '', size: 20 * MB };

    beforeAll(async () => {
      subject = await open();
      storage = subject.storage;
      folder = await mkdtemp(path.join(os.tmpdir(), 'placard-blobs-'));
      big.file = path.join(folder, 'big.mp4');
      const hash = createHash('sha256');
      for (let written = 0; written < big.size; written += MB) {
        const chunk = randomBytes(MB);
        hash.update(chunk);
        await writeFile(big.file, chunk, { flag: 'a' });
      }
      big.sha256 = hash.digest('hex');
    });
    afterAll(async () => {
      await subject.close();
      await rm(folder, { recursive: true, force: true });
    });

    async function localFile(bytes: Buffer, name = `${randomBytes(4).toString('hex')}.bin`) {
      const file = path.join(folder, name);
      await writeFile(file, bytes);
      return file;
    }

    it('streams a large file in and out whole, named by the SHA-256 of its bytes', async () => {
      const put = await storage.putFile(big.file, { extension: 'mp4' });
      expect(put).toEqual({ key: `${big.sha256}.mp4`, size: big.size, created: true });
      expect(isStorageKey(put.key)).toBe(true);
      expect(await storage.exists(put.key)).toBe(true);
      expect(await storage.stat(put.key)).toEqual({ size: big.size, contentType: 'video/mp4' });
      const stream = await storage.read(put.key);
      expect(stream).not.toBeNull();
      expect(await sha256Of(stream as Readable)).toEqual({ sha256: big.sha256, size: big.size });
      // the local file is left where it was
      expect((await stat(big.file)).size).toBe(big.size);
    });

    it('stores the same bytes once: a second put answers the same key and created false', async () => {
      const bytes = randomBytes(3000);
      const file = await localFile(bytes);
      const first = await storage.putFile(file, { extension: 'png' });
      expect(first.created).toBe(true);
      const second = await storage.putFile(await localFile(bytes), { extension: 'png' });
      expect(second).toEqual({ ...first, created: false });
      expect(await storage.putBytes(bytes, { extension: 'png' })).toEqual({ ...first, created: false });
      const again = await storage.putFile(big.file, { extension: 'mp4' });
      expect(again).toEqual({ key: `${big.sha256}.mp4`, size: big.size, created: false });
    });

    it('stores bytes from memory and reads them back with their checked type', async () => {
      const bytes = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
      const put = await storage.putBytes(bytes, { extension: 'svg' });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      expect(put).toEqual({ key: `${sha256}.svg`, size: bytes.length, created: true });
      expect(await storage.putBytes(bytes, { extension: 'svg' })).toEqual({ ...put, created: false });
      expect(await storage.stat(put.key)).toEqual({ size: bytes.length, contentType: 'image/svg+xml' });
      expect(await bytesOf((await storage.read(put.key)) as Readable)).toEqual(bytes);
      // the same bytes as another type are another blob
      const asPdf = await storage.putBytes(bytes, { extension: 'pdf' });
      expect(asPdf).toEqual({ key: `${sha256}.pdf`, size: bytes.length, created: true });
      expect((await storage.stat(asPdf.key))?.contentType).toBe('application/pdf');
    });

    it('stores an empty file', async () => {
      const put = await storage.putBytes(Buffer.alloc(0), { extension: 'webm' });
      expect(put.size).toBe(0);
      expect(await storage.stat(put.key)).toEqual({ size: 0, contentType: 'video/webm' });
      expect((await bytesOf((await storage.read(put.key)) as Readable)).length).toBe(0);
    });

    describe('byte ranges', () => {
      const bytes = randomBytes(100_000);
      let key = '';
      const range = async (start: number, end: number) =>
        bytesOf((await storage.read(key, { start, end })) as Readable);
      beforeAll(async () => {
        key = (await storage.putBytes(bytes, { extension: 'webm' })).key;
      });

      it('reads the first bytes, a middle part, one byte and the last bytes', async () => {
        expect(await range(0, 99)).toEqual(bytes.subarray(0, 100));
        expect(await range(40_000, 59_999)).toEqual(bytes.subarray(40_000, 60_000));
        expect(await range(777, 777)).toEqual(bytes.subarray(777, 778));
        expect(await range(99_900, 99_999)).toEqual(bytes.subarray(99_900));
      });

      it('cuts a range that runs past the end to the last byte', async () => {
        expect(await range(99_990, 1_000_000)).toEqual(bytes.subarray(99_990));
      });

      it('refuses a range that starts after the last byte, and a malformed one', async () => {
        await expect(storage.read(key, { start: 100_000, end: 100_010 })).rejects.toBeInstanceOf(RangeError);
        await expect(storage.read(key, { start: 10, end: 5 })).rejects.toBeInstanceOf(RangeError);
        await expect(storage.read(key, { start: -1, end: 5 })).rejects.toBeInstanceOf(RangeError);
      });

      it('reads a range of a large file across the parts it was uploaded in', async () => {
        const whole = `${big.sha256}.mp4`;
        await storage.putFile(big.file, { extension: 'mp4' });
        const start = 8 * MB - 1000;
        const part = await bytesOf((await storage.read(whole, { start, end: start + 1999 })) as Readable);
        expect(part.length).toBe(2000);
        const expected = Buffer.alloc(2000);
        const handle = await openFile(big.file, 'r');
        await handle.read(expected, 0, 2000, start);
        await handle.close();
        expect(part).toEqual(expected);
      });
    });

    it('knows nothing of a key that is not stored, nor of a string that is not a key', async () => {
      for (const key of [
        `${'0'.repeat(64)}.png`,
        `${'a'.repeat(64)}.mp4`,
        'logo.png',
        '../../etc/passwd',
        `${'0'.repeat(64)}.html`,
        '',
      ]) {
        expect(await storage.exists(key), key).toBe(false);
        expect(await storage.stat(key), key).toBeNull();
        expect(await storage.read(key), key).toBeNull();
        expect(await storage.read(key, { start: 0, end: 10 }), key).toBeNull();
      }
    });

    it('removes a blob; removing it again does nothing; a string that is not a key is refused', async () => {
      const put = await storage.putBytes(randomBytes(500), { extension: 'gif' });
      await storage.remove(put.key);
      expect(await storage.exists(put.key)).toBe(false);
      expect(await storage.stat(put.key)).toBeNull();
      expect(await storage.read(put.key)).toBeNull();
      await storage.remove(put.key);
      await expect(storage.remove('../../etc/passwd')).rejects.toThrow();
    });

    it('leaves nothing behind when a put fails', async () => {
      const before = await subject.contents();
      const directory = path.join(folder, 'a-folder');
      await mkdir(directory);
      // many times over: a temporary file created late, after the clean-up, would show up here
      for (let attempt = 0; attempt < 20; attempt += 1) {
        await expect(
          storage.putFile(path.join(folder, 'missing.mp4'), { extension: 'mp4' }),
        ).rejects.toThrow();
        await expect(storage.putFile(directory, { extension: 'mp4' })).rejects.toThrow();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await subject.contents()).toEqual(before);
    });

    it('stores concurrent puts of the same bytes as one blob', async () => {
      const bytes = randomBytes(200_000);
      const file = await localFile(bytes);
      const puts = await Promise.all([
        storage.putFile(file, { extension: 'jpg' }),
        storage.putFile(file, { extension: 'jpg' }),
        storage.putBytes(bytes, { extension: 'jpg' }),
      ]);
      expect(new Set(puts.map((put) => put.key)).size).toBe(1);
      expect(puts.some((put) => put.created)).toBe(true);
      expect(await bytesOf((await storage.read(puts[0]?.key ?? '')) as Readable)).toEqual(bytes);
      const contents = await subject.contents();
      expect(contents.filter((name) => name === puts[0]?.key)).toHaveLength(1);
    });
  });
}
