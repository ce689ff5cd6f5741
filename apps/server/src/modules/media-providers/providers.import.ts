import { MEDIA_SIZE_LIMITS, type MediaProvider, type TMediaItem, type TMediaOrigin } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { AppError } from '../../platform/http/app-error.js';
import type { AuthContext } from '../auth/auth.context.js';
import { importDownloaded, reuseImported, type ImportPlace } from '../media/media.import.usecases.js';
import { PROVIDER_NAMES } from './providers.registry.js';
import { ProviderError, type ProviderAsset } from './providers.types.js';

/** The media types a provider's file may come as; its bytes decide in the end. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
/** The largest file imported: the limit of images and GIFs. */
const IMPORT_MAX_BYTES = Math.max(MEDIA_SIZE_LIMITS.image, MEDIA_SIZE_LIMITS.gif);
const IMPORT_TIMEOUT_MS = 120_000;
const NAME_MAX_LENGTH = 100;

/** The item's name: the picture's title, or the provider and its id when it has none. */
export function importName(provider: MediaProvider, asset: Pick<ProviderAsset, 'id' | 'title'>): string {
  const title = asset.title
    .replace(/[\p{Cc}/\\]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    .trim();
  return title || `${PROVIDER_NAMES[provider]} ${asset.id}`;
}

/** Reads the picture's file through the safe fetch; a failure is the provider's. */
async function download(safeFetch: SafeFetch, asset: ProviderAsset): Promise<Buffer> {
  try {
    const fetched = await safeFetch.fetchBytes(asset.fileUrl, {
      accept: IMAGE_TYPES,
      maxBytes: IMPORT_MAX_BYTES,
      timeoutMs: IMPORT_TIMEOUT_MS,
    });
    return fetched.body;
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    if (error.code === 'FETCH_TOO_LARGE')
      throw new AppError('MEDIA_TOO_LARGE', { params: { filesize: IMPORT_MAX_BYTES / 1024 / 1024 } });
    if (error.code === 'FETCH_BAD_CONTENT_TYPE') throw new AppError('MEDIA_TYPE_NOT_ALLOWED');
    throw new ProviderError('FAILED', error.message, { cause: error });
  }
}

/**
 * Imports a provider's picture into the library: a new item sharing the files of the last import of the
 * same picture when there is one, else the file read through the safe fetch and taken in as an upload.
 * Either way the item records the picture's provider, id, author and page.
 */
export async function importAsset(
  deps: Deps,
  caller: AuthContext,
  safeFetch: SafeFetch,
  provider: MediaProvider,
  asset: ProviderAsset,
  place: ImportPlace,
): Promise<TMediaItem> {
  const origin: TMediaOrigin = { provider, id: asset.id, author: asset.author, pageUrl: asset.pageUrl };
  const name = importName(provider, asset);
  const reused = await reuseImported(deps, caller, origin, name, place);
  if (reused) return reused;
  const bytes = await download(safeFetch, asset);
  return importDownloaded(deps, caller, { bytes, name, origin, place });
}
