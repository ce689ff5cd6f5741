import { accessStateFor, type AccessState, type LicenseFeatures } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { ancestorIds, findOrganizationById } from './organizations.repository.js';
import type { OrganizationRow } from './organizations.table.js';

/** Who asks: the organization a request acts for and the switches of its licence. */
export type Actor = {
  user: { id: number; organizationId: number };
  license: { features: LicenseFeatures };
};

export type OrganizationAccess = {
  organization: OrganizationRow;
  /** levels below the actor's organization (0 is the actor's own) */
  depth: number;
  access: AccessState;
  isOwn: boolean;
};

/** Levels from `ancestorOrganizationId` down to an organization, or null when it is not below it. */
export async function depthBelow(
  deps: Pick<Deps, 'db'>,
  ancestorOrganizationId: number,
  organizationId: number,
): Promise<number | null> {
  const chain = await ancestorIds(deps.db, organizationId);
  const depth = chain.indexOf(ancestorOrganizationId);
  return depth < 0 ? null : depth;
}

/** The actor's access to an organization; its own is full, its descendants follow the licence's level. */
export function accessStateOf(actor: Actor, depth: number | null): AccessState {
  return accessStateFor(actor.license.features.subOrgUpdateAccess, depth);
}

/**
 * An organization the actor may reach with at least the access needed. One that is not the actor's own
 * nor below it (a sibling, a parent, anyone else's) is answered as not found, so it does not leak.
 */
export async function requireOrganization(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  organizationId: number,
  need: Exclude<AccessState, 'NO_ACCESS'> = 'LIMITED_ACCESS',
): Promise<OrganizationAccess> {
  const [organization, depth] = await Promise.all([
    findOrganizationById(deps.db, organizationId),
    depthBelow(deps, actor.user.organizationId, organizationId),
  ]);
  const access = accessStateOf(actor, depth);
  if (!organization || depth === null || access === 'NO_ACCESS') throw new AppError('NOT_FOUND');
  if (need === 'FULL_ACCESS' && access !== 'FULL_ACCESS') throw new AppError('FORBIDDEN');
  return { organization, depth, access, isOwn: depth === 0 };
}

/** A sub-organization (never the actor's own) the actor fully manages. */
export async function requireManagedSubOrganization(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  organizationId: number,
): Promise<OrganizationAccess> {
  const found = await requireOrganization(deps, actor, organizationId, 'FULL_ACCESS');
  if (found.isOwn) throw new AppError('FORBIDDEN');
  return found;
}
