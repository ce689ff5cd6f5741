import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { licenses, type LicenseRow } from './licensing.table.js';

export async function insertLicense(db: Database, values: typeof licenses.$inferInsert): Promise<LicenseRow> {
  const [row] = await db.insert(licenses).values(values).returning();
  if (!row) throw new Error('insert license returned nothing');
  return row;
}

export async function findLicense(db: Database, organizationId: number): Promise<LicenseRow | undefined> {
  const [row] = await db.select().from(licenses).where(eq(licenses.organizationId, organizationId));
  return row;
}
