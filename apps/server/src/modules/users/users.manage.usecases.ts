import {
  can,
  canManageRole,
  type AccessState,
  type Capability,
  type Role,
  type TManagedUser,
  type TUserList,
  type ZAssignableRole,
  type ZCreateUserRequest,
  type ZDeleteUsersRequest,
  type ZUpdateUserRequest,
} from '@placard/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuthContext } from '../auth/auth.context.js';
import { licenseContextOf, type LicenseContext } from '../licensing/licensing.usecases.js';
import { requireOrganization } from '../organizations/access.usecases.js';
import {
  deleteUsersOf,
  emailTaken,
  findOwnerOf,
  findUserById,
  findUsersByIds,
  insertUser,
  listUsersOf,
  lockOrganizationUsers,
  updateUserOf,
  usernameTaken,
} from './users.repository.js';
import { assertRoomForUsers } from './users.members.usecases.js';
import type { UserRow } from './users.table.js';
import { sendInvitation } from './users.usecases.js';
import { userError } from './users.errors.js';

/** Who manages users: the request's caller (while impersonating, its organization is the target). */
export type Manager = Pick<AuthContext, 'user' | 'organization' | 'license'>;

export type CreateUserInput = z.output<typeof ZCreateUserRequest>;
export type UpdateUserInput = z.output<typeof ZUpdateUserRequest>;
export type DeleteUsersInput = z.output<typeof ZDeleteUsersRequest>;

/** The capability that adding (or promoting someone to) each role needs (spec section 6). */
const ADD_CAPABILITY: Record<z.infer<typeof ZAssignableRole>, Capability> = {
  admin: 'admin_add',
  staff: 'staff_add',
  screen_manager: 'screen_manager_add',
  content_creator: 'content_creator_add',
};

const forbiddenRole = () => new AppError('FORBIDDEN', { fields: { role: 'errors.FORBIDDEN' } });

/** The organization whose users are managed, with the caller's access to it and its licence. */
type ManagedOrganization = { id: number; name: string; access: AccessState; license: LicenseContext };

async function organizationToManage(
  deps: Pick<Deps, 'db' | 'now'>,
  manager: Manager,
  organizationId: number | undefined,
  need: 'FULL_ACCESS' | 'LIMITED_ACCESS',
): Promise<ManagedOrganization> {
  const id = organizationId ?? manager.user.organizationId;
  if (id === manager.user.organizationId) {
    return { id, name: manager.organization.name, access: 'FULL_ACCESS', license: manager.license };
  }
  const found = await requireOrganization(deps, manager, id, need);
  return {
    id,
    name: found.organization.name,
    access: found.access,
    license: await licenseContextOf(deps, id),
  };
}

function statusOf(user: UserRow): TManagedUser['status'] {
  if (user.passwordHash === null) return 'invited';
  if (user.approvedAt === null) return 'awaiting_approval';
  return 'active';
}

/** Whether the manager may edit or delete a user of a role at all (owners only by owners, admins only by owners). */
function manages(manager: Manager, role: Role): boolean {
  return canManageRole(manager.user.role, role);
}

function present(user: UserRow, manager: Manager, fullAccess: boolean): TManagedUser {
  const isSelf = user.id === manager.user.id;
  const isOwner = user.role === 'owner';
  const managed = fullAccess && manages(manager, user.role);
  return {
    id: user.id,
    username: user.username,
    fullname: user.fullname,
    email: user.email,
    role: user.role,
    organizationId: user.organizationId,
    status: statusOf(user),
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    isOwner,
    isSelf,
    canEdit: fullAccess && can(manager.user.role, 'add_user') && (isSelf || managed),
    canDelete: managed && can(manager.user.role, 'delete_user') && !isOwner && !isSelf,
  };
}

/** Refuses a username or e-mail another user has, naming every field that clashes. */
async function refuseTaken(
  deps: Pick<Deps, 'db'>,
  input: { username?: string | undefined; email: string },
  exceptUserId?: number,
): Promise<void> {
  const [username, email] = await Promise.all([
    input.username === undefined ? false : usernameTaken(deps.db, input.username, exceptUserId),
    emailTaken(deps.db, input.email, exceptUserId),
  ]);
  if (!username && !email) return;
  throw userError(username ? 'USERNAME_EXISTS' : 'EMAIL_EXISTS', {
    fields: {
      ...(username ? { username: 'errors.USERNAME_EXISTS' } : {}),
      ...(email ? { email: 'errors.EMAIL_EXISTS' } : {}),
    },
  });
}

/** A simultaneous request took the username or address after the check. */
function clashOf(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_username_unique')) {
    return userError('USERNAME_EXISTS', { fields: { username: 'errors.USERNAME_EXISTS' } });
  }
  if (isUniqueViolation(error, 'users_email_unique')) {
    return userError('EMAIL_EXISTS', { fields: { email: 'errors.EMAIL_EXISTS' } });
  }
  return error;
}

/** A user the manager may reach, with their organization; anyone else's is answered as not found. */
async function userToManage(deps: Pick<Deps, 'db' | 'now'>, manager: Manager, id: number) {
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError('NOT_FOUND');
  const organization = await organizationToManage(deps, manager, user.organizationId, 'FULL_ACCESS');
  return { user, organization };
}

/** The users of the manager's organization, or of a sub-organization it may see. */
export async function listManagedUsers(
  deps: Pick<Deps, 'db' | 'now'>,
  manager: Manager,
  organizationId?: number,
): Promise<TUserList> {
  const organization = await organizationToManage(deps, manager, organizationId, 'LIMITED_ACCESS');
  const rows = await listUsersOf(deps.db, organization.id);
  const fullAccess = organization.access === 'FULL_ACCESS';
  return {
    organizationId: organization.id,
    users: rows.map((row) => present(row, manager, fullAccess)),
    numUsers: organization.license.numUsers,
    usedUsers: rows.length,
  };
}

/**
 * Adds a user without a password, within the licence's user limit, and mails them a link to choose one
 * (which also confirms their address). Approved at once: an admin vouches for them.
 */
export async function createManagedUser(
  deps: Deps,
  manager: Manager,
  input: CreateUserInput,
): Promise<TManagedUser> {
  if (!can(manager.user.role, ADD_CAPABILITY[input.role]) || !manages(manager, input.role))
    throw forbiddenRole();
  const organization = await organizationToManage(deps, manager, input.organizationId, 'FULL_ACCESS');
  const user = await inTransaction(deps, async (tx) => {
    await assertRoomForUsers(tx, organization.id, organization.license.numUsers);
    await refuseTaken(tx, input);
    return insertUser(tx.db, {
      organizationId: organization.id,
      username: input.username,
      fullname: input.fullname,
      email: input.email.toLowerCase(),
      role: input.role,
      passwordHash: null,
      emailVerifiedAt: null,
      approvedAt: tx.now(),
      createdAt: tx.now(),
      locale: input.locale ?? manager.user.locale,
      localeSet: input.locale !== undefined,
    });
  }).catch((error: unknown) => {
    throw clashOf(error);
  });
  await sendInvitation(deps, user, {
    inviterName: manager.user.fullname,
    organizationName: organization.name,
  });
  return present(user, manager, true);
}

/**
 * Edits a user. Owners are edited only by owners, admins only by owners; nobody changes their own role,
 * an owner's role is not changed here and nobody becomes an owner here.
 */
export async function updateManagedUser(
  deps: Deps,
  manager: Manager,
  input: UpdateUserInput,
): Promise<TManagedUser> {
  const { user, organization } = await userToManage(deps, manager, input.id);
  const isSelf = user.id === manager.user.id;
  if (!isSelf && !manages(manager, user.role)) throw new AppError('FORBIDDEN');
  if (input.role !== user.role) {
    const promotable =
      input.role !== 'owner' &&
      can(manager.user.role, ADD_CAPABILITY[input.role]) &&
      manages(manager, input.role);
    if (isSelf || user.role === 'owner' || !promotable) throw forbiddenRole();
  }
  const emailChanged = input.email !== user.email;
  const updated = await inTransaction(deps, async (tx) => {
    await refuseTaken(tx, input, user.id);
    return updateUserOf(tx.db, organization.id, user.id, {
      ...(input.username === undefined ? {} : { username: input.username }),
      fullname: input.fullname,
      email: input.email,
      role: input.role,
      ...(emailChanged ? { pendingEmail: null } : {}),
    });
  }).catch((error: unknown) => {
    throw clashOf(error);
  });
  if (!updated) throw new AppError('NOT_FOUND');
  // the invitation went to the old address: a new one (which voids the old link) goes to the new address
  if (emailChanged && updated.passwordHash === null) {
    await sendInvitation(deps, updated, {
      inviterName: manager.user.fullname,
      organizationName: organization.name,
    });
  }
  return present(updated, manager, true);
}

/**
 * Deletes users with their sessions and tokens. Their content goes to their organization's owner
 * ('transfer') or is deleted ('delete') by the modules registered for it. Neither an owner nor the
 * caller can be deleted, and admins cannot delete admins.
 */
export async function deleteManagedUsers(
  deps: Deps,
  manager: Manager,
  input: DeleteUsersInput,
): Promise<number> {
  const ids = [...new Set(input.userIds)];
  const rows = await findUsersByIds(deps.db, ids);
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  const organizationIds = [...new Set(rows.map((row) => row.organizationId))];
  for (const organizationId of organizationIds) {
    await organizationToManage(deps, manager, organizationId, 'FULL_ACCESS');
  }
  if (rows.some((row) => row.role === 'owner' || row.id === manager.user.id)) {
    throw userError('USERS_NOT_DELETABLE', { fields: { userIds: 'errors.USERS_NOT_DELETABLE' } });
  }
  if (rows.some((row) => !manages(manager, row.role))) throw new AppError('FORBIDDEN');

  const deleted = await inTransaction(deps, async (tx) => {
    let count = 0;
    for (const organizationId of organizationIds) {
      const userIds = rows.filter((row) => row.organizationId === organizationId).map((row) => row.id);
      await lockOrganizationUsers(tx.db, organizationId);
      await handOverContent(tx, input.mode, organizationId, userIds);
      count += await deleteUsersOf(tx.db, organizationId, userIds);
    }
    return count;
  });
  for (const [index, handler] of deps.hooks.userContent.entries()) {
    await handler.afterCommit?.(deps).catch((error: unknown) => {
      deps.log.warn({ err: error, handler: index }, 'could not finish deleting users’ content');
    });
  }
  return deleted;
}

async function handOverContent(
  tx: Deps,
  mode: DeleteUsersInput['mode'],
  organizationId: number,
  userIds: number[],
): Promise<void> {
  const owner = mode === 'transfer' ? await findOwnerOf(tx.db, organizationId) : undefined;
  if (mode === 'transfer' && !owner) throw userError('TRANSFER_FAILED');
  for (const [index, handler] of tx.hooks.userContent.entries()) {
    try {
      if (owner) await handler.transfer(tx, organizationId, userIds, owner.id);
      else await handler.remove(tx, organizationId, userIds);
    } catch (error) {
      if (error instanceof AppError) throw error;
      tx.log.error({ err: error, handler: index, mode }, 'could not hand over deleted users’ content');
      throw userError(mode === 'transfer' ? 'TRANSFER_FAILED' : 'DELETE_FAILED');
    }
  }
}

/** Mails an invited user (no password yet) a fresh link; the earlier link stops working. */
export async function resendInvitation(deps: Deps, manager: Manager, id: number): Promise<void> {
  const { user, organization } = await userToManage(deps, manager, id);
  if (user.id !== manager.user.id && !manages(manager, user.role)) throw new AppError('FORBIDDEN');
  if (user.passwordHash !== null) throw new AppError('CONFLICT');
  await sendInvitation(deps, user, {
    inviterName: manager.user.fullname,
    organizationName: organization.name,
  });
}
