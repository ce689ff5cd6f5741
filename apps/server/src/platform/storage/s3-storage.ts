import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkRange,
  contentTypeOf,
  hashBytes,
  hashFile,
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

export type S3StorageOptions = {
  bucket: string;
  /** an S3-compatible service's address; AWS S3 when absent */
  endpoint?: string;
  region: string;
  /** both or neither; without them the SDK's usual sources (environment, instance role) are used */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` */
  forcePathStyle: boolean;
};

/** Multipart uploads send 8 MB parts, two at a time: an upload holds at most about 16 MB. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return undefined;
  const metadata = error.$metadata as { httpStatusCode?: number } | undefined;
  return metadata?.httpStatusCode;
}

/**
 * Blobs in an S3-compatible bucket, one object per key (the key is the object's name). A file is hashed
 * from disk first, so its key is known before anything is sent, then streamed up in parts; a failed
 * upload is aborted, which leaves no object.
 */
export class S3Storage implements BlobStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? {
            credentials: {
              accessKeyId: options.accessKeyId,
              secretAccessKey: options.secretAccessKey,
            },
          }
        : {}),
      // checksums only where S3 requires them: many S3-compatible services refuse the newer
      // checksum trailers the SDK would otherwise add
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // every video being served holds a connection to the bucket
      requestHandler: { httpAgent: { maxSockets: 256 }, httpsAgent: { maxSockets: 256 } },
    });
  }

  async putFile(localPath: string, { extension }: PutOptions): Promise<PutResult> {
    const { sha256, size } = await hashFile(localPath);
    const key = storageKey(sha256, extension);
    if (await this.exists(key)) return { key, size, created: false };
    const upload = new Upload({
      client: this.client,
      params: { ...this.objectParams(key), Body: createReadStream(localPath) },
      partSize: PART_SIZE,
      queueSize: PARTS_AT_ONCE,
      leavePartsOnError: false,
    });
    await upload.done();
    return { key, size, created: true };
  }

  async putBytes(bytes: Buffer, { extension }: PutOptions): Promise<PutResult> {
    const key = storageKey(hashBytes(bytes), extension);
    if (await this.exists(key)) return { key, size: bytes.length, created: false };
    await this.client.send(new PutObjectCommand({ ...this.objectParams(key), Body: bytes }));
    return { key, size: bytes.length, created: true };
  }

  private objectParams(key: StorageKey) {
    return {
      Bucket: this.bucket,
      Key: key,
      ContentType: contentTypeOf(key),
      CacheControl: CACHE_CONTROL,
    };
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async stat(key: string): Promise<BlobStat | null> {
    if (!isStorageKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: contentTypeOf(key) };
    } catch (error) {
      if (httpStatus(error) === 404) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (range) checkRange(range);
    if (!isStorageKey(key)) return null;
    let response;
    try {
      response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
    } catch (error) {
      const status = httpStatus(error);
      if (status === 404) return null;
      if (status === 416 && range) {
        const size = (await this.stat(key))?.size ?? 0;
        throw unsatisfiableRange(range, size);
      }
      throw error;
    }
    const body = response.Body;
    if (!(body instanceof Readable)) throw new Error(`the bucket answered ${key} without a body stream`);
    if (range) {
      // a store that ignores or misreads the range must not make us send other bytes than asked for
      const match = /^bytes (\d+)-(\d+)\/\d+$/.exec(response.ContentRange ?? '');
      if (!match || Number(match[1]) !== range.start || Number(match[2]) > range.end) {
        body.destroy();
        throw new Error(`the bucket answered range ${response.ContentRange} for ${range.start}-${range.end}`);
      }
    }
    return body;
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
