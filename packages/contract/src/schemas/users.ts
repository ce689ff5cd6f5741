import { z } from 'zod';
import { zEmail, zName, zToken } from '../fields.js';
import { ZLocale } from './auth.js';
import { zId } from '../ids.js';

export const ZSetNameRequest = z.object({ name: zName() });
export type TSetNameRequest = z.input<typeof ZSetNameRequest>;

export const ZUpdateLocaleRequest = z.object({ locale: ZLocale });
export type TUpdateLocaleRequest = z.input<typeof ZUpdateLocaleRequest>;

export const ZChangeEmailRequest = z.object({ email: zEmail });
export type TChangeEmailRequest = z.input<typeof ZChangeEmailRequest>;

export const ZConfirmEmailRequest = z.object({ userId: zId, token: zToken });
export type TConfirmEmailRequest = z.input<typeof ZConfirmEmailRequest>;

export const ZUpdateEulaRequest = z.object({ eula: z.boolean() });
export type TUpdateEulaRequest = z.input<typeof ZUpdateEulaRequest>;

export const ZUserProfile = z.object({
  id: z.number().int(),
  fullname: z.string(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  role: z.string(),
  organizationId: z.number().int(),
  eula: z.boolean(),
  eulaAcceptedAt: z.string().nullable(),
  locale: ZLocale,
  localeSet: z.boolean(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;
