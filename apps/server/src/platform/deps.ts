import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { AfterAnswer } from './after-answer.js';
import type { Database } from './db/client.js';
import type { EventBus } from './events/event-bus.js';
import type { Hooks } from './hooks.js';
import type { JobEnqueuer, JobPayloads } from './jobs/jobs.js';
import type { Mailer } from './mail/mailer.js';
import type { BlobStorage } from './storage/blob-storage.js';

/** What use cases receive: passed in, never imported, so tests can hand in real or fake parts. */
export type Deps = {
  db: Database;
  mailer: Mailer;
  storage: BlobStorage;
  /** publish/subscribe across server instances (PostgreSQL LISTEN/NOTIFY) */
  events: EventBus;
  config: Config;
  log: FastifyBaseLogger;
  now: () => Date;
  /** work started by a request and finished after its answer */
  afterAnswer: AfterAnswer;
  /** what the modules offer each other, composed once per app */
  hooks: Hooks;
  /** durable background jobs, enqueued on `db` (so in its transaction, when it is one) */
  jobs: JobEnqueuer<JobPayloads>;
};

/**
 * Runs work in one transaction, handing the use cases a copy of deps bound to it: its queries, and the
 * jobs it enqueues, which run only if it commits.
 */
export function inTransaction<T>(deps: Deps, work: (tx: Deps) => Promise<T>): Promise<T> {
  return deps.db.transaction((db) => work({ ...deps, db, jobs: deps.jobs.on(db) }));
}
