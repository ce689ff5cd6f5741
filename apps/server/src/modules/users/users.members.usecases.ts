import { withinLimit } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { licensingError } from '../licensing/licensing.errors.js';
import { countUsersOf, lockOrganizationUsers, moveUsersBetween, updateUser } from './users.repository.js';
import type { UserRow } from './users.table.js';

/**
 * Locks an organization's users for the rest of the transaction and counts them, so a limit checked
 * against the count still holds when the transaction commits.
 */
export async function lockAndCountUsers(tx: Pick<Deps, 'db'>, organizationId: number): Promise<number> {
  await lockOrganizationUsers(tx.db, organizationId);
  return countUsersOf(tx.db, organizationId);
}

/**
 * Refuses with USER_LIMIT_REACHED when `adding` more users would pass an organization's limit (null is
 * unlimited), holding its users' lock until the transaction ends so the answer stays true.
 */
export async function assertRoomForUsers(
  tx: Pick<Deps, 'db'>,
  organizationId: number,
  limit: number | null,
  adding = 1,
  field?: string,
): Promise<void> {
  const present = await lockAndCountUsers(tx, organizationId);
  if (!withinLimit(limit, present, adding)) {
    throw licensingError(
      'USER_LIMIT_REACHED',
      field ? { fields: { [field]: 'errors.USER_LIMIT_REACHED' } } : {},
    );
  }
}

/** An organization's users join another one (when it is deleted with transfer); its owner becomes an admin. */
export function moveMembers(tx: Pick<Deps, 'db'>, fromOrganizationId: number, toOrganizationId: number) {
  return moveUsersBetween(tx.db, fromOrganizationId, toOrganizationId);
}

/** Hands an organization to a new owner; the previous owner stays on as an admin. */
export async function handOver(
  tx: Pick<Deps, 'db'>,
  previousOwner: Pick<UserRow, 'id'> | undefined,
  newOwner: Pick<UserRow, 'id'>,
  newOwnerName: string,
): Promise<void> {
  if (previousOwner && previousOwner.id !== newOwner.id)
    await updateUser(tx.db, previousOwner.id, { role: 'admin' });
  await updateUser(tx.db, newOwner.id, { role: 'owner', fullname: newOwnerName });
}
