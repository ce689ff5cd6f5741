import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.js';
import type { BlobStorage } from './blob-storage.js';
import { ifRangeAllows, noneMatch, parseRange } from './http-range.js';

const ZFileParams = z.object({ key: z.string().max(80) });

const firstValue = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);

/**
 * Stored files by their content address: immutable, cached for a year, served with the type their
 * bytes were checked to be, never sniffed, and never run as a page (an SVG's scripts included). Video
 * players seek with Range requests: one range is answered 206, one past the end 416.
 */
export const filesRoutes =
  (storage: BlobStorage): FastifyPluginAsyncZod =>
  async (app) => {
    // HEAD is declared, not derived from GET: a derived HEAD would read the whole file to throw it away
    app.route({
      method: ['GET', 'HEAD'],
      url: '/files/:key',
      schema: {
        tags: ['files'],
        summary: 'A stored file (media, theme logos and backgrounds), with HTTP range requests',
        params: ZFileParams,
      },
      config: { permission: 'public' },
      // stored media is compressed already, and a compressed answer would break byte ranges
      compress: false,
      handler: async (request, reply) => {
        const { key } = request.params;
        const stat = await storage.stat(key);
        if (!stat) throw new AppError('NOT_FOUND');
        const etag = `"${key}"`;
        const cached = { etag, 'cache-control': 'public, max-age=31536000, immutable' };
        if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).headers(cached).send();

        const range = ifRangeAllows(firstValue(request.headers['if-range']), etag)
          ? parseRange(request.headers.range, stat.size)
          : null;
        if (range === 'unsatisfiable') {
          void reply.header('content-range', `bytes */${stat.size}`);
          throw new AppError('BAD_REQUEST', { status: 416 });
        }
        const body = request.method === 'HEAD' ? null : await storage.read(key, range ?? undefined);
        // removed since it was looked at
        if (request.method !== 'HEAD' && !body) throw new AppError('NOT_FOUND');
        void reply.headers({
          ...cached,
          'accept-ranges': 'bytes',
          'content-type': stat.contentType,
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        });
        if (range) {
          void reply
            .code(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
            .header('content-length', String(range.end - range.start + 1));
        } else {
          void reply.header('content-length', String(stat.size));
        }
        return reply.send(body ?? undefined);
      },
    });
  };
