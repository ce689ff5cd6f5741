import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboard } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { dashboardOf } from './dashboard.usecases.js';

/**
 * The dashboard (/home), designed in the style of spec section 7: one GET answering the acting
 * organization's state. Every role sees the dashboard; each answers only the sections its role may see.
 */
export const dashboardRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard',
      {
        schema: {
          tags: ['dashboard'],
          summary:
            "The organization's screens, unpublished playlists, newest uploads, licence and setup progress",
          response: { 200: ZDashboard },
        },
        config: { permission: 'sidebar_dashboard' },
      },
      (request) => dashboardOf(deps, request.auth),
    );
  };
