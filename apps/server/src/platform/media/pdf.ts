import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PDF_PAGES_MAX } from '@placard/contract';
import { openImage, writeThumbnail } from './thumbnail.js';
import {
  failingAs,
  MediaProcessingError,
  processedMedia,
  unlessToolMissing,
  type ProcessedFile,
  type ProcessedMedia,
} from './process-result.js';
import { runTool, type MediaTools } from './tools.js';

/** The long side of a page image, in pixels. */
export const PDF_PAGE_SIDE = 1920;
const PDF_PAGE_QUALITY = 85;
/** Rendering 50 full-size pages on a small server takes a while. */
const RENDER_TIMEOUT_MS = 180_000;
const PAGE_PREFIX = 'page';
/** pdftoppm names pages `<prefix>-<number>.jpg`, the number zero-padded as wide as the last page's. */
const PAGE_FILE = new RegExp(`^${PAGE_PREFIX}-(\\d+)\\.jpg$`);

/**
 * The number of pages pdfinfo reports. The last "Pages:" line counts: the document's own metadata
 * (a title…) is printed before it and could contain such a line.
 */
export async function pdfPageCount(pdfinfo: string, file: string): Promise<number> {
  const { stdout } = await runTool(pdfinfo, ['--', file]);
  const counts = [...stdout.matchAll(/^Pages:\s+(\d+)\s*$/gm)];
  const count = Number(counts.at(-1)?.[1] ?? 0);
  if (!Number.isSafeInteger(count) || count < 1) throw new MediaProcessingError('UNREADABLE_PDF');
  return count;
}

/** Renders pages 1 to `last` as JPEGs into `workDir`; answers them in page order. */
export async function renderPdfPages(
  pdftoppm: string,
  file: string,
  last: number,
  workDir: string,
): Promise<ProcessedFile[]> {
  await runTool(
    pdftoppm,
    [
      '-jpeg',
      '-jpegopt',
      `quality=${PDF_PAGE_QUALITY}`,
      '-scale-to',
      String(PDF_PAGE_SIDE),
      '-f',
      '1',
      '-l',
      String(last),
      '--',
      file,
      path.join(workDir, PAGE_PREFIX),
    ],
    { timeoutMs: RENDER_TIMEOUT_MS },
  );
  const pages = (await readdir(workDir)).flatMap((name) => {
    const number = PAGE_FILE.exec(name)?.[1];
    return number ? [{ number: Number(number), name }] : [];
  });
  if (pages.length === 0) throw new MediaProcessingError('UNREADABLE_PDF');
  return pages
    .sort((a, b) => a.number - b.number)
    .map(({ name }) => ({ path: path.join(workDir, name), extension: 'jpg' }));
}

/**
 * A PDF: its page count, its first MEDIA_PDF_PAGES_MAX pages as images, the first page's image size
 * and a thumbnail of it. Without pdfinfo nothing is known; without pdftoppm there are no images.
 * Either way the note says why.
 */
export async function processPdf(file: string, tools: MediaTools, workDir: string): Promise<ProcessedMedia> {
  const pageCount = await unlessToolMissing(() =>
    failingAs('UNREADABLE_PDF', async () => ({ pages: await pdfPageCount(tools.pdfinfo, file) })),
  );
  if (!pageCount) return processedMedia({ notes: ['NO_PDF_TOOLS'] });
  const rendered = await unlessToolMissing(() =>
    failingAs('UNREADABLE_PDF', async () => {
      const pages = await renderPdfPages(
        tools.pdftoppm,
        file,
        Math.min(pageCount.pages, MEDIA_PDF_PAGES_MAX),
        workDir,
      );
      const first = pages[0];
      if (!first) throw new MediaProcessingError('UNREADABLE_PDF');
      const { width, height } = await openImage(first.path).metadata();
      const thumbnail = await writeThumbnail(openImage(first.path), workDir);
      return { pages, width, height, thumbnail };
    }),
  );
  if (!rendered) return processedMedia({ pageCount: pageCount.pages, notes: ['NO_PDF_TOOLS'] });
  return processedMedia({ pageCount: pageCount.pages, ...rendered });
}
