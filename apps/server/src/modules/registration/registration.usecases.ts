import type { Locale, TRegisterRequest, TRegisterResponse } from '@placard/contract';
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
import { createTrialLicense } from '../licensing/licensing.usecases.js';
import {
  collatingOrganizationFor,
  createOrganization,
  organizationById,
  rootOrganization,
} from '../organizations/organizations.usecases.js';
import {
  createUser,
  isEmailTaken,
  markApproved,
  markEmailVerified,
  ownerOf,
  userByEmail,
  type UserRow,
} from '../users/users.usecases.js';

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
 * An address on the e-mail domain of an organization that collates its users joins that organization
 * instead, once its owner approves.
 */
export async function register(
  deps: Deps,
  input: RegisterInput,
  csrf: { cookie: string | undefined },
  locale: Locale,
): Promise<TRegisterResponse> {
  if (!csrf.cookie || !safeEqual(csrf.cookie, input.csrfToken)) throw new AppError('CSRF_INVALID');
  const emailExists = () =>
    new AppError('EMAIL_EXISTS', { status: 409, fields: { email: 'errors.EMAIL_EXISTS' } });
  if (await isEmailTaken(deps, input.email)) throw emailExists();
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();

  const { userType, mails } = await inTransaction(deps, async (tx) => {
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
      return { userType: 'collated' as const, mails };
    }

    const root = await rootOrganization(tx);
    if (!root) throw new AppError('REGISTRATION_FAILED');
    const organization = await createOrganization(tx, {
      name: input.orgName,
      parentOrganizationId: root.id,
      city: input.city,
      state: input.state,
      country: input.country,
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
    return { userType: 'regular' as const, mails: [verificationMail(deps, user, organization.name, code)] };
  }).catch((error: unknown) => {
    // a simultaneous registration took the address after the check above
    throw isUniqueViolation(error, 'users_email_unique') ? emailExists() : error;
  });

  await sendAll(deps, mails);
  return { userType };
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

export async function verifyEmail(deps: Deps, input: { email: string; code: string }): Promise<void> {
  const user = await userByEmail(deps, input.email);
  if (!user) throw invalidCode();
  if (user.emailVerifiedAt) throw new AppError('ALREADY_VERIFIED');
  const ok = await inTransaction(deps, async (tx) => {
    const used = await consumeCode(tx, user.id, 'verify_email', input.code);
    if (used) await markEmailVerified(tx, user.id);
    return used;
  });
  if (!ok) throw invalidCode();
}

/** Sends a fresh code to an unverified address; says nothing about addresses it does not know. */
export async function resendVerification(deps: Deps, input: { email: string }): Promise<void> {
  const user = await userByEmail(deps, input.email);
  if (!user || user.emailVerifiedAt) return;
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
  if (!user) throw new AppError('INVALID_TOKEN');
  await inTransaction(deps, async (tx) => {
    await consumeLinkToken(tx, 'approve_user', input.code, user.id);
    await markApproved(tx, user.id);
  });
  return { fullname: user.fullname };
}
