import type { TOrganizationNode, TStockRecipients } from '@placard/contract';
import { namesOf } from '../users/users.queries.js';
import type { Database } from '../../platform/db/client.js';
import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { requireOrganization, type Actor } from '../organizations/access.usecases.js';
import { allSubOrganizations } from '../organizations/organizations.tree.usecases.js';
import type { LibraryItems } from './library.items.js';
import { isPlatformRoot, type LibraryActor, type LibraryItem } from './library.policy.js';

export type StockActor = LibraryActor & Actor;

/** Where copies go: each chosen sub-organization, and the platform (kept in the root organization). */
export type Destination = { organizationId: number; platform: boolean };

/** A stock copy as the stock rules see it. */
export type StockCopy = {
  id: number;
  organizationId: number;
  platformStock: boolean;
  stockFromOrganizationId: number | null;
  sourceId: number | null;
};

/** What the stock rules need of a library beyond its items: its copies, and how to make them. */
export type StockItems<Row extends LibraryItem> = LibraryItems<Row> & {
  /** the request field naming the items (for field errors) */
  idsField: string;
  copiesOf(
    db: Database,
    sourceIds: readonly number[],
    where?: { organizationId?: number | undefined; platform?: boolean | undefined },
  ): Promise<StockCopy[]>;
  /** who holds stock copies of an item: the organizations, and whether the platform does */
  holders(db: Database, sourceId: number): Promise<{ organizationId: number; platform: boolean }[]>;
  /** runs first in the copying transaction, with the items as read before it (e.g. to lock their files) */
  beforeCopy?(tx: Deps, items: readonly Row[]): Promise<void>;
  insertCopies(tx: Deps, actor: StockActor, copies: { item: Row; destination: Destination }[]): Promise<void>;
};

async function destinationsFor(
  deps: Deps,
  actor: StockActor,
  orgShareIds: readonly number[],
  platform: boolean,
): Promise<Destination[]> {
  const destinations: Destination[] = [];
  if (platform) {
    if (!isPlatformRoot(actor)) throw new AppError('FORBIDDEN', { fields: { platform: 'errors.FORBIDDEN' } });
    destinations.push({ organizationId: actor.organization.id, platform: true });
  }
  for (const id of new Set(orgShareIds)) {
    const found = await requireOrganization(deps, actor, id, 'LIMITED_ACCESS');
    if (found.isOwn) throw new AppError('BAD_REQUEST', { fields: { orgShareIds: 'errors.BAD_REQUEST' } });
    destinations.push({ organizationId: id, platform: false });
  }
  return destinations;
}

/**
 * Copy to stock (spec section 4): each item becomes a read-only stock copy in every destination that
 * does not hold one yet.
 */
export async function copyToStockIn<Row extends LibraryItem>(
  deps: Deps,
  stock: StockItems<Row>,
  actor: StockActor,
  request: { ids: readonly number[]; orgShareIds: readonly number[]; platform: boolean },
): Promise<number> {
  const destinations = await destinationsFor(deps, actor, request.orgShareIds, request.platform);
  const ids = [...new Set(request.ids)];
  const seen = await stock.visibleByIds(deps.db, actor, ids, false);
  if (seen.length !== ids.length) throw new AppError('NOT_FOUND');
  return inTransaction(deps, async (tx) => {
    await stock.beforeCopy?.(tx, seen);
    const items = await stock.visibleByIds(tx.db, actor, ids, false);
    if (items.length !== ids.length) throw new AppError('NOT_FOUND');
    for (const item of items) {
      if (item.section === 'stock' || item.organizationId !== actor.user.organizationId) {
        throw new AppError('BAD_REQUEST', { fields: { [stock.idsField]: 'errors.BAD_REQUEST' } });
      }
    }
    const existing = await stock.copiesOf(tx.db, ids);
    const held = new Set(
      existing.map((copy) => `${copy.sourceId}:${copy.organizationId}:${copy.platformStock}`),
    );
    const copies = destinations.flatMap((destination) =>
      items
        .filter((item) => !held.has(`${item.id}:${destination.organizationId}:${destination.platform}`))
        .map((item) => ({ item, destination })),
    );
    await stock.insertCopies(tx, actor, copies);
    return copies.length;
  });
}

/**
 * Items of the actor's own organization (not stock copies) the actor sees, or 404: only they have stock
 * copies the actor may list or withdraw.
 */
async function requireGivableItems<Row extends LibraryItem>(
  deps: Pick<Deps, 'db'>,
  stock: StockItems<Row>,
  actor: StockActor,
  ids: readonly number[],
): Promise<void> {
  const items = await stock.visibleByIds(deps.db, actor, ids, false);
  const own = items.filter(
    (item) => item.organizationId === actor.user.organizationId && item.section !== 'stock',
  );
  if (own.length !== ids.length) throw new AppError('NOT_FOUND');
}

/** Every sub-organization below the actor's, in tree order: where stock copies can go. */
export function stockTargets(deps: Deps, actor: StockActor): Promise<TOrganizationNode[]> {
  return allSubOrganizations(deps, actor, actor.user.organizationId);
}

/** Who holds stock copies the actor's organization gave of one of its items. */
export async function recipientsIn<Row extends LibraryItem>(
  deps: Deps,
  stock: StockItems<Row>,
  actor: StockActor,
  id: number,
): Promise<TStockRecipients> {
  await requireGivableItems(deps, stock, actor, [id]);
  const holders = await stock.holders(deps.db, id);
  const organizationIds = holders.filter((holder) => !holder.platform).map((holder) => holder.organizationId);
  const names = await namesOf(deps.db, { organizations: organizationIds });
  return {
    recipients: [...new Set(organizationIds)]
      .map((organizationId) => ({ organizationId, name: names.organization(organizationId) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.organizationId - b.organizationId),
    platform: holders.some((holder) => holder.platform),
  };
}

/** Withdraws stock copies the actor's organization gave: from one organization, the platform, or all. */
export async function withdrawStockIn<Row extends LibraryItem>(
  deps: Deps,
  stock: StockItems<Row>,
  actor: StockActor,
  sourceIds: readonly number[],
  from: { organizationId?: number | undefined; platform?: boolean } | 'everywhere',
): Promise<number> {
  const ids = [...new Set(sourceIds)];
  await requireGivableItems(deps, stock, actor, ids);
  const count = await inTransaction(deps, async (tx) => {
    const copies = await stock.copiesOf(tx.db, ids, from === 'everywhere' ? {} : from);
    const given = copies.filter((copy) => copy.stockFromOrganizationId === actor.user.organizationId);
    await stock.remove(
      tx,
      given.map((copy) => copy.id),
    );
    return given.length;
  });
  await stock.afterRemove?.(deps);
  return count;
}
