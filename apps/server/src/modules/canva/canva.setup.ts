import type { Deps } from '../../platform/deps.js';
import { createSafeFetch } from '../../platform/fetch/safe-fetch.js';
import type { AuthContext } from '../auth/auth.context.js';
import { canvaApi, type CanvaApi } from './canva.api.js';
import { canvaError } from './canva.errors.js';

/** Who uses Canva: a user of an organization with a licence. */
export type CanvaCaller = Pick<AuthContext, 'user' | 'organization' | 'license'>;

/** The path Canva sends the browser back to, under PUBLIC_URL (the redirect URL of the integration). */
export const CANVA_CALLBACK_PATH = '/api/canva/callback';

/** Whether the server has a Canva integration (its client id and secret). */
export function canvaConfigured(config: Deps['config']): boolean {
  return config.CANVA_CLIENT_ID !== undefined && config.CANVA_CLIENT_SECRET !== undefined;
}

/** Whether the caller may use Canva: on the organization's licence, and set up on the server. */
export function canvaAvailable(deps: Pick<Deps, 'config'>, caller: Pick<CanvaCaller, 'license'>): boolean {
  return caller.license.features.canvaAddOn && canvaConfigured(deps.config);
}

/** Canva's API with the server's integration; null when the server has none. */
export function integrationApi(config: Deps['config']): CanvaApi | null {
  if (config.CANVA_CLIENT_ID === undefined || config.CANVA_CLIENT_SECRET === undefined) return null;
  return canvaApi(createSafeFetch({ allowPrivate: config.OUTBOUND_ALLOW_PRIVATE }), {
    apiUrl: config.CANVA_API_URL,
    authorizeUrl: config.CANVA_AUTHORIZE_URL,
    clientId: config.CANVA_CLIENT_ID,
    clientSecret: config.CANVA_CLIENT_SECRET,
  });
}

/** Canva's API with the server's integration, for a caller who may use it. */
export function requireCanva(deps: Pick<Deps, 'config'>, caller: Pick<CanvaCaller, 'license'>): CanvaApi {
  const api = caller.license.features.canvaAddOn ? integrationApi(deps.config) : null;
  if (!api) throw canvaError('CANVA_NOT_AVAILABLE');
  return api;
}

/** The redirect URL Canva knows the integration by. */
export function callbackUrl(config: Pick<Deps['config'], 'PUBLIC_URL'>): string {
  return `${config.PUBLIC_URL}${CANVA_CALLBACK_PATH}`;
}
