import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MEDIA_FORMATS, type MediaFailure } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { MediaProcessingError, processMedia } from '../../platform/media/process.js';
import type { MediaTools } from '../../platform/media/tools.js';
import { storeBlobs } from './media.blobs.js';
import { itemById, itemIdsWithStatus, queueBlobReleases, updateProcessedItems } from './media.repository.js';
import type { MediaItemRow } from './media.table.js';

const UNREADABLE: Record<MediaItemRow['kind'], MediaFailure> = {
  image: 'UNREADABLE_IMAGE',
  gif: 'UNREADABLE_IMAGE',
  video: 'UNREADABLE_VIDEO',
  pdf: 'UNREADABLE_PDF',
};

/**
 * Makes thumbnails, dimensions, durations and PDF pages after an upload is stored, one item at a time
 * (so processing never takes both cores from the requests). Items still 'processing' when the server
 * stopped are picked up again at start.
 */
export class MediaProcessor {
  private readonly queue: number[] = [];
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly deps: Deps,
    private readonly tools: MediaTools,
    private readonly workRoot: string,
  ) {}

  enqueue(id: number): void {
    if (this.closed) return;
    this.queue.push(id);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /** Queues every item left half-processed by an earlier run. */
  async recover(): Promise<void> {
    for (const id of await itemIdsWithStatus(this.deps.db, 'processing')) this.enqueue(id);
  }

  /** Resolves when the queue is empty (tests and shutdown wait on it). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    await this.idle();
  }

  private async drain(): Promise<void> {
    for (let id = this.queue.shift(); id !== undefined; id = this.queue.shift()) {
      try {
        await this.process(id);
      } catch (error) {
        this.deps.log.error({ err: error, mediaId: id }, 'media processing failed');
      }
    }
  }

  private async process(id: number): Promise<void> {
    const item = await itemById(this.deps.db, id);
    if (!item || item.status !== 'processing') return;
    await mkdir(this.workRoot, { recursive: true });
    const workDir = await mkdtemp(path.join(this.workRoot, 'process-'));
    try {
      const source = path.join(workDir, `source.${item.format}`);
      const stream = await this.deps.storage.read(item.blobKey);
      if (!stream) throw new Error(`blob ${item.blobKey} of media ${id} is not stored`);
      await pipeline(stream, createWriteStream(source));
      let processed;
      try {
        processed = await processMedia({ path: source, format: item.format }, this.tools, workDir);
      } catch (error) {
        if (!(error instanceof MediaProcessingError)) throw error;
        await updateProcessedItems(this.deps.db, id, {
          status: 'failed',
          failure: error.failure,
          updatedAt: this.deps.now(),
        });
        return;
      }
      const files = [...(processed.thumbnail ? [processed.thumbnail] : []), ...processed.pages];
      await storeBlobs(this.deps, files, async (tx, stored) => {
        const keys = stored.map((blob) => blob.key);
        const thumbnailKey = processed.thumbnail ? (keys.shift() ?? null) : null;
        const updated = await updateProcessedItems(tx.db, id, {
          status: 'ready',
          failure: null,
          width: processed.width,
          height: processed.height,
          durationMs: processed.durationMs,
          pageCount: processed.pageCount,
          thumbnailKey,
          pageKeys: keys,
          notes: processed.notes,
          updatedAt: tx.now(),
        });
        // deleted while it was processed: what was made goes with the next sweep
        if (updated === 0) await queueBlobReleases(tx.db, [...(thumbnailKey ? [thumbnailKey] : []), ...keys]);
      });
    } catch (error) {
      this.deps.log.error(
        { err: error, mediaId: id, format: MEDIA_FORMATS[item.format].mime },
        'media processing failed',
      );
      await updateProcessedItems(this.deps.db, id, {
        status: 'failed',
        failure: UNREADABLE[item.kind],
        updatedAt: this.deps.now(),
      });
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }
}
