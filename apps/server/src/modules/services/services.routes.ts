import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOutsideServices, type TOutsideServices } from '@placard/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import type { AuthContext } from '../auth/auth.context.js';
import { SERVICE_SETUPS, missingSettings } from './services.registry.js';

/**
 * Which outside services the server is set up for. Every admin learns whether a service is available;
 * only the root organization's, who run the platform, learn which settings are missing.
 */
export function outsideServices(
  deps: Pick<Deps, 'config'>,
  auth: Pick<AuthContext, 'organization' | 'impersonation'>,
): TOutsideServices {
  // the platform's operator, acting as themselves (not for an organization they impersonate)
  const operator = auth.impersonation === null && auth.organization.parentOrganizationId === null;
  return {
    services: SERVICE_SETUPS.map((setup) => {
      const missing = missingSettings(deps.config, setup);
      return {
        service: setup.service,
        addOn: setup.addOn,
        configured: missing.length === 0,
        missing: operator ? missing : [],
      };
    }),
  };
}

export const outsideServicesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/platform/services',
      {
        schema: {
          tags: ['organizations'],
          summary:
            "Which outside services (stock providers) the server is set up for; the root organization's admins also see the settings missing",
          body: z.object({}).optional(),
          response: { 200: ZOutsideServices },
        },
        config: { permission: 'sidebar_organizations', reads: true },
      },
      (request) => outsideServices(deps, request.auth),
    );
  };
