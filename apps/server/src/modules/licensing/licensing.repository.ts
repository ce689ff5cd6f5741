import { and, eq, inArray } from 'drizzle-orm';
import type { TPricingEntry } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import { licensePricing, licenses, type LicenseRow } from './licensing.table.js';

export type NewLicense = typeof licenses.$inferInsert;

export async function insertLicense(db: Database, values: NewLicense): Promise<LicenseRow> {
  const [row] = await db.insert(licenses).values(values).returning();
  if (!row) throw new Error('insert license returned nothing');
  return row;
}

export async function findLicense(db: Database, organizationId: number): Promise<LicenseRow | undefined> {
  const [row] = await db.select().from(licenses).where(eq(licenses.organizationId, organizationId));
  return row;
}

/** Writes an organization's licence, creating the row when it has none. */
export async function upsertLicense(db: Database, values: NewLicense): Promise<LicenseRow> {
  const { organizationId: _id, ...changes } = values;
  const [row] = await db
    .insert(licenses)
    .values(values)
    .onConflictDoUpdate({ target: licenses.organizationId, set: changes })
    .returning();
  if (!row) throw new Error('upsert license returned nothing');
  return row;
}

/** Extends a trial once: only a trial that was not extended before moves. */
export async function extendTrialOnce(
  db: Database,
  organizationId: number,
  validityExpiresAt: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(licenses)
    .set({ validityExpiresAt, trialExtended: true, updatedAt: now })
    .where(
      and(
        eq(licenses.organizationId, organizationId),
        eq(licenses.package, 'trial'),
        eq(licenses.trialExtended, false),
      ),
    )
    .returning({ organizationId: licenses.organizationId });
  return rows.length > 0;
}

export async function findPricing(db: Database, organizationId: number): Promise<TPricingEntry[]> {
  return db
    .select({ item: licensePricing.item, value: licensePricing.value })
    .from(licensePricing)
    .where(eq(licensePricing.organizationId, organizationId))
    .orderBy(licensePricing.item);
}

export async function upsertPricing(
  db: Database,
  organizationId: number,
  entry: TPricingEntry,
  now: Date,
): Promise<void> {
  await db
    .insert(licensePricing)
    .values({ organizationId, ...entry, updatedAt: now })
    .onConflictDoUpdate({
      target: [licensePricing.organizationId, licensePricing.item],
      set: { value: entry.value, updatedAt: now },
    });
}

/** The credits of these organizations' licences (an organization without a licence is left out). */
export function findCreditsOf(db: Database, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      organizationId: licenses.organizationId,
      totalCredits: licenses.totalCredits,
      usedCredits: licenses.usedCredits,
    })
    .from(licenses)
    .where(inArray(licenses.organizationId, [...organizationIds]));
}
