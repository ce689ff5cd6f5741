import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMediaItem } from '@placard/contract';
import type { AuthContext } from '../auth/auth.context.js';
import { copyToStockIn, recipientsIn, withdrawStockIn } from '../library/library.stock.usecases.js';
import { expectRefusal } from '../../test/factories.js';
import { mediaLibrary } from '../../test/library-usecases.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { mediaInfo, renameMedia, updateMediaFlags } from './media.library.usecases.js';
import { mediaStock } from './media.stock.usecases.js';

const seed = {
  organizations: {
    parent: { name: 'Parent Screens', package: 'full_access' },
    child: { name: 'Child Screens', parent: 'parent' },
    otherChild: { name: 'Another Child', parent: 'parent' },
    grandchild: { name: 'Grandchild', parent: 'child' },
    stranger: { name: 'Stranger Screens' },
  },
  users: {
    parent: { organization: 'parent' },
    child: { organization: 'child' },
    childColleague: { organization: 'child', role: 'content_creator' },
    otherChild: { organization: 'otherChild' },
    stranger: { organization: 'stranger' },
  },
  media: {
    welcome: { creator: 'parent', name: 'welcome.png' },
    twice: { creator: 'parent', name: 'twice.png' },
    local: { creator: 'child', name: 'local.png' },
    notPlatform: { creator: 'parent', name: 'not-platform.png' },
    everyone: { creator: 'root', name: 'everyone.png' },
    seasonal: { creator: 'parent', name: 'seasonal.png' },
    everywhere: { creator: 'parent', name: 'everywhere.png' },
    declined: { creator: 'parent', name: 'declined.png' },
  },
} as const;

let db: TestDatabase<typeof seed>;
let library: ReturnType<typeof mediaLibrary>;
let root: AuthContext;
let parent: AuthContext;
let child: AuthContext;
let otherChild: AuthContext;
let stranger: AuthContext;
beforeAll(async () => {
  db = await createTestDatabase(seed);
  library = mediaLibrary(db.deps);
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
  copyToStockIn(db.deps, mediaStock, actor, { ids, orgShareIds, platform });
const recipients = (actor: AuthContext, mediaId: number) => recipientsIn(db.deps, mediaStock, actor, mediaId);
const withdraw = (actor: AuthContext, ids: number[], from: Parameters<typeof withdrawStockIn>[4]) =>
  withdrawStockIn(db.deps, mediaStock, actor, ids, from);

/** The stock copy of an item an organization sees, if any. */
async function stockCopy(actor: AuthContext, name: string): Promise<TMediaItem | undefined> {
  const stock = await library.list(actor, { section: 'stock', searchTerm: name });
  return stock.results.find((item) => item.name === name);
}

/** The id of the stock copy of an item an organization holds. */
async function heldId(actor: AuthContext, name: string): Promise<number> {
  const held = await stockCopy(actor, name);
  if (!held) throw new Error(`no stock copy of ${name}`);
  return held.id;
}

describe('copying to stock', () => {
  it('gives a sub-organization a read-only copy its users see in Stock, naming the giver', async () => {
    const item = await mediaInfo(db.deps, parent, db.ids.media.welcome);
    expect(await copy(parent, [item.id], [db.ids.organizations.child])).toBe(1);

    for (const actor of [child, await db.as('childColleague')]) {
      expect(await stockCopy(actor, 'welcome.png')).toMatchObject({
        section: 'stock',
        url: item.url,
        status: 'ready',
        stockFrom: { organizationId: db.ids.organizations.parent, name: 'Parent Screens' },
        platformStock: false,
        canEdit: false,
        canDelete: true,
      });
    }
    const held = await heldId(child, 'welcome.png');
    await expectRefusal(renameMedia(db.deps, child, held, 'mine'), 'LIBRARY_ITEM_NOT_EDITABLE');
    await expectRefusal(
      updateMediaFlags(db.deps, child, { id: held, locked: true }),
      'LIBRARY_ITEM_NOT_EDITABLE',
    );
    await expectRefusal(library.share(child, { ids: [held] }), 'BAD_REQUEST');
    // a copy is not given on
    await expectRefusal(copy(child, [held], [db.ids.organizations.grandchild]), 'BAD_REQUEST');
    expect(await stockCopy(parent, 'welcome.png')).toBeUndefined();
    expect(await stockCopy(otherChild, 'welcome.png')).toBeUndefined();
  });

  it('does not copy twice to an organization that already holds a copy', async () => {
    const item = db.ids.media.twice;
    const { child: childId, otherChild: otherChildId } = db.ids.organizations;
    expect(await copy(parent, [item], [childId])).toBe(1);
    expect(await copy(parent, [item], [childId, otherChildId])).toBe(1);
    expect((await library.list(child, { section: 'stock', searchTerm: 'twice' })).totalCount).toBe(1);
  });

  it("refuses the giver's own organization, and answers 404 for a sibling or a stranger", async () => {
    const to = (organizationId: number) => copy(child, [db.ids.media.local], [organizationId]);
    await expectRefusal(to(db.ids.organizations.child), 'BAD_REQUEST');
    await expectRefusal(to(db.ids.organizations.otherChild), 'NOT_FOUND');
    await expectRefusal(to(db.ids.organizations.parent), 'NOT_FOUND');
    await expectRefusal(to(db.ids.organizations.stranger), 'NOT_FOUND');
    expect(await stockCopy(otherChild, 'local.png')).toBeUndefined();
  });

  it('gives platform stock from the root organization only, and every organization sees it', async () => {
    await expectRefusal(copy(parent, [db.ids.media.notPlatform], [], true), 'FORBIDDEN');

    const global = db.ids.media.everyone;
    expect(await copy(root, [global], [], true)).toBe(1);
    for (const actor of [parent, child, stranger]) {
      const held = await stockCopy(actor, 'everyone.png');
      expect(held).toMatchObject({ platformStock: true, canEdit: false, canDelete: false });
      await expectRefusal(library.remove(actor, { ids: [held?.id ?? 0] }), 'LIBRARY_ITEM_NOT_EDITABLE');
    }
    expect(await recipients(root, global)).toEqual({ recipients: [], platform: true });
    expect(await withdraw(root, [global], { platform: true })).toBe(1);
    expect(await stockCopy(stranger, 'everyone.png')).toBeUndefined();
  });
});

describe('withdrawing stock', () => {
  it('names the organizations holding copies, and withdraws from one of them', async () => {
    const item = db.ids.media.seasonal;
    const { child: childId, otherChild: otherChildId } = db.ids.organizations;
    expect(await copy(parent, [item], [childId, otherChildId])).toBe(2);
    expect(await recipients(parent, item)).toEqual({
      recipients: [
        { organizationId: otherChildId, name: 'Another Child' },
        { organizationId: childId, name: 'Child Screens' },
      ],
      platform: false,
    });

    expect(await withdraw(parent, [item], { organizationId: childId, platform: false })).toBe(1);
    expect(await stockCopy(child, 'seasonal.png')).toBeUndefined();
    expect(await stockCopy(otherChild, 'seasonal.png')).toBeDefined();
    expect((await recipients(parent, item)).recipients.map((r) => r.name)).toEqual(['Another Child']);
  });

  it('withdraws every copy at once', async () => {
    const item = db.ids.media.everywhere;
    await copy(parent, [item], [db.ids.organizations.child, db.ids.organizations.otherChild]);
    expect(await withdraw(parent, [item], 'everywhere')).toBe(2);
    expect(await stockCopy(child, 'everywhere.png')).toBeUndefined();
    expect(await stockCopy(otherChild, 'everywhere.png')).toBeUndefined();
    expect(await recipients(parent, item)).toEqual({ recipients: [], platform: false });
  });

  it('lets the receiving organization delete its copy, leaving the original and other copies', async () => {
    const item = db.ids.media.declined;
    await copy(parent, [item], [db.ids.organizations.child, db.ids.organizations.otherChild]);
    expect(await library.remove(child, { ids: [await heldId(child, 'declined.png')] })).toBe(1);

    expect(await stockCopy(child, 'declined.png')).toBeUndefined();
    expect(await stockCopy(otherChild, 'declined.png')).toBeDefined();
    expect((await mediaInfo(db.deps, parent, item)).id).toBe(item);
    expect((await recipients(parent, item)).recipients.map((r) => r.name)).toEqual(['Another Child']);
  });
});
