import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeDocument, type OperationFacts } from './openapi-document.js';
import { operationIdOf, operationIdRegistry } from './openapi-operation-id.js';

export type OpenApiOptions = { version: string; publicUrl: string };

/**
 * The OpenAPI document at /api/docs/json (browsable at /api/docs), generated from every route's zod
 * schemas: each operation gets an id from its path, the security its permission asks for, and the
 * shared error answers. Register it before the routes, so every route is checked and documented.
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  const claimOperationId = operationIdRegistry();
  const facts = new Map<string, OperationFacts>();
  // two routes whose ids collide stop the app at start
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    for (const method of [route.method].flat()) claimOperationId(method, route.url);
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Placard API',
        version: options.version,
        description: 'The HTTP API of Placard, the digital-signage platform.',
      },
    },
    transform: (input) => {
      const { route } = input;
      const permission = route.config?.permission;
      if (permission) {
        for (const method of [route.method].flat()) {
          facts.set(operationIdOf(method, route.url), {
            permission,
            rateLimited: route.config?.rateLimit !== undefined || route.config?.credential !== undefined,
            ...(route.config?.credential ? { credential: route.config.credential } : {}),
          });
        }
      }
      return jsonSchemaTransform(input);
    },
    transformObject: (input) =>
      completeDocument(
        jsonSchemaTransformObject(input) as Record<string, unknown>,
        options.publicUrl,
        operationIdOf,
        (operationId) => facts.get(operationId),
      ) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
