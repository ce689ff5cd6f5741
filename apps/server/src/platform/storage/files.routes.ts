import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.js';
import { CONTENT_TYPES, isStorageKey, type DiskStorage, type StoredExtension } from './disk-storage.js';

const ZFileParams = z.object({ key: z.string().max(80) });

/**
 * Stored files by their content address: immutable, cached for a year, served with the type their
 * bytes were checked to be, never sniffed, and never run as a page.
 */
export const filesRoutes =
  (storage: DiskStorage): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/files/:key',
      {
        schema: {
          tags: ['files'],
          summary: 'A stored file (theme logos and backgrounds)',
          params: ZFileParams,
        },
        config: { permission: 'public' },
      },
      async (request, reply) => {
        const { key } = request.params;
        if (!isStorageKey(key) || !(await storage.exists(key))) throw new AppError('NOT_FOUND');
        const extension = key.slice(key.lastIndexOf('.') + 1) as StoredExtension;
        return reply
          .header('content-type', CONTENT_TYPES[extension])
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(createReadStream(storage.pathOf(key)));
      },
    );
  };
