import { z } from 'zod';
import { ZApiError } from '@placard/contract';
import type { Permission } from './guard.js';

type Json = Record<string, unknown>;
type Operation = Json & { parameters?: { in?: string }[]; requestBody?: unknown; responses?: Json };

/** What a route told Fastify that its OpenAPI operation should say. */
export type OperationFacts = {
  permission: Permission;
  rateLimited: boolean;
  /** a key of its own the operation checks instead of a session (a public route's credential) */
  credential?: keyof typeof SECURITY_SCHEMES;
};

export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sessionKey',
    description: 'The session cookie set by POST /api/auth/login.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The same session key as `Authorization: Bearer <sessionKey>`.',
  },
  screenToken: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description:
      "A paired screen's token as `Authorization: Device <token>` (the WebSocket, which cannot set headers, sends `?token=<token>`).",
  },
  integrationKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      "An alert integration's API key as `Authorization: Bearer <key>` (shown once when made or rotated).",
  },
} as const;

/** Who may call an operation, from the permission its route declares. */
export function securityOf(permission: Permission): Record<string, string[]>[] {
  if (permission === 'public') return [];
  if (permission === 'device') return [{ screenToken: [] }];
  return [{ sessionCookie: [] }, { bearer: [] }];
}

const ERROR_RESPONSES = {
  400: ['BadRequest', 'The request is malformed or fails validation; `fields` names each wrong field.'],
  401: ['Unauthorized', 'No valid session (or screen token) came with the request.'],
  403: ['Forbidden', "The caller's role or organization may not do this, or the licence is read-only."],
  404: ['NotFound', 'Nothing with that id exists for the caller.'],
  413: ['PayloadTooLarge', 'The body is larger than the operation accepts.'],
  415: ['UnsupportedMediaType', 'The body is not of a type the operation accepts.'],
  429: ['TooManyRequests', 'Too many attempts; `Retry-After` says how many seconds to wait.'],
  500: ['InternalError', 'Placard failed; the request may be retried.'],
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

function errorResponseComponents(): Json {
  const content = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(([name, description]) => [
      name,
      name === 'TooManyRequests'
        ? { description, content, headers: { 'Retry-After': { schema: { type: 'integer' } } } }
        : { description, content },
    ]),
  );
}

/** The error answers an operation can give, from what it takes and who may call it. */
function errorStatuses(operation: Operation, facts: OperationFacts): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400];
  const checksCaller = facts.permission !== 'public' || facts.credential !== undefined;
  if (checksCaller) statuses.push(401);
  if (checksCaller && facts.permission !== 'device') statuses.push(403);
  const hasPathParameter = operation.parameters?.some((parameter) => parameter.in === 'path') ?? false;
  if (hasPathParameter || operation.requestBody) statuses.push(404);
  if (operation.requestBody) statuses.push(413, 415);
  if (facts.rateLimited) statuses.push(429);
  statuses.push(500);
  return statuses;
}

/** Adds the shared error answers an operation may give, keeping any answer the route declared itself. */
export function addErrorResponses(operation: Operation, facts: OperationFacts): void {
  const responses = (operation.responses ??= {});
  for (const status of errorStatuses(operation, facts)) {
    responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` };
  }
}

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`. A nullable choice passes `nullable` to its typed
 * members; a nullable schema of any type needs no `nullable` at all.
 */
export function fixNullable(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) fixNullable(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && schema.type === undefined) {
    const members = [schema.anyOf, schema.oneOf].find(Array.isArray) as Json[] | undefined;
    for (const member of members ?? []) if (member.type !== undefined) member.nullable = true;
    delete schema.nullable;
  }
  for (const child of Object.values(schema)) fixNullable(child);
}

/** Drops component schemas that nothing in the document refers to (zod registers inputs and outputs). */
function pruneUnusedSchemas(document: Json & { components: { schemas: Json } }): void {
  const schemas = document.components.schemas;
  const used = new Set<string>();
  const pending = [JSON.stringify({ ...document, components: { ...document.components, schemas: {} } })];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name === undefined || used.has(name) || schemas[name] === undefined) continue;
      used.add(name);
      pending.push(JSON.stringify(schemas[name]));
    }
  }
  document.components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => used.has(name)),
  );
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Completes the generated document: servers, security schemes, the error shape, and per operation its
 * id, security and error answers. `factsOf` answers what the route of an operation declared.
 */
export function completeDocument(
  document: Json,
  publicUrl: string,
  operationIdOf: (method: string, path: string) => string,
  factsOf: (operationId: string) => OperationFacts | undefined,
): Json {
  const components = (document.components ?? {}) as Json;
  const schemas = { ...(components.schemas as Json | undefined) };
  const apiError = z.toJSONSchema(ZApiError, { target: 'openapi-3.0' }) as Json;
  delete apiError.$schema;
  const completed = {
    ...document,
    servers: [{ url: publicUrl, description: 'This Placard' }],
    components: {
      ...components,
      securitySchemes: SECURITY_SCHEMES,
      schemas: { ...schemas, ApiError: apiError },
      responses: errorResponseComponents(),
    },
  };
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      // a route of several methods shares one operation object; each method gets its own
      const operation = structuredClone(item[method]);
      item[method] = operation;
      const operationId = operationIdOf(method, path);
      operation.operationId = operationId;
      const facts = factsOf(operationId);
      if (!facts) throw new Error(`No route declared the OpenAPI operation ${method.toUpperCase()} ${path}`);
      operation.security = facts.credential ? [{ [facts.credential]: [] }] : securityOf(facts.permission);
      addErrorResponses(operation, facts);
    }
  }
  fixNullable(paths);
  fixNullable(completed.components.schemas);
  pruneUnusedSchemas(completed);
  return completed;
}
