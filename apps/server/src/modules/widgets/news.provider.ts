import type { TNewsSettings, TNewsSnapshot } from '@placard/contract';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { parseNewsFeed } from './news.feed.js';

/**
 * The media types a feed is read with: RSS's and XML's, and also Atom's, RDF's and HTML's so that a
 * feed of another format or a web page is answered as such (NEWS_NOT_RSS2, NEWS_INVALID) rather than
 * as an unexpected media type.
 */
export const NEWS_MEDIA_TYPES = [
  'application/rss+xml',
  'application/xml',
  'text/xml',
  'application/atom+xml',
  'application/rdf+xml',
  'text/html',
];

/** The largest feed read, in bytes. */
export const NEWS_MAX_BYTES = 1024 * 1024;

/**
 * Reads a news widget's RSS 2.0 feed through the safe fetch: its title and first stories as a screen
 * shows them. A feed that cannot be reached or is too large throws the fetch's FetchError; one that is
 * not RSS 2.0, or not a readable feed, throws WidgetSourceError (see `parseNewsFeed`).
 */
export async function fetchNews(
  safeFetch: SafeFetch,
  settings: Pick<TNewsSettings, 'url' | 'maxStories'>,
): Promise<TNewsSnapshot> {
  const fetched = await safeFetch.fetchText(settings.url, {
    accept: NEWS_MEDIA_TYPES,
    maxBytes: NEWS_MAX_BYTES,
  });
  const feed = parseNewsFeed(fetched.body, {
    baseUrl: fetched.url,
    contentType: fetched.contentType,
    maxStories: settings.maxStories,
  });
  return { ...feed, fetchedAt: new Date().toISOString() };
}
