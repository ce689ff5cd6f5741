import { SOCIAL_TEXT_MAX_LENGTH, type TSocialPost } from '@placard/contract';
import type { Config } from '../../config.js';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { cutAtWord } from '../widgets/html-text.js';

/**
 * The Graph API as Placard uses it: Facebook Login's token exchanges, the pages a user manages (with
 * their linked Instagram professional accounts), a page's posts and an Instagram account's media.
 * Every call goes through the safe fetch; tokens travel in the Authorization header, never in an
 * address (which the fetch's errors and the log may show).
 */
export const GRAPH_VERSION = 'v21.0';

/** The permissions Facebook Login asks for: the pages, their posts, and their Instagram accounts. */
export const FACEBOOK_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_read_user_content',
  'instagram_basic',
  'business_management',
];

/** Graph error codes meaning the token is no longer good (expired, revoked, the password changed). */
const TOKEN_REFUSED_CODES = new Set([102, 190]);
/** Statuses Graph explains in its error JSON. */
const GRAPH_ERROR_STATUSES = [400, 401, 403, 404, 500, 503];
const GRAPH_MAX_BYTES = 2 * 1024 * 1024;
/** The most pages of a paged answer followed (a user with hundreds of pages). */
const MAX_PAGES_FOLLOWED = 5;

type GraphConfig = Pick<Config, 'FACEBOOK_GRAPH_URL' | 'FACEBOOK_APP_ID' | 'FACEBOOK_APP_SECRET'>;

/** Graph's refusal: its error code (190 for a refused token) and message. */
export class GraphError extends Error {
  constructor(
    readonly code: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'GraphError';
  }

  /** Facebook no longer accepts the token: the connection has to be made again. */
  get tokenRefused(): boolean {
    return this.code !== null && TOKEN_REFUSED_CODES.has(this.code);
  }
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Graph's error in an answer (`{error: {message, type, code, error_subcode, fbtrace_id}}`), if any. */
export function parseGraphError(body: unknown): GraphError | null {
  if (!isObject(body) || !isObject(body.error)) return null;
  const { code, message } = body.error;
  return new GraphError(
    typeof code === 'number' ? code : null,
    stringOf(message) ?? 'The Graph API refused the request.',
  );
}

/** The URL of a Graph path with its query. */
export function graphUrl(config: GraphConfig, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${config.FACEBOOK_GRAPH_URL}/${GRAPH_VERSION}/${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Reads a Graph answer (a GET with the token in the Authorization header, or a POST of a form): its
 * JSON object, or its error thrown as GraphError.
 */
async function graphCall(
  safeFetch: SafeFetch,
  url: string,
  request: { token?: string; body?: URLSearchParams },
): Promise<Json> {
  const fetched = await safeFetch.fetchText(url, {
    accept: ['application/json', 'text/javascript'],
    readStatuses: GRAPH_ERROR_STATUSES,
    maxBytes: GRAPH_MAX_BYTES,
    ...(request.token === undefined ? {} : { headers: { authorization: `Bearer ${request.token}` } }),
    ...(request.body === undefined ? {} : { method: 'POST' as const, body: request.body }),
  });
  let body: unknown;
  try {
    body = JSON.parse(fetched.body);
  } catch {
    throw new GraphError(null, `The Graph API answered what is not JSON (HTTP ${fetched.status}).`);
  }
  const error = parseGraphError(body);
  if (error) throw error;
  if (fetched.status < 200 || fetched.status > 299 || !isObject(body)) {
    throw new GraphError(null, `The Graph API answered HTTP ${fetched.status}.`);
  }
  return body;
}

/** The access token of a token answer (`{access_token, token_type, expires_in}`). */
export function parseTokenAnswer(body: Json): string {
  const token = stringOf(body.access_token);
  if (!token) throw new GraphError(null, 'The Graph API gave no access token.');
  return token;
}

/** A token answer of `oauth/access_token`, asked with a form (the app's secret never in an address). */
async function tokenExchange(safeFetch: SafeFetch, config: GraphConfig, form: Record<string, string>) {
  return parseTokenAnswer(
    await graphCall(safeFetch, graphUrl(config, 'oauth/access_token'), { body: new URLSearchParams(form) }),
  );
}

/** Facebook Login's code exchanged for a user token, then that for a long-lived one (about 60 days). */
export async function exchangeLoginCode(
  safeFetch: SafeFetch,
  config: GraphConfig & { FACEBOOK_APP_ID: string; FACEBOOK_APP_SECRET: string },
  code: string,
  redirectUri: string,
): Promise<string> {
  const app = { client_id: config.FACEBOOK_APP_ID, client_secret: config.FACEBOOK_APP_SECRET };
  const short = await tokenExchange(safeFetch, config, { ...app, redirect_uri: redirectUri, code });
  return tokenExchange(safeFetch, config, {
    ...app,
    grant_type: 'fb_exchange_token',
    fb_exchange_token: short,
  });
}

/** A page the user manages, with its own token and its linked Instagram professional account. */
export type GraphPage = {
  id: string;
  name: string;
  accessToken: string;
  instagram: { id: string; username: string } | null;
};

/** The pages of one answer of `/me/accounts`, and the address of the next, if any. */
export function parsePages(body: Json): { pages: GraphPage[]; next: string | null } {
  const data = Array.isArray(body.data) ? body.data : [];
  const pages: GraphPage[] = [];
  for (const item of data) {
    if (!isObject(item)) continue;
    const id = stringOf(item.id);
    const accessToken = stringOf(item.access_token);
    if (!id || !/^\d+$/.test(id) || !accessToken) continue;
    const linked = isObject(item.instagram_business_account) ? item.instagram_business_account : null;
    const instagramId = linked ? stringOf(linked.id) : null;
    pages.push({
      id,
      name: stringOf(item.name) ?? id,
      accessToken,
      instagram:
        instagramId && /^\d+$/.test(instagramId)
          ? { id: instagramId, username: stringOf(linked?.username) ?? instagramId }
          : null,
    });
  }
  const next = isObject(body.paging) ? stringOf(body.paging.next) : null;
  return { pages, next };
}

/** Every page the user manages (following Graph's paging on its own host only). */
export async function listPages(
  safeFetch: SafeFetch,
  config: GraphConfig,
  userToken: string,
): Promise<GraphPage[]> {
  const origin = new URL(config.FACEBOOK_GRAPH_URL).origin;
  let url: string | null = graphUrl(config, 'me/accounts', {
    fields: 'id,name,access_token,instagram_business_account{id,username}',
    limit: '100',
  });
  const pages: GraphPage[] = [];
  for (let read = 0; url !== null && read < MAX_PAGES_FOLLOWED; read += 1) {
    const answer = parsePages(await graphCall(safeFetch, url, { token: userToken }));
    pages.push(...answer.pages);
    url = answer.next !== null && new URL(answer.next).origin === origin ? answer.next : null;
  }
  return pages;
}

/** A Graph time (`2024-05-01T12:00:00+0000`) as ISO 8601 in UTC; null when unreadable. */
export function graphTime(value: unknown): string | null {
  const text = stringOf(value);
  if (!text) return null;
  const normalized = text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const time = new Date(normalized);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** An http(s) address, else null. */
function webUrl(value: unknown): string | null {
  const text = stringOf(value);
  return text && /^https?:\/\//i.test(text) ? text : null;
}

const postText = (value: unknown): string =>
  cutAtWord((stringOf(value) ?? '').replace(/\s+/g, ' ').trim(), SOCIAL_TEXT_MAX_LENGTH);

/** A page's posts from `/{page-id}/posts` (message, full_picture, created_time, permalink_url). */
export function parsePagePosts(body: Json, limit: number): TSocialPost[] {
  const data = Array.isArray(body.data) ? body.data : [];
  return data
    .filter(isObject)
    .map((item) => ({
      text: postText(item.message),
      imageUrl: webUrl(item.full_picture),
      publishedAt: graphTime(item.created_time),
      link: webUrl(item.permalink_url),
    }))
    .filter((post) => post.text !== '' || post.imageUrl !== null)
    .slice(0, limit);
}

/**
 * An Instagram account's posts from `/{ig-user-id}/media` (caption, media_type, media_url,
 * thumbnail_url, timestamp, permalink): a video shows its thumbnail, an album its first picture.
 */
export function parseInstagramMedia(body: Json, limit: number): TSocialPost[] {
  const data = Array.isArray(body.data) ? body.data : [];
  return data
    .filter(isObject)
    .map((item) => ({
      text: postText(item.caption),
      imageUrl: item.media_type === 'VIDEO' ? webUrl(item.thumbnail_url) : webUrl(item.media_url),
      publishedAt: graphTime(item.timestamp),
      link: webUrl(item.permalink),
    }))
    .filter((post) => post.text !== '' || post.imageUrl !== null)
    .slice(0, limit);
}

/** A page's name and latest posts, read with the page's token. */
export async function fetchPagePosts(
  safeFetch: SafeFetch,
  config: GraphConfig,
  pageId: string,
  pageToken: string,
  limit: number,
): Promise<TSocialPost[]> {
  const url = graphUrl(config, `${pageId}/posts`, {
    fields: 'message,full_picture,created_time,permalink_url',
    limit: String(limit),
  });
  return parsePagePosts(await graphCall(safeFetch, url, { token: pageToken }), limit);
}

/** An Instagram professional account's latest posts, read with its page's token. */
export async function fetchInstagramMedia(
  safeFetch: SafeFetch,
  config: GraphConfig,
  accountId: string,
  pageToken: string,
  limit: number,
): Promise<TSocialPost[]> {
  const url = graphUrl(config, `${accountId}/media`, {
    fields: 'caption,media_type,media_url,thumbnail_url,timestamp,permalink',
    limit: String(limit),
  });
  return parseInstagramMedia(await graphCall(safeFetch, url, { token: pageToken }), limit);
}
