import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { SLIDE_THUMBNAIL_LONG_SIDE, SLIDE_THUMBNAIL_MAX_BYTES } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import type { LibraryActor } from '../library/library.policy.js';
import { storeBlobs, sweepBlobReleases } from '../media/media.blobs.js';
import { editPlaylist, slideAt } from './playlists.edit.js';
import { updateSlide } from './playlists.repository.js';

/** Reads an uploaded thumbnail as an image and writes it again as a JPEG of at most 256 px (never trusted as is). */
async function normalizeThumbnail(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 4096 * 4096, failOn: 'error' })
      .rotate()
      .resize(SLIDE_THUMBNAIL_LONG_SIDE, SLIDE_THUMBNAIL_LONG_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('INVALID_IMAGE', { fields: { thumbnail: 'errors.INVALID_IMAGE' } });
  }
}

/**
 * /playlist/updateSlideThumbnail: the editor's picture of a slide, for the slide list and playlist
 * cards. A thumbnail follows the slide's content; it does not count as an edit (publishing stays).
 */
export async function updateSlideThumbnail(
  deps: Deps,
  actor: LibraryActor,
  request: { playlistId: number; slideNumber: number },
  upload: { bytes: Buffer; truncated: boolean },
): Promise<{ thumbnailUrl: string }> {
  if (upload.truncated || upload.bytes.length > SLIDE_THUMBNAIL_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE');
  const jpeg = await normalizeThumbnail(upload.bytes);
  const directory = await mkdtemp(path.join(os.tmpdir(), 'placard-thumbnail-'));
  try {
    const file = path.join(directory, 'thumbnail.jpg');
    await writeFile(file, jpeg);
    const answer = await storeBlobs(deps, [{ path: file, extension: 'jpg' }], async (tx, [stored]) => {
      if (!stored) throw new Error('thumbnail not stored');
      return editPlaylist(
        tx,
        actor,
        request.playlistId,
        async (context) => {
          const slide = slideAt(context.slides, request.slideNumber);
          await updateSlide(context.tx.db, slide.id, { thumbnailKey: stored.key });
          return { thumbnailUrl: fileUrl(stored.key) };
        },
        { unpublish: false },
      );
    });
    // the thumbnail it replaced goes when no other slide (a copy of this one) shows it
    await sweepBlobReleases(deps);
    return answer;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
