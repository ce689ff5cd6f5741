import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of licences and their limits, with their HTTP statuses. */
export const licensingError = moduleErrors({
  USER_LIMIT_REACHED: 403,
  DEVICE_LIMIT_EXCEEDED: 403,
  DEMO_EXTENSION_FAILED: 409,
  LICENSE_EXCEEDS_PARENT: 400,
  FEATURE_NOT_LICENSED: 403,
});
