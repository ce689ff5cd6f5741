import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of signing in, passwords and link tokens, with their HTTP statuses. */
export const authError = moduleErrors({
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  USER_NOT_APPROVED: 403,
  INVALID_TOKEN: 400,
  INVALID_CODE: 400,
  WRONG_PASSWORD: 400,
  ALREADY_VERIFIED: 409,
});
