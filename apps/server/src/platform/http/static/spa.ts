import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../app-error.js';
import { sendError } from '../error-handler.js';

/** The web app's routes (spec section 2): these answer with the app; any other path is a 404 page. */
const APP_ROUTES = [
  /^\/$/,
  /^\/(android|register|register\/verify|register\/user\/approve|forgot|emailsent|confirm-email)\/?$/,
  /^\/newpassword(\/[^/]+)?\/?$/,
  /^\/(home|account|help|settings|credits|playlists|devicemanagement|messages|users|organizations|alerts|media)(\/.*)?$/,
  /^\/(devices|devicegroup|licensing|template)\/.+$/,
];

function isAppRoute(pathname: string): boolean {
  return APP_ROUTES.some((pattern) => pattern.test(pathname));
}

/** Serves the built SPA: hashed assets cached for a year, index.html never cached, history fallback. */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (!hasBuild) {
    app.log.warn(
      `No web build in ${webDistDir}: run "npm run build" to serve the app (the API works without it)`,
    );
  } else {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The static wildcard would take "/" for the build folder itself (a directory, refused with 403 as
    // index is off); the login page lives there, so "/" answers with the app like every other app route.
    app.get('/', { schema: { hide: true } }, (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasBuild || request.method !== 'GET') {
      return sendError(request, reply, new AppError('NOT_FOUND'));
    }
    void reply.header('cache-control', 'no-cache');
    return reply.status(isAppRoute(pathname) ? 200 : 404).sendFile('index.html');
  });
}
