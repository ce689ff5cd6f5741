import type { TOrganization } from '@placard/contract';
import { orgNode } from './organizationNodes';

/** An organization as GET /organizations/:id answers, for component tests. */
export function organization(id: number, overrides: Partial<TOrganization> = {}): TOrganization {
  return {
    id,
    name: `Org ${id}`,
    parentOrganizationId: id === 1 ? null : 1,
    contactEmail: null,
    contactPhoneNumber: null,
    description: null,
    address: null,
    city: 'Umeå',
    state: 'Västerbotten',
    country: 'SE',
    timezone: 'Europe/Stockholm',
    domain: null,
    collate: false,
    collationState: 'off',
    collationRecord: null,
    ownerName: 'Olive Owner',
    ownerEmail: 'olive@example.com',
    customerSupportEmail: null,
    customerContactEmail: null,
    websiteTitle: null,
    subOrganizationCount: 0,
    licenseData: { package: 'location_1y', state: 'active', validityExpiresAt: null },
    accessState: 'FULL_ACCESS',
    isOwn: id === 1,
    isRoot: false,
    ...overrides,
  };
}

//  1 Acme Signs
//  ├─ 2 North  ── 4 North Shop
//  └─ 3 South
export const OWN = organization(1, { name: 'Acme Signs', subOrganizationCount: 2 });
export const DESCENDANTS = [
  orgNode(2, 1, {
    name: 'North',
    subOrganizationCount: 1,
    license: { package: 'trial', state: 'trial', validityExpiresAt: null },
  }),
  orgNode(4, 2, { name: 'North Shop', depth: 2, path: ['North'] }),
  orgNode(3, 1, {
    name: 'South',
    license: { package: 'location_1y', state: 'expired', validityExpiresAt: '2020-01-01T00:00:00.000Z' },
  }),
];
