import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of acting as a sub-organization, with their HTTP statuses. */
export const impersonationError = moduleErrors({
  IMPERSONATION_EXISTS: 409,
});
