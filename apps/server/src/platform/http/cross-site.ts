import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';
import { READ_METHODS } from './guard.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a call meant for other sites (screens, integrations): accepted from any origin */
    crossSite?: boolean;
  }
}

/** The screen player's protocol: screens and their apps call it from wherever they run. */
const PLAYER_PREFIX = '/api/player/';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Whether a call is meant for other sites: the player protocol, device-token calls, and routes marked so. */
function acceptsOtherSites(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return (
    config.crossSite === true ||
    config.permission === 'device' ||
    (request.routeOptions.url ?? request.url).startsWith(PLAYER_PREFIX)
  );
}

/**
 * Refuses a change (POST, PUT, PATCH, DELETE…) a page of another site makes a browser send with its
 * cookies: one whose Origin is neither PUBLIC_URL's nor the address the request was sent to (its Host),
 * or, without an Origin, whose Sec-Fetch-Site says cross-site. Requests that name no origin (scripts,
 * curl) and the calls meant for other sites pass. Checked before the body is read, for every content type.
 */
export function registerCrossSiteRefusal(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = originOf(publicUrl);
  app.addHook('onRequest', async (request) => {
    if (READ_METHODS.has(request.method) || acceptsOtherSites(request)) return;
    const origin = header(request, 'origin');
    if (origin === undefined) {
      if (header(request, 'sec-fetch-site') === 'cross-site') throw new AppError('CROSS_SITE_REQUEST');
      return;
    }
    const claimed = originOf(origin);
    // the host the browser addressed: the Host header, or X-Forwarded-Host from a trusted proxy
    const sameHost = claimed !== null && new URL(claimed).host === request.host;
    if (claimed === null || (claimed !== publicOrigin && !sameHost)) throw new AppError('CROSS_SITE_REQUEST');
  });
}
