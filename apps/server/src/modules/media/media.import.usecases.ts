import { mkdir, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { MediaFormat, OwnSection, TMediaItem, TMediaOrigin } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { inTransaction } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { formatOfContent } from '../../platform/media/detect.js';
import { temporaryDirectory } from '../../platform/storage/temporary-files.js';
import { requireVisibleFolder } from '../library/library.folders.usecases.js';
import type { LibraryActor } from '../library/library.policy.js';
import { lockBlobs } from './media.blobs.js';
import { presentItem } from './media.present.js';
import { insertItems, lastImported } from './media.repository.js';
import { acceptUpload } from './media.upload.usecases.js';

/** The longest name an imported item takes from its source's title. */
const IMPORTED_NAME_MAX_LENGTH = 100;

/** An outside title as an item's name: no control characters or slashes, one space at a time, not too long. */
export function importedName(title: string): string {
  return title
    .replace(/[\p{Cc}/\\]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, IMPORTED_NAME_MAX_LENGTH)
    .trim();
}

/** Where an imported picture goes in the library. */
export type ImportPlace = { section: OwnSection; folderId: number | null };

/**
 * A new item of the picture imported before (by this organization or another), sharing that item's
 * processed files, so the picture is neither fetched nor processed again; null when there is none or
 * its files have gone.
 */
export async function reuseImported(
  deps: Deps,
  actor: LibraryActor & { user: { fullname: string } },
  origin: TMediaOrigin,
  name: string,
  place: ImportPlace,
): Promise<TMediaItem | null> {
  return inTransaction(deps, async (tx) => {
    // checked in the transaction that refers to it, so a folder removed meanwhile is a 404, never a 500
    const folderId =
      place.folderId === null
        ? null
        : (await requireVisibleFolder(tx, actor, 'media', place.folderId, place.section)).id;
    const previous = await lastImported(tx.db, origin);
    if (!previous) return null;
    const keys = [previous.blobKey, previous.thumbnailKey, ...previous.pageKeys].filter(
      (key): key is string => key !== null,
    );
    await lockBlobs(tx.db, keys);
    for (const key of keys) if (!(await tx.storage.exists(key))) return null;
    const now = tx.now();
    const [row] = await insertItems(tx.db, [
      {
        organizationId: actor.user.organizationId,
        section: place.section,
        folderId,
        creatorUserId: actor.user.id,
        name: `${name}.${previous.format}`,
        kind: previous.kind,
        format: previous.format,
        contentType: previous.contentType,
        sizeBytes: previous.sizeBytes,
        blobKey: previous.blobKey,
        thumbnailKey: previous.thumbnailKey,
        pageKeys: previous.pageKeys,
        width: previous.width,
        height: previous.height,
        durationMs: previous.durationMs,
        pageCount: previous.pageCount,
        status: 'ready',
        origin,
        createdAt: now,
        updatedAt: now,
      },
    ]);
    if (!row) throw new Error('insert media returned nothing');
    return presentItem(actor, { ...row, creatorName: actor.user.fullname, stockFromName: null });
  });
}

/** What a stock provider's file may be: a picture. */
const PICTURE_FORMATS: readonly MediaFormat[] = ['jpg', 'png', 'gif'];

/**
 * Imports a downloaded file (a picture unless `formats` says otherwise: a design's PDF or video) as an
 * upload of `name`: its format decided by its bytes (never by what the provider said) and one of
 * `formats`, then checked (its kind's size limit among the rest), stored and processed as any upload,
 * with where it came from.
 */
export async function importDownloaded(
  deps: Deps,
  actor: Parameters<typeof acceptUpload>[1],
  download: {
    bytes: Buffer;
    name: string;
    origin: TMediaOrigin;
    place: ImportPlace;
    formats?: readonly MediaFormat[];
  },
): Promise<TMediaItem> {
  const format = await formatOfContent(download.bytes.subarray(0, 16 * 1024));
  if (format === undefined || !(download.formats ?? PICTURE_FORMATS).includes(format)) {
    throw new AppError('MEDIA_TYPE_NOT_ALLOWED');
  }
  const temporary = temporaryDirectory(deps.config.DATA_DIR);
  await mkdir(temporary, { recursive: true });
  const file = path.join(temporary, `import-${randomUUID()}.${format}`);
  await writeFile(file, download.bytes);
  try {
    const { section, folderId } = download.place;
    const metadata = {
      filename: `${download.name}.${format}`,
      section,
      folderId: folderId === null ? '' : String(folderId),
    };
    return await acceptUpload(deps, actor, { path: file, metadata, origin: download.origin });
  } finally {
    await rm(file, { force: true });
  }
}
