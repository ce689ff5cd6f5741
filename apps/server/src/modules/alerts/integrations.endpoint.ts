import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALERT_PRIORITY_USER,
  CAP_CONTENT_TYPE,
  INTEGRATION_BODY_MAX_BYTES,
  ZIntegrationDelivery,
  ZIntegrationJsonAlert,
  zIdParam,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { validationError } from '../../platform/http/multipart.js';
import { refundAttempt, spendAttempt, type AttemptBudget } from '../../platform/http/rate-limit.js';
import { sha256 } from '../../platform/crypto.js';
import { alertError } from './alerts.errors.js';
import { deliverMessage } from './integrations.delivery.usecases.js';
import { bearerKey, keyMatches } from './integrations.keys.js';
import { defaultsOf, jsonMessage, type IntegrationMessage } from './integrations.message.js';
import { integrationById } from './integrations.repository.js';
import type { IntegrationRow } from './integrations.table.js';

/** The XML media types a CAP message may come as. */
const XML_TYPES = [CAP_CONTENT_TYPE, 'application/xml', 'text/xml'];
/** Wrong keys an address may present to one integration per window before it is refused for a while. */
const WRONG_KEYS_MAX = 10;
const WRONG_KEYS_WINDOW_SECONDS = 600;

const ZEndpointParams = z.object({ id: zIdParam });

/**
 * The integration a call names, if its key is right. A wrong or missing key, and an integration that
 * does not exist, are the same 401 (nothing tells a stranger which ids exist); each such attempt is
 * counted against the caller's address, and after WRONG_KEYS_MAX in a window the address is refused
 * (429) until it ends. A right key gives its attempt back.
 */
async function authenticate(
  deps: Deps,
  id: number,
  authorization: string | undefined,
  address: string,
): Promise<IntegrationRow> {
  const counter = { db: deps.db, now: () => new Date() };
  const budget: AttemptBudget = {
    key: sha256(`integration-key|${id}|${address}`),
    max: WRONG_KEYS_MAX,
    windowSeconds: WRONG_KEYS_WINDOW_SECONDS,
  };
  await spendAttempt(counter, budget);
  const key = bearerKey(authorization);
  const row = await integrationById(deps.db, id);
  if (!row || key === null || !keyMatches(row.keyHash, key)) throw alertError('INTEGRATION_KEY_INVALID');
  await refundAttempt(counter, budget);
  return row;
}

/** What the body asks, read as Placard JSON, or as CAP 1.2 XML. */
function messageOf(row: IntegrationRow, body: unknown): IntegrationMessage {
  const parsed = ZIntegrationJsonAlert.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return jsonMessage(parsed.data, defaultsOf(row), ALERT_PRIORITY_USER);
}

/**
 * POST /api/integrations/{id}/alerts: a service provider raises, updates or cancels an alert with the
 * integration's API key (`Authorization: Bearer <key>`), in Placard JSON or as a CAP 1.2 message, up
 * to INTEGRATION_BODY_MAX_BYTES. A disabled integration answers 403.
 */
export const integrationEndpoint =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      XML_TYPES,
      { parseAs: 'string', bodyLimit: INTEGRATION_BODY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    app.post(
      '/integrations/:id/alerts',
      {
        schema: {
          tags: ['integrations'],
          summary: 'A provider raises, updates or cancels an alert (Bearer API key; Placard JSON or CAP 1.2)',
          params: ZEndpointParams,
          // read below as Placard JSON (ZIntegrationJsonAlert) or as a CAP 1.2 message, by its type
          body: z.unknown().describe('A Placard JSON alert, or an OASIS CAP 1.2 message (application/cap+xml)'),
          consumes: ['application/json', ...XML_TYPES],
          response: { 200: ZIntegrationDelivery },
        },
        bodyLimit: INTEGRATION_BODY_MAX_BYTES,
        config: { permission: 'public', credential: 'integrationKey', crossSite: true },
      },
      async (request) => {
        const row = await authenticate(deps, request.params.id, request.headers.authorization, request.ip);
        if (!row.enabled) throw alertError('INTEGRATION_DISABLED');
        return deliverMessage(deps, row.id, messageOf(row, request.body));
      },
    );
  };
