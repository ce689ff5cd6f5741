import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of organizations and joining by e-mail domain, with their HTTP statuses. */
export const organizationError = moduleErrors({
  ORGANIZATION_HAS_CHILDREN: 409,
  INVALID_MOVE: 400,
  DOMAIN_TAKEN: 409,
  DOMAIN_NOT_OWNED: 403,
  PUBLIC_EMAIL_DOMAIN: 400,
  DOMAIN_RECORD_NOT_FOUND: 400,
  COLLATION_NOT_REQUESTED: 409,
});
