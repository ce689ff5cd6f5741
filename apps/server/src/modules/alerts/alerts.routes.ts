import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAlert,
  ZAlertCreateRequest,
  ZAlertIdRequest,
  ZAlertList,
  ZAlertListRequest,
  ZAlertReceipts,
  ZAlertUpdateRequest,
  ZSuccess,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { activateAlert, deactivateAlert } from './alerts.activation.usecases.js';
import { alertReceipts } from './alerts.receipts.usecases.js';
import { changeAlert, createAlert, listAlerts, removeAlert } from './alerts.usecases.js';

const tags = ['alerts'];
const read = { permission: 'sidebar_alerts', reads: true } as const;
const manage = { permission: 'sidebar_alerts' } as const;

/**
 * Emergency alerts (in the style of spec section 7: POST with a JSON body under /api/alert). Every alert
 * belongs to the organization the caller acts for; a parent's broadcast is listed read-only.
 */
export const alertsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/alert/create',
      {
        schema: {
          tags,
          summary: 'A ready alert: texts, type, colours, duration or continuous, and its targets',
          body: ZAlertCreateRequest,
          response: { 200: ZAlert },
        },
        config: manage,
      },
      (request) => createAlert(deps, request.auth, request.body),
    );
    app.post(
      '/alert/list',
      {
        schema: {
          tags,
          summary: "The organization's alerts and its parents' broadcasts to it (read-only), newest first",
          body: ZAlertListRequest,
          response: { 200: ZAlertList },
        },
        config: read,
      },
      (request) => listAlerts(deps, request.auth, request.body ?? {}),
    );
    app.post(
      '/alert/update',
      {
        schema: {
          tags,
          summary: 'Change an alert that is not active',
          body: ZAlertUpdateRequest,
          response: { 200: ZAlert },
        },
        config: manage,
      },
      (request) => changeAlert(deps, request.auth, request.body),
    );
    app.post(
      '/alert/activate',
      {
        schema: {
          tags,
          summary: 'Show the alert now on every screen it targets, until deactivated or for its duration',
          body: ZAlertIdRequest,
          response: { 200: ZAlert },
        },
        config: manage,
      },
      (request) => activateAlert(deps, request.auth, request.body.id),
    );
    app.post(
      '/alert/deactivate',
      {
        schema: {
          tags,
          summary: 'End an active alert on its screens (possible with an expired licence too)',
          body: ZAlertIdRequest,
          response: { 200: ZAlert },
        },
        // ending an alert stays possible while the licence is read-only: safety first
        config: { ...manage, whileReadOnly: true },
      },
      (request) => deactivateAlert(deps, request.auth, request.body.id),
    );
    app.post(
      '/alert/remove',
      {
        schema: {
          tags,
          summary: 'Delete an alert that is not active',
          body: ZAlertIdRequest,
          response: { 200: ZSuccess },
        },
        config: manage,
      },
      async (request) => {
        await removeAlert(deps, request.auth, request.body.id);
        return { success: true as const };
      },
    );
    app.post(
      '/alert/receipts',
      {
        schema: {
          tags,
          summary: 'Each targeted screen: shown (when), offline, or waiting',
          body: ZAlertIdRequest,
          response: { 200: ZAlertReceipts },
        },
        config: read,
      },
      (request) => alertReceipts(deps, request.auth, request.body.id),
    );
  };
