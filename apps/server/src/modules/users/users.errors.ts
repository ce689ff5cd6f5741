import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of users, with their HTTP statuses. */
export const userError = moduleErrors({
  EMAIL_EXISTS: 400,
  USERNAME_EXISTS: 400,
  OWNER_EXISTS: 400,
  USERS_NOT_DELETABLE: 400,
  TRANSFER_FAILED: 400,
  DELETE_FAILED: 400,
});
