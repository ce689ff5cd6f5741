import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, isPathInsideDirectory } from '@tus/server';
import { AppError } from '../../platform/http/app-error.js';
import { isStorageFull } from '../../platform/storage/storage-full.js';

/**
 * Part files of unfinished uploads in one folder, as @tus/file-store keeps them, except that a chunk
 * refused for want of disk space says so (STORAGE_FULL) instead of being any failed write. The bytes
 * written before the disk filled stay in the part file: the upload resumes from there once space returns.
 */
export class UploadStore extends FileStore {
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const file = path.join(this.directory, id);
    if (!isPathInsideDirectory(this.directory, file)) throw ERRORS.FILE_NOT_FOUND;
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(readable, counter, createWriteStream(file, { flags: 'r+', start: offset }));
    } catch (error) {
      if (isStorageFull(error)) throw new AppError('STORAGE_FULL', { cause: error });
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + received;
  }
}
