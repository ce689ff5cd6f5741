import { inTransaction, type Deps } from '../../platform/deps.js';
import type { ModuleJobs } from '../../platform/jobs/jobs.js';
import { claimDueSources } from './widgets.repository.js';
import { refreshSource } from './widgets.sources.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    /** every minute: the widget sources due for reading are claimed, each read as a job of its own */
    'widgets.refresh-due': Record<string, never>;
    /** one widget source read, its snapshot or error kept */
    'widgets.refresh': { sourceId: number };
  }
}

/** A source nothing has used for this long is no longer read (until a widget uses it again). */
export const WIDGET_SOURCE_IDLE_DAYS = 7;
/** The most sources claimed by one pass; the rest, due longest first, wait for the next minute. */
export const WIDGET_CLAIM_BATCH = 2000;

/**
 * Claims the widget sources due for reading (used in the last WIDGET_SOURCE_IDLE_DAYS days): in one
 * transaction each has its next reading moved on and its reading enqueued as a job of its own (a slow
 * source does not hold the others up). The rows are locked while claimed, so however many instances
 * run this at once, each source is enqueued once.
 */
export function claimDueRefreshes(deps: Deps): Promise<void> {
  return inTransaction(deps, async (tx) => {
    const now = tx.now();
    const usedSince = new Date(now.getTime() - WIDGET_SOURCE_IDLE_DAYS * 24 * 60 * 60_000);
    for (const sourceId of await claimDueSources(tx.db, now, usedSince, WIDGET_CLAIM_BATCH)) {
      await tx.jobs.enqueue('widgets.refresh', { sourceId });
    }
  });
}

/** The widgets' background work: reading each used source again at its interval. */
export const widgetsJobs: ModuleJobs = {
  'widgets.refresh-due': {
    run: (deps) => claimDueRefreshes(deps),
    schedule: '* * * * *',
  },
  'widgets.refresh': {
    run: (deps, { sourceId }) => refreshSource(deps, sourceId),
    // a source is read again at its next interval: a failed reading waits for it rather than retrying
    expireSeconds: 120,
  },
};
