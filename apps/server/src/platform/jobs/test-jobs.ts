import { createJobQueue, type JobQueue, type JobTiming } from './job-queue.js';
import type { JobHandlers } from './jobs.js';
import type { DatabaseHandle } from '../db/client.js';
import { createEventBus } from '../events/event-bus.js';

declare module './jobs.js' {
  interface JobPayloads {
    /** a job of the tests' apps: a label to record */
    'test.record': { label: string };
  }
}

/** The payloads of the queues tests make themselves. */
export type TestPayloads = {
  'test.count': { label: string };
  'test.tick': Record<string, never>;
};

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Quick enough for a test: jobs are looked for, lost attempts failed and schedules read every so often. */
export const QUICK: JobTiming = { pollSeconds: 0.1, maintenanceSeconds: 1, cronSeconds: 1 };

/** A job queue of a test's own on a database (an app's, or one opened by the test). */
export async function testQueue(
  database: Pick<DatabaseHandle, 'db' | 'query' | 'listen'>,
  handlers: JobHandlers<null, TestPayloads>,
  options: { soleProcess?: boolean; timing?: Partial<JobTiming>; start?: boolean } = {},
): Promise<JobQueue<null, TestPayloads> & { close(): Promise<void> }> {
  const events = createEventBus(database.db, database.listen);
  const queue = await createJobQueue<null, TestPayloads>({
    db: database.db,
    query: database.query,
    events,
    handlers,
    log: silent,
    soleProcess: options.soleProcess ?? false,
    timing: { ...QUICK, ...options.timing },
  });
  if (options.start !== false) await queue.start(null);
  return {
    ...queue,
    close: async () => {
      await queue.stop();
      await events.close();
    },
  };
}

/** How the kill -9 test's job is retried: an attempt is lost after 2 s, and tried again 1 s later. */
export const CRASH_JOB = { expireSeconds: 2, retries: { limit: 2, delaySeconds: 1 } };

/** Resolves once `check` holds, looking every 20 ms; fails after `ms`. */
export async function eventually(check: () => boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
