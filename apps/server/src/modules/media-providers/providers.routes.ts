import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZMediaItem,
  ZProviderImportRequest,
  ZProviderList,
  ZProviderSearchAnswer,
  ZProviderSearchRequest,
} from '@placard/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { importFromProvider, listProviders, searchProvider } from './providers.usecases.js';

const tags = ['media'];

/**
 * Stock photos and GIFs from outside providers (spec sections 1 and 2), in the style of section 7: POST
 * with a JSON body under /api/media/provider.
 */
export const providersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/media/provider/list',
      {
        schema: {
          tags,
          summary: "The providers the organization may search: on its licence, with the server's key",
          body: z.object({}).optional(),
          response: { 200: ZProviderList },
        },
        config: { permission: 'media', reads: true },
      },
      (request) => listProviders(deps, request.auth),
    );
    app.post(
      '/media/provider/search',
      {
        schema: {
          tags,
          summary:
            "A page of a provider's photos or GIFs (kept briefly; each organization's searches counted)",
          body: ZProviderSearchRequest,
          response: { 200: ZProviderSearchAnswer },
        },
        config: { permission: 'media', reads: true },
      },
      (request) => searchProvider(deps, request.auth, request.body),
    );
    app.post(
      '/media/provider/import',
      {
        schema: {
          tags,
          summary: "Imports a provider's photo or GIF into the media library, with its author and source",
          body: ZProviderImportRequest,
          response: { 200: ZMediaItem },
        },
        config: { permission: 'upload' },
      },
      (request) => importFromProvider(deps, request.auth, request.body),
    );
  };
