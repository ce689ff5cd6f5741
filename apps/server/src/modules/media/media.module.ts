import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { temporaryDirectory } from '../../platform/storage/temporary-files.js';
import { sweepBlobReleases } from './media.blobs.js';
import { MediaProcessor } from './media.processor.js';
import { mediaRoutes } from './media.routes.js';
import { mediaUploadRoutes } from './media.upload.routes.js';

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** makes thumbnails and details of uploaded media; tests wait on its idle() */
    mediaProcessor: MediaProcessor;
  }
}

/** The media library: its routes, uploads, the processor, and the sweep that removes unused blobs. */
export function createMediaProcessor(deps: Deps): MediaProcessor {
  return new MediaProcessor(
    deps,
    {
      ffmpeg: deps.config.FFMPEG_PATH,
      ffprobe: deps.config.FFPROBE_PATH,
      pdftoppm: deps.config.PDFTOPPM_PATH,
      pdfinfo: deps.config.PDFINFO_PATH,
    },
    temporaryDirectory(deps.config.DATA_DIR),
  );
}

export const mediaModule =
  (deps: Deps, processor: MediaProcessor): FastifyPluginAsync =>
  async (app) => {
    await app.register(mediaRoutes(deps));
    await app.register(mediaUploadRoutes(deps, processor));

    const sweep = () =>
      sweepBlobReleases(deps).catch((error: unknown) => deps.log.warn({ err: error }, 'blob sweep failed'));
    const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => {
      await processor.recover();
      void sweep();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await processor.close();
    });
  };
