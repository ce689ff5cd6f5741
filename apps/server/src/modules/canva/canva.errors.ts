import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of Canva designs, with their HTTP statuses. */
export const canvaError = moduleErrors({
  /** Canva is not on the organization's licence, or the server has no Canva integration */
  CANVA_NOT_AVAILABLE: 403,
  /** the user has no Canva account connected (or Canva no longer accepts its tokens) */
  CANVA_NOT_CONNECTED: 409,
  /** Canva's consent came back wrong: another state, a refused code, or Canva could not be reached */
  CANVA_CONNECT_FAILED: 502,
  /** the user declined on Canva's consent page */
  CANVA_CONNECT_CANCELLED: 400,
  /** Canva could not be told to forget the tokens: the connection stays, to try again */
  CANVA_DISCONNECT_FAILED: 502,
  /** Canva could not be reached, or answered what Placard cannot read */
  CANVA_FAILED: 502,
  /** Canva asks to slow down (its rate limit) */
  CANVA_BUSY: 503,
  CANVA_DESIGN_NOT_FOUND: 404,
  /** Canva's export job failed */
  CANVA_EXPORT_FAILED: 502,
});
export type CanvaErrorCode = Parameters<typeof canvaError>[0];
