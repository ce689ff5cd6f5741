import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { playlistsRoutes } from './playlists.routes.js';

/** Playlists, their slides and templates (their part in other modules' work: playlistsHooks). */
export const playlistsModule =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    await app.register(playlistsRoutes(deps));
  };
