import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFolderTree, type Role } from '@placard/contract';
import {
  createMember,
  expectError,
  logIn,
  organizationWithMember,
  type LoggedIn,
} from '../../test/factories.js';
import { newFolder } from '../../test/media-library.js';
import {
  countOf,
  newPlaylist,
  newPlaylistFolder,
  playlistCall,
  playlistInfo,
  searchPlaylists,
  sectionPlaylistIds,
} from '../../test/playlists.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;
let creator: LoggedIn;
let colleague: LoggedIn;

async function member(role: Role): Promise<LoggedIn> {
  const user = await createMember(t, owner.organizationId, role);
  return logIn(t, user.email, user.password);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t, { name: 'Sharing Screens' });
  creator = await member('content_creator');
  colleague = await member('content_creator');
}, 60_000);
afterAll(() => t?.close());

const move = (session: LoggedIn, body: object) => playlistCall(t, session, 'moveToFolder', body);

// The rules of sharing, folders and deleting are tested on the use cases
// (playlists.sharing.usecases.test.ts); these are their calls.
describe('sharing and unsharing playlists', () => {
  it('share and unshare by playlistIds and folderIds, answering refusals in the error shape', async () => {
    const folder = await newPlaylistFolder(t, creator, 'Drafts');
    const playlistId = await newPlaylist(t, creator, 'Opening hours', { parentFolderId: folder.id });
    expect(await countOf(playlistCall(t, creator, 'share', { playlistIds: [playlistId] }))).toBe(1);
    expect(await sectionPlaylistIds(t, colleague, 'shared')).toContain(playlistId);
    expectError(await playlistCall(t, creator, 'share', { playlistIds: [playlistId] }), 400, 'BAD_REQUEST');
    expect(await countOf(playlistCall(t, colleague, 'restrict', { playlistIds: [playlistId] }))).toBe(1);
    expect(await playlistInfo(t, creator, playlistId)).toMatchObject({ section: 'my', folderId: null });
    expect(await countOf(playlistCall(t, creator, 'share', { folderIds: [folder.id] }))).toBe(1);
    expectError(await playlistCall(t, creator, 'share', {}), 400, 'VALIDATION_FAILED');
  });

  it("answer 404 for someone else's My on every call that reads a playlist", async () => {
    const playlistId = await newPlaylist(t, creator, 'Secret plan');
    for (const call of ['info', 'metadata', 'lockStatus']) {
      expectError(await playlistCall(t, owner, call, { playlistId }), 404, 'NOT_FOUND');
    }
  });
});

describe('playlist folders', () => {
  let ada: LoggedIn;
  beforeAll(async () => {
    ada = await member('content_creator');
  });

  it('list, create and rename folders, refusing an empty name or a section without folders', async () => {
    const events = await newPlaylistFolder(t, ada, 'Events');
    await newFolder(t, ada, 'Pictures');
    const tree = async (section: string) =>
      ZFolderTree.parse((await playlistCall(t, ada, 'folder/list', { section })).json()).folders;
    expect((await tree('my')).map((folder) => [folder.name, folder.parentId])).toEqual([['Events', null]]);
    expectError(await playlistCall(t, ada, 'folder/list', { section: 'stock' }), 400, 'VALIDATION_FAILED');
    expectError(await playlistCall(t, ada, 'folder/create', { name: 'EVENTS' }), 409, 'NAME_TAKEN');
    expectError(await playlistCall(t, ada, 'folder/create', { name: '' }), 400, 'VALIDATION_FAILED');
    const renamed = await playlistCall(t, ada, 'folder/rename', { id: events.id, name: 'EVENTS' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: events.id, name: 'EVENTS' });
  });

  it('moves a playlist by fileId, and a folder with movingFolder', async () => {
    const folder = await newPlaylistFolder(t, ada, 'Moving in');
    const playlistId = await newPlaylist(t, ada, 'Mover');
    expect(await countOf(move(ada, { fileId: playlistId, parentFolder: folder.id }))).toBe(1);
    expect((await playlistInfo(t, ada, playlistId)).folderId).toBe(folder.id);
    expect(await countOf(move(ada, { fileId: playlistId, parentFolder: null }))).toBe(1);
    expect((await playlistInfo(t, ada, playlistId)).folderId).toBeNull();

    const outer = await newPlaylistFolder(t, ada, 'Outer');
    const loose = await newPlaylistFolder(t, ada, 'Loose');
    const moveFolder = (id: number, parentFolder: number | null) =>
      move(ada, { fileId: id, parentFolder, movingFolder: true });
    expect(await countOf(moveFolder(loose.id, outer.id))).toBe(1);
    const inOuter = await searchPlaylists(t, ada, { parentFolderId: outer.id });
    expect(inOuter.folders.map((entry) => entry.id)).toEqual([loose.id]);
    expectError(await moveFolder(outer.id, loose.id), 400, 'FOLDER_INVALID_MOVE');
    // without movingFolder the id is a playlist's
    expectError(await move(ada, { fileId: loose.id, parentFolder: null }), 404, 'NOT_FOUND');
  });
});

describe('deleting playlists', () => {
  it('deletes playlists and folders, answering how many went', async () => {
    const ada = await member('content_creator');
    const folder = await newPlaylistFolder(t, ada, 'Season');
    const first = await newPlaylist(t, ada, 'Doomed one', { parentFolderId: folder.id });
    const second = await newPlaylist(t, ada, 'Doomed two', { section: 'shared' });
    expect(await countOf(playlistCall(t, ada, 'remove', { ids: [second], folderIds: [folder.id] }))).toBe(3);
    expectError(await playlistCall(t, ada, 'info', { playlistId: first }), 404, 'NOT_FOUND');
    expectError(await playlistCall(t, ada, 'remove', { ids: [first] }), 404, 'NOT_FOUND');
    expectError(await playlistCall(t, ada, 'remove', {}), 400, 'VALIDATION_FAILED');
  });
});
