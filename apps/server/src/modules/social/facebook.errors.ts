import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of the organization's Facebook connection, with their HTTP statuses. */
export const facebookError = moduleErrors({
  /** the server has no Facebook app (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET unset) */
  FACEBOOK_NOT_CONFIGURED: 409,
  /** Facebook Login or the Graph API failed (refused, unreachable, or an answer Placard cannot read) */
  FACEBOOK_CONNECT_FAILED: 502,
  /** the Facebook user manages no page Placard was allowed to use */
  FACEBOOK_NO_PAGES: 422,
  /** the organization has no Facebook connection (or no page chosen yet) */
  FACEBOOK_NOT_CONNECTED: 409,
  /** Facebook refused the connection's token (expired or revoked): it is now disconnected */
  FACEBOOK_EXPIRED: 409,
  /** the page chosen is not one the connected user manages */
  FACEBOOK_PAGE_NOT_FOUND: 404,
});
