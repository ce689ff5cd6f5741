import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIntegration,
  ZIntegrationCreateRequest,
  ZIntegrationDownload,
  ZIntegrationIdRequest,
  ZIntegrationList,
  ZIntegrationUpdateRequest,
  ZIntegrationWithKey,
  ZSuccess,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { integrationDownload } from './integrations.download.js';
import {
  changeIntegration,
  createIntegration,
  listIntegrations,
  ownIntegration,
  removeIntegration,
  rotateIntegrationKey,
  setIntegrationEnabled,
} from './integrations.usecases.js';

const tags = ['integrations'];
const read = { permission: 'sidebar_alerts', reads: true } as const;
const manage = { permission: 'sidebar_alerts' } as const;

/**
 * Alert integrations (in the style of spec section 7: POST with a JSON body under /api/integration):
 * service providers that raise alerts for the organization the caller acts for.
 */
export const integrationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/integration/create',
      {
        schema: {
          tags,
          summary: 'An enabled integration, with its API key (shown this once)',
          body: ZIntegrationCreateRequest,
          response: { 200: ZIntegrationWithKey },
        },
        config: manage,
      },
      (request) => createIntegration(deps, request.auth, request.body),
    );
    app.post(
      '/integration/list',
      {
        schema: {
          tags,
          summary: "The organization's integrations, newest first",
          response: { 200: ZIntegrationList },
        },
        config: read,
      },
      (request) => listIntegrations(deps, request.auth),
    );
    app.post(
      '/integration/update',
      {
        schema: {
          tags,
          summary: "Change an integration's name, provider, targets and defaults",
          body: ZIntegrationUpdateRequest,
          response: { 200: ZIntegration },
        },
        config: manage,
      },
      (request) => changeIntegration(deps, request.auth, request.body),
    );
    app.post(
      '/integration/enable',
      {
        schema: {
          tags,
          summary: 'Let the integration raise alerts again',
          body: ZIntegrationIdRequest,
          response: { 200: ZIntegration },
        },
        config: manage,
      },
      (request) => setIntegrationEnabled(deps, request.auth, request.body.id, true),
    );
    app.post(
      '/integration/disable',
      {
        schema: {
          tags,
          summary: 'Stop the integration raising alerts (its calls are refused with 403)',
          body: ZIntegrationIdRequest,
          response: { 200: ZIntegration },
        },
        // stopping a provider that raises false alerts stays possible while the licence is read-only
        config: { ...manage, whileReadOnly: true },
      },
      (request) => setIntegrationEnabled(deps, request.auth, request.body.id, false),
    );
    app.post(
      '/integration/remove',
      {
        schema: {
          tags,
          summary: 'Delete a disabled integration (the alerts it raised stay)',
          body: ZIntegrationIdRequest,
          response: { 200: ZSuccess },
        },
        config: manage,
      },
      async (request) => {
        await removeIntegration(deps, request.auth, request.body.id);
        return { success: true as const };
      },
    );
    app.post(
      '/integration/rotateKey',
      {
        schema: {
          tags,
          summary: 'A new API key (shown this once); the old one stops working at once',
          body: ZIntegrationIdRequest,
          response: { 200: ZIntegrationWithKey },
        },
        config: manage,
      },
      (request) => rotateIntegrationKey(deps, request.auth, request.body.id),
    );
    app.post(
      '/integration/download',
      {
        schema: {
          tags,
          summary: "Everything a provider's engineer needs: endpoint, authentication, fields, examples",
          body: ZIntegrationIdRequest,
          response: { 200: ZIntegrationDownload },
        },
        config: read,
      },
      async (request) =>
        integrationDownload(deps.config, await ownIntegration(deps, request.auth, request.body.id)),
    );
  };
