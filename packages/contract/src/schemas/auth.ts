import { z } from 'zod';
import {
  PASSWORDS_MATCH,
  passwordsMatch,
  zCurrentPassword,
  zEmail,
  zPassword,
  zPasswordRepeat,
  zToken,
} from '../fields.js';
import { ZLicenseFeatures, ZLicenseProperties, ZLicenseState, ZLicenseStatus } from '../license.js';
import { LOCALES } from '../locale.js';
import { ROLES } from '../roles.js';
import { CAPABILITIES } from '../permissions.js';
import { zText } from '../text-rule.js';

/** Older calls carry the session key in the body; the cookie and Authorization header are preferred. */
const zSessionKeyField = zText().max(200).optional();

export const ZLoginRequest = z.object({ email: zEmail, password: zCurrentPassword });
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZRole = z.enum(ROLES);
export const ZLocale = z.enum(LOCALES);

export const ZLoginResponse = z.object({
  sessionKey: z.string(),
  id: z.number().int(),
  fullname: z.string(),
  organizationId: z.number().int(),
  eula: z.boolean(),
  localeSet: z.boolean(),
  locale: ZLocale,
  role: ZRole,
  licenseStatus: ZLicenseStatus,
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** The body is optional: a bare POST with the session cookie logs out too (the server sees no body as null). */
export const ZLogoutRequest = z.object({ sessionKey: zSessionKeyField }).nullish();

export const ZCheckRequest = z
  .object({
    sessionKey: zSessionKeyField,
    role: zText().max(50).optional(),
    path: zText().max(2000).optional(),
  })
  .nullish()
  .transform((body) => body ?? {});
export type TCheckRequest = z.input<typeof ZCheckRequest>;

/** The session entity of spec section 3, as the route guard receives it. */
export const ZSession = z.object({
  loggedIn: z.literal(true),
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  /** the time zone the organization's new screens start in */
  organizationTimeZone: z.string(),
  role: z.object({ name: ZRole }),
  isEulaAgreed: z.boolean(),
  locale: ZLocale,
  localeSet: z.boolean(),
  licenseStatus: ZLicenseStatus,
  licenseLevel: z.string(),
  licenseProperties: ZLicenseProperties,
  /** the licence's state as a person reads it, and every switch it grants */
  licenseState: ZLicenseState,
  licenseFeatures: ZLicenseFeatures,
  impersonationMode: z.boolean(),
  /** while impersonating: the organization acted for, and the user's own */
  impersonation: z
    .object({
      targetOrganizationId: z.number().int(),
      targetOrganizationName: z.string(),
      homeOrganizationId: z.number().int(),
      homeOrganizationName: z.string(),
    })
    .nullable(),
  /** whether the organization is the platform's root */
  isRootOrganization: z.boolean(),
  integrationId: z.number().int().nullable(),
  permissions: z.array(z.enum(CAPABILITIES as [string, ...string[]])),
});
export type TSession = z.infer<typeof ZSession>;

export const ZLoginStatus = z.object({ loggedIn: z.boolean() });
export type TLoginStatus = z.infer<typeof ZLoginStatus>;

export const ZChangePasswordRequest = z
  .object({
    sessionKey: zSessionKeyField,
    email: zEmail,
    oldPassword: zCurrentPassword,
    password: zPassword,
    passwordRepeat: zPasswordRepeat,
  })
  .refine(passwordsMatch, PASSWORDS_MATCH);
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

export const ZChangePasswordTokenRequest = z
  .object({ token: zToken, password: zPassword, passwordRepeat: zPasswordRepeat })
  .refine(passwordsMatch, PASSWORDS_MATCH);
export type TChangePasswordTokenRequest = z.input<typeof ZChangePasswordTokenRequest>;

export const ZRequestPasswordReset = z.object({ email: zEmail });
export type TRequestPasswordReset = z.input<typeof ZRequestPasswordReset>;

export const ZCsrfTokenResponse = z.object({ csrfToken: z.string() });
export type TCsrfTokenResponse = z.infer<typeof ZCsrfTokenResponse>;

export const ZOk = z.object({ success: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;
