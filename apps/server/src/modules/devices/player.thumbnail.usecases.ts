import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEVICE_THUMBNAIL_LONG_SIDE, DEVICE_THUMBNAIL_MAX_BYTES } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { releaseBlobs, storeBlobs, sweepBlobReleases } from '../media/media.blobs.js';
import { lockDeviceThumbnail, setDeviceThumbnail } from './player.repository.js';

/** Reads an uploaded picture as an image and writes it again as a JPEG of at most 480 px (never kept as sent). */
async function normalizeThumbnail(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 8192 * 8192, failOn: 'error' })
      .rotate()
      .resize(DEVICE_THUMBNAIL_LONG_SIDE, DEVICE_THUMBNAIL_LONG_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#000000' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('INVALID_IMAGE');
  }
}

/**
 * POST /player/thumbnail: a picture of what the screen shows now, for the device list. Stored like
 * slide thumbnails (content-addressed); the one it replaces goes unless something else shows it.
 */
export async function updateDeviceThumbnail(
  deps: Deps,
  deviceId: number,
  bytes: Buffer,
): Promise<{ thumbnailUrl: string; takenAt: string }> {
  if (bytes.length > DEVICE_THUMBNAIL_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const jpeg = await normalizeThumbnail(bytes);
  const directory = await mkdtemp(path.join(os.tmpdir(), 'placard-screen-'));
  try {
    const file = path.join(directory, 'thumbnail.jpg');
    await writeFile(file, jpeg);
    const takenAt = deps.now();
    const answer = await storeBlobs(deps, [{ path: file, extension: 'jpg' }], async (tx, [stored]) => {
      if (!stored) throw new Error('thumbnail not stored');
      const device = await lockDeviceThumbnail(tx.db, deviceId);
      // removed since its token was checked
      if (!device) throw new AppError('UNAUTHORIZED');
      await setDeviceThumbnail(tx.db, deviceId, stored.key, takenAt);
      if (device.thumbnailKey && device.thumbnailKey !== stored.key) {
        await releaseBlobs(tx.db, [device.thumbnailKey]);
      }
      return { thumbnailUrl: fileUrl(stored.key), takenAt: takenAt.toISOString() };
    });
    await sweepBlobReleases(deps);
    return answer;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
