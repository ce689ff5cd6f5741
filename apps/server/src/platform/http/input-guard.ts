import type { FastifyInstance } from 'fastify';
import { jsonProblem } from '@placard/contract';
import { AppError } from './app-error.js';

/** Deeper than any request Placard takes (a slide document allows 32 levels inside its request). */
export const REQUEST_DEPTH_MAX = 64;

/**
 * The contract's text rule over every request, before its schema: no NUL or lone surrogate in any
 * string or key of the body, query or path, and no nesting past REQUEST_DEPTH_MAX, so such input is a
 * 400 naming the field rather than a database error, whichever route and schema it reaches.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // the query and path objects have prototypes of their own: copied into plain ones to be walked
    const query = { ...(request.query as object) };
    const params = { ...(request.params as object) };
    for (const part of [params, query, request.body]) {
      const problem = jsonProblem(part, { maxDepth: REQUEST_DEPTH_MAX });
      if (problem) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { [problem.path.join('.') || '_']: problem.message },
        });
      }
    }
  });
}
