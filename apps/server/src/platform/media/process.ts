import path from 'node:path';
import type { MediaFormat } from '@placard/contract';
import { processImage } from './process-image.js';
import type { ProcessedMedia } from './process-result.js';
import { processPdf } from './pdf.js';
import type { MediaTools } from './tools.js';
import { processVideo } from './video.js';

export { MediaProcessingError, type ProcessedFile, type ProcessedMedia } from './process-result.js';

/**
 * Measures an upload that has passed its checks (format known, SVG sanitized, pixels within the
 * limit) and makes its thumbnail, and a PDF's page images, in `workDir`, an empty directory the
 * caller owns. The original file is only read. A file that cannot be read as its format throws a
 * MediaProcessingError; a missing tool does not throw but leaves a note.
 */
export function processMedia(
  input: { path: string; format: MediaFormat },
  tools: MediaTools,
  workDir: string,
): Promise<ProcessedMedia> {
  const file = path.resolve(input.path);
  const dir = path.resolve(workDir);
  switch (input.format) {
    case 'jpg':
    case 'png':
    case 'gif':
    case 'svg':
      return processImage(file, input.format, dir);
    case 'mp4':
    case 'webm':
      return processVideo(file, input.format, tools, dir);
    case 'pdf':
      return processPdf(file, tools, dir);
  }
}
