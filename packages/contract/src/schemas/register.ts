import { z } from 'zod';
import {
  PASSWORDS_MATCH,
  passwordsMatch,
  zEmail,
  zName,
  zPassword,
  zPasswordRepeat,
  zTimeZone,
  zToken,
  zVerificationCode,
} from '../fields.js';
import { isCountryCode } from '../countries.js';

export const ZRegisterRequest = z.object({
  orgName: zName(),
  orgOwnerName: zName(),
  email: zEmail,
  password: zPassword,
  city: zName(),
  state: zName(),
  country: z.string().trim().min(1).refine(isCountryCode, { error: 'validation.country' }),
  /** the organization's time zone, the default for its screens; the country's main zone when absent */
  timezone: zTimeZone.optional(),
  csrfToken: z.string().min(1).max(200),
  terms: z.literal(true, { error: 'validation.terms' }),
  promoConsent: z.boolean().default(false),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** What the registration form validates: the request plus the repeated password. */
export const ZRegisterForm = ZRegisterRequest.omit({ csrfToken: true })
  .extend({ passwordRepeat: zPasswordRepeat })
  .refine(passwordsMatch, PASSWORDS_MATCH);
export type TRegisterForm = z.input<typeof ZRegisterForm>;

export const USER_TYPES = ['regular', 'collated'] as const;
/** A collated registrant learns the name of the organization whose owner approves them. */
export const ZRegisterResponse = z.object({
  userType: z.enum(USER_TYPES),
  organizationName: z.string().optional(),
});
export type TRegisterResponse = z.infer<typeof ZRegisterResponse>;

export const ZVerifyRequest = z.object({ email: zEmail, code: zVerificationCode });
/** `loggedIn`: the new organization's owner is logged in (the session cookie is set); one who joined a
 * collated organization waits for its owner's approval. */
export const ZVerifyResponse = z.object({ success: z.literal(true), loggedIn: z.boolean() });
export type TVerifyResponse = z.infer<typeof ZVerifyResponse>;
export type TVerifyRequest = z.input<typeof ZVerifyRequest>;

export const ZResendRequest = z.object({ email: zEmail });
export type TResendRequest = z.input<typeof ZResendRequest>;

/** The approval link e-mailed to the organization's owner carries the joining user's e-mail and a token. */
export const ZApproveUserRequest = z.object({ email: zEmail, code: zToken });
export type TApproveUserRequest = z.input<typeof ZApproveUserRequest>;

export const ZApproveUserResponse = z.object({ success: z.literal(true), fullname: z.string() });
export type TApproveUserResponse = z.infer<typeof ZApproveUserResponse>;
