import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MediaFailure } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { MediaProcessingError, processMedia } from '../../platform/media/process.js';
import type { MediaTools } from '../../platform/media/tools.js';
import { temporaryDirectory } from '../../platform/storage/temporary-files.js';
import { storeBlobs } from './media.blobs.js';
import { itemById, queueBlobReleases, updateProcessedItems } from './media.repository.js';
import type { MediaItemRow } from './media.table.js';

const UNREADABLE: Record<MediaItemRow['kind'], MediaFailure> = {
  image: 'UNREADABLE_IMAGE',
  gif: 'UNREADABLE_IMAGE',
  video: 'UNREADABLE_VIDEO',
  pdf: 'UNREADABLE_PDF',
};

function mediaTools(deps: Deps): MediaTools {
  return {
    ffmpeg: deps.config.FFMPEG_PATH,
    ffprobe: deps.config.FFPROBE_PATH,
    pdftoppm: deps.config.PDFTOPPM_PATH,
    pdfinfo: deps.config.PDFINFO_PATH,
  };
}

/**
 * Makes an uploaded item's thumbnail, dimensions, duration and PDF pages (the job an upload enqueues).
 * A file that cannot be read as its format fails the item at once; any other error is thrown, for the
 * job to be tried again.
 */
export async function processMediaItem(deps: Deps, id: number): Promise<void> {
  const item = await itemById(deps.db, id);
  if (!item || item.status !== 'processing') return;
  const workRoot = temporaryDirectory(deps.config.DATA_DIR);
  await mkdir(workRoot, { recursive: true });
  const workDir = await mkdtemp(path.join(workRoot, 'process-'));
  try {
    const source = path.join(workDir, `source.${item.format}`);
    const stream = await deps.storage.read(item.blobKey);
    if (!stream) throw new Error(`blob ${item.blobKey} of media ${id} is not stored`);
    await pipeline(stream, createWriteStream(source));
    let processed;
    try {
      processed = await processMedia({ path: source, format: item.format }, mediaTools(deps), workDir);
    } catch (error) {
      if (!(error instanceof MediaProcessingError)) throw error;
      await updateProcessedItems(deps.db, id, {
        status: 'failed',
        failure: error.failure,
        updatedAt: deps.now(),
      });
      return;
    }
    const files = [...(processed.thumbnail ? [processed.thumbnail] : []), ...processed.pages];
    await storeBlobs(deps, files, async (tx, stored) => {
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
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** An item whose processing failed for good (every attempt threw) is listed as unreadable. */
export async function failMediaItem(deps: Deps, id: number): Promise<void> {
  const item = await itemById(deps.db, id);
  if (!item) return;
  deps.log.error({ mediaId: id, format: item.format }, 'media processing failed');
  await updateProcessedItems(deps.db, id, {
    status: 'failed',
    failure: UNREADABLE[item.kind],
    updatedAt: deps.now(),
  });
}
