import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApproveUserRequest,
  ZApproveUserResponse,
  ZOk,
  ZRegisterRequest,
  ZRegisterResponse,
  ZResendRequest,
  ZVerifyRequest,
  ZVerifyResponse,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { requestLocale } from '../../platform/http/error-handler.js';
import { limitByAddressAndEmail } from '../../platform/http/rate-limit.js';
import { CSRF_COOKIE, setSessionCookie } from '../auth/auth.routes.js';
import { approveUser, register, resendVerification, verifyEmail } from './registration.usecases.js';

const tags = ['registration'];

export const registrationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const codeLimit = limitByAddressAndEmail(
      deps.config.RATE_LIMIT_LOGIN_MAX,
      deps.config.RATE_LIMIT_WINDOW_SECONDS,
    );

    app.post(
      '/register',
      {
        schema: {
          tags,
          summary: 'Register an organization and its owner on a 30-day trial',
          body: ZRegisterRequest,
          response: { 200: ZRegisterResponse },
        },
        config: { permission: 'public', rateLimit: codeLimit },
      },
      async (request) =>
        register(deps, request.body, { cookie: request.cookies[CSRF_COOKIE] }, requestLocale(request)),
    );

    app.post(
      '/register/verify',
      {
        schema: {
          tags,
          summary: 'Confirm the e-mail address with the mailed code',
          body: ZVerifyRequest,
          response: { 200: ZVerifyResponse },
        },
        config: { permission: 'public', rateLimit: codeLimit },
      },
      async (request, reply) => {
        const { sessionKey } = await verifyEmail(deps, request.body);
        if (sessionKey) setSessionCookie(request, reply, deps, sessionKey);
        return { success: true as const, loggedIn: sessionKey !== null };
      },
    );

    app.post(
      '/register/resend',
      {
        schema: {
          tags,
          summary: 'Mail a new verification code',
          body: ZResendRequest,
          response: { 200: ZOk },
        },
        config: {
          permission: 'public',
          rateLimit: limitByAddressAndEmail(
            deps.config.RATE_LIMIT_RESET_MAX,
            deps.config.RATE_LIMIT_WINDOW_SECONDS,
          ),
        },
      },
      async (request) => {
        resendVerification(deps, request.body);
        return { success: true as const };
      },
    );

    app.post(
      '/register/user/approve',
      {
        schema: {
          tags,
          summary: "The owner's approval of a user who joined through the organization's e-mail domain",
          body: ZApproveUserRequest,
          response: { 200: ZApproveUserResponse },
        },
        config: { permission: 'public', rateLimit: codeLimit },
      },
      async (request) => ({ success: true as const, ...(await approveUser(deps, request.body)) }),
    );
  };
