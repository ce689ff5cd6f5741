import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of the stock photo and GIF providers, with their HTTP statuses. */
export const providerError = moduleErrors({
  /** the provider is not on the organization's licence, or the server has no key for it */
  PROVIDER_NOT_AVAILABLE: 403,
  /** the provider could not be reached, refused the platform's key, or answered what Placard cannot read */
  PROVIDER_FAILED: 502,
  /** the provider asks to slow down (its rate limit), or is down for a moment */
  PROVIDER_BUSY: 503,
  /** the provider no longer has the picture asked for */
  PROVIDER_ITEM_NOT_FOUND: 404,
});
