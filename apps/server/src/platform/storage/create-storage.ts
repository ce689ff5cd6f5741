import path from 'node:path';
import type { Config } from '../../config.js';
import type { BlobStorage } from './blob-storage.js';
import { DiskStorage } from './disk-storage.js';
import { sweepTemporaryFiles, temporaryDirectory, TEMPORARY_FILE_MAX_AGE_MS } from './temporary-files.js';

/** Temporary files of earlier versions, which wrote them beside the blobs. */
const BLOB_FOLDER_TEMPORARY = /^\.[0-9a-f-]{36}\.tmp$/;

/**
 * Media blobs go to the S3 bucket when one is configured, else to DATA_DIR/media. The S3 client is
 * loaded only then: it costs every other start a fifth of a second and 20 MB.
 */
export async function createBlobStorage(config: Config): Promise<BlobStorage> {
  if (!config.S3_BUCKET) {
    const root = path.join(config.DATA_DIR, 'media');
    await sweepTemporaryFiles(root, TEMPORARY_FILE_MAX_AGE_MS, { only: BLOB_FOLDER_TEMPORARY });
    return new DiskStorage(root, temporaryDirectory(config.DATA_DIR));
  }
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
