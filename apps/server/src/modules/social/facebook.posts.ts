import type { TSocialPost, TSocialSnapshot } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { tokenCipher } from '../../platform/secrets/token-cipher.js';
import { WidgetSourceError } from '../widgets/widget-source.error.js';
import { fetchInstagramMedia, fetchPagePosts, GraphError } from './facebook.graph.js';
import { connectionOf } from './facebook.repository.js';
import { markExpired } from './facebook.usecases.js';

/**
 * What a Facebook or Instagram widget source is read with: the organization whose connection reads
 * it (each organization's widgets have sources of their own, never sharing another's posts), the
 * page or account, and how many posts.
 */
export type SocialSourceSettings =
  | { kind: 'facebook'; organizationId: number; pageId: string; limit: number }
  | { kind: 'instagram'; organizationId: number; accountId: string; limit: number };

/**
 * The latest posts of the organization's connected page (or its Instagram account), read with the
 * page's token. Without a connection, with another page or account connected now, or when Facebook
 * refuses the token (which disconnects the connection), it throws WidgetSourceError: the widget keeps
 * its last posts.
 */
export async function fetchSocialPosts(
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'log'>,
  safeFetch: SafeFetch,
  settings: SocialSourceSettings,
): Promise<TSocialSnapshot> {
  const row = await connectionOf(deps.db, settings.organizationId);
  if (!row || row.state === 'expired') {
    throw new WidgetSourceError(
      row ? 'FACEBOOK_EXPIRED' : 'FACEBOOK_NOT_CONNECTED',
      row ? 'The Facebook connection has expired or was revoked.' : 'Facebook is not connected.',
    );
  }
  const connected =
    row.state === 'connected' &&
    row.pageToken !== null &&
    (settings.kind === 'facebook' ? row.pageId === settings.pageId : row.instagramId === settings.accountId);
  if (!connected || row.pageToken === null) {
    const what = settings.kind === 'facebook' ? 'page' : 'Instagram account';
    throw new WidgetSourceError('FACEBOOK_PAGE_NOT_FOUND', `This ${what} is not the one connected now.`);
  }
  const token = tokenCipher(deps.config).open(row.pageToken);
  let posts: TSocialPost[];
  try {
    posts =
      settings.kind === 'facebook'
        ? await fetchPagePosts(safeFetch, deps.config, settings.pageId, token, settings.limit)
        : await fetchInstagramMedia(safeFetch, deps.config, settings.accountId, token, settings.limit);
  } catch (error) {
    if (!(error instanceof GraphError)) throw error;
    if (error.tokenRefused) {
      await markExpired(deps, settings.organizationId);
      throw new WidgetSourceError('FACEBOOK_EXPIRED', 'The Facebook connection has expired or was revoked.');
    }
    throw new WidgetSourceError('FACEBOOK_CONNECT_FAILED', `Facebook refused the request: ${error.message}`);
  }
  const name = settings.kind === 'facebook' ? (row.pageName ?? '') : (row.instagramUsername ?? '');
  return { name, posts, fetchedAt: deps.now().toISOString() };
}
