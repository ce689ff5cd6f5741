import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZManifest, ZManifestQuery, type TManifest } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { plainJson } from '../../platform/http/plain-json.js';
import { noneMatch } from '../../platform/storage/http-range.js';
import type { ManifestRevisions } from './player.manifest.revisions.js';
import { etagOf, manifestFor } from './player.manifest.usecases.js';
import { device, tags } from './player.routes.js';

/** When a manifest changes by itself: the first end of a timed alert on it (undefined: never). */
function changesAt(manifest: TManifest): number | undefined {
  const ends = manifest.alerts.flatMap((alert) => (alert.endsAt ? [Date.parse(alert.endsAt)] : []));
  return ends.length > 0 ? Math.min(...ends) : undefined;
}

/**
 * GET /player/manifest: revalidated by every screen every minute and after every push, so an
 * unchanged manifest answers 304 to its ETag (no body made). The revision this instance served last
 * answers without building the manifest again, until a push for the screen says it changed (or the
 * screen asks with Cache-Control: no-cache, as it does after a push).
 * no-cache: a cache in between must ask each time.
 */
export const playerManifestRoutes =
  (deps: Deps, revisions: ManifestRevisions): FastifyPluginAsyncZod =>
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
        const deviceId = request.device.id;
        const { slideVersion } = request.query;
        void reply.header('cache-control', 'no-cache');
        // a screen told by a push asks with no-cache: another instance may not have heard the push yet
        const fresh = /no-cache/i.test(request.headers['cache-control'] ?? '');
        const known = fresh ? undefined : revisions.current(deviceId, slideVersion);
        if (known !== undefined && noneMatch(request.headers['if-none-match'], etagOf(known))) {
          return reply.code(304).header('etag', etagOf(known)).send();
        }
        const stamp = revisions.stamp(deviceId);
        const manifest = await manifestFor(deps, deviceId, request.query);
        revisions.remember(stamp, slideVersion, manifest.revision, changesAt(manifest));
        const etag = etagOf(manifest.revision);
        void reply.header('etag', etag);
        if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return manifest;
      },
    );
  };
