export const ROLES = ['owner', 'admin', 'staff', 'screen_manager', 'content_creator'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Who may create, edit or delete a user of a given role (spec section 6): owners are managed only by
 * owners; admins can be added only by owners; the other roles by owners and admins.
 */
export function canManageRole(actor: Role, target: Role): boolean {
  if (actor === 'owner') return true;
  if (actor === 'admin') return target !== 'owner' && target !== 'admin';
  return false;
}
