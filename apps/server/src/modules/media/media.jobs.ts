import type { ModuleJobs } from '../../platform/jobs/jobs.js';
import { sweepBlobReleases } from './media.blobs.js';
import { failMediaItem, processMediaItem } from './media.processor.js';

declare module '../../platform/jobs/jobs.js' {
  interface JobPayloads {
    /** an uploaded item's thumbnail and details, enqueued with the item */
    'media.process': { mediaId: number };
    /** the removal of queued blobs nothing uses any more */
    'media.sweep-blobs': Record<string, never>;
  }
}

/**
 * The media library's background work. Processing runs one item at a time per instance (so it never
 * takes both cores from the requests), tried again with back-off when something other than the file
 * fails; the sweep runs every ten minutes on one instance.
 */
export const mediaJobs: ModuleJobs = {
  'media.process': {
    run: (deps, { mediaId }) => processMediaItem(deps, mediaId),
    retries: { limit: 3, delaySeconds: 10 },
    failed: (deps, { mediaId }) => failMediaItem(deps, mediaId),
  },
  'media.sweep-blobs': {
    run: async (deps) => void (await sweepBlobReleases(deps)),
    schedule: '*/10 * * * *',
  },
};
