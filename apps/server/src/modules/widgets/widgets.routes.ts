import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPlaceSearchRequest,
  ZPlaceSearchResult,
  ZWebsiteCheck,
  ZWebsiteCheckRequest,
  ZWidgetPreview,
  ZWidgetPreviewRequest,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { requestLocale } from '../../platform/http/error-handler.js';
import { checkWebsite, findPlaces, previewWidget } from './widgets.usecases.js';

const tags = ['widgets'];
/**
 * For whoever edits slides. Each call only reads for the organization: a preview keeps the source's
 * snapshot in the shared cache of public source data, which no organization owns.
 */
const editorRead = { permission: 'playlist_edit', reads: true } as const;

/**
 * Widgets in the editor (in the style of spec section 7: POST with a JSON body under /api/widget):
 * finding a weather widget's place, checking a website before it is framed, and a widget's live data.
 */
export const widgetsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/widget/weather/places',
      {
        schema: {
          tags,
          summary: "Places matching a name, for a weather widget's location (weather add-on)",
          body: ZPlaceSearchRequest,
          response: { 200: ZPlaceSearchResult },
        },
        config: editorRead,
      },
      (request) => findPlaces(deps, request.auth, request.body),
    );
    app.post(
      '/widget/website/check',
      {
        schema: {
          tags,
          summary:
            "Whether a website can be shown in a frame (422 WEBSITE_NOT_EMBEDDABLE with why under 'url')",
          body: ZWebsiteCheckRequest,
          response: { 200: ZWebsiteCheck },
        },
        config: editorRead,
      },
      (request) => checkWebsite(deps, request.body.url),
    );
    app.post(
      '/widget/preview',
      {
        schema: {
          tags,
          summary: "A widget's live data: read now when never read or due, else the last reading",
          body: ZWidgetPreviewRequest,
          response: { 200: ZWidgetPreview },
        },
        config: editorRead,
      },
      (request) => previewWidget(deps, request.auth, request.body, requestLocale(request)),
    );
  };
