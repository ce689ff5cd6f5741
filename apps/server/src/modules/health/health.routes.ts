import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZHealth } from '@placard/contract';
import type { Config } from '../../config.js';
import { serverVersion } from '../../platform/paths.js';

export const ZClientConfig = z.object({ languageMenu: z.boolean(), version: z.string() });

export const healthRoutes =
  (options: { ping: () => Promise<void>; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const version = serverVersion();
    app.get(
      '/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness: the server answers and the database is reachable',
          response: { 200: ZHealth },
        },
        config: { permission: 'public' },
      },
      async () => {
        await options.ping();
        return { status: 'ok' as const, database: 'up' as const, version };
      },
    );
    app.get(
      '/config',
      {
        schema: {
          tags: ['platform'],
          summary: 'Public settings the web app needs before login',
          response: { 200: ZClientConfig },
        },
        config: { permission: 'public' },
      },
      async () => ({ languageMenu: options.config.LANGUAGE_MENU, version }),
    );
  };
