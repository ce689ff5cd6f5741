import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { registerPlaylistHandlers } from './playlists.handlers.js';
import { playlistsRoutes } from './playlists.routes.js';

/** Playlists, their slides and templates. */
export const playlistsModule =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    const unregister = registerPlaylistHandlers();
    await app.register(playlistsRoutes(deps));
    app.addHook('onClose', async () => {
      unregister();
    });
  };
