import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error.js';

/** The files the font build writes: one woff2 per font style, one SVG thumbnail per font. */
const FONT_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*-(?:400|700)-(?:normal|italic)\.woff2$/;
const THUMBNAIL = /^thumbnails\/[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;

function contentType(name: string): string | null {
  if (FONT_FILE.test(name)) return 'font/woff2';
  if (THUMBNAIL.test(name)) return 'image/svg+xml';
  return null;
}

/**
 * Serves the font catalogue's files (packages/fonts/dist, made by its build script) under /fonts/.
 * Only names the build writes are answered, so no other file, folder or path outside is reachable.
 * The files never change under a name within a release, so browsers keep them for a year.
 */
export function registerFonts(app: FastifyInstance, fontsDistDir: string) {
  if (!existsSync(fontsDistDir)) {
    app.log.warn(`No font build in ${fontsDistDir}: run "npm run build" to serve the fonts`);
  }
  app.get('/fonts/*', { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const type = contentType(name);
    const file = path.join(fontsDistDir, name);
    const info = type ? await stat(file).catch(() => null) : null;
    if (!type || !info?.isFile()) throw new AppError('NOT_FOUND');
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', info.size)
      .type(type)
      .send(createReadStream(file));
  });
}
