import type { Deps } from '../../platform/deps.js';
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
