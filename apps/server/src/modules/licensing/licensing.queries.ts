import type { TPricingEntry } from '@placard/contract';
import { eq, sql } from 'drizzle-orm';
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

/** What an organization charges, per pricing item (the root's prices the credit packages it sells). */
export function pricingOf(db: Database, organizationId: number): Promise<TPricingEntry[]> {
  return findPricing(db, organizationId);
}
