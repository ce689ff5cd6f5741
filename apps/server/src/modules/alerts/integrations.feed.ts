import { CAP_CONTENT_TYPE, INTEGRATION_BODY_MAX_BYTES } from '@placard/contract';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { createSafeFetch, type SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { AppError } from '../../platform/http/app-error.js';
import { CapError } from './cap.error.js';
import { parseCapFeed, type CapFeedEntry } from './cap.feed.js';
import { capMessage } from './integrations.cap.js';
import { deliverMessage } from './integrations.delivery.usecases.js';
import { defaultsOf } from './integrations.message.js';
import { feedsDue, integrationById, updateIntegration } from './integrations.repository.js';
import type { IntegrationRow } from './integrations.table.js';

/** The media types a feed, and a CAP message it links to, may come as. */
const FEED_TYPES = ['application/atom+xml', 'application/rss+xml', 'application/xml', 'text/xml'];
const MESSAGE_TYPES = [CAP_CONTENT_TYPE, 'application/xml', 'text/xml'];
/** The newest entries of a feed read on each pass (a feed keeps its history; the newest matter). */
const ENTRIES_PER_READ = 20;

/**
 * Claims the CAP feeds due for reading (enabled, never read or read pollMinutes ago): in one
 * transaction each is marked read now and its reading enqueued as a job of its own (a slow feed does
 * not hold the others up). The schedule runs this once a minute on one instance.
 */
export function claimDueFeeds(deps: Deps): Promise<void> {
  return inTransaction(deps, async (tx) => {
    const now = tx.now();
    for (const row of await feedsDue(tx.db, now)) {
      await updateIntegration(tx.db, row.id, { lastPolledAt: now });
      await tx.jobs.enqueue('alerts.read-feed', {
        integrationId: row.id,
        since: row.lastError === null ? (row.lastPolledAt?.toISOString() ?? null) : null,
      });
    }
  });
}

/** An entry's CAP message: the one it carries, or the one its link names, read through the safe fetch. */
async function entryMessage(safeFetch: SafeFetch, entry: CapFeedEntry): Promise<string> {
  if (entry.capXml !== null) return entry.capXml;
  if (entry.link === null)
    throw new CapError('CAP_INVALID', `The entry ${entry.id} carries no CAP message and links to none.`);
  const response = await safeFetch.fetchText(entry.link, {
    accept: MESSAGE_TYPES,
    maxBytes: INTEGRATION_BODY_MAX_BYTES,
  });
  return response.body;
}

/** What went wrong, as the integration's page shows it. */
function problemOf(error: unknown): string {
  if (error instanceof AppError) return String(error.options.params?.reason ?? error.code);
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads a CAP feed once: its newest entries updated since the last good read (all of them the first
 * time) are delivered like messages posted to the endpoint — a message delivered before changes
 * nothing, one Placard does not show (a test, an expired alert) is passed over. What went wrong is kept
 * on the integration for its page; the next pass tries again.
 */
export async function readFeed(deps: Deps, integrationId: number, since: Date | null): Promise<void> {
  const row = await integrationById(deps.db, integrationId);
  if (!row || !row.enabled || row.provider !== 'capFeed' || row.feedUrl === null) return;
  const safeFetch = createSafeFetch({ allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE });
  let problem: string | null = null;
  try {
    const feed = await safeFetch.fetchText(row.feedUrl, {
      accept: FEED_TYPES,
      maxBytes: INTEGRATION_BODY_MAX_BYTES,
    });
    const entries = parseCapFeed(feed.body, feed.url)
      .entries.filter((entry) => since === null || entry.updated === null || entry.updated > since)
      .slice(0, ENTRIES_PER_READ)
      .reverse();
    for (const entry of entries) problem = (await deliverEntry(deps, row, safeFetch, entry)) ?? problem;
  } catch (error) {
    problem = problemOf(error);
  }
  await updateIntegration(deps.db, row.id, { lastError: problem });
}

/** Delivers one entry; what went wrong with it, or null. */
async function deliverEntry(
  deps: Deps,
  row: IntegrationRow,
  safeFetch: SafeFetch,
  entry: CapFeedEntry,
): Promise<string | null> {
  try {
    const message = capMessage(await entryMessage(safeFetch, entry), defaultsOf(row), deps.now());
    await deliverMessage(deps, row.id, message);
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CAP_IGNORED') return null;
    deps.log.warn(
      { err: error, integrationId: row.id, entry: entry.id },
      'a CAP feed entry was not delivered',
    );
    return problemOf(error);
  }
}
