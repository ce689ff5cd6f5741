import {
  ASSIGNABLE_ROLES,
  can,
  canManageRole,
  type Capability,
  type Role,
  type TManagedUser,
  type TUserList,
} from '@placard/contract';

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The capability of spec section 6 that lets a role add users of each role. */
const ADD_CAPABILITY: Record<AssignableRole, Capability> = {
  admin: 'admin_add',
  staff: 'staff_add',
  screen_manager: 'screen_manager_add',
  content_creator: 'content_creator_add',
};

/**
 * The roles a caller may give a new user: an owner adds admins, staff, device managers and content
 * creators; an admin adds all but admins; other roles add nobody.
 */
export function rolesToAdd(actor: Role): AssignableRole[] {
  return ASSIGNABLE_ROLES.filter((role) => can(actor, ADD_CAPABILITY[role]) && canManageRole(actor, role));
}

/** The role to preselect in the add dialog: staff when allowed, else the first role the caller may add. */
export function defaultRoleToAdd(actor: Role): AssignableRole | undefined {
  const roles = rolesToAdd(actor);
  return roles.includes('staff') ? 'staff' : roles[0];
}

/**
 * The roles offered when editing a user. The owner keeps the owner role, and nobody changes their own
 * role; otherwise the caller may move the user between the roles it may add. `locked` means the
 * role is shown but cannot be changed.
 */
export function rolesToEdit(actor: Role, user: Pick<TManagedUser, 'role' | 'isOwner' | 'isSelf'>) {
  if (user.isOwner || user.role === 'owner' || user.isSelf) return { options: [user.role], locked: true };
  const options: Role[] = rolesToAdd(actor);
  if (!options.includes(user.role)) return { options: [user.role], locked: true };
  return { options, locked: options.length <= 1 };
}

type UserFlags = Pick<TManagedUser, 'role' | 'isOwner' | 'isSelf' | 'canEdit' | 'canDelete'>;

/** Whether the caller may edit this user: the server agrees, and an admin never edits the owner or admins. */
export function canEditUser(actor: Role, user: UserFlags, readOnly: boolean): boolean {
  if (readOnly || !user.canEdit || !can(actor, 'add_user')) return false;
  return user.isSelf || canManageRole(actor, user.role);
}

/** Whether the caller may delete this user: never the organization's owner or oneself (spec section 5). */
export function canDeleteUser(actor: Role, user: UserFlags, readOnly: boolean): boolean {
  if (readOnly || !user.canDelete || user.isOwner || user.isSelf) return false;
  return can(actor, 'delete_user') && canManageRole(actor, user.role);
}

/** Users whose name, username or e-mail contains the search text (case and accents ignored). */
export function filterUsers<T extends Pick<TManagedUser, 'fullname' | 'username' | 'email'>>(
  users: readonly T[],
  query: string,
): T[] {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  const needle = fold(query.trim());
  if (!needle) return [...users];
  return users.filter((user) =>
    [user.fullname, user.username ?? '', user.email].some((value) => fold(value).includes(needle)),
  );
}

/** The owner first, then everyone else by name. */
export function sortUsers<T extends Pick<TManagedUser, 'fullname' | 'isOwner' | 'id'>>(
  users: readonly T[],
): T[] {
  return [...users].sort(
    (a, b) =>
      Number(b.isOwner) - Number(a.isOwner) ||
      a.fullname.localeCompare(b.fullname, undefined, { sensitivity: 'base' }) ||
      a.id - b.id,
  );
}

/** How many users count against the licence, the limit (null: unlimited), and whether it is reached. */
export function userUsage(list: Pick<TUserList, 'numUsers' | 'usedUsers'>) {
  const limit = list.numUsers;
  return { used: list.usedUsers, limit, full: limit !== null && list.usedUsers >= limit };
}

/** Keeps only selected ids that are still listed and deletable (after a refresh or a new search). */
export function keepSelectable(selected: ReadonlySet<number>, selectable: readonly number[]): Set<number> {
  const allowed = new Set(selectable);
  return new Set([...selected].filter((id) => allowed.has(id)));
}
