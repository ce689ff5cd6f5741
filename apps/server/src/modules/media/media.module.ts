import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { mediaRoutes } from './media.routes.js';
import { mediaUploadRoutes } from './media.upload.routes.js';

/** The media library: its routes and uploads (its background work is in media.jobs.ts). */
export const mediaModule =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    await app.register(mediaRoutes(deps));
    await app.register(mediaUploadRoutes(deps));
  };
