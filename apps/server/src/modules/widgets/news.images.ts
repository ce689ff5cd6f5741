import type { TNewsSnapshot } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { fileUrl } from '../../platform/storage/blob-storage.js';
import { normalizeImage } from '../../platform/storage/images.js';

/** The largest story picture read. */
export const STORY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** A snapshot whose pictures are files of the media store, and which blob each picture's address became. */
export type StoredStories = { snapshot: TNewsSnapshot; storedImages: Record<string, string> };

/** A story picture read through the safe fetch, checked by its bytes and stored; null when that fails. */
async function storeImage(
  deps: Pick<Deps, 'storage' | 'log'>,
  safeFetch: SafeFetch,
  url: string,
): Promise<string | null> {
  try {
    const fetched = await safeFetch.fetchBytes(url, { accept: IMAGE_TYPES, maxBytes: STORY_IMAGE_MAX_BYTES });
    const image = await normalizeImage(fetched.body);
    if (!image) return null;
    return (await deps.storage.putBytes(image.bytes, { extension: image.extension })).key;
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    deps.log.warn({ url, reason: error.message }, 'a story picture could not be read');
    return null;
  }
}

/**
 * Keeps the stories' pictures in the media store, so screens play them from their cache like any
 * other file: each picture is read through the safe fetch and checked by its bytes; one the source's
 * last reading already stored (`previous`) is not read again. A picture that cannot be read, or is no
 * image, is left out: the story shows without it.
 */
export async function storeStoryImages(
  deps: Pick<Deps, 'storage' | 'log'>,
  safeFetch: SafeFetch,
  snapshot: TNewsSnapshot,
  previous: Readonly<Record<string, string>>,
): Promise<StoredStories> {
  const storedImages: Record<string, string> = {};
  const stories = [];
  for (const story of snapshot.stories) {
    const url = story.imageUrl;
    if (url === null) {
      stories.push(story);
      continue;
    }
    const key = storedImages[url] ?? previous[url] ?? (await storeImage(deps, safeFetch, url));
    if (key !== null) storedImages[url] = key;
    stories.push({ ...story, imageUrl: key === null ? null : fileUrl(key) });
  }
  return { snapshot: { ...snapshot, stories }, storedImages };
}
