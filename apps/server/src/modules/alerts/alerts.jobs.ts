import type { ModuleJobs } from '../../platform/jobs/jobs.js';
import { claimDueFeeds, readFeed } from './integrations.feed.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    /** every minute: the CAP feeds due for reading are claimed, each read as a job of its own */
    'alerts.poll-feeds': Record<string, never>;
    /** one CAP feed read; `since`: the last good read (ISO), entries not updated after it are skipped */
    'alerts.read-feed': { integrationId: number; since: string | null };
  }
}

/** The alerts' background work: reading the CAP feeds of integrations at the interval each sets. */
export const alertsJobs: ModuleJobs = {
  'alerts.poll-feeds': {
    run: (deps) => claimDueFeeds(deps),
    schedule: '* * * * *',
  },
  'alerts.read-feed': {
    run: (deps, { integrationId, since }) =>
      readFeed(deps, integrationId, since === null ? null : new Date(since)),
    // a feed is read again at its next interval: a failed read waits for it rather than retrying
    expireSeconds: 120,
  },
};
