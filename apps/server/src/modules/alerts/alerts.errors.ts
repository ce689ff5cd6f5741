import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of emergency alerts, with their HTTP statuses. */
export const alertError = moduleErrors({
  ALERT_ACTIVE: 409,
  ALERT_NOT_ACTIVE: 409,
  ALERT_READ_ONLY: 403,
  ALERT_TARGET_UNKNOWN: 400,
});
