import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { READ_METHODS } from '../../platform/http/guard.js';
import { actionKey } from './actions.js';
import { recordImpersonatedAction } from './impersonation.usecases.js';

/**
 * Records every change attempted while impersonating, after it is answered: who did it, for whom,
 * the route as the action (translated when read), and the status it ended with.
 */
export function registerImpersonationAudit(app: FastifyInstance, deps: Deps) {
  app.addHook('onResponse', async (request, reply) => {
    if (READ_METHODS.has(request.method) || request.routeOptions.config.reads) return;
    const auth = (request.auth as typeof request.auth | null) ?? null;
    if (!auth?.impersonation) return;
    const entry = {
      impersonation: auth.impersonation,
      actor: { id: auth.user.id, fullname: auth.user.fullname, email: auth.user.email },
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      action: actionKey(request.method, request.routeOptions.url ?? request.url),
      statusCode: reply.statusCode,
    };
    // tracked, so that a stop (and a test) waits for the record
    deps.afterAnswer.run('recording an impersonated action', () => recordImpersonatedAction(deps, entry));
  });
}
