import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { image } from '../../platform/media/test-files.js';
import { s3Env, startLocalS3, type LocalS3 } from '../../platform/storage/local-s3.js';
import { organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { blobKeysOf, counted, mediaCall, mediaInfo } from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let s3: LocalS3;
let t: TestApp;
let ada: LoggedIn;

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await createTestApp(s3Env(await s3.newBucket()));
  ada = await organizationWithMember(t, { name: 'Bucket Screens' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('media in an S3 bucket', () => {
  it('processes uploads, serves their files and thumbnails, and removes the objects on delete', async () => {
    const png = await uploadMedia(t, ada, 'bucket.png', await image('png', 320, 200));
    const pdfBytes = await readFile(
      path.join(import.meta.dirname, '../../platform/media/fixtures/two-pages.pdf'),
    );
    const pdf = await uploadMedia(t, ada, 'bucket.pdf', pdfBytes);

    const picture = await mediaInfo(t, ada, png.id);
    expect(picture).toMatchObject({ status: 'ready', width: 320, height: 200 });
    const thumbnail = await t.app.inject({ url: picture.thumbnailUrl ?? '' });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const file = await t.app.inject({ url: picture.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(picture.sizeBytes);

    const document = await mediaInfo(t, ada, pdf.id);
    expect(document).toMatchObject({ status: 'ready', pageCount: 2 });
    expect(document.pages).toHaveLength(2);
    const page = await t.app.inject({ url: document.pages[1] ?? '' });
    expect(page.statusCode).toBe(200);
    expect((await t.app.inject({ url: document.thumbnailUrl ?? '' })).statusCode).toBe(200);

    const keys = [...blobKeysOf(picture), ...blobKeysOf(document)];
    const stored = () => Promise.all(keys.map((key) => t.app.deps.storage.exists(key)));
    expect((await stored()).every(Boolean)).toBe(true);

    expect(await counted(mediaCall(t, ada, 'remove', { ids: [png.id, pdf.id] }))).toBe(2);
    expect((await stored()).some(Boolean)).toBe(false);
    expect((await t.app.inject({ url: picture.url })).statusCode).toBe(404);
  });
});
