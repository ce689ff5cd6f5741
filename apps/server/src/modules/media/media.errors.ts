import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of uploads, with their HTTP statuses. */
export const mediaError = moduleErrors({
  UPLOAD_NOT_SUPPORTED: 501,
  UPLOAD_LONGER_THAN_DECLARED: 413,
});
