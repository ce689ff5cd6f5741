import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordRequest,
  ZChangePasswordTokenRequest,
  ZCheckRequest,
  ZCsrfTokenResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLoginStatus,
  ZLogoutRequest,
  ZOk,
  ZRequestPasswordReset,
  ZSession,
} from '@placard/contract';
import { randomKey } from '../../platform/crypto.js';
import type { Deps } from '../../platform/deps.js';
import { clearCookie, setCookie } from '../../platform/http/cookies.js';
import { requestLocale } from '../../platform/http/error-handler.js';
import { SESSION_COOKIE } from '../../platform/http/guard.js';
import { limitByAddressAndEmail, loginRateLimits } from '../../platform/http/rate-limit.js';
import {
  changePassword,
  checkSession,
  login,
  logout,
  requestPasswordReset,
  resetPassword,
} from './auth.usecases.js';

export const CSRF_COOKIE = 'csrfToken';

/** Hands a new session's key to the browser, for as long as sessions last. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Deps,
  sessionKey: string,
): void {
  setCookie(request, reply, SESSION_COOKIE, sessionKey, deps.config.SESSION_TTL_DAYS * 86_400);
}
const tags = ['auth'];

export const authRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { RATE_LIMIT_RESET_MAX, RATE_LIMIT_WINDOW_SECONDS } = deps.config;

    app.post(
      '/auth/login',
      {
        schema: {
          tags,
          summary: 'Log in with e-mail and password',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse },
        },
        config: {
          permission: 'public',
          rateLimit: loginRateLimits(deps.config),
        },
      },
      async (request, reply) => {
        const result = await login(deps, request.body);
        setSessionCookie(request, reply, deps, result.sessionKey);
        return result;
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: { tags, summary: 'End the current session', body: ZLogoutRequest, response: { 200: ZOk } },
        config: { permission: 'public' },
      },
      async (request, reply) => {
        await logout(deps, await request.authContext());
        clearCookie(request, reply, SESSION_COOKIE);
        return { success: true as const };
      },
    );

    app.post(
      '/auth/check',
      {
        schema: {
          tags,
          summary: 'The route guard: the session, and whether its role may open a path',
          body: ZCheckRequest,
          response: { 200: ZSession },
        },
        config: { permission: 'session', reads: true },
      },
      async (request) => checkSession(deps, request.auth, request.body),
    );

    app.get(
      '/auth/status',
      {
        schema: {
          tags,
          summary: 'Whether the caller is logged in (the session watcher polls this)',
          response: { 200: ZLoginStatus },
        },
        config: { permission: 'public' },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { loggedIn: (await request.authContext()) !== null };
      },
    );

    app.post(
      '/auth/changePassword',
      {
        schema: {
          tags,
          summary: 'Change the password',
          body: ZChangePasswordRequest,
          response: { 200: ZOk },
        },
        config: { permission: 'session' },
      },
      async (request) => {
        await changePassword(deps, request.auth, request.body);
        return { success: true as const };
      },
    );

    app.post(
      '/auth/requestPasswordReset',
      {
        schema: {
          tags,
          summary: 'E-mail a password reset link',
          body: ZRequestPasswordReset,
          response: { 200: ZOk },
        },
        config: {
          permission: 'public',
          rateLimit: limitByAddressAndEmail(RATE_LIMIT_RESET_MAX, RATE_LIMIT_WINDOW_SECONDS),
        },
      },
      async (request) => {
        requestPasswordReset(deps, request.body, requestLocale(request));
        return { success: true as const };
      },
    );

    app.post(
      '/auth/changePasswordToken',
      {
        schema: {
          tags,
          summary: 'Set a new password from a reset link',
          body: ZChangePasswordTokenRequest,
          response: { 200: ZOk },
        },
        config: {
          permission: 'public',
          rateLimit: limitByAddressAndEmail(RATE_LIMIT_RESET_MAX * 2, RATE_LIMIT_WINDOW_SECONDS),
        },
      },
      async (request) => {
        await resetPassword(deps, request.body);
        return { success: true as const };
      },
    );

    app.post(
      '/auth/csrfToken',
      {
        schema: {
          tags,
          summary: 'A CSRF token for registration (double-submit cookie)',
          response: { 200: ZCsrfTokenResponse },
        },
        config: { permission: 'public' },
      },
      async (request, reply) => {
        const csrfToken = randomKey();
        setCookie(request, reply, CSRF_COOKIE, csrfToken, 2 * 3600);
        return { csrfToken };
      },
    );
  };
