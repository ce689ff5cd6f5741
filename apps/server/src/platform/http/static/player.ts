import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../app-error.js';
import { sendError } from '../error-handler.js';

/** Where screens open the player; also its service worker's scope. */
export const PLAYER_PATH = '/player/';

function sendPage(reply: FastifyReply, playerDistDir: string) {
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(createReadStream(path.join(playerDistDir, 'index.html')));
}

/**
 * Serves the built screen player (apps/player/dist) at /player/: its page for /player/ and any path
 * under it that is not a file (never cached, so a new release reaches screens), hashed assets cached
 * for a year, and its service worker /player/sw.js, whose scope is /player/ and which is revalidated
 * at every check. /player without the slash moves to /player/, inside the worker's scope.
 */
export async function registerPlayer(app: FastifyInstance, playerDistDir: string) {
  app.get('/player', { schema: { hide: true } }, (request, reply) => {
    const query = request.url.slice('/player'.length);
    return reply.redirect(`${PLAYER_PATH}${query}`, 308);
  });

  if (!existsSync(path.join(playerDistDir, 'index.html'))) {
    app.log.warn(`No player build in ${playerDistDir}: run "npm run build" to serve the screen player`);
    return;
  }

  await app.register(
    async (player) => {
      await player.register(fastifyStatic, {
        root: playerDistDir,
        wildcard: true,
        index: false,
        decorateReply: false,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      player.get('/', { schema: { hide: true }, prefixTrailingSlash: 'slash' }, (_request, reply) =>
        sendPage(reply, playerDistDir),
      );
      player.setNotFoundHandler((request, reply) => {
        const pathname = request.url.split('?')[0] ?? '';
        if (request.method !== 'GET' || pathname.startsWith(`${PLAYER_PATH}assets/`)) {
          return sendError(request, reply, new AppError('NOT_FOUND'));
        }
        return sendPage(reply, playerDistDir);
      });
    },
    { prefix: '/player' },
  );
}
