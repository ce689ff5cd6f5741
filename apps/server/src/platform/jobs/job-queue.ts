import PgBoss from 'pg-boss';
import type { Database, RawQuery } from '../db/client.js';
import type { EventBus } from '../events/event-bus.js';
import { onDrizzle, trackedSql } from './boss-sql.js';
import { JobWorker } from './job-worker.js';
import type { JobEnqueuer, JobHandler, JobHandlers } from './jobs.js';

type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** How often the queue looks by itself; tests make it quick. */
export type JobTiming = {
  /** a worker looks for jobs it was not told of (retries, scheduled ones, other instances' without NOTIFY) */
  pollSeconds: number;
  /** lost attempts are failed (and retried), old jobs archived: once per this time on all instances */
  maintenanceSeconds: number;
  /** schedules are looked at (and their jobs handed to the workers) this often */
  cronSeconds: number;
};

const TIMING: JobTiming = { pollSeconds: 5, maintenanceSeconds: 60, cronSeconds: 30 };
const DEFAULT_RETRIES = { limit: 2, delaySeconds: 30 };
/** pg-boss's default: a lost attempt (its instance died) is tried again after this */
const DEFAULT_EXPIRE_SECONDS = 15 * 60;
const SCHEMA = 'pgboss';
/** NOTIFY channel: a job was enqueued on this queue name (delivered on commit only) */
const CHANNEL = 'jobs';

export type JobQueueOptions<C, P> = {
  /** the app's database: where jobs are enqueued unless bound to a transaction */
  db: Database;
  /** the same database's raw SQL, for the queue's own work */
  query: RawQuery;
  events: EventBus;
  handlers: JobHandlers<C, P>;
  log: Log;
  /**
   * No other process uses this database (PGlite and its data-folder lock): at start, a job it shows
   * running was cut short by the last stop, and is tried again at once instead of when it expires.
   */
  soleProcess: boolean;
  timing?: Partial<JobTiming>;
};

export type JobQueue<C, P> = JobEnqueuer<P> & {
  /** starts claiming and running jobs, handing them `context` */
  start(context: C): Promise<void>;
  /** resolves when none of this queue's jobs that could run now is waiting or running */
  idle(): Promise<void>;
  /** stops claiming; the running jobs finish and are recorded */
  stop(): Promise<void>;
};

/** The dead-letter queue of a job: where pg-boss moves it once it failed for good. */
const failedQueue = (name: string) => `${name}.failed`;

type AnyHandler<C> = JobHandler<C, object>;

/**
 * Creates the queues of `handlers` (and their schedules) in the database and answers the queue: enqueue
 * at once, run jobs once started.
 */
export async function createJobQueue<C, P>(options: JobQueueOptions<C, P>): Promise<JobQueue<C, P>> {
  const { events, log, soleProcess } = options;
  const timing = { ...TIMING, ...options.timing };
  const handlers = Object.entries(options.handlers) as [string, AnyHandler<C>][];
  const names = new Set(handlers.map(([name]) => name));
  const db = trackedSql(options.query);
  const boss = new PgBoss({
    db,
    schema: SCHEMA,
    // the schema is one of our migrations: pg-boss checks its version and never changes it
    migrate: false,
    schedule: handlers.some(([, handler]) => handler.schedule),
    maintenanceIntervalSeconds: timing.maintenanceSeconds,
    cronMonitorIntervalSeconds: timing.cronSeconds,
    cronWorkerIntervalSeconds: timing.cronSeconds,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'the job queue failed a step; it tries again'));

  for (const [name, handler] of handlers) await createQueue(boss, name, handler);
  for (const schedule of await boss.getSchedules()) {
    if (!options.handlers[schedule.name as keyof P & string]?.schedule) await boss.unschedule(schedule.name);
  }
  for (const [name, handler] of handlers) {
    if (handler.schedule) await boss.schedule(name, handler.schedule, {}, { tz: 'UTC' });
  }

  const workers = new Map<string, JobWorker>();
  let started = false;
  let unsubscribe: (() => Promise<void>) | null = null;

  function enqueuer(on: Database): JobEnqueuer<P> {
    return {
      async enqueue(name, payload, enqueueOptions = {}) {
        if (!names.has(name)) throw new Error(`no handler for the job ${name}`);
        const job = { name, data: payload as object, startAfter: enqueueOptions.startAfter };
        await boss.insert([job], { db: onDrizzle(on) });
        await events.publish(CHANNEL, name, on);
      },
      on: enqueuer,
    };
  }

  /** jobs that were running when the only process using the database stopped */
  async function retryCutShort(): Promise<void> {
    const { rows } = (await db.executeSql(
      `select name, id from ${SCHEMA}.job where state = 'active' and name = any($1)`,
      [[...workers.keys()]],
    )) as { rows: { name: string; id: string }[] };
    for (const { name, id } of rows) {
      log.info({ job: name, jobId: id }, 'a job cut short by the last stop runs again');
      await boss.fail(name, id, { message: 'cut short by a stop of the server' });
    }
  }

  return {
    ...enqueuer(options.db),
    async start(context) {
      if (started) return;
      started = true;
      for (const [name, handler] of handlers) {
        const failed = handler.failed;
        workers.set(
          name,
          new JobWorker(name, {
            boss,
            log,
            pollMs: timing.pollSeconds * 1000,
            run: (payload) => handler.run(context, payload),
            afterFailure: () => workers.get(failedQueue(name))?.wake(),
          }),
        );
        if (failed) {
          workers.set(
            failedQueue(name),
            new JobWorker(failedQueue(name), {
              boss,
              log,
              pollMs: timing.pollSeconds * 1000,
              run: (payload) => failed(context, payload),
              afterFailure: () => undefined,
            }),
          );
        }
      }
      await boss.start();
      if (soleProcess) await retryCutShort();
      unsubscribe = await events.subscribe(CHANNEL, (name) => {
        if (typeof name === 'string') workers.get(name)?.wake();
      });
      for (const worker of workers.values()) worker.start();
    },
    async idle() {
      for (;;) {
        await Promise.all([...workers.values()].map((worker) => worker.current()));
        const { rows } = (await db.executeSql(
          `select count(*)::int as count from ${SCHEMA}.job where name = any($1)
             and (state = 'active' or (state < 'active' and start_after <= now()))`,
          [[...workers.keys()]],
        )) as { rows: { count: number }[] };
        if (rows[0]?.count === 0) return;
        for (const worker of workers.values()) worker.wake();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      await Promise.all([...workers.values()].map((worker) => worker.stop()));
      await unsubscribe?.();
      await boss.stop({ graceful: false, close: false });
      await db.close();
    },
  };
}

/** A job's queue, and the queue its failures go to when its owner wants to hear of them. */
async function createQueue<C>(boss: PgBoss, name: string, handler: AnyHandler<C>): Promise<void> {
  if (handler.failed) await boss.createQueue(failedQueue(name));
  const retries = handler.retries ?? DEFAULT_RETRIES;
  const queue = {
    name,
    retryLimit: retries.limit,
    retryDelay: retries.delaySeconds,
    retryBackoff: true,
    expireInSeconds: handler.expireSeconds ?? DEFAULT_EXPIRE_SECONDS,
    ...(handler.failed ? { deadLetter: failedQueue(name) } : {}),
  };
  await boss.createQueue(name, queue);
  // a queue made by an earlier version takes this version's settings
  await boss.updateQueue(name, queue);
}
