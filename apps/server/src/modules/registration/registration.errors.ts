import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of registration, with their HTTP statuses. */
export const registrationError = moduleErrors({
  REGISTRATION_FAILED: 400,
});
