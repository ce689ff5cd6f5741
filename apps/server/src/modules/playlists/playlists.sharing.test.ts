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
  summaryOf,
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

const share = (session: LoggedIn, body: object) => countOf(playlistCall(t, session, 'share', body));
const unshare = (session: LoggedIn, body: object) => countOf(playlistCall(t, session, 'restrict', body));
const move = (session: LoggedIn, body: object) => playlistCall(t, session, 'moveToFolder', body);

describe('sharing and unsharing playlists', () => {
  it('moves a shared playlist from a folder of My to the top of Shared, where everyone sees it', async () => {
    const folder = await newPlaylistFolder(t, creator, 'Drafts');
    const playlistId = await newPlaylist(t, creator, 'Opening hours', { parentFolderId: folder.id });
    expect(await share(creator, { playlistIds: [playlistId] })).toBe(1);

    expect(await sectionPlaylistIds(t, creator, 'my')).not.toContain(playlistId);
    for (const session of [creator, colleague, owner]) {
      const shared = await searchPlaylists(t, session, { section: 'shared' });
      expect(shared.results.find((entry) => entry.id === playlistId)).toMatchObject({
        section: 'shared',
        folderId: null,
        creator: { id: creator.userId },
        canEdit: true,
      });
    }
    // a colleague may now edit it
    expect(
      await summaryOf(playlistCall(t, colleague, 'updateAspect', { playlistId, aspectType: '4:3' })),
    ).toMatchObject({ aspect: { type: '4:3' } });
  });

  it("never shows anyone's My to others, not even to the owner", async () => {
    const playlistId = await newPlaylist(t, creator, 'Secret plan');
    for (const session of [owner, colleague]) {
      expect(await sectionPlaylistIds(t, session, 'my')).not.toContain(playlistId);
      for (const call of ['info', 'metadata', 'lockStatus']) {
        expectError(await playlistCall(t, session, call, { playlistId }), 404, 'NOT_FOUND');
      }
      expectError(await playlistCall(t, session, 'share', { playlistIds: [playlistId] }), 404, 'NOT_FOUND');
    }
  });

  it('shares a folder with its subfolders and playlists, placing it at the top of Shared', async () => {
    const parent = await newPlaylistFolder(t, creator, 'Campaigns');
    const folder = await newPlaylistFolder(t, creator, 'Spring', { parentFolderId: parent.id });
    const sub = await newPlaylistFolder(t, creator, 'Week 1', { parentFolderId: folder.id });
    const playlistId = await newPlaylist(t, creator, 'Spring sale', { parentFolderId: sub.id });
    expect(await share(creator, { folderIds: [folder.id] })).toBe(1);

    const top = await searchPlaylists(t, colleague, { section: 'shared' });
    expect(top.folders.find((entry) => entry.id === folder.id)).toMatchObject({
      parentId: null,
      canEdit: true,
    });
    const inSub = await searchPlaylists(t, colleague, { section: 'shared', parentFolderId: sub.id });
    expect(inSub.results.map((entry) => [entry.id, entry.section])).toEqual([[playlistId, 'shared']]);
    expect(inSub.path.map((step) => step.name)).toEqual(['Spring', 'Week 1']);
    expect((await searchPlaylists(t, creator, { parentFolderId: parent.id })).folders).toEqual([]);
  });

  it("returns an unshared playlist to its creator's My, whoever unshares it", async () => {
    const folder = await newPlaylistFolder(t, creator, 'Shared later', { section: 'shared' });
    const playlistId = await newPlaylist(t, creator, 'Coming back', {
      section: 'shared',
      parentFolderId: folder.id,
    });
    expect(await unshare(colleague, { playlistIds: [playlistId] })).toBe(1);

    expect(await sectionPlaylistIds(t, colleague, 'shared')).not.toContain(playlistId);
    expect(await sectionPlaylistIds(t, colleague, 'my')).not.toContain(playlistId);
    expect(await playlistInfo(t, creator, playlistId)).toMatchObject({ section: 'my', folderId: null });
  });

  it("returns an unshared folder to its creator, and others' playlists in it to theirs", async () => {
    const folder = await newPlaylistFolder(t, creator, 'Joint work', { section: 'shared' });
    const ours = await newPlaylist(t, creator, 'Ours', { section: 'shared', parentFolderId: folder.id });
    const theirs = await newPlaylist(t, colleague, 'Theirs', {
      section: 'shared',
      parentFolderId: folder.id,
    });
    expect(await unshare(owner, { folderIds: [folder.id] })).toBe(1);

    const inFolder = await searchPlaylists(t, creator, { parentFolderId: folder.id });
    expect(inFolder.results.map((entry) => entry.id)).toEqual([ours]);
    expect(await playlistInfo(t, colleague, theirs)).toMatchObject({ section: 'my', folderId: null });
  });

  it("refuses to share what is shared already, and to unshare what is someone's own", async () => {
    const shared = await newPlaylist(t, creator, 'Twice', { section: 'shared' });
    expectError(await playlistCall(t, creator, 'share', { playlistIds: [shared] }), 400, 'BAD_REQUEST');
    const own = await newPlaylist(t, creator, 'Own');
    expectError(await playlistCall(t, creator, 'restrict', { playlistIds: [own] }), 400, 'BAD_REQUEST');
    expectError(await playlistCall(t, creator, 'share', {}), 400, 'VALIDATION_FAILED');
  });

  it('keeps names unique: no sharing into a name Shared has, no unsharing into a name My has', async () => {
    await newPlaylist(t, colleague, 'Weekly specials', { section: 'shared' });
    const mine = await newPlaylist(t, creator, 'WEEKLY SPECIALS');
    expectError(await playlistCall(t, creator, 'share', { playlistIds: [mine] }), 409, 'NAME_TAKEN');
    const folder = await newPlaylistFolder(t, creator, 'Specials folder');
    await playlistCall(t, creator, 'moveToFolder', { fileId: mine, parentFolder: folder.id });
    expectError(await playlistCall(t, creator, 'share', { folderIds: [folder.id] }), 409, 'NAME_TAKEN');
    expect(await playlistInfo(t, creator, mine)).toMatchObject({ section: 'my', folderId: folder.id });

    const shared = await newPlaylist(t, creator, 'Daily menu', { section: 'shared' });
    await newPlaylist(t, creator, 'daily menu');
    expectError(await playlistCall(t, colleague, 'restrict', { playlistIds: [shared] }), 409, 'NAME_TAKEN');
    expect((await playlistInfo(t, creator, shared)).section).toBe('shared');
  });
});

describe('playlist folders', () => {
  let ada: LoggedIn;
  beforeAll(async () => {
    ada = await member('content_creator');
  });

  it('lists every folder of a section for choosing where to move, apart from the media folders', async () => {
    const events = await newPlaylistFolder(t, ada, 'Events');
    await newPlaylistFolder(t, ada, 'Summer', { parentFolderId: events.id });
    await newFolder(t, ada, 'Pictures');
    const tree = async (section: string) =>
      ZFolderTree.parse((await playlistCall(t, ada, 'folder/list', { section })).json()).folders;
    expect((await tree('my')).map((folder) => [folder.name, folder.parentId])).toEqual([
      ['Events', null],
      ['Summer', events.id],
    ]);
    expect((await tree('shared')).map((folder) => folder.name)).not.toContain('Events');
    expectError(await playlistCall(t, ada, 'folder/list', { section: 'stock' }), 400, 'VALIDATION_FAILED');
  });

  it('refuses a sibling folder of the same name, ignoring case, but allows it elsewhere', async () => {
    const menus = await newPlaylistFolder(t, ada, 'Menus');
    expectError(await playlistCall(t, ada, 'folder/create', { name: 'MENUS' }), 409, 'NAME_TAKEN');
    await newPlaylistFolder(t, ada, 'Menus', { parentFolderId: menus.id });
    await newPlaylistFolder(t, ada, 'Menus', { section: 'shared' });
    // the media library's folders are another tree
    await newFolder(t, ada, 'Menus');
    expectError(await playlistCall(t, ada, 'folder/create', { name: '' }), 400, 'VALIDATION_FAILED');

    const drinks = await newPlaylistFolder(t, ada, 'Drinks');
    const rename = (name: string) => playlistCall(t, ada, 'folder/rename', { id: drinks.id, name });
    expectError(await rename('menus'), 409, 'NAME_TAKEN');
    const renamed = await rename('DRINKS');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: drinks.id, name: 'DRINKS' });
  });

  it('moves a playlist into a folder and back to the top', async () => {
    const folder = await newPlaylistFolder(t, ada, 'Moving in');
    const playlistId = await newPlaylist(t, ada, 'Mover');
    expect(await countOf(move(ada, { fileId: playlistId, parentFolder: folder.id }))).toBe(1);
    expect((await playlistInfo(t, ada, playlistId)).folderId).toBe(folder.id);
    expect(await countOf(move(ada, { fileId: playlistId, parentFolder: null }))).toBe(1);
    expect((await playlistInfo(t, ada, playlistId)).folderId).toBeNull();
    const shared = await newPlaylistFolder(t, ada, 'Other section', { section: 'shared' });
    expectError(await move(ada, { fileId: playlistId, parentFolder: shared.id }), 404, 'NOT_FOUND');
    const media = await newFolder(t, ada, 'Media only');
    expectError(await move(ada, { fileId: playlistId, parentFolder: media.id }), 404, 'NOT_FOUND');
  });

  it('moves a folder with movingFolder, never into itself or below itself, nor beside a namesake', async () => {
    const outer = await newPlaylistFolder(t, ada, 'Outer');
    const inner = await newPlaylistFolder(t, ada, 'Inner', { parentFolderId: outer.id });
    const loose = await newPlaylistFolder(t, ada, 'Loose');
    const moveFolder = (id: number, parentFolder: number | null) =>
      move(ada, { fileId: id, parentFolder, movingFolder: true });
    expect(await countOf(moveFolder(loose.id, inner.id))).toBe(1);
    const inInner = await searchPlaylists(t, ada, { parentFolderId: inner.id });
    expect(inInner.folders.map((folder) => folder.id)).toEqual([loose.id]);

    expectError(await moveFolder(outer.id, outer.id), 400, 'FOLDER_INVALID_MOVE');
    expectError(await moveFolder(outer.id, loose.id), 400, 'FOLDER_INVALID_MOVE');
    await newPlaylistFolder(t, ada, 'Loose');
    expectError(await moveFolder(loose.id, null), 409, 'NAME_TAKEN');
    // without movingFolder the id is a playlist's
    expectError(await move(ada, { fileId: loose.id, parentFolder: null }), 404, 'NOT_FOUND');
  });

  it('deletes a folder with its subfolders and every playlist in them', async () => {
    const root = await newPlaylistFolder(t, ada, 'Season');
    const child = await newPlaylistFolder(t, ada, 'Week 1', { parentFolderId: root.id });
    await newPlaylist(t, ada, 'Season opener', { parentFolderId: root.id });
    const deep = await newPlaylist(t, ada, 'Monday', { parentFolderId: child.id });

    // two folders and two playlists
    expect(await countOf(playlistCall(t, ada, 'remove', { folderIds: [root.id] }))).toBe(4);
    expectError(await playlistCall(t, ada, 'info', { playlistId: deep }), 404, 'NOT_FOUND');
    expectError(await playlistCall(t, ada, 'search', { parentFolderId: child.id }), 404, 'NOT_FOUND');
  });
});

describe('deleting playlists', () => {
  it('deletes playlists and templates, answering how many went', async () => {
    const ada = await member('content_creator');
    const first = await newPlaylist(t, ada, 'Doomed one');
    const second = await newPlaylist(t, ada, 'Doomed two', { section: 'shared' });
    expect(await countOf(playlistCall(t, ada, 'remove', { ids: [first, second] }))).toBe(2);
    for (const playlistId of [first, second]) {
      expectError(await playlistCall(t, ada, 'info', { playlistId }), 404, 'NOT_FOUND');
    }
    expectError(await playlistCall(t, ada, 'remove', { ids: [first] }), 404, 'NOT_FOUND');
    expectError(await playlistCall(t, ada, 'remove', {}), 400, 'VALIDATION_FAILED');
  });

  it("lets a colleague delete a shared playlist, never someone's private one", async () => {
    const shared = await newPlaylist(t, creator, 'Team made', { section: 'shared' });
    const own = await newPlaylist(t, creator, 'Mine alone');
    expectError(await playlistCall(t, colleague, 'remove', { ids: [own] }), 404, 'NOT_FOUND');
    expect(await countOf(playlistCall(t, colleague, 'remove', { ids: [shared] }))).toBe(1);
    expect((await playlistInfo(t, creator, own)).name).toBe('Mine alone');
  });
});
