import { access } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  ZMediaCount,
  ZMediaFolder,
  ZMediaInfo,
  ZMediaItem,
  ZMediaList,
  type TFolderCreateRequest,
  type TMediaFolder,
  type TMediaInfo,
  type TMediaItem,
  type TMediaList,
  type TMediaListRequest,
} from '@placard/contract';
import { image } from '../platform/media/test-files.js';
import type { LoggedIn } from './factories.js';
import { post, type TestApp } from './test-app.js';

/** Calls /api/media/{call} as a session. */
export function mediaCall(
  t: TestApp,
  session: LoggedIn,
  call: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return post(t.app, `/api/media/${call}`, body, { cookie: session.cookie });
}

function accepted(response: LightMyRequestResponse): unknown {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A page of the library that must open. */
export async function listMedia(
  t: TestApp,
  session: LoggedIn,
  request: TMediaListRequest,
): Promise<TMediaList> {
  return ZMediaList.parse(accepted(await mediaCall(t, session, 'list', request)));
}

/** The names of the items a page lists, in its order. */
export async function listedNames(
  t: TestApp,
  session: LoggedIn,
  request: TMediaListRequest,
): Promise<string[]> {
  return (await listMedia(t, session, request)).results.map((item) => item.name);
}

/** Ids of the items of a whole section (a search that matches every name). */
export async function sectionIds(
  t: TestApp,
  session: LoggedIn,
  section: TMediaListRequest['section'],
): Promise<number[]> {
  const list = await listMedia(t, session, { section, searchTerm: '.', limit: 200 });
  return list.results.map((item) => item.id).sort((a, b) => a - b);
}

export async function newFolder(
  t: TestApp,
  session: LoggedIn,
  name: string,
  place: Omit<TFolderCreateRequest, 'name'> = {},
): Promise<TMediaFolder> {
  return ZMediaFolder.parse(accepted(await mediaCall(t, session, 'folder/create', { name, ...place })));
}

export async function mediaInfo(t: TestApp, session: LoggedIn, id: number): Promise<TMediaInfo> {
  return ZMediaInfo.parse(accepted(await mediaCall(t, session, 'info', { id })));
}

/** A call answering `{count}` that must succeed; answers the count. */
export async function counted(response: Promise<LightMyRequestResponse>): Promise<number> {
  return ZMediaCount.parse(accepted(await response)).count;
}

/** A call answering an item that must succeed. */
export async function itemOf(response: Promise<LightMyRequestResponse>): Promise<TMediaItem> {
  return ZMediaItem.parse(accepted(await response));
}

let side = 10;
/** A PNG no other call made (a new size each time), so its blob is its own. */
export function distinctPng(): Promise<Buffer> {
  side += 1;
  return image('png', side, 7);
}

/** The storage keys of an item: its file, thumbnail and pages. */
export function blobKeysOf(item: TMediaItem): string[] {
  return [item.url, ...(item.thumbnailUrl ? [item.thumbnailUrl] : []), ...item.pages].map((url) =>
    url.slice(url.lastIndexOf('/') + 1),
  );
}

/** Whether a blob is a file under DATA_DIR/media (the disk store keeps it in a folder named by its first two characters). */
export async function onDisk(t: TestApp, key: string): Promise<boolean> {
  return access(path.join(t.config.DATA_DIR, 'media', key.slice(0, 2), key)).then(
    () => true,
    () => false,
  );
}
