import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOrganizationIdParams, ZTheme } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { themeOf } from './organizations.usecases.js';

export const organizationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organizations/:id/theme',
      {
        schema: {
          tags: ['organizations'],
          summary: "An organization's theme: colours, logo, home background and website title",
          params: ZOrganizationIdParams,
          response: { 200: ZTheme },
        },
        config: { permission: 'session' },
      },
      async (request) => themeOf(deps, request.auth.user, request.params.id),
    );
  };
