import {
  defaultTimeZone,
  type Locale,
  type TRegisterRequest,
  type TRegisterResponse,
} from '@placard/contract';
import { hashPassword, safeEqual } from '../../platform/crypto.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { renderMail } from '../../platform/mail/templates.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import {
  consumeCode,
  consumeLinkToken,
  invalidCode,
  issueCode,
  issueLinkToken,
} from '../auth/tokens.usecases.js';
import { startSessionAfterVerification } from '../auth/auth.usecases.js';
import { createTrialLicense } from '../licensing/licensing.usecases.js';
import {
  collatingOrganizationFor,
  createOrganization,
  organizationById,
  rootOrganization,
} from '../organizations/organizations.usecases.js';
import {
  createUser,
  markApproved,
  markEmailVerified,
  ownerOf,
  userByEmail,
  type UserRow,
} from '../users/users.usecases.js';
import { authError } from '../auth/auth.errors.js';
import { registrationError } from './registration.errors.js';

export type RegisterInput = Omit<TRegisterRequest, 'terms' | 'promoConsent'> & { promoConsent: boolean };

function verificationMail(
  deps: Deps,
  user: Pick<UserRow, 'email' | 'fullname' | 'locale'>,
  organization: string,
  code: string,
) {
  const url = `${deps.config.PUBLIC_URL}/register/verify?email=${encodeURIComponent(user.email)}&code=${code}`;
  return renderMail(
    'verifyEmail',
    user.locale,
    user.email,
    { name: user.fullname, organization },
    { code, url },
  );
}

/**
 * Registers an organization and its owner on a 30-day trial, as a direct sub-organization of the root.
 * An address on the verified e-mail domain of an organization that collates its users joins that
 * organization instead, once its owner approves; the answer names that organization.
 *
 * The answer is the same for a known and an unknown address and takes the same time: the account (or,
 * for a known address, a mail to its owner) is made after answering.
 */
export async function register(
  deps: Deps,
  input: RegisterInput,
  csrf: { cookie: string | undefined },
  locale: Locale,
): Promise<TRegisterResponse> {
  if (!csrf.cookie || !safeEqual(csrf.cookie, input.csrfToken)) throw new AppError('CSRF_INVALID');
  const collating = await collatingOrganizationFor(deps, input.email);
  deps.afterAnswer.run('registration', () => completeRegistration(deps, input, locale));
  return collating ? { userType: 'collated', organizationName: collating.name } : { userType: 'regular' };
}

/** Creates the account, or tells the owner of a known address that someone tried to register with it. */
async function completeRegistration(deps: Deps, input: RegisterInput, locale: Locale): Promise<void> {
  const existing = await userByEmail(deps, input.email);
  if (existing) return mailKnownAddress(deps, existing, locale);
  const passwordHash = await hashPassword(input.password);
  const mails = await createAccount(deps, input, passwordHash, locale).catch(async (error: unknown) => {
    // a simultaneous registration took the address after the check above
    if (!isUniqueViolation(error, 'users_email_unique')) throw error;
    const winner = await userByEmail(deps, input.email);
    if (winner) await mailKnownAddress(deps, winner, locale);
    return [];
  });
  await sendAll(deps, mails);
}

/** A new registration with a known address: a fresh code while unconfirmed, otherwise a notice. */
async function mailKnownAddress(deps: Deps, user: UserRow, locale: Locale): Promise<void> {
  if (!user.emailVerifiedAt) return mailVerificationCode(deps, user);
  const url = `${deps.config.PUBLIC_URL}/`;
  const values = { name: user.fullname, email: user.email, forgotUrl: `${deps.config.PUBLIC_URL}/forgot` };
  await sendAll(deps, [
    renderMail('registeredAgain', user.localeSet ? user.locale : locale, user.email, values, { url }),
  ]);
}

function createAccount(
  deps: Deps,
  input: RegisterInput,
  passwordHash: string,
  locale: Locale,
): Promise<MailMessage[]> {
  const now = deps.now();
  return inTransaction(deps, async (tx) => {
    const collating = await collatingOrganizationFor(tx, input.email);
    const common = {
      email: input.email,
      fullname: input.orgOwnerName,
      passwordHash,
      locale,
      promoConsent: input.promoConsent,
    };
    if (collating) {
      const user = await createUser(tx, { ...common, organizationId: collating.id, role: 'content_creator' });
      const owner = await ownerOf(tx, collating.id);
      const mails: MailMessage[] = [
        verificationMail(deps, user, collating.name, await issueCode(tx, user.id, 'verify_email')),
      ];
      if (owner) {
        const token = await issueLinkToken(tx, user.id, 'approve_user');
        const url = `${deps.config.PUBLIC_URL}/register/user/approve?email=${encodeURIComponent(user.email)}&code=${token}`;
        const values = {
          owner: owner.fullname,
          name: user.fullname,
          email: user.email,
          organization: collating.name,
        };
        mails.push(renderMail('approveUser', owner.locale, owner.email, values, { url }));
      }
      return mails;
    }

    const root = await rootOrganization(tx);
    if (!root) throw registrationError('REGISTRATION_FAILED');
    const organization = await createOrganization(tx, {
      name: input.orgName,
      parentOrganizationId: root.id,
      city: input.city,
      state: input.state,
      country: input.country,
      timezone: input.timezone ?? defaultTimeZone(input.country),
      ownerName: input.orgOwnerName,
      ownerEmail: input.email,
      contactEmail: input.email,
      createdAt: now,
    });
    await createTrialLicense(tx, organization.id);
    const user = await createUser(tx, {
      ...common,
      organizationId: organization.id,
      role: 'owner',
      approvedAt: now,
    });
    const code = await issueCode(tx, user.id, 'verify_email');
    return [verificationMail(deps, user, organization.name, code)];
  });
}

async function sendAll(deps: Deps, mails: MailMessage[]) {
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.log.error({ err: error, to: mail.to }, 'could not send mail; the user can ask for it again');
    }
  }
}

/** Confirms an address with its code; a confirmed or unknown address gets the same answer as a wrong code. */
/** Confirms the address with its code; answers the key of a session when the user may now log in. */
export async function verifyEmail(
  deps: Deps,
  input: { email: string; code: string },
): Promise<{ sessionKey: string | null }> {
  const user = await userByEmail(deps, input.email);
  if (!user || user.emailVerifiedAt) throw invalidCode();
  const ok = await inTransaction(deps, async (tx) => {
    const used = await consumeCode(tx, user.id, 'verify_email', input.code);
    if (used) await markEmailVerified(tx, user.id);
    return used;
  });
  if (!ok) throw invalidCode();
  return { sessionKey: await startSessionAfterVerification(deps, user) };
}

/** Mails a fresh code to an unverified address, after answering; says nothing about addresses it does not know. */
export function resendVerification(deps: Deps, input: { email: string }): void {
  deps.afterAnswer.run('verification code', async () => {
    const user = await userByEmail(deps, input.email);
    if (user && !user.emailVerifiedAt) await mailVerificationCode(deps, user);
  });
}

async function mailVerificationCode(deps: Deps, user: UserRow): Promise<void> {
  const organization = await organizationById(deps, user.organizationId);
  const code = await issueCode(deps, user.id, 'verify_email');
  await deps.mailer.send(verificationMail(deps, user, organization?.name ?? 'Placard', code));
}

/** The owner's approval of a user who joined through the organization's e-mail domain. */
export async function approveUser(
  deps: Deps,
  input: { email: string; code: string },
): Promise<{ fullname: string }> {
  const user = await userByEmail(deps, input.email);
  if (!user) throw authError('INVALID_TOKEN');
  await inTransaction(deps, async (tx) => {
    await consumeLinkToken(tx, 'approve_user', input.code, user.id);
    await markApproved(tx, user.id);
  });
  return { fullname: user.fullname };
}
