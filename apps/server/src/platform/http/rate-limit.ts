import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from './app-error.js';

export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // after body parsing, so limits can be keyed by the e-mail a request is about
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}

/** Per-route limit keyed by client address and the e-mail in the body, so one office does not lock out another. */
export function limitByAddressAndEmail(max: number, windowSeconds: number) {
  return {
    max,
    timeWindow: windowSeconds * 1000,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.ip}|${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  };
}
