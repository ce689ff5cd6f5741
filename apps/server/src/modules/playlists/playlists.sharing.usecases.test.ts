import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth/auth.context.js';
import { folderTree, renameFolder } from '../library/library.folders.usecases.js';
import { expectRefusal } from '../../test/factories.js';
import { mediaLibrary, playlistLibrary } from '../../test/library-usecases.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { playlistInfo, playlistMetadata } from './playlists.library.usecases.js';
import { lockStatus } from './playlists.lock.usecases.js';
import { updateAspect } from './playlists.slides.usecases.js';

const seed = {
  organizations: { sharing: { name: 'Sharing Screens' } },
  users: {
    owner: { organization: 'sharing' },
    creator: { organization: 'sharing', role: 'content_creator' },
    colleague: { organization: 'sharing', role: 'content_creator' },
    ada: { organization: 'sharing', role: 'content_creator' },
    deleter: { organization: 'sharing', role: 'content_creator' },
    seasons: { organization: 'sharing', role: 'content_creator' },
  },
  folders: {
    drafts: { library: 'playlists', owner: 'creator', name: 'Drafts' },
    campaigns: { library: 'playlists', owner: 'creator', name: 'Campaigns' },
    spring: { library: 'playlists', owner: 'creator', name: 'Spring', parent: 'campaigns' },
    week1: { library: 'playlists', owner: 'creator', name: 'Week 1', parent: 'spring' },
    sharedLater: { library: 'playlists', owner: 'creator', name: 'Shared later', section: 'shared' },
    jointWork: { library: 'playlists', owner: 'creator', name: 'Joint work', section: 'shared' },
    specials: { library: 'playlists', owner: 'creator', name: 'Specials folder' },
    season: { library: 'playlists', owner: 'seasons', name: 'Season' },
    seasonWeek1: { library: 'playlists', owner: 'seasons', name: 'Week 1', parent: 'season' },
  },
  playlists: {
    opening: { creator: 'creator', name: 'Opening hours', folder: 'drafts' },
    secret: { creator: 'creator', name: 'Secret plan' },
    springSale: { creator: 'creator', name: 'Spring sale', folder: 'week1' },
    comingBack: { creator: 'creator', name: 'Coming back', section: 'shared', folder: 'sharedLater' },
    ours: { creator: 'creator', name: 'Ours', section: 'shared', folder: 'jointWork' },
    theirs: { creator: 'colleague', name: 'Theirs', section: 'shared', folder: 'jointWork' },
    twice: { creator: 'creator', name: 'Twice', section: 'shared' },
    own: { creator: 'creator', name: 'Own' },
    weekly: { creator: 'colleague', name: 'Weekly specials', section: 'shared' },
    mine: { creator: 'creator', name: 'WEEKLY SPECIALS' },
    daily: { creator: 'creator', name: 'Daily menu', section: 'shared' },
    dailyOwn: { creator: 'creator', name: 'daily menu' },
    mover: { creator: 'ada', name: 'Mover' },
    seasonOpener: { creator: 'seasons', name: 'Season opener', folder: 'season' },
    monday: { creator: 'seasons', name: 'Monday', folder: 'seasonWeek1' },
    doomedOne: { creator: 'deleter', name: 'Doomed one' },
    doomedTwo: { creator: 'deleter', name: 'Doomed two', section: 'shared' },
    teamMade: { creator: 'creator', name: 'Team made', section: 'shared' },
    mineAlone: { creator: 'creator', name: 'Mine alone' },
  },
} as const;

let db: TestDatabase<typeof seed>;
let library: ReturnType<typeof playlistLibrary>;
let owner: AuthContext;
let creator: AuthContext;
let colleague: AuthContext;
beforeAll(async () => {
  db = await createTestDatabase(seed);
  library = playlistLibrary(db.deps);
  [owner, creator, colleague] = await Promise.all([db.as('owner'), db.as('creator'), db.as('colleague')]);
}, 60_000);
afterAll(() => db?.close());

const info = (actor: AuthContext, playlistId: number) => playlistInfo(db.deps, actor, playlistId);

describe('sharing and unsharing playlists', () => {
  it('moves a shared playlist from a folder of My to the top of Shared, where everyone sees it', async () => {
    const playlistId = db.ids.playlists.opening;
    expect(await library.share(creator, { ids: [playlistId] })).toBe(1);

    expect(await library.sectionIds(creator, 'my')).not.toContain(playlistId);
    for (const actor of [creator, colleague, owner]) {
      const shared = await library.search(actor, { section: 'shared' });
      expect(shared.results.find((entry) => entry.id === playlistId)).toMatchObject({
        section: 'shared',
        folderId: null,
        creator: { id: db.ids.users.creator },
        canEdit: true,
      });
    }
    // a colleague may now edit it
    expect(await updateAspect(db.deps, colleague, { playlistId, aspectType: '4:3' })).toMatchObject({
      aspect: { type: '4:3' },
    });
  });

  it("never shows anyone's My to others, not even to the owner", async () => {
    const playlistId = db.ids.playlists.secret;
    for (const actor of [owner, colleague]) {
      expect(await library.sectionIds(actor, 'my')).not.toContain(playlistId);
      await expectRefusal(info(actor, playlistId), 'NOT_FOUND');
      await expectRefusal(playlistMetadata(db.deps, actor, playlistId), 'NOT_FOUND');
      await expectRefusal(lockStatus(db.deps, actor, playlistId), 'NOT_FOUND');
      await expectRefusal(library.share(actor, { ids: [playlistId] }), 'NOT_FOUND');
    }
  });

  it('shares a folder with its subfolders and playlists, placing it at the top of Shared', async () => {
    const { campaigns, spring, week1 } = db.ids.folders;
    expect(await library.share(creator, { folderIds: [spring] })).toBe(1);

    const top = await library.search(colleague, { section: 'shared' });
    expect(top.folders.find((entry) => entry.id === spring)).toMatchObject({ parentId: null, canEdit: true });
    const inSub = await library.search(colleague, { section: 'shared', parentFolderId: week1 });
    expect(inSub.results.map((entry) => [entry.id, entry.section])).toEqual([
      [db.ids.playlists.springSale, 'shared'],
    ]);
    expect(inSub.path.map((step) => step.name)).toEqual(['Spring', 'Week 1']);
    expect((await library.search(creator, { parentFolderId: campaigns })).folders).toEqual([]);
  });

  it("returns an unshared playlist to its creator's My, whoever unshares it", async () => {
    const playlistId = db.ids.playlists.comingBack;
    expect(await library.unshare(colleague, { ids: [playlistId] })).toBe(1);

    expect(await library.sectionIds(colleague, 'shared')).not.toContain(playlistId);
    expect(await library.sectionIds(colleague, 'my')).not.toContain(playlistId);
    expect(await info(creator, playlistId)).toMatchObject({ section: 'my', folderId: null });
  });

  it("returns an unshared folder to its creator, and others' playlists in it to theirs", async () => {
    const folder = db.ids.folders.jointWork;
    expect(await library.unshare(owner, { folderIds: [folder] })).toBe(1);

    const inFolder = await library.search(creator, { parentFolderId: folder });
    expect(inFolder.results.map((entry) => entry.id)).toEqual([db.ids.playlists.ours]);
    expect(await info(colleague, db.ids.playlists.theirs)).toMatchObject({ section: 'my', folderId: null });
  });

  it("refuses to share what is shared already, and to unshare what is someone's own", async () => {
    await expectRefusal(library.share(creator, { ids: [db.ids.playlists.twice] }), 'BAD_REQUEST');
    await expectRefusal(library.unshare(creator, { ids: [db.ids.playlists.own] }), 'BAD_REQUEST');
  });

  it('keeps names unique: no sharing into a name Shared has, no unsharing into a name My has', async () => {
    const mine = db.ids.playlists.mine;
    await expectRefusal(library.share(creator, { ids: [mine] }), 'NAME_TAKEN');
    const folder = db.ids.folders.specials;
    await library.move(creator, { ids: [mine] }, folder);
    await expectRefusal(library.share(creator, { folderIds: [folder] }), 'NAME_TAKEN');
    expect(await info(creator, mine)).toMatchObject({ section: 'my', folderId: folder });

    const shared = db.ids.playlists.daily;
    await expectRefusal(library.unshare(colleague, { ids: [shared] }), 'NAME_TAKEN');
    expect((await info(creator, shared)).section).toBe('shared');
  });
});

describe('playlist folders', () => {
  let ada: AuthContext;
  beforeAll(async () => {
    ada = await db.as('ada');
  });

  it('lists every folder of a section for choosing where to move, apart from the media folders', async () => {
    const events = await library.newFolder(ada, { name: 'Events' });
    await library.newFolder(ada, { name: 'Summer', parentFolderId: events.id });
    await mediaLibrary(db.deps).newFolder(ada, { name: 'Pictures' });
    const tree = async (section: 'my' | 'shared') =>
      (await folderTree(db.deps, ada, 'playlists', section)).folders;
    expect((await tree('my')).map((folder) => [folder.name, folder.parentId])).toEqual([
      ['Events', null],
      ['Summer', events.id],
    ]);
    expect((await tree('shared')).map((folder) => folder.name)).not.toContain('Events');
  });

  it('refuses a sibling folder of the same name, ignoring case, but allows it elsewhere', async () => {
    const menus = await library.newFolder(ada, { name: 'Menus' });
    await expectRefusal(library.newFolder(ada, { name: 'MENUS' }), 'NAME_TAKEN');
    await library.newFolder(ada, { name: 'Menus', parentFolderId: menus.id });
    await library.newFolder(ada, { name: 'Menus', section: 'shared' });
    // the media library's folders are another tree
    await mediaLibrary(db.deps).newFolder(ada, { name: 'Menus' });

    const drinks = await library.newFolder(ada, { name: 'Drinks' });
    const rename = (name: string) => renameFolder(db.deps, ada, 'playlists', drinks.id, name);
    await expectRefusal(rename('menus'), 'NAME_TAKEN');
    expect(await rename('DRINKS')).toMatchObject({ id: drinks.id, name: 'DRINKS' });
  });

  it('moves a playlist into a folder and back to the top', async () => {
    const folder = await library.newFolder(ada, { name: 'Moving in' });
    const playlistId = db.ids.playlists.mover;
    expect(await library.move(ada, { ids: [playlistId] }, folder.id)).toBe(1);
    expect((await info(ada, playlistId)).folderId).toBe(folder.id);
    expect(await library.move(ada, { ids: [playlistId] }, null)).toBe(1);
    expect((await info(ada, playlistId)).folderId).toBeNull();
    const shared = await library.newFolder(ada, { name: 'Other section', section: 'shared' });
    await expectRefusal(library.move(ada, { ids: [playlistId] }, shared.id), 'NOT_FOUND');
    const media = await mediaLibrary(db.deps).newFolder(ada, { name: 'Media only' });
    await expectRefusal(library.move(ada, { ids: [playlistId] }, media.id), 'NOT_FOUND');
  });

  it('moves a folder, never into itself or below itself, nor beside a namesake', async () => {
    const outer = await library.newFolder(ada, { name: 'Outer' });
    const inner = await library.newFolder(ada, { name: 'Inner', parentFolderId: outer.id });
    const loose = await library.newFolder(ada, { name: 'Loose' });
    const moveFolder = (id: number, parentFolderId: number | null) =>
      library.move(ada, { folderIds: [id] }, parentFolderId);
    expect(await moveFolder(loose.id, inner.id)).toBe(1);
    const inInner = await library.search(ada, { parentFolderId: inner.id });
    expect(inInner.folders.map((folder) => folder.id)).toEqual([loose.id]);

    await expectRefusal(moveFolder(outer.id, outer.id), 'FOLDER_INVALID_MOVE');
    await expectRefusal(moveFolder(outer.id, loose.id), 'FOLDER_INVALID_MOVE');
    await library.newFolder(ada, { name: 'Loose' });
    await expectRefusal(moveFolder(loose.id, null), 'NAME_TAKEN');
    // a folder's id is no playlist's
    await expectRefusal(library.move(ada, { ids: [loose.id] }, null), 'NOT_FOUND');
  });

  it('deletes a folder with its subfolders and every playlist in them', async () => {
    const seasons = await db.as('seasons');
    const { season: root, seasonWeek1: child } = db.ids.folders;
    const deep = db.ids.playlists.monday;

    // two folders and two playlists
    expect(await library.remove(seasons, { folderIds: [root] })).toBe(4);
    await expectRefusal(info(seasons, deep), 'NOT_FOUND');
    await expectRefusal(library.search(seasons, { parentFolderId: child }), 'NOT_FOUND');
  });
});

describe('deleting playlists', () => {
  it('deletes playlists and templates, answering how many went', async () => {
    const deleter = await db.as('deleter');
    const { doomedOne, doomedTwo } = db.ids.playlists;
    expect(await library.remove(deleter, { ids: [doomedOne, doomedTwo] })).toBe(2);
    for (const playlistId of [doomedOne, doomedTwo]) {
      await expectRefusal(info(deleter, playlistId), 'NOT_FOUND');
    }
    await expectRefusal(library.remove(deleter, { ids: [doomedOne] }), 'NOT_FOUND');
  });

  it("lets a colleague delete a shared playlist, never someone's private one", async () => {
    const own = db.ids.playlists.mineAlone;
    await expectRefusal(library.remove(colleague, { ids: [own] }), 'NOT_FOUND');
    expect(await library.remove(colleague, { ids: [db.ids.playlists.teamMade] })).toBe(1);
    expect((await info(creator, own)).name).toBe('Mine alone');
  });
});
