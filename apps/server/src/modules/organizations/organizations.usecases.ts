import {
  licenseStateAt,
  type LicensePackage,
  type TLicenseSummary,
  type TOrganization,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { licenseOf } from '../licensing/licensing.usecases.js';
import { ownerOf } from '../users/users.usecases.js';
import type { OrganizationAccess } from './access.usecases.js';
import { emailDomain, isPublicMailDomain, presentCollation } from './collation.rules.js';
import { timeZoneOf } from './organizations.timezone.js';
import {
  countChildren,
  findCollatingOrganization,
  findOrganizationById,
  findRootOrganization,
  insertOrganization,
  type NewOrganization,
} from './organizations.repository.js';
import type { OrganizationRow } from './organizations.table.js';

export type { OrganizationRow };

export function createOrganization(
  deps: Pick<Deps, 'db'>,
  values: NewOrganization,
): Promise<OrganizationRow> {
  return insertOrganization(deps.db, values);
}

export function rootOrganization(deps: Pick<Deps, 'db'>): Promise<OrganizationRow | undefined> {
  return findRootOrganization(deps.db);
}

export function organizationById(deps: Pick<Deps, 'db'>, id: number): Promise<OrganizationRow | undefined> {
  return findOrganizationById(deps.db, id);
}

/** The organization whose members may join by registering with an address on its e-mail domain. */
export function collatingOrganizationFor(
  deps: Pick<Deps, 'db'>,
  email: string,
): Promise<OrganizationRow | undefined> {
  const domain = emailDomain(email);
  // a public mail provider's users never join one organization, whatever a row says
  return domain && !isPublicMailDomain(domain)
    ? findCollatingOrganization(deps.db, domain)
    : Promise.resolve(undefined);
}

/** How a sub-organization looks in the tree: its licence summarized as a person reads it. */
export function licenseSummary(
  license: { package: string | null; validityExpiresAt: Date | null } | null | undefined,
  now: Date,
): TLicenseSummary | null {
  if (!license?.package) return null;
  const pkg = license.package as LicensePackage;
  return {
    package: pkg,
    state: licenseStateAt(pkg, license.validityExpiresAt, now),
    validityExpiresAt: license.validityExpiresAt?.toISOString() ?? null,
  };
}

/** The Organization entity for a caller that reached it with `found`. */
export async function presentOrganization(
  deps: Pick<Deps, 'db' | 'now'>,
  found: OrganizationAccess,
  organization: OrganizationRow = found.organization,
): Promise<TOrganization> {
  const [subOrganizationCount, license, owner] = await Promise.all([
    countChildren(deps.db, organization.id),
    licenseOf(deps, organization.id),
    ownerOf(deps, organization.id),
  ]);
  return {
    id: organization.id,
    name: organization.name,
    parentOrganizationId: organization.parentOrganizationId,
    contactEmail: organization.contactEmail,
    contactPhoneNumber: organization.contactPhoneNumber,
    description: organization.description,
    address: organization.address,
    city: organization.city,
    state: organization.state,
    country: organization.country,
    timezone: timeZoneOf(organization),
    domain: organization.domain,
    ...presentCollation(organization),
    // the owner's account is the truth; the columns keep what was entered when there is none
    ownerName: owner?.fullname ?? organization.ownerName,
    ownerEmail: owner?.email ?? organization.ownerEmail,
    customerSupportEmail: organization.customerSupportEmail,
    customerContactEmail: organization.customerContactEmail,
    websiteTitle: organization.websiteTitle,
    subOrganizationCount,
    licenseData: licenseSummary(license, deps.now()),
    accessState: found.access,
    isOwn: found.isOwn,
    isRoot: organization.parentOrganizationId === null,
  };
}
