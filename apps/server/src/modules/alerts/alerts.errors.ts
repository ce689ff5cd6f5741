import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of emergency alerts, with their HTTP statuses. */
export const alertError = moduleErrors({
  ALERT_ACTIVE: 409,
  ALERT_NOT_ACTIVE: 409,
  ALERT_READ_ONLY: 403,
  ALERT_TARGET_UNKNOWN: 400,
  /** an integration must be disabled before it is deleted */
  INTEGRATION_ENABLED: 409,
  /** a disabled integration raises no alerts */
  INTEGRATION_DISABLED: 403,
  /** the endpoint was called without the integration's API key */
  INTEGRATION_KEY_INVALID: 401,
  /** an Update or Cancel names a message this integration never delivered */
  INTEGRATION_REFERENCE_UNKNOWN: 404,
  /** a CAP message (or feed) that is not valid CAP 1.2, or that Placard does not read for safety */
  CAP_INVALID: 400,
  /** a valid CAP message that raises no alert (a test, exercise or draft; an Ack or Error) */
  CAP_IGNORED: 422,
});
