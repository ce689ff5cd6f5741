import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangeEmailRequest,
  ZConfirmEmailRequest,
  ZOk,
  ZSetNameRequest,
  ZUpdateEulaRequest,
  ZUpdateLocaleRequest,
  ZUserProfile,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import {
  confirmEmailChange,
  profileOf,
  requestEmailChange,
  setEula,
  setLocale,
  setName,
} from './users.usecases.js';

const tags = ['users'];
const ok = { success: true as const };

export const usersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/me',
      {
        schema: { tags, summary: 'The logged-in user', response: { 200: ZUserProfile } },
        config: { permission: 'session' },
      },
      async (request) => profileOf(deps, request.auth.user.id),
    );

    app.post(
      '/users/setName',
      {
        schema: { tags, summary: 'Change your name', body: ZSetNameRequest, response: { 200: ZOk } },
        config: { permission: 'session' },
      },
      async (request) => {
        await setName(deps, request.auth.user.id, request.body.name);
        return ok;
      },
    );

    app.post(
      '/users/update/locale',
      {
        schema: {
          tags,
          summary: 'Choose your interface language',
          body: ZUpdateLocaleRequest,
          response: { 200: ZOk },
        },
        config: { permission: 'session' },
      },
      async (request) => {
        await setLocale(deps, request.auth.user.id, request.body.locale);
        return ok;
      },
    );

    app.post(
      '/users/update/eula',
      {
        schema: {
          tags,
          summary: 'Accept or withdraw the end-user licence agreement',
          body: ZUpdateEulaRequest,
          response: { 200: ZOk },
        },
        config: { permission: 'session' },
      },
      async (request) => {
        await setEula(deps, request.auth.user.id, request.body.eula);
        return ok;
      },
    );

    app.post(
      '/users/me/email',
      {
        schema: {
          tags,
          summary: 'Change your e-mail: mails a confirmation link to the new address',
          body: ZChangeEmailRequest,
          response: { 200: ZOk },
        },
        config: { permission: 'session' },
      },
      async (request) => {
        await requestEmailChange(deps, request.auth.user.id, request.body.email);
        return ok;
      },
    );

    app.post(
      '/users/me/email/confirm',
      {
        schema: {
          tags,
          summary: 'Confirm a new e-mail address from the mailed link',
          body: ZConfirmEmailRequest,
          response: { 200: ZOk },
        },
        config: { permission: 'public' },
      },
      async (request) => {
        await confirmEmailChange(deps, request.body);
        return ok;
      },
    );
  };
