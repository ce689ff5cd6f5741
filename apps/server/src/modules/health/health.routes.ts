import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClientConfig, ZHealth } from '@placard/contract';
import type { Config } from '../../config.js';
import { AppError } from '../../platform/http/app-error.js';
import { serverVersion } from '../../platform/paths.js';

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
        try {
          await options.ping();
        } catch (error) {
          app.log.error({ err: error }, 'health check: database unreachable');
          throw new AppError('INTERNAL', { status: 503 });
        }
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
      async () => ({
        languageMenu: options.config.LANGUAGE_MENU,
        version,
        androidAppUrl: options.config.ANDROID_APP_URL ?? null,
        playerUrl: `${options.config.PUBLIC_URL}/player`,
      }),
    );
  };
