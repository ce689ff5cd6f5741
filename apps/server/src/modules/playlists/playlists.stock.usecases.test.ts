import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPlaylistSummary } from '@placard/contract';
import type { AuthContext } from '../auth/auth.context.js';
import { copyToStockIn, recipientsIn, withdrawStockIn } from '../library/library.stock.usecases.js';
import { expectRefusal } from '../../test/factories.js';
import { playlistLibrary } from '../../test/library-usecases.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { listStock } from './playlists.library.usecases.js';
import { playlistStock } from './playlists.stock.js';

const seed = {
  organizations: {
    parent: { name: 'Parent Screens', package: 'full_access' },
    child: { name: 'Child Screens', parent: 'parent' },
    otherChild: { name: 'Another Child', parent: 'parent' },
    stranger: { name: 'Stranger Screens' },
  },
  users: {
    parent: { organization: 'parent' },
    child: { organization: 'child' },
    otherChild: { organization: 'otherChild' },
    stranger: { organization: 'stranger' },
  },
  playlists: {
    copiedOnce: { creator: 'parent', name: 'Copied once' },
    localOnly: { creator: 'child', name: 'Local only' },
    notForEveryone: { creator: 'parent', name: 'Not for everyone' },
    forEveryone: { creator: 'root', name: 'For everyone' },
    seasonal: { creator: 'parent', name: 'Seasonal' },
    everywhere: { creator: 'parent', name: 'Everywhere' },
    guarded: { creator: 'parent', name: 'Guarded' },
  },
} as const;

let db: TestDatabase<typeof seed>;
let library: ReturnType<typeof playlistLibrary>;
let root: AuthContext;
let parent: AuthContext;
let child: AuthContext;
let otherChild: AuthContext;
let stranger: AuthContext;
beforeAll(async () => {
  db = await createTestDatabase(seed);
  library = playlistLibrary(db.deps);
  [root, parent, child, otherChild, stranger] = await Promise.all([
    db.as('root'),
    db.as('parent'),
    db.as('child'),
    db.as('otherChild'),
    db.as('stranger'),
  ]);
}, 60_000);
afterAll(() => db?.close());

const copy = (actor: AuthContext, ids: number[], orgShareIds: number[], platform = false) =>
  copyToStockIn(db.deps, playlistStock, actor, { ids, orgShareIds, platform });
const recipients = (actor: AuthContext, playlistId: number) =>
  recipientsIn(db.deps, playlistStock, actor, playlistId);
const withdraw = (actor: AuthContext, ids: number[], from: Parameters<typeof withdrawStockIn>[4]) =>
  withdrawStockIn(db.deps, playlistStock, actor, ids, from);

/** The stock copy of a playlist an organization holds, if any. */
async function stockCopy(actor: AuthContext, name: string): Promise<TPlaylistSummary | undefined> {
  const stock = await listStock(db.deps, actor, { filter: name, count: 100 });
  return stock.results.find((entry) => entry.name === name);
}

describe('copying playlists to stock', () => {
  it('does not copy twice to an organization holding a copy, and finds copies by name', async () => {
    const playlistId = db.ids.playlists.copiedOnce;
    const { child: childId, otherChild: otherChildId } = db.ids.organizations;
    expect(await copy(parent, [playlistId], [childId])).toBe(1);
    expect(await copy(parent, [playlistId], [childId, otherChildId])).toBe(1);
    expect((await listStock(db.deps, child, { filter: 'COPIED ONCE', count: 100 })).totalCount).toBe(1);
    const viaSearch = await library.search(child, { section: 'stock', searchTerm: 'copied' });
    expect(viaSearch.results.map((entry) => entry.name)).toEqual(['Copied once']);
  });

  it("refuses the giver's own organization, and is not found for a sibling, the parent or a stranger", async () => {
    const to = (organizationId: number) => copy(child, [db.ids.playlists.localOnly], [organizationId]);
    await expectRefusal(to(db.ids.organizations.child), 'BAD_REQUEST');
    for (const organizationId of [
      db.ids.organizations.otherChild,
      db.ids.organizations.parent,
      db.ids.organizations.stranger,
    ]) {
      await expectRefusal(to(organizationId), 'NOT_FOUND');
    }
    expect(await stockCopy(otherChild, 'Local only')).toBeUndefined();
  });

  it('gives platform stock from the root organization only, which every organization sees', async () => {
    await expectRefusal(copy(parent, [db.ids.playlists.notForEveryone], [], true), 'FORBIDDEN');

    const global = db.ids.playlists.forEveryone;
    expect(await copy(root, [global], [], true)).toBe(1);
    for (const actor of [parent, child, stranger]) {
      const held = await stockCopy(actor, 'For everyone');
      expect(held).toMatchObject({ platformStock: true, canEdit: false, canDelete: false });
      await expectRefusal(library.remove(actor, { ids: [held?.id ?? 0] }), 'LIBRARY_ITEM_NOT_EDITABLE');
    }
    expect(await recipients(root, global)).toEqual({ recipients: [], platform: true });
    expect(await withdraw(root, [global], { platform: true })).toBe(1);
    expect(await stockCopy(stranger, 'For everyone')).toBeUndefined();
  });
});

describe('withdrawing stock playlists', () => {
  it('names the organizations holding copies, and withdraws from one of them', async () => {
    const playlistId = db.ids.playlists.seasonal;
    const { child: childId, otherChild: otherChildId } = db.ids.organizations;
    expect(await copy(parent, [playlistId], [childId, otherChildId])).toBe(2);
    expect(await recipients(parent, playlistId)).toEqual({
      recipients: [
        { organizationId: otherChildId, name: 'Another Child' },
        { organizationId: childId, name: 'Child Screens' },
      ],
      platform: false,
    });
    expect(await withdraw(parent, [playlistId], { organizationId: childId, platform: false })).toBe(1);
    expect(await stockCopy(child, 'Seasonal')).toBeUndefined();
    expect(await stockCopy(otherChild, 'Seasonal')).toBeDefined();
    expect((await recipients(parent, playlistId)).recipients.map((entry) => entry.name)).toEqual([
      'Another Child',
    ]);
  });

  it('withdraws every copy at once', async () => {
    const playlistId = db.ids.playlists.everywhere;
    await copy(parent, [playlistId], [db.ids.organizations.child, db.ids.organizations.otherChild]);
    expect(await withdraw(parent, [playlistId], 'everywhere')).toBe(2);
    expect(await stockCopy(child, 'Everywhere')).toBeUndefined();
    expect(await stockCopy(otherChild, 'Everywhere')).toBeUndefined();
    expect(await recipients(parent, playlistId)).toEqual({ recipients: [], platform: false });
  });

  it("is not found for recipients or withdrawals of a copy, or of another organization's playlist", async () => {
    const playlistId = db.ids.playlists.guarded;
    const childId = db.ids.organizations.child;
    await copy(parent, [playlistId], [childId]);
    const held = (await stockCopy(child, 'Guarded'))?.id ?? 0;
    await expectRefusal(recipients(child, held), 'NOT_FOUND');
    await expectRefusal(recipients(stranger, playlistId), 'NOT_FOUND');
    await expectRefusal(
      withdraw(stranger, [playlistId], { organizationId: childId, platform: false }),
      'NOT_FOUND',
    );
    await expectRefusal(withdraw(child, [held], 'everywhere'), 'NOT_FOUND');
    expect(await stockCopy(child, 'Guarded')).toBeDefined();
  });
});
