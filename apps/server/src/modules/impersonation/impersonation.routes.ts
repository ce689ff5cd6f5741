import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZImpersonationIdParams,
  ZImpersonationLog,
  ZImpersonationRequest,
  ZImpersonationRequestBody,
  ZImpersonationRequests,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { requestLocale } from '../../platform/http/error-handler.js';
import {
  acceptRequest,
  acceptedRequests,
  deleteRequest,
  impersonationLogOf,
  receivedRequests,
  requestImpersonation,
  sentRequests,
} from './impersonation.usecases.js';

const tags = ['impersonation'];
/** Static segments win over the organizations' `/organizations/:id/...` routes. */
const base = '/organizations/impersonation';

/** Consent for a parent organization to act as a direct sub-organization (spec sections 3, 6 and 7). */
export const impersonationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${base}/request`,
      {
        schema: {
          tags,
          summary: 'Ask a direct sub-organization for consent to impersonate it',
          body: ZImpersonationRequestBody,
          response: { 200: ZImpersonationRequest },
        },
        config: { permission: 'sidebar_organizations' },
      },
      async (request) => requestImpersonation(deps, request.auth, request.body.recipientOrganizationId),
    );

    app.get(
      `${base}/requests/received`,
      {
        schema: {
          tags,
          summary: 'Impersonation requests sent to your organization',
          response: { 200: ZImpersonationRequests },
        },
        config: { permission: 'sidebar_organizations' },
      },
      async (request) => receivedRequests(deps, request.auth),
    );

    app.get(
      `${base}/requests/accepted`,
      {
        schema: {
          tags,
          summary: 'Accepted impersonation requests your organization may use now',
          response: { 200: ZImpersonationRequests },
        },
        config: { permission: 'sidebar_organizations' },
      },
      async (request) => acceptedRequests(deps, request.auth),
    );

    app.get(
      `${base}/requests/sent`,
      {
        schema: {
          tags,
          summary: 'Impersonation requests your organization sent',
          response: { 200: ZImpersonationRequests },
        },
        config: { permission: 'sidebar_organizations' },
      },
      async (request) => sentRequests(deps, request.auth),
    );

    app.post(
      `${base}/:id/accept`,
      {
        schema: {
          tags,
          summary: 'Consent to an impersonation request (owner of the receiving organization)',
          params: ZImpersonationIdParams,
          response: { 200: ZImpersonationRequest },
        },
        config: { permission: 'sidebar_organizations' },
      },
      async (request) => acceptRequest(deps, request.auth, request.params.id),
    );

    app.post(
      `${base}/:id/delete`,
      {
        schema: {
          tags,
          summary: 'Withdraw, reject or revoke an impersonation request',
          params: ZImpersonationIdParams,
          response: { 200: ZImpersonationRequest },
        },
        config: { permission: 'sidebar_organizations', whileReadOnly: true },
      },
      async (request) => deleteRequest(deps, request.auth, request.params.id),
    );

    app.get(
      `${base}/log`,
      {
        schema: {
          tags,
          summary: 'Changes made while your organization was impersonated, newest first',
          response: { 200: ZImpersonationLog },
        },
        config: { permission: 'sidebar_organizations' },
      },
      async (request) => impersonationLogOf(deps, request.auth, requestLocale(request)),
    );
  };
