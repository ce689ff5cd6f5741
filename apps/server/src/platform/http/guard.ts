import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  IMPERSONATION_COOKIE,
  IMPERSONATION_HEADER,
  can,
  isId,
  isReadOnly,
  type Capability,
  type LicenseStatus,
  type Role,
} from '@placard/contract';
import { AppError } from './app-error.js';

/** What a route needs: nothing, a session, a session whose role has a capability, or a paired device. */
export type Permission = 'public' | 'session' | 'device' | Capability;

/** An /api route as it declared itself to the guard (the authorization matrix test reads these). */
export type GuardedRoute = {
  method: string;
  url: string;
  permission: Permission;
  reads: boolean;
  whileReadOnly: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Permission;
    /** a POST that only reads, so it stays open while the licence is read-only */
    reads?: boolean;
    /** a change that must stay possible while the licence is read-only (withdrawing consent) */
    whileReadOnly?: boolean;
    /**
     * a public route that checks a key of its own (an integration's API key, rate-limited on failure):
     * named in the OpenAPI document as its security
     */
    credential?: 'integrationKey';
  }
  interface FastifyInstance {
    /** every /api route with its declared permission, in registration order */
    guardedRoutes: GuardedRoute[];
  }
}

/**
 * What the guard reads of a caller. The auth module resolves more (its AuthContext, which types
 * `request.auth` and `request.authContext()`); the platform knows no module.
 */
export type GuardSubject = {
  user: { role: Role };
  license: { status: LicenseStatus };
  /** an impersonation target was sent that the user may not (or no longer) act for */
  impersonationRefused: boolean;
};

export const SESSION_COOKIE = 'sessionKey';

/** Methods that only read. */
export const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Session key from the cookie, else the Authorization header, else the older calls' body field. */
export function sessionKeyOf(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[SESSION_COOKIE];
  if (cookie) return cookie;
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const body = request.body as { sessionKey?: unknown } | undefined;
  return typeof body?.sessionKey === 'string' && body.sessionKey ? body.sessionKey : undefined;
}

/** The organization a request wants to act for: the header, else the cookie; undefined when none. */
export function impersonationTargetOf(request: FastifyRequest): number | undefined {
  const header = request.headers[IMPERSONATION_HEADER.toLowerCase()];
  const raw = (Array.isArray(header) ? header[0] : header) ?? request.cookies[IMPERSONATION_COOKIE];
  if (raw === undefined || raw === '') return undefined;
  const id = Number(raw);
  // a malformed target is refused like a withdrawn one, never silently ignored
  return isId(id) ? id : -1;
}

/**
 * The one guard. Every /api route must declare `config.permission` (the app refuses to start otherwise);
 * the guard resolves the session, checks the role's capability, and makes expired licences read-only.
 */
export function registerGuard<Subject extends GuardSubject>(
  app: FastifyInstance,
  resolve: (sessionKey: string, impersonationTarget: number | undefined) => Promise<Subject | null>,
) {
  const guarded: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guarded);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const permission = route.config?.permission;
    if (!permission) throw new Error(`Route ${route.method} ${route.url} does not declare its permission`);
    for (const method of [route.method].flat()) {
      guarded.push({
        method,
        url: route.url,
        permission,
        reads: route.config?.reads === true,
        whileReadOnly: route.config?.whileReadOnly === true,
      });
    }
  });

  const subjectOf = (request: FastifyRequest): Promise<Subject | null> => {
    const cache = request as FastifyRequest & { authPromise?: Promise<Subject | null> };
    const key = sessionKeyOf(request);
    cache.authPromise ??= key ? resolve(key, impersonationTargetOf(request)) : Promise.resolve(null);
    return cache.authPromise;
  };
  // named as plain strings: the auth module types request.auth and request.authContext()
  const auth: string = 'auth';
  const authContext: string = 'authContext';
  app.decorateRequest(auth, null);
  app.decorateRequest(authContext, function (this: FastifyRequest) {
    return subjectOf(this);
  });

  // before validation, so a caller without the right to a route learns nothing about its body
  app.addHook('preValidation', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (!permission || permission === 'public' || permission === 'device') return;
    const subject = await subjectOf(request);
    if (!subject) throw new AppError('UNAUTHORIZED');
    if (subject.impersonationRefused) throw new AppError('IMPERSONATION_NOT_ALLOWED');
    if (permission !== 'session') {
      if (!can(subject.user.role, permission)) throw new AppError('FORBIDDEN');
      const { reads, whileReadOnly } = request.routeOptions.config;
      const changes = !READ_METHODS.has(request.method) && !reads && !whileReadOnly;
      if (changes && isReadOnly(subject.license.status)) throw new AppError('LICENSE_EXPIRED');
    }
    Object.assign(request, { auth: subject });
  });
}
