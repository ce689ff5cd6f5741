import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { sha256 } from '../crypto.js';
import type { Database } from '../db/client.js';
import { countAttempt, sweepRateLimits, uncountAttempt } from '../db/rate-limits.js';
import { AppError } from './app-error.js';

/** Who a rule counts a route's attempts against: the client's address, the e-mail asked about, or both. */
export type RateLimitScope = 'address' | 'account' | 'addressAndAccount';

export type RateLimitRule = { per: RateLimitScope; max: number; windowSeconds: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** attempts allowed per window, each rule counted on its own; the first one used up refuses */
    rateLimit?: readonly RateLimitRule[];
  }
}

/** A budget of attempts: a counter key, and how many it allows per window. */
export type AttemptBudget = { key: string; max: number; windowSeconds: number };

type Counter = { db: Database; now: () => Date };

/**
 * Counts an attempt against a budget, before anything is tried, and throws RATE_LIMITED when it is over:
 * the counters live in the database, so every server instance shares them and concurrent attempts
 * cannot all slip in before the first is counted.
 */
export async function spendAttempt({ db, now }: Counter, budget: AttemptBudget): Promise<void> {
  const at = now();
  const { count, windowEnds } = await countAttempt(db, budget.key, budget.windowSeconds * 1000, at);
  if (count > budget.max) {
    const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds.getTime() - at.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', { retryAfterSeconds });
  }
}

/** Gives back an attempt that turned out not to count (a success, where only failures are limited). */
export function refundAttempt({ db, now }: Counter, budget: AttemptBudget): Promise<void> {
  return uncountAttempt(db, budget.key, now());
}

function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/** The counter key of a rule for a request; null when the rule does not apply (no e-mail to count). */
function keyOf(request: FastifyRequest, rule: RateLimitRule): string | null {
  const email = emailOf(request);
  const who =
    rule.per === 'address' ? request.ip : rule.per === 'account' ? email : `${request.ip}|${email ?? ''}`;
  if (who === null || who === '') return null;
  // hashed: the table keeps no addresses or e-mails
  return sha256(`${request.method} ${request.routeOptions.url ?? ''}|${rule.per}|${who}`);
}

const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Checks every route's rateLimit rules before its handler runs (after the body is parsed and validated).
 * Requests are counted on the wall clock: they come at a real pace, whatever time the app is told it is.
 */
export function registerRateLimit(app: FastifyInstance, db: Database) {
  const counter: Counter = { db, now: () => new Date() };
  app.addHook('preHandler', async (request) => {
    for (const rule of request.routeOptions.config.rateLimit ?? []) {
      const key = keyOf(request, rule);
      if (key) await spendAttempt(counter, { key, max: rule.max, windowSeconds: rule.windowSeconds });
    }
  });
  const sweeper = setInterval(() => {
    sweepRateLimits(counter.db, counter.now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not remove ended rate-limit windows'),
    );
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
}

/** A limit per client address and e-mail, so one office does not lock out another. */
export function limitByAddressAndEmail(max: number, windowSeconds: number): RateLimitRule[] {
  return [{ per: 'addressAndAccount', max, windowSeconds }];
}

/**
 * Login: per address and e-mail, and also per address across accounts (trying a few passwords on many
 * accounts) and per account across addresses (many addresses trying one account).
 */
export function loginRateLimits(config: Config): RateLimitRule[] {
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  return [
    { per: 'addressAndAccount', max: config.RATE_LIMIT_LOGIN_MAX, windowSeconds },
    { per: 'address', max: config.RATE_LIMIT_LOGIN_ADDRESS_MAX, windowSeconds },
    { per: 'account', max: config.RATE_LIMIT_LOGIN_ACCOUNT_MAX, windowSeconds },
  ];
}
