import type { TSession } from '@placard/contract';
import type { Impersonation } from '../impersonation/impersonation.usecases.js';
import type { LicenseContext } from '../licensing/licensing.usecases.js';

/** The caller of a request with a live session, as the guard resolves it once per request. */
export type AuthContext = {
  sessionId: number;
  keyHash: string;
  /** The user; while impersonating, organizationId is the organization acted for. */
  user: {
    id: number;
    email: string;
    fullname: string;
    role: TSession['role']['name'];
    locale: TSession['locale'];
    localeSet: boolean;
    eulaAcceptedAt: Date | null;
    organizationId: number;
  };
  /** The organization the request acts for, and its licence. */
  organization: { id: number; name: string; parentOrganizationId: number | null };
  license: LicenseContext;
  /** The user's own organization (the same as `organization` unless impersonating). */
  home: { id: number; name: string };
  impersonation: Impersonation | null;
  /** An impersonation target was sent that the user may not (or no longer) act for. */
  impersonationRefused: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, resolved once per request and cached (null when there is no live session). */
    authContext(): Promise<AuthContext | null>;
    /** The caller of a route that requires a session. */
    auth: AuthContext;
  }
}
