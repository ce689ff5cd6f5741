import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from './s3-storage.js';

/** s3rver's built-in account */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export type LocalS3 = {
  endpoint: string;
  /** creates an empty bucket and answers the settings that point S3Storage at it */
  newBucket: () => Promise<S3StorageOptions>;
  close: () => Promise<void>;
};

/** The environment that makes the app store media in a bucket of a local S3 server. */
export function s3Env(options: S3StorageOptions): Record<string, string> {
  return {
    S3_BUCKET: options.bucket,
    S3_REGION: options.region,
    S3_FORCE_PATH_STYLE: String(options.forcePathStyle),
    ...(options.endpoint ? { S3_ENDPOINT: options.endpoint } : {}),
    ...(options.accessKeyId ? { S3_ACCESS_KEY_ID: options.accessKeyId } : {}),
    ...(options.secretAccessKey ? { S3_SECRET_ACCESS_KEY: options.secretAccessKey } : {}),
  };
}

/**
 * Tests only: an S3-compatible server (s3rver) in this process, on a free loopback port, keeping its
 * objects in a temporary folder.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'placard-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    endpoint,
    newBucket: async () => {
      const bucket = `placard-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        bucket,
        endpoint,
        region: 'us-east-1',
        accessKeyId: ACCESS_KEY_ID,
        secretAccessKey: SECRET_ACCESS_KEY,
        forcePathStyle: true,
      };
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
