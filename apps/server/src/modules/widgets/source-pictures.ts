import type { Deps } from '../../platform/deps.js';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { normalizeImage } from '../../platform/storage/images.js';

/** The largest picture read (a story's, a post's). */
export const SOURCE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** An item of a snapshot that may show a picture (a feed's story, a page's post). */
type Pictured = { imageUrl: string | null };

/** The items with their pictures as files of the media store, and which blob each picture's address became. */
export type StoredPictures<T extends Pictured> = { items: T[]; storedImages: Record<string, string> };

/** A picture read through the safe fetch, checked by its bytes and stored; null when that fails. */
async function storePicture(
  deps: Pick<Deps, 'storage' | 'log'>,
  safeFetch: SafeFetch,
  url: string,
): Promise<string | null> {
  try {
    const fetched = await safeFetch.fetchBytes(url, {
      accept: IMAGE_TYPES,
      maxBytes: SOURCE_PICTURE_MAX_BYTES,
    });
    const image = await normalizeImage(fetched.body);
    if (!image) return null;
    return (await deps.storage.putBytes(image.bytes, { extension: image.extension })).key;
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    deps.log.warn({ url, reason: error.message }, 'a widget picture could not be read');
    return null;
  }
}

/**
 * Keeps the pictures a source's items show (a feed's stories, a page's posts) in the media store, so
 * screens play them from their cache like any other file: each picture is read through the safe fetch
 * and checked by its bytes; one the source's last reading already stored (`previous`) is not read
 * again. A picture that cannot be read, or is no image, is left out: the item shows without it.
 */
export async function storePictures<T extends Pictured>(
  deps: Pick<Deps, 'storage' | 'log'>,
  safeFetch: SafeFetch,
  items: readonly T[],
  previous: Readonly<Record<string, string>>,
): Promise<StoredPictures<T>> {
  const storedImages: Record<string, string> = {};
  const stored: T[] = [];
  for (const item of items) {
    const url = item.imageUrl;
    if (url === null) {
      stored.push(item);
      continue;
    }
    const key = storedImages[url] ?? previous[url] ?? (await storePicture(deps, safeFetch, url));
    if (key !== null) storedImages[url] = key;
    stored.push({ ...item, imageUrl: key === null ? null : fileUrl(key) });
  }
  return { items: stored, storedImages };
}
