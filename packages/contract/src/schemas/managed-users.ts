import { z } from 'zod';
import { zEmail, zName } from '../fields.js';
import { ZLocale, ZRole } from './auth.js';
import { zId, zIdParam, zIds } from '../ids.js';

export const USERNAME_MAX_LENGTH = 50;

/** A username: letters, digits, dots, dashes and underscores; stored lower-cased and unique. */
export const zUsername = z
  .string()
  .trim()
  .min(3)
  .max(USERNAME_MAX_LENGTH)
  .regex(/^[a-zA-Z0-9._-]+$/, { error: 'validation.username' })
  .transform((value) => value.toLowerCase());

/** Where a user stands: invited (no password yet), waiting for the owner's approval, or active. */
export const USER_STATUSES = ['active', 'invited', 'awaiting_approval'] as const;

export const ZManagedUser = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  fullname: z.string(),
  email: z.string(),
  role: ZRole,
  organizationId: z.number().int(),
  status: z.enum(USER_STATUSES),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  isOwner: z.boolean(),
  isSelf: z.boolean(),
  /** whether the caller may edit or delete this user (spec section 6) */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type TManagedUser = z.infer<typeof ZManagedUser>;

/** Which organization's users: the caller's own when absent, else a sub-organization it fully manages. */
export const ZUsersQuery = z.object({ organizationId: zIdParam.optional() });

export const ZUserList = z.object({
  organizationId: z.number().int(),
  users: z.array(ZManagedUser),
  /** the licence's user limit (null is unlimited) and how many users count against it */
  numUsers: z.number().int().nullable(),
  usedUsers: z.number().int(),
});
export type TUserList = z.infer<typeof ZUserList>;

/** The roles a new user may get; owners come only with an organization. */
export const ASSIGNABLE_ROLES = ['admin', 'staff', 'screen_manager', 'content_creator'] as const;
export const ZAssignableRole = z.enum(ASSIGNABLE_ROLES);

export const ZCreateUserRequest = z.object({
  organizationId: zId.optional(),
  username: zUsername,
  fullname: zName(),
  email: zEmail,
  role: ZAssignableRole,
  locale: ZLocale.optional(),
});
export type TCreateUserRequest = z.input<typeof ZCreateUserRequest>;

export const ZUpdateUserRequest = z.object({
  id: zId,
  /** people who registered themselves have no username; left empty, it stays as it is */
  username: z.union([z.literal('').transform(() => undefined), zUsername]).optional(),
  fullname: zName(),
  email: zEmail,
  role: ZRole,
});
export type TUpdateUserRequest = z.input<typeof ZUpdateUserRequest>;

/** What happens to deleted users' content: it goes to the organization's owner, or it is deleted. */
export const USER_CONTENT_MODES = ['transfer', 'delete'] as const;
export const ZDeleteUsersRequest = z.object({
  userIds: zIds(500).min(1),
  mode: z.enum(USER_CONTENT_MODES),
});
export type TDeleteUsersRequest = z.input<typeof ZDeleteUsersRequest>;
export const ZDeleteUsersResponse = z.object({ success: z.literal(true), deleted: z.number().int() });

export const ZUserIdRequest = z.object({ id: zId });
