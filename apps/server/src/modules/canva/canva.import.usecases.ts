import { and, eq } from 'drizzle-orm';
import {
  MEDIA_FORMATS,
  MEDIA_SIZE_LIMITS,
  ZCanvaImportRequest,
  translateMessage,
  type CanvaExportFormat,
  type Locale,
  type TCanvaImport,
  type TCanvaImportRequest,
  type TMediaOrigin,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import { createSafeFetch } from '../../platform/fetch/safe-fetch.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuthContext } from '../auth/auth.context.js';
import { requireVisibleFolder } from '../library/library.folders.usecases.js';
import { importDownloaded, importedName } from '../media/media.import.usecases.js';
import { exportFormat } from './canva.api.js';
import { withCanvaToken } from './canva.connections.js';
import { canvaError } from './canva.errors.js';
import { requireCanva } from './canva.setup.js';
import { canvaImports, type CanvaImportRow } from './canva.table.js';

/** How long Canva may take to export a design before the import is given up. */
const EXPORT_TIMEOUT_MS = 15 * 60_000;
/** Saving that has not moved for this long was cut short (a stop of the server). */
const SAVING_TIMEOUT_MS = 15 * 60_000;
/** An export nobody has asked Canva about for this long is no longer followed (its server stopped). */
const UNFOLLOWED_MS = 60_000;
/** The pauses between looks at Canva's export: quick at first, then every few seconds. */
const FOLLOW_PAUSES_MS = [500, 1000, 1000, 2000, 2000, 3000];
const DOWNLOAD_TIMEOUT_MS = 5 * 60_000;

/** Storage that does not name its files' type; their bytes decide it in the end. */
const UNNAMED_TYPES = ['application/octet-stream', 'binary/octet-stream'];
/** The media types Canva's file is read as, for each export format. */
const DOWNLOAD_TYPES: Record<CanvaExportFormat, string[]> = {
  png: ['image/png', ...UNNAMED_TYPES],
  pdf: ['application/pdf', ...UNNAMED_TYPES],
  mp4: ['video/mp4', ...UNNAMED_TYPES],
};

export function presentImport(row: CanvaImportRow, locale: Locale): TCanvaImport {
  return {
    id: row.id,
    designId: row.designId,
    title: row.title,
    format: row.format,
    state: row.state,
    filesTotal: row.filesTotal,
    filesSaved: row.filesSaved,
    mediaIds: row.mediaIds,
    error: row.error
      ? {
          code: row.error.code,
          message: translateMessage(locale, `errors.${row.error.code}`, row.error.params),
        }
      : null,
  };
}

/** An item's name: the design's title (with its page when there are several files). */
export function fileName(title: string, index: number, total: number): string {
  const name = importedName(title) || 'Canva design';
  return total > 1 ? `${name} (${index + 1})` : name;
}

async function update(deps: Pick<Deps, 'db' | 'now'>, id: number, values: Partial<CanvaImportRow>) {
  await deps.db
    .update(canvaImports)
    .set({ ...values, updatedAt: deps.now() })
    .where(eq(canvaImports.id, id));
}

/**
 * Starts bringing a design of the caller's Canva account into the media library: Canva is asked to
 * export it (a PNG per page, a PDF, or a video), and the server follows the export until its files are
 * saved; `importStatus` tells how far it has come.
 */
export async function startImport(
  deps: Deps,
  caller: AuthContext,
  input: TCanvaImportRequest,
): Promise<TCanvaImport> {
  const request = ZCanvaImportRequest.parse(input);
  const api = requireCanva(deps, caller);
  if (request.folderId !== null) {
    await requireVisibleFolder(deps, caller, 'media', request.folderId, request.section);
  }
  const { design, job } = await withCanvaToken(deps, api, caller.user.id, async (token) => {
    const found = await api.design(token, request.designId);
    const started = await api.startExport(token, found.id, exportFormat(request.format, found.portrait));
    return { design: found, job: started };
  });
  const now = deps.now();
  const [row] = await deps.db
    .insert(canvaImports)
    .values({
      organizationId: caller.organization.id,
      userId: caller.user.id,
      designId: design.id,
      title: design.title,
      designUrl: design.viewUrl ?? design.editUrl,
      format: request.format,
      section: request.section,
      folderId: request.folderId,
      exportId: job.id,
      state: 'exporting',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert canva import returned nothing');
  followImport(deps, caller, row.id);
  return presentImport(row, caller.user.locale);
}

/** Reads Canva's files: each of the export's type, within its kind's size limit. */
async function download(deps: Deps, format: CanvaExportFormat, urls: readonly string[]): Promise<Buffer[]> {
  const safeFetch = createSafeFetch({ allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE });
  const limit = MEDIA_SIZE_LIMITS[MEDIA_FORMATS[format].kind];
  const files: Buffer[] = [];
  for (const url of urls) {
    try {
      const fetched = await safeFetch.fetchBytes(url, {
        accept: DOWNLOAD_TYPES[format],
        maxBytes: limit,
        timeoutMs: DOWNLOAD_TIMEOUT_MS,
      });
      files.push(fetched.body);
    } catch (error) {
      if (!(error instanceof FetchError)) throw error;
      if (error.code === 'FETCH_TOO_LARGE') {
        throw new AppError('MEDIA_TOO_LARGE', { params: { filesize: limit / 1024 / 1024 } });
      }
      if (error.code === 'FETCH_BAD_CONTENT_TYPE') throw new AppError('MEDIA_TYPE_NOT_ALLOWED');
      throw canvaError('CANVA_EXPORT_FAILED', { cause: error });
    }
  }
  return files;
}

/**
 * Saves the export's files into the library, one item each, recording the design as their origin.
 * Every file is read before the first item is made, so a failed read leaves nothing behind.
 */
async function saveFiles(
  deps: Deps,
  caller: AuthContext,
  row: CanvaImportRow,
  urls: string[],
): Promise<void> {
  try {
    if (urls.length === 0) throw canvaError('CANVA_EXPORT_FAILED');
    const files = await download(deps, row.format, urls);
    const origin: TMediaOrigin = {
      provider: 'canva',
      id: row.designId,
      author: null,
      pageUrl: row.designUrl,
    };
    const mediaIds: number[] = [];
    for (const [index, bytes] of files.entries()) {
      const item = await importDownloaded(deps, caller, {
        bytes,
        name: fileName(row.title, index, files.length),
        origin,
        place: { section: row.section, folderId: row.folderId },
        formats: [row.format],
      });
      mediaIds.push(item.id);
      await update(deps, row.id, { filesSaved: mediaIds.length, mediaIds });
    }
    await update(deps, row.id, { state: 'done' });
  } catch (error) {
    const known = error instanceof AppError;
    deps.log[known ? 'warn' : 'error'](
      { err: error, designId: row.designId },
      'a Canva design was not saved',
    );
    const code = known ? error.code : 'CANVA_EXPORT_FAILED';
    await update(deps, row.id, {
      state: 'failed',
      error: { code, params: known ? error.options.params : undefined },
    });
  }
}

/**
 * Where the caller's import stands. It is followed on the server from its start; when nobody has
 * looked at Canva's export for a while (the server that followed it stopped), this call takes it up.
 */
export async function importStatus(deps: Deps, caller: AuthContext, id: number): Promise<TCanvaImport> {
  const row = await callersImport(deps, caller, id);
  const now = deps.now().getTime();
  if (row.state === 'saving' && now - row.updatedAt.getTime() > SAVING_TIMEOUT_MS) {
    await update(deps, row.id, { state: 'failed', error: { code: 'CANVA_EXPORT_FAILED' } });
    return presentImport(await callersImport(deps, caller, id), caller.user.locale);
  }
  if (row.state === 'exporting' && now - row.updatedAt.getTime() > UNFOLLOWED_MS) {
    const [taken] = await deps.db
      .update(canvaImports)
      .set({ updatedAt: deps.now() })
      .where(and(eq(canvaImports.id, row.id), eq(canvaImports.updatedAt, row.updatedAt)))
      .returning({ id: canvaImports.id });
    if (taken) followImport(deps, caller, row.id);
  }
  return presentImport(row, caller.user.locale);
}

/** The caller's own import in the organization acted for. */
async function callersImport(deps: Deps, caller: AuthContext, id: number): Promise<CanvaImportRow> {
  const [row] = await deps.db
    .select()
    .from(canvaImports)
    .where(
      and(
        eq(canvaImports.id, id),
        eq(canvaImports.userId, caller.user.id),
        eq(canvaImports.organizationId, caller.organization.id),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Asks Canva how its export stands once: failed (or past its time), still going (the import is marked
 * as followed), or done: then the import is claimed for saving, once, and the files' addresses answered.
 */
async function lookAtExport(
  deps: Deps,
  caller: AuthContext,
  row: CanvaImportRow,
): Promise<{ claimed: CanvaImportRow; urls: string[] } | null> {
  const api = requireCanva(deps, caller);
  const job = await withCanvaToken(deps, api, caller.user.id, (token) => api.exportJob(token, row.exportId));
  const late = deps.now().getTime() - row.createdAt.getTime() > EXPORT_TIMEOUT_MS;
  if (job.status === 'failed' || (job.status === 'in_progress' && late)) {
    deps.log.warn({ designId: row.designId, reason: job.error }, 'Canva did not export a design');
    await update(deps, row.id, { state: 'failed', error: { code: 'CANVA_EXPORT_FAILED' } });
    return null;
  }
  if (job.status === 'in_progress') {
    await update(deps, row.id, {});
    return null;
  }
  const [claimed] = await deps.db
    .update(canvaImports)
    .set({ state: 'saving', filesTotal: job.urls.length, updatedAt: deps.now() })
    .where(and(eq(canvaImports.id, row.id), eq(canvaImports.state, 'exporting')))
    .returning();
  return claimed ? { claimed, urls: job.urls } : null;
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Follows an import on the server, after the answer that started it, until its files are saved or it
 * failed: the user may leave the page meanwhile. Canva being out of reach for a moment is tried again
 * until the export's time is up; a connection Canva no longer takes, or a design gone, ends it.
 */
function followImport(deps: Deps, caller: AuthContext, id: number): void {
  deps.afterAnswer.run('following a Canva export', async () => {
    for (let look = 0; ; look += 1) {
      await pause(FOLLOW_PAUSES_MS[Math.min(look, FOLLOW_PAUSES_MS.length - 1)] ?? 3000);
      const [row] = await deps.db.select().from(canvaImports).where(eq(canvaImports.id, id));
      if (!row || row.state !== 'exporting') return;
      try {
        const ready = await lookAtExport(deps, caller, row);
        if (ready) return await saveFiles(deps, caller, ready.claimed, ready.urls);
      } catch (error) {
        const late = deps.now().getTime() - row.createdAt.getTime() > EXPORT_TIMEOUT_MS;
        const final =
          error instanceof AppError &&
          (error.code === 'CANVA_NOT_CONNECTED' || error.code === 'CANVA_DESIGN_NOT_FOUND');
        if (!(error instanceof AppError)) throw error;
        if (final || late) {
          await update(deps, row.id, {
            state: 'failed',
            error: { code: final ? error.code : 'CANVA_EXPORT_FAILED' },
          });
          return;
        }
        deps.log.warn(
          { err: error, designId: row.designId },
          'Canva was not asked how an export stands; again soon',
        );
      }
    }
  });
}
