/// <reference lib="webworker" />
import { FONTS_PREFIX, PLAYER_BASE, SHELL_CACHE } from './shellCache';

/**
 * The player's service worker (scope /player/): it lets a screen start without a server. The page
 * is fetched from the network first and kept; its hashed scripts and styles and the font files are
 * answered from the cache first. Media files never pass here: the page reads them from the media
 * cache itself and hands blob: addresses to the slides (see mediaCache.ts), which also plays video.
 */
declare const self: ServiceWorkerGlobalScope;

const ASSET_IN_PAGE = /(?:src|href)="(\/player\/[^"]+)"/g;

/** The page and every file it names (scripts, styles, icon), read from the page itself. */
async function cacheShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(PLAYER_BASE, { cache: 'no-store' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(PLAYER_BASE, response);
  const files = [...new Set([...html.matchAll(ASSET_IN_PAGE)].map((match) => match[1] ?? ''))];
  await Promise.all(files.filter(Boolean).map((file) => cache.add(file).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    cacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

async function pageFirstFromNetwork(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(PLAYER_BASE, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(PLAYER_BASE);
    if (cached) return cached;
    throw error;
  }
}

async function fromCacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname.startsWith(PLAYER_BASE)) {
    event.respondWith(pageFirstFromNetwork(request));
  } else if (url.pathname.startsWith(PLAYER_BASE) || url.pathname.startsWith(FONTS_PREFIX)) {
    event.respondWith(fromCacheFirst(request));
  }
});
