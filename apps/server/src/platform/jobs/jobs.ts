/**
 * Durable background jobs: work that runs outside requests, stored in the database so that any instance
 * may claim it, exactly once, with retries and exponential back-off, on a schedule or at a given time,
 * and so that it survives restarts.
 *
 * Built on pg-boss 10 rather than graphile-worker (both read in node_modules):
 * - pg-boss takes a database adapter (`db: { executeSql }`) for all its SQL, and each call may take
 *   another (`{ db }`): the same queue runs on PGlite's single in-process connection and on a
 *   PostgreSQL pool, and a job is enqueued on the caller's transaction. graphile-worker wants a
 *   `pg.Pool` (clients checked out and released, a connection held for LISTEN), which PGlite is not.
 * - A claimed job carries its own expiry: when an instance dies mid-job (kill -9), maintenance on any
 *   instance fails the job after that time and it is retried. graphile-worker keeps a dead worker's
 *   jobs locked for a fixed 4 hours.
 * - Retries with exponential back-off, cron schedules, start-after, dead-letter queues (how an owner
 *   hears that a job failed for good) are built in; claiming is one `FOR UPDATE SKIP LOCKED` update.
 * - Its schema is plain SQL it can print (`getConstructionPlans`), so it is one of our drizzle
 *   migrations (drizzle/0008_durable_jobs.sql) and pg-boss starts with `migrate: false`.
 * pg-boss 11 and later need Node 22; 10.x runs on Node 20, which Placard supports.
 *
 * We run pg-boss's pieces, not its `work()` loop: our loop awaits each job's completion, so stopping
 * waits for the running job and leaves nothing half-written when the database closes.
 */

import type { Database } from '../db/client.js';
import type { Deps } from '../deps.js';

/**
 * The jobs of the app, name → payload. A module declares the jobs it owns by adding to this
 * interface (`declare module '…/platform/jobs/jobs.js'`), so the platform names none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface JobPayloads {}

/** How a job runs, given the context of the app (its deps) and the payload it was enqueued with. */
export type JobHandler<C, T> = {
  /** does the job; what it throws is retried with back-off until the attempts are spent */
  run(context: C, payload: T): Promise<void>;
  /** attempts after the first and the delay before the first retry, doubled for each next one */
  retries?: { limit: number; delaySeconds: number };
  /** how long one attempt may take: past it, the attempt counts as lost (its instance died) */
  expireSeconds?: number;
  /** after the last attempt failed (or was lost): the owner records that the job failed for good */
  failed?(context: C, payload: T): Promise<void>;
  /** runs on its own by this cron expression (UTC, minutes at the finest), once per time on all instances */
  schedule?: string;
};

/** Handlers of some jobs of a payload map. */
export type JobHandlers<C, P> = { [N in keyof P & string]?: JobHandler<C, P[N]> };

export type EnqueueOptions = {
  /** not before this moment (a job at a given time) */
  startAfter?: Date;
};

/** Enqueueing, as use cases see it through their deps. */
export type JobEnqueuer<P> = {
  /**
   * Stores a job on the database this enqueuer is bound to: in a transaction (`inTransaction` binds
   * it), the job exists once the transaction commits, and never if it rolls back.
   */
  enqueue<N extends keyof P & string>(name: N, payload: P[N], options?: EnqueueOptions): Promise<void>;
  /** the same queue, enqueueing on `db` (a transaction) */
  on(db: Database): JobEnqueuer<P>;
};

/** What a module offers: handlers of the jobs it owns, run with the deps of the app. */
export type ModuleJobs = JobHandlers<Deps, JobPayloads>;

/** One app's handlers from what each module offers; a job has one owner. */
export function composeJobs<C, P>(parts: readonly JobHandlers<C, P>[]): JobHandlers<C, P> {
  const all: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [name, handler] of Object.entries(part)) {
      if (name in all) throw new Error(`two handlers for the job ${name}`);
      all[name] = handler;
    }
  }
  return all as JobHandlers<C, P>;
}
