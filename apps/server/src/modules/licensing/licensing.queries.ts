import { eq, sql } from 'drizzle-orm';
import {
  ASSISTANT_ACTIONS,
  ASSISTANT_PRICE_ITEMS,
  DEFAULT_ASSISTANT_PRICES,
  type AssistantAction,
  type TPricingEntry,
} from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import { preparedPerDatabase } from '../../platform/db/prepared.js';
import { findPricing } from './licensing.repository.js';
import { licenses, type LicenseRow } from './licensing.table.js';

/** What other modules read of licences. */

const licenseQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(licenses)
    .where(eq(licenses.organizationId, sql.placeholder('organizationId')))
    .prepare('find_caller_license'),
);

/** An organization's licence row, if it has one (read by every request with a session). */
export async function licenseRowOf(db: Database, organizationId: number): Promise<LicenseRow | undefined> {
  const [row] = await licenseQuery(db).execute({ organizationId });
  return row;
}

/**
 * What each assistant action costs an organization, in credits: the price its parent set in its
 * pricing (rounded up to whole credits), or the default price when none is set.
 */
export async function assistantPrices(
  db: Database,
  organizationId: number,
): Promise<Record<AssistantAction, number>> {
  const items = await findPricing(db, organizationId);
  const prices = { ...DEFAULT_ASSISTANT_PRICES };
  for (const action of ASSISTANT_ACTIONS) {
    const set = items.find((entry) => entry.item === ASSISTANT_PRICE_ITEMS[action]);
    if (set) prices[action] = Math.ceil(set.value);
  }
  return prices;
}

/** What an organization charges, per pricing item (the root's prices the credit packages it sells). */
export function pricingOf(db: Database, organizationId: number): Promise<TPricingEntry[]> {
  return findPricing(db, organizationId);
}
