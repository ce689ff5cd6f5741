import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { sha256 } from '../../platform/crypto.js';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { deviceByTokenHash, type AuthenticatedDevice } from './player.repository.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The screen calling a route with permission 'device'. */
    device: AuthenticatedDevice;
  }
}

/** A device token: 256 random bits, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SCHEME = 'device ';

/**
 * The token of `Authorization: Device <token>`, else, for a WebSocket (the browser's WebSocket sets no
 * headers), `?token=`. Plain HTTP calls never take it from the address.
 */
export function deviceTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith(SCHEME)) return header.slice(SCHEME.length).trim();
  if (!request.ws) return undefined;
  const query = request.query as { token?: unknown } | undefined;
  return typeof query?.token === 'string' ? query.token : undefined;
}

/** The address without its token, so access logs never hold a credential. */
function withoutToken(url: string): string {
  return url.replace(/([?&]token=)[^&]*/, '$1…');
}

/**
 * Routes with permission 'device' (the guard leaves them alone) run this first: the token is looked up
 * by its hash; a missing or unknown one is 401 UNAUTHORIZED, and the screen pairs again. It runs when
 * the request arrives, so nobody without a token gets a body read or a WebSocket opened.
 */
export function registerDeviceAuth(app: FastifyInstance, deps: Pick<Deps, 'db'>): void {
  app.decorateRequest('device', null as unknown as AuthenticatedDevice);
  const authenticate: onRequestAsyncHookHandler = async (request) => {
    if (request.routeOptions.config.permission !== 'device') return;
    const token = deviceTokenOf(request);
    if (request.raw.url?.includes('token=')) request.raw.url = withoutToken(request.raw.url);
    if (!token || !TOKEN.test(token)) throw new AppError('UNAUTHORIZED');
    const device = await deviceByTokenHash(deps.db, sha256(token));
    if (!device) throw new AppError('UNAUTHORIZED');
    request.device = device;
  };
  app.addHook('onRequest', authenticate);
}
