import {
  canOpenPath,
  capabilitiesOf,
  type TChangePasswordRequest,
  type TLoginResponse,
  type TSession,
} from '@placard/contract';
import { hashPassword, randomKey, sha256, verifyPassword } from '../../platform/crypto.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { renderMail } from '../../platform/mail/templates.js';
import { licenseContext, licenseContextOf } from '../licensing/licensing.usecases.js';
import { changePasswordHash, recordLogin, userByEmail, userById } from '../users/users.usecases.js';
import {
  deleteSessionByHash,
  deleteUserSessions,
  extendSession,
  findLiveSession,
  insertSession,
} from './sessions.repository.js';
import { resolveImpersonation } from '../impersonation/impersonation.usecases.js';
import { organizationTimeZone } from '../organizations/organizations.timezone.js';
import { callerOrganization } from '../organizations/organizations.queries.js';
import { licenseRowOf } from '../licensing/licensing.queries.js';
import { callerUser } from '../users/users.queries.js';
import type { AuthContext } from './auth.context.js';
import { consumeLinkToken, issueLinkToken } from './tokens.usecases.js';
import { authError } from './auth.errors.js';

const DAY_MS = 86_400_000;
const EXTEND_AFTER_MS = 3_600_000;
/** Verified against when the e-mail is unknown, so a wrong address costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

/**
 * Logs in a user who has just proved their address with the mailed code (a new organization's owner
 * right after registering). One who joined through a collated domain waits for approval first: null.
 */
export async function startSessionAfterVerification(
  deps: Deps,
  user: { id: number; approvedAt: Date | null; passwordHash: string | null },
): Promise<string | null> {
  if (!user.approvedAt || !user.passwordHash) return null;
  const [sessionKey] = await Promise.all([startSession(deps, user.id), recordLogin(deps, user.id)]);
  return sessionKey;
}

async function startSession(deps: Deps, userId: number): Promise<string> {
  const sessionKey = randomKey();
  const now = deps.now();
  await insertSession(deps.db, {
    userId,
    keyHash: sha256(sessionKey),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + deps.config.SESSION_TTL_DAYS * DAY_MS),
  });
  return sessionKey;
}

export async function login(deps: Deps, input: { email: string; password: string }): Promise<TLoginResponse> {
  const user = await userByEmail(deps, input.email);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await (dummyHash ??= hashPassword('placard-dummy-password'))),
    input.password,
  );
  // an invited user without a password yet cannot log in, whatever is typed
  if (!user?.passwordHash || !passwordOk) throw authError('INVALID_CREDENTIALS');
  if (!user.emailVerifiedAt) throw authError('EMAIL_NOT_VERIFIED');
  if (!user.approvedAt) throw authError('USER_NOT_APPROVED');
  const [sessionKey, license] = await Promise.all([
    startSession(deps, user.id),
    licenseContextOf(deps, user.organizationId),
    recordLogin(deps, user.id),
  ]);
  return {
    sessionKey,
    id: user.id,
    fullname: user.fullname,
    organizationId: user.organizationId,
    eula: user.eulaAcceptedAt !== null,
    localeSet: user.localeSet,
    locale: user.locale,
    role: user.role,
    licenseStatus: license.status,
  };
}

/**
 * The caller behind a session key, or null. Sliding expiry, written at most once an hour.
 * With an impersonation target, the request acts for that sub-organization when its consent stands.
 */
export async function resolveSession(
  deps: Deps,
  sessionKey: string,
  impersonationTarget?: number,
): Promise<AuthContext | null> {
  const keyHash = sha256(sessionKey);
  const now = deps.now();
  const session = await findLiveSession(deps.db, keyHash, now);
  const user = session && (await callerUser(deps.db, session.userId));
  const organization = user && (await callerOrganization(deps.db, user.organizationId));
  if (!session || !user || !organization) return null;
  const license = licenseContext(await licenseRowOf(deps.db, organization.id), now);
  if (now.getTime() - session.lastSeenAt.getTime() > EXTEND_AFTER_MS) {
    await extendSession(
      deps.db,
      session.sessionId,
      now,
      new Date(now.getTime() + deps.config.SESSION_TTL_DAYS * DAY_MS),
    );
  }
  const base: AuthContext = {
    sessionId: session.sessionId,
    keyHash,
    user,
    organization,
    license,
    home: { id: organization.id, name: organization.name },
    impersonation: null,
    impersonationRefused: false,
  };
  if (impersonationTarget === undefined || impersonationTarget === organization.id) return base;
  const acting = await resolveImpersonation(
    deps,
    { role: user.role, home: base.home, homeLicense: base.license },
    impersonationTarget,
  );
  if (!acting) return { ...base, impersonationRefused: true };
  return {
    ...base,
    user: { ...user, organizationId: acting.impersonation.targetOrganizationId },
    organization: {
      id: acting.impersonation.targetOrganizationId,
      name: acting.impersonation.targetOrganizationName,
      parentOrganizationId: organization.id,
    },
    license: acting.license,
    impersonation: acting.impersonation,
  };
}

export async function logout(deps: Deps, auth: AuthContext | null): Promise<void> {
  if (auth) await deleteSessionByHash(deps.db, auth.keyHash);
}

/** The route guard's check: the session entity, refused when the role may not open the path. */
export async function checkSession(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  input: { path?: string | undefined },
): Promise<TSession> {
  if (input.path && !canOpenPath(auth.user.role, input.path)) throw new AppError('FORBIDDEN');
  return {
    loggedIn: true,
    userId: auth.user.id,
    name: auth.user.fullname,
    email: auth.user.email,
    organizationId: auth.user.organizationId,
    organizationName: auth.organization.name,
    organizationTimeZone: await organizationTimeZone(deps.db, auth.organization.id),
    role: { name: auth.user.role },
    isEulaAgreed: auth.user.eulaAcceptedAt !== null,
    locale: auth.user.locale,
    localeSet: auth.user.localeSet,
    licenseStatus: auth.license.status,
    licenseLevel: auth.license.level,
    licenseProperties: auth.license.properties,
    licenseState: auth.license.state,
    licenseFeatures: auth.license.features,
    impersonationMode: auth.impersonation !== null,
    impersonation: auth.impersonation && {
      targetOrganizationId: auth.impersonation.targetOrganizationId,
      targetOrganizationName: auth.impersonation.targetOrganizationName,
      homeOrganizationId: auth.impersonation.homeOrganizationId,
      homeOrganizationName: auth.impersonation.homeOrganizationName,
    },
    isRootOrganization: auth.organization.parentOrganizationId === null,
    integrationId: null,
    permissions: capabilitiesOf(auth.user.role),
  };
}

/** Changes the password after checking the old one; every other session of the user ends. */
export async function changePassword(
  deps: Deps,
  auth: AuthContext,
  input: Pick<TChangePasswordRequest, 'email' | 'oldPassword' | 'password'>,
): Promise<void> {
  if (input.email.toLowerCase() !== auth.user.email) {
    throw new AppError('FORBIDDEN', { fields: { email: 'errors.FORBIDDEN' } });
  }
  const user = await userById(deps, auth.user.id);
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw authError('WRONG_PASSWORD', { fields: { oldPassword: 'errors.WRONG_PASSWORD' } });
  }
  const passwordHash = await hashPassword(input.password);
  await inTransaction(deps, async (tx) => {
    await changePasswordHash(tx, user.id, passwordHash);
    await deleteUserSessions(tx.db, user.id, auth.keyHash);
  });
}

/**
 * Mails a single-use reset link when the address belongs to someone; says nothing either way. The lookup
 * and the mail happen after answering, so a known and an unknown address are answered alike and as fast.
 */
export function requestPasswordReset(deps: Deps, input: { email: string }, locale: TSession['locale']): void {
  deps.afterAnswer.run('password reset', () => mailPasswordReset(deps, input.email, locale));
}

async function mailPasswordReset(deps: Deps, email: string, locale: TSession['locale']): Promise<void> {
  const user = await userByEmail(deps, email);
  if (!user) {
    deps.log.info('password reset requested for an unknown address');
    return;
  }
  const token = await issueLinkToken(deps, user.id, 'reset_password');
  const url = `${deps.config.PUBLIC_URL}/newpassword/${token}`;
  await deps.mailer.send(
    renderMail(
      'resetPassword',
      user.localeSet ? user.locale : locale,
      user.email,
      { name: user.fullname },
      { url },
    ),
  );
}

/** Sets a new password from a reset link; the link proves the address, and every session ends. */
export async function resetPassword(deps: Deps, input: { token: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await inTransaction(deps, async (tx) => {
    const token = await consumeLinkToken(tx, 'reset_password', input.token);
    await changePasswordHash(tx, token.userId, passwordHash, { verifyEmail: true });
    await deleteUserSessions(tx.db, token.userId);
  });
}
