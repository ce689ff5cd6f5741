import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { blobStorageContract } from './blob-storage.contract.js';
import { createBlobStorage } from './create-storage.js';
import { DiskStorage } from './disk-storage.js';
import { startLocalS3, type LocalS3 } from './local-s3.js';
import { S3Storage } from './s3-storage.js';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());

blobStorageContract('S3-compatible server on loopback', async () => {
  const options = await s3.newBucket();
  const storage = new S3Storage(options);
  return {
    storage,
    contents: async () => {
      // (s3rver cannot list unfinished multipart uploads)
      const objects = await storage.client.send(new ListObjectsV2Command({ Bucket: options.bucket }));
      return (objects.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    close: () => storage.close(),
  };
});

describe('S3Storage', () => {
  it('stores objects with their checked type and an immutable cache lifetime, for a CDN in front', async () => {
    const options = await s3.newBucket();
    const storage = new S3Storage(options);
    const { key } = await storage.putBytes(Buffer.from('%PDF-1.4'), { extension: 'pdf' });
    const head = await storage.client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
    expect(head.ContentType).toBe('application/pdf');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    await storage.close();
  });
});

describe('createBlobStorage', () => {
  it('uses DATA_DIR/media without a bucket, and the bucket when S3_BUCKET is set', async () => {
    const disk = await createBlobStorage(loadConfig({ DATA_DIR: '/srv/placard' }));
    expect(disk).toBeInstanceOf(DiskStorage);
    expect((disk as DiskStorage).root).toBe('/srv/placard/media');
    const bucket = await createBlobStorage(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
      }),
    );
    expect(bucket).toBeInstanceOf(S3Storage);
    expect((bucket as S3Storage).bucket).toBe('media');
    await bucket.close();
  });

  it('reads the S3 settings with working defaults', () => {
    const config = loadConfig({});
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.S3_REGION).toBe('us-east-1');
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    // an S3-compatible service's endpoint means path-style addresses unless told otherwise
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).S3_FORCE_PATH_STYLE).toBe(true);
    expect(
      loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE,
    ).toBe(false);
  });

  it('refuses half a key pair, and an endpoint that is not a URL', () => {
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'a' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
