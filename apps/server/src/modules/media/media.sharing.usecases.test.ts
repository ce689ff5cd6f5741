import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth/auth.context.js';
import { expectRefusal } from '../../test/factories.js';
import { mediaLibrary } from '../../test/library-usecases.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { mediaInfo, renameMedia, updateMediaFlags } from './media.library.usecases.js';

const seed = {
  organizations: { sharing: { name: 'Sharing Screens', package: 'full_access' } },
  users: {
    owner: { organization: 'sharing' },
    admin: { organization: 'sharing', role: 'admin' },
    creator: { organization: 'sharing', role: 'content_creator' },
    colleague: { organization: 'sharing', role: 'content_creator' },
  },
  folders: {
    drafts: { library: 'media', owner: 'creator', name: 'Drafts' },
    privatePlans: { library: 'media', owner: 'creator', name: 'Private plans' },
    campaigns: { library: 'media', owner: 'creator', name: 'Campaigns' },
    spring: { library: 'media', owner: 'creator', name: 'Spring', parent: 'campaigns' },
    week1: { library: 'media', owner: 'creator', name: 'Week 1', parent: 'spring' },
    sharedLater: { library: 'media', owner: 'creator', name: 'Shared later', section: 'shared' },
    jointWork: { library: 'media', owner: 'creator', name: 'Joint work', section: 'shared' },
    protected: { library: 'media', owner: 'creator', name: 'Protected', section: 'shared' },
    lockers: { library: 'media', owner: 'creator', name: 'Lockers' },
    vault: { library: 'media', owner: 'creator', name: 'Vault' },
  },
  media: {
    opening: { creator: 'creator', name: 'opening.png', folder: 'drafts' },
    secret: { creator: 'creator', name: 'secret.png', folder: 'privatePlans' },
    spring: { creator: 'creator', name: 'spring.png', folder: 'week1' },
    twice: { creator: 'creator', name: 'twice.png', section: 'shared' },
    own: { creator: 'creator', name: 'own.png' },
    back: { creator: 'creator', name: 'back.png', section: 'shared', folder: 'sharedLater' },
    ours: { creator: 'creator', name: 'ours.png', section: 'shared', folder: 'jointWork' },
    theirs: { creator: 'colleague', name: 'theirs.png', section: 'shared', folder: 'jointWork' },
    brand: { creator: 'creator', name: 'brand.png', section: 'shared' },
    kept: { creator: 'creator', name: 'kept.png', section: 'shared', folder: 'protected' },
    locked: { creator: 'creator', name: 'locked.png' },
    vault: { creator: 'creator', name: 'vault.png', folder: 'vault' },
    fixed: { creator: 'creator', name: 'fixed.png', section: 'shared' },
  },
} as const;

let db: TestDatabase<typeof seed>;
let library: ReturnType<typeof mediaLibrary>;
let owner: AuthContext;
let admin: AuthContext;
let creator: AuthContext;
let colleague: AuthContext;
beforeAll(async () => {
  db = await createTestDatabase(seed);
  library = mediaLibrary(db.deps);
  [owner, admin, creator, colleague] = await Promise.all([
    db.as('owner'),
    db.as('admin'),
    db.as('creator'),
    db.as('colleague'),
  ]);
}, 60_000);
afterAll(() => db?.close());

const rename = (actor: AuthContext, id: number, name: string) => renameMedia(db.deps, actor, id, name);
const info = (actor: AuthContext, id: number) => mediaInfo(db.deps, actor, id);
const flags = (
  actor: AuthContext,
  request: { id: number; locked?: boolean; uneditableWhenShared?: boolean },
) => updateMediaFlags(db.deps, actor, request);

describe('sharing and unsharing', () => {
  it('moves a shared item from My to the top level of Shared, where the whole organization sees it', async () => {
    const item = db.ids.media.opening;
    expect(await library.share(creator, { ids: [item] })).toBe(1);

    expect(await library.sectionIds(creator, 'my')).not.toContain(item);
    for (const actor of [creator, colleague, owner]) {
      const shared = await library.list(actor, { section: 'shared' });
      expect(shared.results.find((entry) => entry.id === item)).toMatchObject({
        section: 'shared',
        folderId: null,
        creator: { id: db.ids.users.creator },
        canEdit: true,
      });
    }
  });

  it("never shows anyone's My to others, not even to the owner", async () => {
    const item = db.ids.media.secret;
    const folder = db.ids.folders.privatePlans;
    for (const actor of [owner, admin, colleague]) {
      expect(await library.sectionIds(actor, 'my')).not.toContain(item);
      expect((await library.list(actor, { section: 'my' })).folders.map((f) => f.id)).not.toContain(folder);
      await expectRefusal(info(actor, item), 'NOT_FOUND');
      await expectRefusal(rename(actor, item, 'mine now'), 'NOT_FOUND');
      await expectRefusal(library.share(actor, { ids: [item] }), 'NOT_FOUND');
      await expectRefusal(library.list(actor, { section: 'my', folderId: folder }), 'NOT_FOUND');
    }
  });

  it('shares a folder with its subfolders and items, placing it at the top of Shared', async () => {
    const { spring, week1, campaigns } = db.ids.folders;
    expect(await library.share(creator, { folderIds: [spring] })).toBe(1);

    const top = await library.list(colleague, { section: 'shared' });
    expect(top.folders.find((f) => f.id === spring)).toMatchObject({ parentId: null, canEdit: true });
    const inSub = await library.list(colleague, { section: 'shared', folderId: week1 });
    expect(inSub.results.map((entry) => [entry.id, entry.section])).toEqual([
      [db.ids.media.spring, 'shared'],
    ]);
    expect(inSub.path.map((step) => step.name)).toEqual(['Spring', 'Week 1']);
    expect((await library.list(creator, { section: 'my', folderId: campaigns })).folders).toEqual([]);
  });

  it("refuses to share a folder whose name Shared's top level already has", async () => {
    await library.newFolder(colleague, { name: 'Menus', section: 'shared' });
    const mine = await library.newFolder(creator, { name: 'menus' });
    await expectRefusal(library.share(creator, { folderIds: [mine.id] }), 'NAME_TAKEN');
    expect((await library.list(creator, { section: 'my' })).folders.map((f) => f.id)).toContain(mine.id);
  });

  it("refuses to share what is already shared, and to unshare what is someone's own", async () => {
    await expectRefusal(library.share(creator, { ids: [db.ids.media.twice] }), 'BAD_REQUEST');
    await expectRefusal(library.unshare(creator, { ids: [db.ids.media.own] }), 'BAD_REQUEST');
  });

  it("returns an unshared item to its creator's My, whoever unshares it", async () => {
    const item = db.ids.media.back;
    expect(await library.unshare(colleague, { ids: [item] })).toBe(1);

    expect(await library.sectionIds(colleague, 'shared')).not.toContain(item);
    expect(await library.sectionIds(colleague, 'my')).not.toContain(item);
    const mine = await library.list(creator, { section: 'my' });
    expect(mine.results.find((entry) => entry.id === item)).toMatchObject({ section: 'my', folderId: null });
  });

  it("returns an unshared folder to its creator, and others' items in it to theirs", async () => {
    const folder = db.ids.folders.jointWork;
    expect(await library.unshare(owner, { folderIds: [folder] })).toBe(1);

    const inFolder = await library.list(creator, { section: 'my', folderId: folder });
    expect(inFolder.results.map((entry) => entry.id)).toEqual([db.ids.media.ours]);
    const colleagues = await library.list(colleague, { section: 'my' });
    expect(colleagues.results.find((entry) => entry.id === db.ids.media.theirs)).toMatchObject({
      folderId: null,
    });
    await expectRefusal(library.list(colleague, { section: 'shared', folderId: folder }), 'NOT_FOUND');
  });
});

describe('uneditable when shared', () => {
  it('keeps other content creators from changing it, while its creator, owners and admins may', async () => {
    const id = db.ids.media.brand;
    await flags(creator, { id, uneditableWhenShared: true });

    expect((await info(colleague, id)).canEdit).toBe(false);
    await expectRefusal(rename(colleague, id, 'hijacked'), 'LIBRARY_ITEM_NOT_EDITABLE');
    await expectRefusal(library.remove(colleague, { ids: [id] }), 'LIBRARY_ITEM_NOT_EDITABLE');
    await expectRefusal(library.unshare(colleague, { ids: [id] }), 'LIBRARY_ITEM_NOT_EDITABLE');
    await expectRefusal(flags(colleague, { id, uneditableWhenShared: false }), 'LIBRARY_ITEM_NOT_EDITABLE');

    expect(await rename(creator, id, 'Brand v2')).toMatchObject({ name: 'Brand v2' });
    expect(await rename(owner, id, 'Brand v3')).toMatchObject({ canEdit: true });
    expect(await rename(admin, id, 'Brand v4')).toMatchObject({ name: 'Brand v4' });
    expect((await info(colleague, id)).name).toBe('Brand v4');
  });

  it('does not let a colleague delete a shared folder holding such an item', async () => {
    const id = db.ids.media.kept;
    await flags(creator, { id, uneditableWhenShared: true });
    await expectRefusal(
      library.remove(colleague, { folderIds: [db.ids.folders.protected] }),
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    expect((await info(colleague, id)).folderId).toBe(db.ids.folders.protected);
  });
});

describe('locked items', () => {
  it('refuses rename, move, delete and share until unlocked', async () => {
    const id = db.ids.media.locked;
    expect(await flags(creator, { id, locked: true })).toMatchObject({ locked: true });

    await expectRefusal(rename(creator, id, 'changed'), 'LIBRARY_ITEM_LOCKED');
    await expectRefusal(library.move(creator, { ids: [id] }, db.ids.folders.lockers), 'LIBRARY_ITEM_LOCKED');
    await expectRefusal(library.remove(creator, { ids: [id] }), 'LIBRARY_ITEM_LOCKED');
    await expectRefusal(library.share(creator, { ids: [id] }), 'LIBRARY_ITEM_LOCKED');
    expect(await info(creator, id)).toMatchObject({ name: 'locked.png', section: 'my' });

    await flags(creator, { id, locked: false });
    expect(await rename(creator, id, 'unlocked.png')).toMatchObject({ locked: false });
    expect(await library.share(creator, { ids: [id] })).toBe(1);
  });

  it('keeps a folder holding a locked item from being deleted or shared', async () => {
    const id = db.ids.media.vault;
    await flags(creator, { id, locked: true });
    await expectRefusal(
      library.remove(creator, { folderIds: [db.ids.folders.vault] }),
      'LIBRARY_ITEM_LOCKED',
    );
    await expectRefusal(library.share(creator, { folderIds: [db.ids.folders.vault] }), 'LIBRARY_ITEM_LOCKED');
    expect((await info(creator, id)).folderId).toBe(db.ids.folders.vault);
  });

  it('refuses to unshare a locked shared item', async () => {
    const id = db.ids.media.fixed;
    await flags(owner, { id, locked: true });
    await expectRefusal(library.unshare(colleague, { ids: [id] }), 'LIBRARY_ITEM_LOCKED');
  });
});
