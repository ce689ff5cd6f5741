import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ZMediaItem, type TMediaItem } from '@placard/contract';
import type { LoggedIn } from './factories.js';
import type { TestApp } from './test-app.js';

/** tus requests as tus-js-client sends them, for the integration tests. */
const TUS = { 'tus-resumable': '1.0.0' };

export type UploadOptions = {
  section?: 'my' | 'shared';
  folderId?: number;
  /** the declared Upload-Length (the real length unless a test lies about it) */
  length?: number;
  language?: string;
};

function metadataHeader(name: string, options: UploadOptions): string {
  const pairs: [string, string][] = [
    ['filename', name],
    ['filetype', 'application/octet-stream'],
    ['section', options.section ?? 'my'],
    ['folderId', options.folderId === undefined ? '' : String(options.folderId)],
  ];
  // an empty value is sent as the key alone
  return pairs
    .map(([key, value]) => (value ? `${key} ${Buffer.from(value).toString('base64')}` : key))
    .join(',');
}

/** Creates an upload (tus POST); answers the response, whose Location names the upload. */
export function createUpload(
  t: TestApp,
  session: LoggedIn,
  name: string,
  size: number,
  options: UploadOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/media/uploads',
    headers: {
      ...TUS,
      cookie: session.cookie,
      'accept-language': options.language ?? 'en',
      'upload-length': String(options.length ?? size),
      'upload-metadata': metadataHeader(name, options),
    },
  });
}

/** Sends bytes at an offset (tus PATCH). */
export function sendChunk(
  t: TestApp,
  session: LoggedIn,
  location: string,
  offset: number,
  bytes: Buffer,
  language = 'en',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...TUS,
      cookie: session.cookie,
      'accept-language': language,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

/** How many bytes of an upload arrived (tus HEAD). */
export function uploadOffset(
  t: TestApp,
  session: LoggedIn,
  location: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'HEAD', url: location, headers: { ...TUS, cookie: session.cookie } });
}

/** Uploads a whole file in one PATCH; answers the final response (the item on success, else the refusal). */
export async function uploadFile(
  t: TestApp,
  session: LoggedIn,
  name: string,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<LightMyRequestResponse> {
  const created = await createUpload(t, session, name, bytes.length, options);
  expect(created.statusCode, created.body).toBe(201);
  const location = String(created.headers.location);
  return sendChunk(t, session, location, 0, bytes, options.language);
}

/** Uploads a file that must be accepted, and waits until it is processed. */
export async function uploadMedia(
  t: TestApp,
  session: LoggedIn,
  name: string,
  bytes: Buffer,
  options: UploadOptions = {},
): Promise<TMediaItem> {
  const response = await uploadFile(t, session, name, bytes, options);
  expect(response.statusCode, response.body).toBe(200);
  const item = ZMediaItem.parse(response.json());
  await t.app.jobs.idle();
  return item;
}
