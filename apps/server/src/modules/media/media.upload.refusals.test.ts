import { rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZMediaItem } from '@placard/contract';
import { image } from '../../platform/media/test-files.js';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createUpload, sendChunk, uploadOffset } from '../../test/media-uploads.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let alice: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  alice = await organizationWithMember(t);
}, 60_000);
afterAll(() => t?.close());

const metadata = `filename ${Buffer.from('photo.png').toString('base64')},section ${Buffer.from('my').toString('base64')}`;

function tusPost(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/media/uploads',
    headers: { cookie: alice.cookie, 'upload-metadata': metadata, ...headers },
  });
}

async function newUpload(size: number): Promise<string> {
  const created = await createUpload(t, alice, 'photo.png', size);
  expect(created.statusCode, created.body).toBe(201);
  return String(created.headers.location);
}

describe('refusals of the upload protocol, in the one error shape', () => {
  it('answers a request without Tus-Resumable with 412', async () => {
    expectError(await tusPost({ 'upload-length': '10' }), 412, 'BAD_REQUEST');
  });

  it('answers a malformed Upload-Length or Upload-Offset with 400', async () => {
    expectError(await tusPost({ 'tus-resumable': '1.0.0', 'upload-length': 'ten' }), 400, 'BAD_REQUEST');
    const location = await newUpload(10);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        cookie: alice.cookie,
        'tus-resumable': '1.0.0',
        'upload-offset': '-1',
        'content-type': 'application/offset+octet-stream',
      },
      payload: Buffer.alloc(10),
    });
    expectError(patch, 400, 'BAD_REQUEST');
  });

  it('answers a chunk without its content type with 415, and one without its offset with 400', async () => {
    const location = await newUpload(10);
    const patch = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: location,
        headers: { cookie: alice.cookie, 'tus-resumable': '1.0.0', ...headers },
      });
    expectError(await patch({ 'upload-offset': '0' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await patch({ 'content-type': 'application/offset+octet-stream' }), 400, 'BAD_REQUEST');
  });

  it('answers a parallel (concatenated) upload with 501, saying it is not supported', async () => {
    const response = await tusPost({
      'tus-resumable': '1.0.0',
      'upload-length': '10',
      'upload-concat': 'partial',
    });
    expect(expectError(response, 501, 'UPLOAD_NOT_SUPPORTED').message).toMatch(/not supported/);
  });

  it('refuses more bytes than the upload declared, naming the declared length', async () => {
    const location = await newUpload(1000);
    const english = expectError(
      await sendChunk(t, alice, location, 0, Buffer.alloc(5 * 1024 * 1024)),
      413,
      'UPLOAD_LONGER_THAN_DECLARED',
    );
    expect(english.message).toBe('The file is larger than the 1000 bytes its upload declared.');
    const french = await sendChunk(t, alice, location, 0, Buffer.alloc(1001), 'fr');
    expect(expectError(french, 413, 'UPLOAD_LONGER_THAN_DECLARED').message).toContain('1000 octets');
    // the upload is untouched: nothing of the refused chunks was kept
    expect((await uploadOffset(t, alice, location)).headers['upload-offset']).toBe('0');
  });
});

describe('a full disk while an upload arrives', () => {
  it('answers 507 in the caller’s language, keeps the server up, and the upload resumes once space returns', async () => {
    const png = await image('png', 64, 48);
    const location = await newUpload(png.length);
    // the upload's part file is on a device that is always full: every write fails with ENOSPC
    const part = path.join(t.config.DATA_DIR, 'uploads', location.split('/').at(-1) ?? '');
    await rm(part);
    await symlink('/dev/full', part);

    const full = await sendChunk(t, alice, location, 0, png, 'es');
    expect(expectError(full, 507, 'STORAGE_FULL').message).toMatch(/almacenamiento está lleno/);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    // space returns
    await rm(part);
    await writeFile(part, '');
    const done = await sendChunk(t, alice, location, 0, png);
    expect(done.statusCode, done.body).toBe(200);
    expect(ZMediaItem.parse(done.json())).toMatchObject({ name: 'photo.png', sizeBytes: png.length });
    await t.app.jobs.idle();
  });
});
