import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants.js';
import { messageKey } from './messages.js';
import { zText } from './text-rule.js';
import { isTimeZone } from './schedule/zone.js';

/** Reusable field schemas: one definition for the form and the server. */
export const zEmail = zText()
  .trim()
  .min(1)
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: 'validation.email' }))
  .transform((email) => email.toLowerCase());

/** A required, trimmed, single-line name. */
export const zName = (max: number = NAME_MAX_LENGTH) => zText().trim().min(1).max(max);

/** Spec section 5: at least 8 characters with lowercase, uppercase, numbers and symbols. */
export const zPassword = zText()
  .min(PASSWORD_MIN_LENGTH, { error: messageKey('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH)
  .regex(/[a-z]/, { error: 'validation.passwordLowercase' })
  .regex(/[A-Z]/, { error: 'validation.passwordUppercase' })
  .regex(/[0-9]/, { error: 'validation.passwordNumber' })
  .regex(/[^A-Za-z0-9]/, { error: 'validation.passwordSymbol' });

/** A password typed to prove who you are: any non-empty string (old rules may have been weaker). */
export const zCurrentPassword = zText().min(1).max(PASSWORD_MAX_LENGTH);

export const zVerificationCode = zText()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: 'validation.code' });

export const zToken = zText().trim().min(1).max(200);

export const zPasswordRepeat = zText().min(1);

/** The spec's "repeat must match" rule, for `.refine(passwordsMatch, PASSWORDS_MATCH)`. */
export const passwordsMatch = (value: { password: string; passwordRepeat: string }) =>
  value.password === value.passwordRepeat;
export const PASSWORDS_MATCH = { error: 'validation.passwordMismatch', path: ['passwordRepeat'] };

/** An IANA time zone such as Europe/Stockholm. */
export const zTimeZone = zText()
  .max(64)
  .refine((zone) => zone.length > 0 && isTimeZone(zone), { error: 'validation.timezone' });
