import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { FAKE_FACEBOOK_APP, type FakePage } from './facebook-app.js';
import { listenOnLoopback, readBody } from './loopback-server.js';

export {
  FAKE_FACEBOOK_APP,
  FAKE_PAGES,
  type FakeMedia,
  type FakePage,
  type FakePost,
} from './facebook-app.js';

/**
 * Facebook on 127.0.0.1, as Placard reaches it: Facebook Login's dialog (/v21.0/dialog/oauth, a page
 * with "Continue" and "Cancel" that sends the browser back to the redirect_uri with a code, or with
 * `error=access_denied`) and the Graph API with its real shapes — the code and long-lived token
 * exchanges (/v21.0/oauth/access_token), the user's pages with their tokens and Instagram accounts
 * (/v21.0/me/accounts, `data` + `paging`), a page's posts (/v21.0/{page-id}/posts) and an Instagram
 * account's media (/v21.0/{ig-user-id}/media), tokens read from the Authorization header. Errors are
 * Graph's JSON (`{error: {message, type, code, error_subcode, fbtrace_id}}`), code 190 for a token
 * expired or revoked. Pictures are served at /pictures/{name}.png.
 */

export type FakeFacebook = {
  /** http://127.0.0.1:port, for FACEBOOK_GRAPH_URL and FACEBOOK_DIALOG_URL alike */
  origin: string;
  appId: string;
  appSecret: string;
  /** the pages the user who logs in manages */
  setPages(pages: FakePage[]): void;
  /** a code as the dialog gives one, to call Placard's callback with */
  issueCode(): string;
  /** every token issued so far is refused from now on (code 190), as when the user revokes the app */
  revokeTokens(): void;
  /** every request received: its path and query, and its Authorization header */
  requests: { url: URL; authorization: string | undefined }[];
  /** every token the fake has issued (none may be found in Placard's database in the clear) */
  issuedTokens(): string[];
  close(): Promise<void>;
};

const COLORS: Record<string, [number, number, number]> = {
  harbour: [14, 116, 144],
  market: [194, 65, 12],
  concert: [109, 40, 217],
  coffee: [120, 53, 15],
};

async function picture(name: string): Promise<Buffer> {
  const [r, g, b] = COLORS[name] ?? [71, 85, 105];
  return sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

function graphError(
  response: ServerResponse,
  status: number,
  code: number,
  message: string,
  subcode?: number,
) {
  const error = {
    message,
    type: 'OAuthException',
    code,
    ...(subcode === undefined ? {} : { error_subcode: subcode }),
    fbtrace_id: 'AbCdEfGhIjK',
  };
  response
    .writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
    .end(JSON.stringify({ error }));
}

function json(response: ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

function dialogPage(url: URL, code: string): string {
  const redirect = url.searchParams.get('redirect_uri') ?? '';
  const state = url.searchParams.get('state') ?? '';
  const back = (query: Record<string, string>) => {
    const target = new URL(redirect);
    for (const [name, value] of Object.entries({ ...query, state })) target.searchParams.set(name, value);
    return target.href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  };
  return `<!doctype html><html><head><meta charset="utf-8"><title>Log in with Facebook</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 4rem auto">
<h1>Placard is requesting access to your pages</h1>
<p>Scopes: ${(url.searchParams.get('scope') ?? '').replace(/</g, '&lt;')}</p>
<a id="continue" href="${back({ code })}">Continue as Alex</a>
<a id="cancel" href="${back({ error: 'access_denied', error_reason: 'user_denied' })}">Cancel</a>
</body></html>`;
}

export async function startFakeFacebook(): Promise<FakeFacebook> {
  let pages: FakePage[] = [];
  let counter = 0;
  const codes = new Set<string>();
  const shortTokens = new Set<string>();
  const userTokens = new Set<string>();
  const pageTokens = new Map<string, string>();
  const revoked = new Set<string>();
  /** page tokens issued before a revocation */
  const issuedPageTokens: string[] = [];
  const requests: FakeFacebook['requests'] = [];
  const next = (prefix: string) => `${prefix}${(counter += 1)}${Math.random().toString(36).slice(2, 10)}`;
  const issueCode = () => {
    const code = next('code-');
    codes.add(code);
    return code;
  };
  const pageTokenOf = (pageId: string) => {
    const known = pageTokens.get(pageId);
    if (known) return known;
    const token = next(`EAAPage${pageId}x`);
    pageTokens.set(pageId, token);
    return token;
  };

  const bearer = (request: IncomingMessage) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://facebook.invalid');
    requests.push({ url, authorization: request.headers.authorization });
    const path = url.pathname;
    const pictureName = /^\/pictures\/([a-z]+)\.png$/.exec(path)?.[1];
    if (pictureName) {
      return void response.writeHead(200, { 'content-type': 'image/png' }).end(await picture(pictureName));
    }
    if (path === '/v21.0/dialog/oauth') {
      if (url.searchParams.get('client_id') !== FAKE_FACEBOOK_APP.id) {
        return void response.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid App ID');
      }
      return void response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(dialogPage(url, issueCode()));
    }
    if (path === '/v21.0/oauth/access_token') {
      // Graph takes the exchange's parameters in the address or, as Placard sends them, a POSTed form
      const query =
        request.method === 'POST' ? new URLSearchParams(await readBody(request)) : url.searchParams;
      if (
        query.get('client_id') !== FAKE_FACEBOOK_APP.id ||
        query.get('client_secret') !== FAKE_FACEBOOK_APP.secret
      ) {
        return graphError(response, 400, 1, 'Error validating client secret.');
      }
      if (query.get('grant_type') === 'fb_exchange_token') {
        const short = query.get('fb_exchange_token') ?? '';
        if (!shortTokens.has(short) || revoked.has(short)) {
          return graphError(response, 400, 190, 'Invalid OAuth access token - Cannot parse access token');
        }
        const token = next('EAAUserLong');
        userTokens.add(token);
        return json(response, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      }
      const code = query.get('code') ?? '';
      if (!codes.delete(code) || !query.get('redirect_uri')) {
        return graphError(response, 400, 100, 'Invalid verification code format.');
      }
      const token = next('EAAUserShort');
      shortTokens.add(token);
      return json(response, { access_token: token, token_type: 'bearer', expires_in: 5183 });
    }
    const token = bearer(request);
    if (!token)
      return graphError(
        response,
        400,
        2500,
        'An active access token must be used to query information about the current user.',
      );
    if (revoked.has(token)) {
      return graphError(
        response,
        400,
        190,
        'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
        460,
      );
    }
    if (path === '/v21.0/me/accounts') {
      if (!userTokens.has(token)) return graphError(response, 400, 190, 'Invalid OAuth access token data.');
      const limit = Number(url.searchParams.get('limit') ?? '25');
      const after = Number(url.searchParams.get('after') ?? '0');
      const slice = pages.slice(after, after + limit);
      const data = slice.map((page) => ({
        id: page.id,
        name: page.name,
        access_token: pageTokenOf(page.id),
        category: 'Local business',
        tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT'],
        ...(page.instagram
          ? { instagram_business_account: { id: page.instagram.id, username: page.instagram.username } }
          : {}),
      }));
      const paging: Record<string, unknown> = {
        cursors: { before: String(after), after: String(after + slice.length) },
      };
      if (after + limit < pages.length) {
        const nextUrl = new URL(url.href.replace('http://facebook.invalid', origin));
        nextUrl.searchParams.set('after', String(after + limit));
        paging.next = nextUrl.href;
      }
      return json(response, { data, paging });
    }
    const posts = /^\/v21\.0\/(\d+)\/posts$/.exec(path)?.[1];
    const media = /^\/v21\.0\/(\d+)\/media$/.exec(path)?.[1];
    const owner = pages.find((page) => page.id === posts || page.instagram?.id === media);
    if (!owner) return graphError(response, 404, 803, 'Some of the aliases you requested do not exist.');
    if (pageTokens.get(owner.id) !== token) {
      return graphError(response, 400, 190, 'Invalid OAuth access token data.');
    }
    const limit = Number(url.searchParams.get('limit') ?? '25');
    const pictureUrl = (name: string | undefined) => (name ? `${origin}/pictures/${name}.png` : undefined);
    if (posts) {
      const data = owner.posts.slice(0, limit).map((post, index) => ({
        id: `${owner.id}_${1000 + index}`,
        created_time: post.createdTime,
        ...(post.message === undefined ? {} : { message: post.message }),
        ...(post.picture === undefined ? {} : { full_picture: pictureUrl(post.picture) }),
        permalink_url: post.link ?? `https://www.facebook.com/${owner.id}/posts/${1000 + index}`,
      }));
      return json(response, { data, paging: { cursors: { before: 'QVFIU0', after: 'QVFIU1' } } });
    }
    const data = (owner.instagram?.media ?? []).slice(0, limit).map((item, index) => ({
      id: `1790${index}`,
      media_type: item.mediaType,
      timestamp: item.timestamp,
      permalink: item.link ?? `https://www.instagram.com/p/Cfake${index}/`,
      ...(item.caption === undefined ? {} : { caption: item.caption }),
      ...(item.mediaType === 'VIDEO'
        ? { media_url: `${origin}/videos/${item.picture}.mp4`, thumbnail_url: pictureUrl(item.picture) }
        : { media_url: pictureUrl(item.picture) }),
    }));
    return json(response, { data, paging: { cursors: { before: 'QVFIU0', after: 'QVFIU1' } } });
  }

  const server = await listenOnLoopback(answer);
  const origin = server.origin;
  return {
    origin,
    appId: FAKE_FACEBOOK_APP.id,
    appSecret: FAKE_FACEBOOK_APP.secret,
    setPages: (value) => void (pages = value),
    issueCode,
    revokeTokens: () => {
      for (const token of [...shortTokens, ...userTokens, ...pageTokens.values()]) revoked.add(token);
      // a new login gets new page tokens
      for (const [pageId, token] of pageTokens) {
        issuedPageTokens.push(token);
        pageTokens.delete(pageId);
      }
    },
    requests,
    issuedTokens: () => [...shortTokens, ...userTokens, ...pageTokens.values(), ...issuedPageTokens],
    async close() {
      await server.close();
    },
  };
}
