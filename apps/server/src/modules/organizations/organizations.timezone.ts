import { defaultTimeZone } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import { findOrganizationById } from './organizations.repository.js';
import type { OrganizationRow } from './organizations.table.js';

/** The time zone an organization's new screens start in: as chosen, else its country's main zone. */
export function timeZoneOf(organization: Pick<OrganizationRow, 'timezone' | 'country'>): string {
  return organization.timezone ?? defaultTimeZone(organization.country);
}

/** timeZoneOf the organization with this id; UTC when it is gone. */
export async function organizationTimeZone(db: Database, id: number): Promise<string> {
  const organization = await findOrganizationById(db, id);
  return organization ? timeZoneOf(organization) : 'UTC';
}
