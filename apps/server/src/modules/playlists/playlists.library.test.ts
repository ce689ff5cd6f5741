import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPlaylistList } from '@placard/contract';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import {
  namesOf,
  newPlaylist,
  newPlaylistFolder,
  playlistCall,
  playlistInfo,
  searchOf,
  searchPlaylists,
  sectionPlaylistIds,
  summaryOf,
  templateCall,
} from '../../test/playlists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

const create = (session: LoggedIn, body: object, headers: Record<string, string> = {}) =>
  playlistCall(t, session, 'create', { aspectType: '16:9', ...body }, headers);

// The rules of playlists in the library are tested on the use cases (playlists.library.usecases.test.ts);
// these are the calls: what they validate, in which language, and how they answer.
describe('creating a playlist', () => {
  let ada: LoggedIn;
  beforeAll(async () => {
    ada = await organizationWithMember(t, { name: 'Creating Screens' });
  });

  it('makes a playlist named without surrounding spaces', async () => {
    const id = await newPlaylist(t, ada, '  Lobby loop  ');
    expect(await playlistInfo(t, ada, id)).toMatchObject({ id, name: 'Lobby loop', slideCount: 1 });
  });

  it('requires a name', async () => {
    for (const body of [{ name: '' }, { name: '   ' }, {}]) {
      expect(expectError(await create(ada, body), 400, 'VALIDATION_FAILED').fields).toEqual({
        name: 'This field is required.',
      });
    }
  });

  it('refuses a name over 100 characters, in the language of the request', async () => {
    const long = { name: 'n'.repeat(101) };
    expect(expectError(await create(ada, long), 400, 'VALIDATION_FAILED').fields).toEqual({
      name: 'Please use max 100 characters.',
    });
    const spanish = await create(ada, long, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(expectError(spanish, 400, 'VALIDATION_FAILED').fields).toEqual({
      name: 'Usa como máximo 100 caracteres.',
    });
    const swedish = await create(ada, long, { 'accept-language': 'sv' });
    expect(expectError(swedish, 400, 'VALIDATION_FAILED').fields).toEqual({
      name: 'Använd högst 100 tecken.',
    });
    expect((await create(ada, { name: 'n'.repeat(100) })).statusCode).toBe(200);
  });

  it('answers a name taken in the place on the name field', async () => {
    await newPlaylist(t, ada, 'Menu board');
    const error = expectError(await create(ada, { name: 'MENU BOARD' }), 409, 'NAME_TAKEN');
    expect(error.fields).toEqual({ name: 'This name is already in use here. Please choose another.' });
  });

  it('takes a custom aspect ratio with its sides, and refuses others it does not know', async () => {
    const wide = await newPlaylist(t, ada, 'Stretched', { aspectType: 'custom', width: 32, height: 9 });
    expect((await playlistInfo(t, ada, wide)).aspect).toEqual({ type: 'custom', width: 32, height: 9 });
    for (const body of [
      { name: 'Bad', aspectType: '21:9' },
      { name: 'Bad', aspectType: 'custom', width: 101, height: 1 },
      { name: 'Bad', aspectType: 'custom', width: 0, height: 1 },
    ]) {
      expectError(await create(ada, body), 400, 'VALIDATION_FAILED');
    }
    expectError(await playlistCall(t, ada, 'create', { name: 'No aspect' }), 400, 'VALIDATION_FAILED');
    expectError(await create(ada, { name: 'Nowhere', parentFolderId: 2_000_000 }), 404, 'NOT_FOUND');
  });
});

describe('renaming', () => {
  it('renames, trimming the name, and answers refusals in the error shape', async () => {
    const ada = await organizationWithMember(t, { name: 'Renaming Screens' });
    const first = await newPlaylist(t, ada, 'First');
    await newPlaylist(t, ada, 'Second');
    const rename = (playlistId: number, name: string) => playlistCall(t, ada, 'rename', { playlistId, name });

    expect(await summaryOf(rename(first, '  Opening  '))).toMatchObject({ id: first, name: 'Opening' });
    expectError(await rename(first, 'second'), 409, 'NAME_TAKEN');
    expectError(await rename(first, ''), 400, 'VALIDATION_FAILED');
    expectError(await rename(first, 'x'.repeat(101)), 400, 'VALIDATION_FAILED');
    expectError(await rename(2_000_000, 'Ghost'), 404, 'NOT_FOUND');
  });
});

describe('finding playlists', () => {
  let ada: LoggedIn;
  let folder: number;
  let inFolder: number;
  beforeAll(async () => {
    ada = await organizationWithMember(t, { name: 'Searching Screens' });
    await newPlaylist(t, ada, 'Alpha');
    folder = (await newPlaylistFolder(t, ada, 'Events')).id;
    inFolder = await newPlaylist(t, ada, 'Summer fair', { parentFolderId: folder });
    await newPlaylist(t, ada, 'Shared alpha', { section: 'shared' });
  });

  it('searches and pages, validating the request', async () => {
    expect(namesOf(await searchPlaylists(t, ada, { searchTerm: 'alpha' }))).toEqual(['Alpha']);
    expect(await searchPlaylists(t, ada, { limit: 1, offset: 1 })).toMatchObject({
      totalCount: 1,
      results: [],
    });
    for (const body of [{ limit: 0 }, { limit: 201 }, { offset: -1 }, { type: 'folder' }]) {
      expectError(await playlistCall(t, ada, 'search', body), 400, 'VALIDATION_FAILED');
    }
    expectError(
      await playlistCall(t, ada, 'search', { section: 'shared', parentFolderId: folder }),
      404,
      'NOT_FOUND',
    );
  });

  it('lists My, Shared and Stock, and every playlist for assignment', async () => {
    const my = await searchOf(playlistCall(t, ada, 'listMyPlaylists', { ignoreFolderLevels: true }));
    expect(namesOf(my).sort()).toEqual(['Alpha', 'Summer fair']);
    expect(namesOf(await searchOf(playlistCall(t, ada, 'listOrgPlaylists', {})))).toEqual(['Shared alpha']);
    expectError(await playlistCall(t, ada, 'listOrgPlaylists', { parentFolderId: folder }), 404, 'NOT_FOUND');
    const stock = await searchOf(playlistCall(t, ada, 'listStockPlaylist', { filter: 'alpha' }));
    expect(stock).toEqual({ totalCount: 0, results: [], folders: [], path: [] });
    const list = async (body: object) =>
      ZPlaylistList.parse((await playlistCall(t, ada, 'list', body)).json()).results;
    expect((await list({})).map((entry) => entry.name).sort()).toEqual([
      'Alpha',
      'Shared alpha',
      'Summer fair',
    ]);
    expect(await list({ publishedOnly: true })).toEqual([]);
  });

  it('shows one playlist with or without its slides, validating the id', async () => {
    const metadata = await summaryOf(playlistCall(t, ada, 'metadata', { playlistId: inFolder }));
    expect(metadata).toMatchObject({ id: inFolder, name: 'Summer fair', slideCount: 1 });
    expect(metadata).not.toHaveProperty('slides');
    for (const call of ['info', 'metadata']) {
      expectError(await playlistCall(t, ada, call, { playlistId: 2_000_000 }), 404, 'NOT_FOUND');
      expectError(await playlistCall(t, ada, call, { playlistId: 'one' }), 400, 'VALIDATION_FAILED');
    }
  });

  it('makes a template of a slide', async () => {
    const template = await summaryOf(
      templateCall(t, ada, 'create', {
        name: 'Alpha',
        playlistId: inFolder,
        slideId: (await playlistInfo(t, ada, inFolder)).slides[0]?.id,
      }),
    );
    expect(template).toMatchObject({ kind: 'template', name: 'Alpha', section: 'my' });
    expect(await sectionPlaylistIds(t, ada, 'my')).not.toContain(template.id);
  });
});
