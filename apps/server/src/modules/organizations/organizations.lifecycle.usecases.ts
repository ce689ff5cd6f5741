import { defaultTimeZone, type TCreateSubOrganizationData, type TOrganization } from '@placard/contract';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { assignLicense, type LicenseActor } from '../licensing/licensing.manage.usecases.js';
import { licenseContextOf } from '../licensing/licensing.usecases.js';
import {
  assertRoomForUsers,
  handOver,
  lockAndCountUsers,
  moveMembers,
} from '../users/users.members.usecases.js';
import { createUser, ownerOf, sendInvitation, userByEmail, type UserRow } from '../users/users.usecases.js';
import {
  accessStateOf,
  depthBelow,
  requireManagedSubOrganization,
  requireOrganization,
} from './access.usecases.js';
import {
  countChildren,
  deleteOrganizationRow,
  lockOrganizationTree,
  updateOrganizationRow,
} from './organizations.repository.js';
import { createOrganization, presentOrganization } from './organizations.usecases.js';
import { licensingError } from '../licensing/licensing.errors.js';
import { organizationError } from './organizations.errors.js';
import { userError } from '../users/users.errors.js';

/** The actor behind these changes: who they are (for invitation mails) and what they act for. */
export type OrganizationActor = LicenseActor & { user: { fullname: string; locale: UserRow['locale'] } };

/** Creates a sub-organization with its licence and owner; the owner is mailed a link to set a password. */
export async function createSubOrganization(
  deps: Deps,
  actor: OrganizationActor,
  parentId: number,
  input: TCreateSubOrganizationData,
): Promise<TOrganization> {
  if (input.parentOrganizationId !== parentId) {
    throw new AppError('BAD_REQUEST', { fields: { parentOrganizationId: 'errors.BAD_REQUEST' } });
  }
  const parent = await requireOrganization(deps, actor, parentId, 'FULL_ACCESS');
  if (actor.license.features.subOrgUpdateAccess === 0) throw licensingError('FEATURE_NOT_LICENSED');
  const { organization, owner } = await inTransaction(deps, async (tx) => {
    if (await userByEmail(tx, input.ownerEmail)) {
      throw userError('EMAIL_EXISTS', { fields: { ownerEmail: 'errors.EMAIL_EXISTS' } });
    }
    const organization = await createOrganization(tx, {
      name: input.name,
      parentOrganizationId: parentId,
      contactEmail: input.contactEmail ?? null,
      contactPhoneNumber: input.contactPhoneNumber ?? null,
      description: input.description ?? null,
      address: input.address ?? null,
      city: input.city,
      state: input.state,
      country: input.country,
      timezone: input.timezone ?? defaultTimeZone(input.country),
      ownerName: input.ownerName,
      ownerEmail: input.ownerEmail,
      customerSupportEmail: input.customerSupportEmail ?? null,
      customerContactEmail: input.customerContactEmail ?? null,
    });
    await assignLicense(tx, actor, organization.id, input.licenseData, tx.now());
    const owner = await createUser(tx, {
      organizationId: organization.id,
      email: input.ownerEmail,
      fullname: input.ownerName,
      role: 'owner',
      passwordHash: null,
      approvedAt: tx.now(),
      locale: actor.user.locale,
    });
    return { organization, owner };
  });
  await sendInvitation(deps, owner, {
    inviterName: actor.user.fullname,
    organizationName: organization.name,
  });
  const depth = parent.depth + 1;
  return presentOrganization(deps, {
    organization,
    depth,
    access: accessStateOf(actor, depth),
    isOwn: false,
  });
}

/**
 * Changes who owns an organization: a member becomes owner, or a new person is invited as owner.
 * The previous owner stays as an admin. Only owners hand over their own organization.
 */
export async function updateOwner(
  deps: Deps,
  actor: OrganizationActor,
  id: number,
  input: { ownerName: string; ownerEmail: string },
): Promise<TOrganization> {
  const found = await requireOrganization(deps, actor, id, 'FULL_ACCESS');
  if (found.isOwn && actor.user.role !== 'owner') throw new AppError('FORBIDDEN');
  const invited = await inTransaction(deps, async (tx) => {
    const previous = await ownerOf(tx, id);
    const existing = await userByEmail(tx, input.ownerEmail);
    let invitee: UserRow | undefined;
    if (existing && existing.organizationId !== id) {
      throw userError('EMAIL_EXISTS', { fields: { ownerEmail: 'errors.EMAIL_EXISTS' } });
    }
    if (existing) {
      await handOver(tx, previous, existing, input.ownerName);
    } else {
      const license = await licenseContextOf(tx, id);
      await assertRoomForUsers(tx, id, license.numUsers, 1, 'ownerEmail');
      invitee = await createUser(tx, {
        organizationId: id,
        email: input.ownerEmail,
        fullname: input.ownerName,
        role: 'admin',
        passwordHash: null,
        approvedAt: tx.now(),
        locale: actor.user.locale,
      });
      await handOver(tx, previous, invitee, input.ownerName);
    }
    const row = await updateOrganizationRow(tx.db, id, {
      ownerName: input.ownerName,
      ownerEmail: input.ownerEmail,
    });
    return { row, invitee };
  });
  if (invited.invitee) {
    await sendInvitation(
      deps,
      { ...invited.invitee, role: 'owner' },
      { inviterName: actor.user.fullname, organizationName: invited.row.name },
    );
  }
  return presentOrganization(deps, found, invited.row);
}

/** Whether `targetId` is the organization itself or below it (where it cannot go). */
async function isWithin(deps: Deps, id: number, targetId: number): Promise<boolean> {
  return (await depthBelow(deps, id, targetId)) !== null;
}

/** Moves a sub-organization under another organization the actor fully manages. */
export async function moveOrganization(
  deps: Deps,
  actor: OrganizationActor,
  id: number,
  targetId: number,
): Promise<TOrganization> {
  // checked and moved under the tree lock: two simultaneous moves could otherwise form a cycle
  const { found, row } = await inTransaction(deps, async (tx) => {
    await lockOrganizationTree(tx.db);
    const found = await requireManagedSubOrganization(tx, actor, id);
    await requireOrganization(tx, actor, targetId, 'FULL_ACCESS');
    if (await isWithin(tx, id, targetId)) {
      throw organizationError('INVALID_MOVE', { fields: { targetOrganizationId: 'errors.INVALID_MOVE' } });
    }
    return { found, row: await updateOrganizationRow(tx.db, id, { parentOrganizationId: targetId }) };
  });
  const moved = await requireOrganization(deps, actor, id);
  return presentOrganization(deps, { ...found, depth: moved.depth, access: moved.access }, row);
}

/**
 * Gives everything a sub-organization holds to another organization: its users (the owner becomes an
 * admin) and the data other modules registered. All or nothing; the target's user limit must hold.
 */
export async function transferOrganization(
  deps: Deps,
  actor: OrganizationActor,
  id: number,
  targetId: number,
): Promise<{ usersMoved: number }> {
  await requireManagedSubOrganization(deps, actor, id);
  await requireOrganization(deps, actor, targetId, 'FULL_ACCESS');
  if (await isWithin(deps, id, targetId)) {
    throw userError('TRANSFER_FAILED', { fields: { targetOrganizationId: 'errors.INVALID_MOVE' } });
  }
  return inTransaction(deps, async (tx) => {
    const [incoming, license] = await Promise.all([
      lockAndCountUsers(tx, id),
      licenseContextOf(tx, targetId),
    ]);
    await assertRoomForUsers(tx, targetId, license.numUsers, incoming);
    const usersMoved = await moveMembers(tx, id, targetId);
    for (const [index, handler] of tx.hooks.organizationData.entries()) {
      try {
        await handler(tx, id, targetId);
      } catch (error) {
        if (error instanceof AppError) throw error;
        tx.log.error({ err: error, handler: index }, 'could not transfer organization data');
        throw userError('TRANSFER_FAILED');
      }
    }
    return { usersMoved };
  });
}

/** Deletes a sub-organization without sub-organizations, with everything it still holds. */
export async function deleteOrganization(deps: Deps, actor: OrganizationActor, id: number): Promise<void> {
  await requireManagedSubOrganization(deps, actor, id);
  await inTransaction(deps, async (tx) => {
    if ((await countChildren(tx.db, id)) > 0) throw organizationError('ORGANIZATION_HAS_CHILDREN');
    await deleteOrganizationRow(tx.db, id);
  });
}
