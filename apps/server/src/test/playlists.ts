import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  ZCreatedId,
  ZDuplicatedSlide,
  ZPlaylist,
  ZPlaylistFolder,
  ZPlaylistSearch,
  ZPlaylistSummary,
  ZSlide,
  ZSlidesChanged,
  type TPlaylist,
  type TPlaylistCreateRequest,
  type TPlaylistFolder,
  type TPlaylistSearch,
  type TPlaylistSearchRequest,
  type TPlaylistSummary,
  type TSlide,
  type TSlidesChanged,
} from '@placard/contract';
import type { LoggedIn } from './factories.js';
import { post, type TestApp } from './test-app.js';

/** Calls /api/playlist/{call} as a session. */
export function playlistCall(
  t: TestApp,
  session: LoggedIn,
  call: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return post(t.app, `/api/playlist/${call}`, body, { cookie: session.cookie, ...headers });
}

/** Calls /api/template/{call} as a session. */
export function templateCall(
  t: TestApp,
  session: LoggedIn,
  call: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return post(t.app, `/api/template/${call}`, body, { cookie: session.cookie });
}

function accepted(response: LightMyRequestResponse): unknown {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A call answering a whole playlist that must succeed. */
export async function playlistOf(response: Promise<LightMyRequestResponse>): Promise<TPlaylist> {
  return ZPlaylist.parse(accepted(await response));
}

/** A call answering a playlist without its slides that must succeed. */
export async function summaryOf(response: Promise<LightMyRequestResponse>): Promise<TPlaylistSummary> {
  return ZPlaylistSummary.parse(accepted(await response));
}

/** A call answering one slide that must succeed. */
export async function slideOf(response: Promise<LightMyRequestResponse>): Promise<TSlide> {
  return ZSlide.parse(accepted(await response));
}

/** A change of the slide list that must succeed: the playlist as it is now and the slide to select. */
export async function slidesChangedOf(response: Promise<LightMyRequestResponse>): Promise<TSlidesChanged> {
  return ZSlidesChanged.parse(accepted(await response));
}

export async function duplicatedOf(response: Promise<LightMyRequestResponse>) {
  return ZDuplicatedSlide.parse(accepted(await response));
}

/** A listing (search, My, Shared, Stock) that must open. */
export async function searchOf(response: Promise<LightMyRequestResponse>): Promise<TPlaylistSearch> {
  return ZPlaylistSearch.parse(accepted(await response));
}

/** A playlist made through the API, with its one empty slide; answers its id. */
export async function newPlaylist(
  t: TestApp,
  session: LoggedIn,
  name: string,
  request: Omit<TPlaylistCreateRequest, 'name' | 'aspectType'> & {
    aspectType?: TPlaylistCreateRequest['aspectType'];
  } = {},
): Promise<number> {
  const body = { name, aspectType: '16:9', ...request };
  return ZCreatedId.parse(accepted(await playlistCall(t, session, 'create', body))).id;
}

export function playlistInfo(t: TestApp, session: LoggedIn, playlistId: number): Promise<TPlaylist> {
  return playlistOf(playlistCall(t, session, 'info', { playlistId }));
}

/** The ids of a playlist's slides, in order. */
export async function slideIds(t: TestApp, session: LoggedIn, playlistId: number): Promise<number[]> {
  return (await playlistInfo(t, session, playlistId)).slides.map((slide) => slide.id);
}

/** A playlist of `count` slides (the first from create, the others added at the end); answers the playlist. */
export async function playlistWithSlides(
  t: TestApp,
  session: LoggedIn,
  name: string,
  count: number,
  request: Parameters<typeof newPlaylist>[3] = {},
): Promise<TPlaylist> {
  const playlistId = await newPlaylist(t, session, name, request);
  for (let i = 1; i < count; i++) {
    await slidesChangedOf(playlistCall(t, session, 'slide/create', { playlistId }));
  }
  return playlistInfo(t, session, playlistId);
}

/** Saves a slide's whole document (what the editor does); answers the response. */
export function saveSlide(
  t: TestApp,
  session: LoggedIn,
  playlistId: number,
  slideNumber: number,
  slideData: object,
): Promise<LightMyRequestResponse> {
  return playlistCall(t, session, 'updateSlide', { playlistId, slideNumber, slideData });
}

/** The names a listing shows, in its order. */
export function namesOf(list: { results: { name: string }[] }): string[] {
  return list.results.map((entry) => entry.name);
}

export async function newPlaylistFolder(
  t: TestApp,
  session: LoggedIn,
  name: string,
  place: { section?: 'my' | 'shared'; parentFolderId?: number | null } = {},
): Promise<TPlaylistFolder> {
  return ZPlaylistFolder.parse(accepted(await playlistCall(t, session, 'folder/create', { name, ...place })));
}

/** A playlist listing of a section: one folder, or a search across it. */
export function searchPlaylists(
  t: TestApp,
  session: LoggedIn,
  request: TPlaylistSearchRequest,
): Promise<TPlaylistSearch> {
  return searchOf(playlistCall(t, session, 'search', request));
}

/** Ids of the playlists (or templates) of a whole section the session sees, folders included. */
export async function sectionPlaylistIds(
  t: TestApp,
  session: LoggedIn,
  section: 'my' | 'shared' | 'stock',
  type: 'playlist' | 'template' = 'playlist',
): Promise<number[]> {
  const [call, body] =
    type === 'template'
      ? (['template/list', { section, limit: 200 }] as const)
      : section === 'stock'
        ? (['playlist/listStockPlaylist', {}] as const)
        : ([
            section === 'my' ? 'playlist/listMyPlaylists' : 'playlist/listOrgPlaylists',
            { ignoreFolderLevels: true, includeFolders: false },
          ] as const);
  const response = await post(t.app, `/api/${call}`, body, { cookie: session.cookie });
  const listed = accepted(response) as { results: { id: number }[] };
  return listed.results.map((entry) => entry.id).sort((a, b) => a - b);
}

/** A call answering `{count}` that must succeed; answers the count. */
export async function countOf(response: Promise<LightMyRequestResponse>): Promise<number> {
  const body = accepted(await response) as { count: number };
  return body.count;
}

/** An element as a request carries it (plain JSON, so a test may also send what the schema refuses). */
export type ElementBody = Record<string, unknown>;

const box = { x: 0, y: 0, width: 1, height: 1 };

/** A rectangle element (its aabb is the server's to compute, so any is sent). */
export function shapeElement(elid: string, overrides: ElementBody = {}): ElementBody {
  return {
    elid,
    eltype: 'shape',
    transform: { translation: { x: 100, y: 50 }, rotation: 0, scale: { x: 1, y: 1 } },
    width: 200,
    height: 100,
    aabb: box,
    contents: { shape: 'rectangle', fill: '#336699' },
    ...overrides,
  };
}

/** An image element showing a media library item, with whatever address the browser believes it has. */
export function imageElement(elid: string, mediaId: number | null, url = ''): ElementBody {
  return {
    elid,
    eltype: 'image',
    transform: { translation: { x: 0, y: 0 }, rotation: 0, scale: { x: 1, y: 1 } },
    width: 400,
    height: 300,
    aabb: box,
    contents: { mediaId, url },
  };
}

export function videoElement(elid: string, mediaId: number, url = ''): ElementBody {
  return { ...imageElement(elid, mediaId, url), eltype: 'video' };
}

/** A multipart body as the editor sends a thumbnail: the fields, then the file part 'thumbnail'. */
export function thumbnailUpload(
  fields: Record<string, string | number>,
  bytes: Buffer,
  options: { type?: string; fileField?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----placard${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const filePart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.fileField ?? 'thumbnail'}"; ` +
        `filename="slide.png"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...fieldParts, filePart, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads a slide's thumbnail as the editor does; answers the response. */
export function uploadThumbnail(
  t: TestApp,
  session: LoggedIn,
  playlistId: number,
  slideNumber: number,
  bytes: Buffer,
  options: Parameters<typeof thumbnailUpload>[2] = {},
): Promise<LightMyRequestResponse> {
  const { payload, headers } = thumbnailUpload({ playlistId, slideNumber }, bytes, options);
  return t.app.inject({
    method: 'POST',
    url: '/api/playlist/updateSlideThumbnail',
    headers: { ...headers, cookie: session.cookie },
    payload,
  });
}
