import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZManifest, ZManifestQuery } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { plainJson } from '../../platform/http/plain-json.js';
import { noneMatch } from '../../platform/storage/http-range.js';
import { etagOf, manifestFor } from './player.manifest.usecases.js';
import { device, tags } from './player.routes.js';

/**
 * GET /player/manifest: revalidated by every screen every minute and after every push, so an
 * unchanged manifest answers 304 to its ETag (no body made). no-cache: a cache in between must ask
 * each time.
 */
export const playerManifestRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/player/manifest',
      {
        schema: {
          tags,
          summary: "The screen's schedule, the publications it plays and their files; ETag and If-None-Match",
          querystring: ZManifestQuery,
          response: { 200: ZManifest, 304: z.void().describe('Not modified: the revision named is current') },
        },
        ...plainJson,
        config: device,
      },
      async (request, reply) => {
        const manifest = await manifestFor(deps, request.device.id, request.query);
        const etag = etagOf(manifest.revision);
        void reply.header('etag', etag).header('cache-control', 'no-cache');
        if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return manifest;
      },
    );
  };
