import type { FastifyPluginAsync } from 'fastify';
import { registerLibraryFolderHandlers } from './library.handlers.js';

/** What the libraries (media, playlists) share: their folders' part in user and organization deletion. */
export const libraryModule = (): FastifyPluginAsync => async (app) => {
  const unregister = registerLibraryFolderHandlers();
  app.addHook('onClose', async () => {
    unregister();
  });
};
