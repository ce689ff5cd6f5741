import type { TManifest } from '@placard/contract';
import { fontFiles, mediaFiles, withAddresses } from './manifestFiles';
import { MEDIA_CACHE, SHELL_CACHE } from './shellCache';

/** Files downloaded at once. */
const PARALLEL_DOWNLOADS = 3;
/** A blob: address no longer used is let go this long after the switch (an outgoing slide may still show it). */
const RELEASE_DELAY_MS = 60_000;

export type MediaLibrary = {
  /** Downloads every file the manifest needs that is not kept yet; rejects when one cannot be had. */
  download(manifest: TManifest): Promise<void>;
  /** The manifest with its files read from the cache (blob: addresses); a file not kept keeps its address. */
  playable(manifest: TManifest): Promise<TManifest>;
  /** Forgets the files the manifest no longer uses. */
  prune(manifest: TManifest): Promise<void>;
  /** Forgets every file (the screen was removed from its organization). */
  clear(): Promise<void>;
};

async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

async function keep(cache: Cache, url: string, fetchImpl: typeof fetch): Promise<void> {
  if (await cache.match(url)) return;
  const response = await fetchImpl(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await cache.put(url, response);
}

/**
 * Media kept in Cache Storage. The page reads the files itself and hands blob: addresses to the
 * slides, so playing needs neither the server nor a service worker (and videos seek within their
 * blob). Font files go to the shell cache, which the service worker answers /fonts/ from.
 */
export function createMediaLibrary(
  storage: CacheStorage | undefined = globalThis.caches,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): MediaLibrary {
  const addresses = new Map<string, string>();

  if (!storage) {
    // Without Cache Storage (a page not served over https or localhost) the browser's own cache is all there is.
    return {
      download: (manifest) =>
        inParallel(mediaFiles(manifest), PARALLEL_DOWNLOADS, async (url) => {
          const response = await fetchImpl(url);
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          await response.arrayBuffer();
        }),
      playable: async (manifest) => manifest,
      prune: async () => undefined,
      clear: async () => undefined,
    };
  }

  async function objectUrl(cache: Cache, url: string): Promise<string | null> {
    const known = addresses.get(url);
    if (known) return known;
    const response = await cache.match(url);
    if (!response) return null;
    const address = URL.createObjectURL(await response.blob());
    addresses.set(url, address);
    return address;
  }

  function release(urls: Iterable<string>) {
    const gone = [...urls].flatMap((url) => {
      const address = addresses.get(url);
      addresses.delete(url);
      return address ? [address] : [];
    });
    if (gone.length > 0)
      setTimeout(() => gone.forEach((address) => URL.revokeObjectURL(address)), RELEASE_DELAY_MS);
  }

  return {
    async download(manifest) {
      const [media, shell] = await Promise.all([storage.open(MEDIA_CACHE), storage.open(SHELL_CACHE)]);
      await inParallel(mediaFiles(manifest), PARALLEL_DOWNLOADS, (url) => keep(media, url, fetchImpl));
      await inParallel(fontFiles(manifest), PARALLEL_DOWNLOADS, (url) => keep(shell, url, fetchImpl));
    },
    async playable(manifest) {
      const media = await storage.open(MEDIA_CACHE);
      const found = new Map<string, string>();
      for (const url of mediaFiles(manifest)) {
        const address = await objectUrl(media, url);
        if (address) found.set(url, address);
      }
      return withAddresses(manifest, found);
    },
    async prune(manifest) {
      const used = new Set(mediaFiles(manifest));
      const media = await storage.open(MEDIA_CACHE);
      for (const request of await media.keys()) {
        const { pathname, search } = new URL(request.url);
        if (!used.has(`${pathname}${search}`)) await media.delete(request);
      }
      release([...addresses.keys()].filter((url) => !used.has(url)));
    },
    async clear() {
      release([...addresses.keys()]);
      await storage.delete(MEDIA_CACHE);
    },
  };
}
