import { LRUCache } from 'lru-cache';
import type { TProviderSearchAnswer } from '@placard/contract';
import type { Config } from '../../config.js';

/** Searches answered lately, per app: the same words on the same page are not asked of the provider again. */
const caches = new WeakMap<Config, LRUCache<string, TProviderSearchAnswer>>();

/** The cache of search answers, each kept as long as its provider's are; none when STOCK_SEARCH_CACHE_SECONDS is 0. */
export function searchCache(config: Config): LRUCache<string, TProviderSearchAnswer> | null {
  if (config.STOCK_SEARCH_CACHE_SECONDS === 0) return null;
  let cache = caches.get(config);
  if (!cache) {
    cache = new LRUCache({ max: 1000, ttl: config.STOCK_SEARCH_CACHE_SECONDS * 1000 });
    caches.set(config, cache);
  }
  return cache;
}

/** The key of a search in the cache: whatever the case and spacing of its words. */
export function searchKey(parts: { provider: string; kind: string; query: string; page: number }): string {
  const words = parts.query.trim().toLowerCase().replace(/\s+/g, ' ');
  return JSON.stringify([parts.provider, parts.kind, words, parts.page]);
}
