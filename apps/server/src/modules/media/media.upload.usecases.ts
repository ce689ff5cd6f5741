import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MEDIA_FORMATS,
  ZUploadMetadata,
  isMediaTooLarge,
  mediaFormatOfFileName,
  mediaLimitMb,
  type OwnSection,
  type TMediaItem,
  type TMediaOrigin,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { validationError } from '../../platform/http/multipart.js';
import { detectMedia } from '../../platform/media/detect.js';
import { checkImagePixels } from '../../platform/media/pixels.js';
import { sanitizeSvg } from '../../platform/media/svg.js';
import { temporaryDirectory } from '../../platform/storage/temporary-files.js';
import { storeBlobs } from './media.blobs.js';
import { requireVisibleFolder } from '../library/library.folders.usecases.js';
import type { LibraryActor } from '../library/library.policy.js';
import { presentItem } from './media.present.js';
import { insertItems } from './media.repository.js';

/** What an upload says about itself (tus Upload-Metadata), checked before a byte is accepted. */
export type UploadPlace = { fileName: string; section: OwnSection; folderId: number | null };

/**
 * Checks a new upload: a name with an accepted extension, a declared size within the limit of the kind
 * the name claims, and a folder the uploader sees. The content is checked again when it has arrived.
 */
export async function checkNewUpload(
  deps: Pick<Deps, 'db'>,
  actor: LibraryActor,
  metadata: Record<string, string | null | undefined>,
  size: number | undefined,
): Promise<UploadPlace> {
  const parsed = ZUploadMetadata.safeParse(metadata);
  if (!parsed.success) throw validationError(parsed.error);
  const { filename, section, folderId } = parsed.data;
  const format = mediaFormatOfFileName(filename);
  if (!format) throw new AppError('MEDIA_TYPE_NOT_ALLOWED');
  const { kind } = MEDIA_FORMATS[format];
  if (size !== undefined && isMediaTooLarge(kind, size)) {
    throw new AppError('MEDIA_TOO_LARGE', { params: { filesize: mediaLimitMb(kind) } });
  }
  if (folderId !== undefined) await requireVisibleFolder(deps, actor, 'media', folderId, section);
  return { fileName: filename, section, folderId: folderId ?? null };
}

/**
 * Accepts a complete upload: decides its format by content, cleans an SVG, refuses a pixel bomb, stores
 * the file by its hash and lists it as 'processing', with the job that makes its thumbnails and details.
 * The uploaded file itself is left for the caller to remove.
 */
export async function acceptUpload(
  deps: Deps,
  actor: LibraryActor,
  upload: {
    path: string;
    metadata: Record<string, string | null | undefined>;
    /** where an imported picture came from (an outside provider) */
    origin?: TMediaOrigin;
  },
): Promise<TMediaItem> {
  const place = await checkNewUpload(deps, actor, upload.metadata, undefined);
  const detected = await detectMedia(upload.path, place.fileName);
  let storedPath = upload.path;
  if (detected.extension === 'svg') {
    const temporary = temporaryDirectory(deps.config.DATA_DIR);
    await mkdir(temporary, { recursive: true });
    storedPath = path.join(temporary, `svg-${randomUUID()}.svg`);
    await writeFile(storedPath, await sanitizeSvg(await readFile(upload.path, 'utf8')));
  } else if (detected.kind === 'image' || detected.kind === 'gif') {
    await checkImagePixels(upload.path);
  }
  try {
    const row = await storeBlobs(
      deps,
      [{ path: storedPath, extension: detected.extension }],
      async (tx, [blob]) => {
        if (!blob) throw new Error('the upload was not stored');
        // the folder may have gone while the file travelled: then the item lands at the top level
        const folderId =
          place.folderId === null
            ? null
            : await requireVisibleFolder(tx, actor, 'media', place.folderId, place.section).then(
                (folder) => folder.id,
                () => null,
              );
        const now = tx.now();
        const [inserted] = await insertItems(tx.db, [
          {
            organizationId: actor.user.organizationId,
            section: place.section,
            folderId,
            creatorUserId: actor.user.id,
            name: place.fileName,
            kind: detected.kind,
            format: detected.extension,
            contentType: detected.mime,
            sizeBytes: blob.size,
            blobKey: blob.key,
            status: 'processing',
            origin: upload.origin ?? null,
            createdAt: now,
            updatedAt: now,
          },
        ]);
        if (!inserted) throw new Error('insert media returned nothing');
        await tx.jobs.enqueue('media.process', { mediaId: inserted.id });
        return inserted;
      },
    );
    return presentItem(actor, { ...row, creatorName: actor.user.fullname, stockFromName: null });
  } finally {
    if (storedPath !== upload.path) await rm(storedPath, { force: true });
  }
}
