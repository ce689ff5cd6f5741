import type { Locale, TUserProfile } from '@placard/contract';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { renderMail, roleLabel } from '../../platform/mail/templates.js';
import { consumeLinkToken, INVITATION_LIFETIME_MS, issueLinkToken } from '../auth/tokens.usecases.js';
import {
  countUsersOf,
  emailTaken,
  findOwnerOf,
  findUserByEmail,
  findUserById,
  insertUser,
  updatePassword,
  updateUser,
  type NewUser,
} from './users.repository.js';
import type { UserRow } from './users.table.js';
import { authError } from '../auth/auth.errors.js';
import { userError } from './users.errors.js';

export type { UserRow };

export function userByEmail(deps: Pick<Deps, 'db'>, email: string) {
  return findUserByEmail(deps.db, email);
}

export function userById(deps: Pick<Deps, 'db'>, id: number) {
  return findUserById(deps.db, id);
}

export function ownerOf(deps: Pick<Deps, 'db'>, organizationId: number) {
  return findOwnerOf(deps.db, organizationId);
}

export function isEmailTaken(deps: Pick<Deps, 'db'>, email: string, exceptUserId?: number) {
  return emailTaken(deps.db, email, exceptUserId);
}

export function createUser(deps: Pick<Deps, 'db'>, values: NewUser) {
  return insertUser(deps.db, { ...values, email: values.email.toLowerCase() });
}

export function markEmailVerified(deps: Pick<Deps, 'db' | 'now'>, userId: number) {
  return updateUser(deps.db, userId, { emailVerifiedAt: deps.now() });
}

/** Remembers when a user last logged in (shown in the user list). */
export function recordLogin(deps: Pick<Deps, 'db' | 'now'>, userId: number) {
  return updateUser(deps.db, userId, { lastLoginAt: deps.now() });
}

export function markApproved(deps: Pick<Deps, 'db' | 'now'>, userId: number) {
  return updateUser(deps.db, userId, { approvedAt: deps.now() });
}

/** A reset link proves the address, so `verifyEmail` also marks it verified. */
export function changePasswordHash(
  deps: Pick<Deps, 'db' | 'now'>,
  userId: number,
  passwordHash: string,
  options: { verifyEmail?: boolean } = {},
) {
  return updatePassword(deps.db, userId, passwordHash, options.verifyEmail ? deps.now() : undefined);
}

export async function profileOf(deps: Pick<Deps, 'db'>, userId: number): Promise<TUserProfile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  return {
    id: user.id,
    fullname: user.fullname,
    email: user.email,
    pendingEmail: user.pendingEmail,
    role: user.role,
    organizationId: user.organizationId,
    eula: user.eulaAcceptedAt !== null,
    eulaAcceptedAt: user.eulaAcceptedAt?.toISOString() ?? null,
    locale: user.locale,
    localeSet: user.localeSet,
  };
}

export function setName(deps: Pick<Deps, 'db'>, userId: number, name: string) {
  return updateUser(deps.db, userId, { fullname: name });
}

export function setLocale(deps: Pick<Deps, 'db'>, userId: number, locale: Locale) {
  return updateUser(deps.db, userId, { locale, localeSet: true });
}

export function setEula(deps: Pick<Deps, 'db' | 'now'>, userId: number, eula: boolean) {
  return updateUser(deps.db, userId, { eulaAcceptedAt: eula ? deps.now() : null });
}

const emailExists = () => userError('EMAIL_EXISTS', { fields: { email: 'errors.EMAIL_EXISTS' } });

/** Starts an e-mail change: the new address gets a confirmation link; the old one stays until then. */
export async function requestEmailChange(deps: Deps, userId: number, email: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  if (email === user.email || (await emailTaken(deps.db, email, userId))) throw emailExists();
  const token = await inTransaction(deps, async (tx) => {
    await updateUser(tx.db, userId, { pendingEmail: email });
    return issueLinkToken(tx, userId, 'change_email', { email });
  });
  const url = `${deps.config.PUBLIC_URL}/confirm-email?token=${encodeURIComponent(token)}&userId=${userId}`;
  await deps.mailer.send(
    renderMail('confirmEmailChange', user.locale, email, { name: user.fullname }, { url }),
  );
}

/** Completes an e-mail change from the link; refused with EMAIL_EXISTS when the address was taken since. */
export async function confirmEmailChange(
  deps: Deps,
  input: { userId: number; token: string },
): Promise<void> {
  await inTransaction(deps, async (tx) => {
    const token = await consumeLinkToken(tx, 'change_email', input.token, input.userId);
    const email = token.payload.email;
    if (!email) throw authError('INVALID_TOKEN');
    if (await emailTaken(tx.db, email, input.userId)) throw emailExists();
    await updateUser(tx.db, input.userId, { email, pendingEmail: null, emailVerifiedAt: tx.now() });
  }).catch((error: unknown) => {
    // a simultaneous confirmation took the address after the check above
    throw isUniqueViolation(error, 'users_email_unique') ? emailExists() : error;
  });
}

/**
 * Mails a user who has no password yet a link to choose one (it also confirms their address).
 * Sent after the transaction that created them, so a failed write sends nothing.
 */
export async function sendInvitation(
  deps: Deps,
  user: Pick<UserRow, 'id' | 'email' | 'fullname' | 'role' | 'locale'>,
  context: { inviterName: string; organizationName: string },
): Promise<void> {
  const token = await issueLinkToken(deps, user.id, 'reset_password', {}, INVITATION_LIFETIME_MS);
  await deps.mailer.send(
    renderMail(
      'inviteUser',
      user.locale,
      user.email,
      {
        name: user.fullname,
        inviter: context.inviterName,
        organization: context.organizationName,
        role: roleLabel(user.locale, user.role),
      },
      { url: `${deps.config.PUBLIC_URL}/newpassword/${token}` },
    ),
  );
}

export function countUsers(deps: Pick<Deps, 'db'>, organizationId: number): Promise<number> {
  return countUsersOf(deps.db, organizationId);
}
