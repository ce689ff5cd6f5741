import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { pdfWithPages } from '../../platform/media/pdf-samples.js';
import { FAKE_CANVA_CLIENT } from './canva-settings.js';
import { listenOnLoopback, readBody, sendBody } from './loopback-server.js';

export { FAKE_CANVA_CLIENT, fakeCanvaSettings } from './canva-settings.js';

/**
 * Canva's Connect API on 127.0.0.1, speaking its real protocol: the OAuth 2 consent page (PKCE S256)
 * that sends the browser back with a code and the state, the token endpoint (Basic client
 * authentication; the authorization code with its verifier, and single-use refresh tokens), revocation,
 * the user's profile, designs listed and searched a page at a time (`continuation`), a new design, and
 * export jobs (in progress, then a PNG per page, a PDF or an MP4 to download; one design whose export
 * fails). An access token Canva no longer takes is answered 401 as Canva does.
 */

/** A design of the fake account: its pages drawn in its colour. */
export type FakeDesign = { id: string; title: string; pages: number; colour: string; portrait?: boolean };

/** Designs in the order Canva lists them (most recently changed first); enough for two pages. */
const DESIGNS: readonly FakeDesign[] = [
  { id: 'DAFmenu0001', title: 'Summer menu', pages: 3, colour: '#d35400' },
  { id: 'DAFhours002', title: 'Opening hours', pages: 1, colour: '#2e86c1' },
  { id: 'DAFvideo003', title: 'Welcome video', pages: 1, colour: '#8e44ad' },
  { id: 'DAFbroken04', title: 'Broken poster', pages: 1, colour: '#7f8c8d' },
  { id: 'DAFstory005', title: 'Lunch story', pages: 1, colour: '#27ae60', portrait: true },
  ...Array.from({ length: 8 }, (_, index) => ({
    id: `DAFweek${String(index + 1).padStart(4, '0')}`,
    title: `Weekly special ${index + 1}`,
    pages: 1,
    colour: `hsl(${(index * 45) % 360}, 55%, 45%)`,
  })),
];

/** The design whose export Canva fails (its elements need a Canva plan the user lacks). */
export const FAILING_DESIGN_ID = 'DAFbroken04';
/** Designs per page of the list. */
export const FAKE_CANVA_PAGE_SIZE = 10;

type Code = { challenge: string; redirectUri: string; displayName: string; used: boolean };
type Grant = { refreshToken: string; accessTokens: Set<string>; displayName: string; revoked: boolean };
type ExportJob = { id: string; design: FakeDesign; type: string; polls: number };

export type FakeCanvaRequest = { method: string; url: URL; authorization: string | undefined; body: string };

export type FakeCanva = {
  origin: string;
  /** for CANVA_API_URL and CANVA_AUTHORIZE_URL */
  apiUrl: string;
  authorizeUrl: string;
  requests: FakeCanvaRequest[];
  /** the name of the account that consents next */
  signInAs(displayName: string): void;
  /** from now on, every access token given so far is refused (expired) */
  expireAccessTokens(): void;
  /** every access and refresh token Canva has given */
  issuedTokens(): string[];
  /** the refresh tokens Canva has revoked */
  revokedTokens(): string[];
  /** revokes every grant, as when the user removes the integration in Canva */
  revokeEverything(): void;
  /** the designs of the account, newest first */
  designs(): readonly FakeDesign[];
  /** how often an export answers in progress before it is done */
  setExportPolls(polls: number): void;
  close(): Promise<void>;
};

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Canva's consent page: the integration asks, the user allows or cancels. */
function consentPage(query: URLSearchParams, displayName: string): string {
  const hidden = [...query.entries()]
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Canva – Allow access</title>
<style>body{font-family:sans-serif;display:grid;place-items:center;min-height:90vh;background:#f4f1fb}
form{background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 12px #0002;max-width:420px}
button{font-size:16px;padding:10px 18px;margin-right:8px;border-radius:6px;border:0;cursor:pointer}
.allow{background:#7d2ae8;color:#fff}</style></head>
<body><form method="get" action="decide"><h1>Canva</h1>
<p>Signed in as <strong>${escapeHtml(displayName)}</strong>.</p>
<p>Placard would like to read your designs and create new ones.</p>${hidden}
<button class="allow" name="decision" value="allow">Allow</button>
<button name="decision" value="deny">Cancel</button></form></body></html>`;
}

async function drawPage(design: FakeDesign, page: number, width: number, height: number): Promise<Buffer> {
  const label = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
<text x="50%" y="55%" font-size="${Math.round(height / 6)}" text-anchor="middle" fill="#fff"
font-family="sans-serif">${escapeHtml(design.title)} ${page}</text></svg>`;
  return sharp({ create: { width, height, channels: 3, background: design.colour } })
    .composite([{ input: Buffer.from(label) }])
    .png()
    .toBuffer();
}

export async function startFakeCanva(): Promise<FakeCanva> {
  const requests: FakeCanvaRequest[] = [];
  const designs: FakeDesign[] = [...DESIGNS];
  const codes = new Map<string, Code>();
  const grants: Grant[] = [];
  const expired = new Set<string>();
  const jobs = new Map<string, ExportJob>();
  const issued: string[] = [];
  let displayName = 'Ada Designer';
  let exportPolls = 1;
  let origin = '';
  const clip = await readFile(path.join(import.meta.dirname, '../../platform/media/fixtures/clip.mp4'));

  const designJson = (design: FakeDesign) => ({
    id: design.id,
    title: design.title,
    owner: { user_id: 'UAFada', team_id: 'BAFteam' },
    thumbnail: {
      width: design.portrait ? 180 : 320,
      height: design.portrait ? 320 : 180,
      url: `${origin}/thumbnails/${design.id}.png?expires=900`,
    },
    urls: { edit_url: `${origin}/design/${design.id}/edit`, view_url: `${origin}/design/${design.id}/view` },
    created_at: 1_764_000_000,
    updated_at: 1_764_100_000 - designs.indexOf(design) * 3600,
    page_count: design.pages,
  });

  const grantOfAccess = (authorization: string | undefined): Grant | null => {
    const access = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
    if (expired.has(access)) return null;
    return grants.find((grant) => !grant.revoked && grant.accessTokens.has(access)) ?? null;
  };
  const clientAuthorized = (authorization: string | undefined) =>
    authorization ===
    `Basic ${Buffer.from(`${FAKE_CANVA_CLIENT.id}:${FAKE_CANVA_CLIENT.secret}`).toString('base64')}`;

  const tokenAnswer = (grant: Grant, access: string) => {
    issued.push(access, grant.refreshToken);
    return tokenFields(grant, access);
  };
  const tokenFields = (grant: Grant, access: string) => ({
    access_token: access,
    refresh_token: grant.refreshToken,
    token_type: 'Bearer',
    expires_in: 14_400,
    scope: 'design:meta:read design:content:read design:content:write asset:read profile:read',
  });

  function handleToken(response: ServerResponse, authorization: string | undefined, body: string) {
    if (!clientAuthorized(authorization)) {
      return sendBody(response, 401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      });
    }
    const form = new URLSearchParams(body);
    const invalid = () =>
      sendBody(response, 400, { error: 'invalid_grant', error_description: 'Invalid grant' });
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !code ||
        code.used ||
        code.challenge !== challenge ||
        code.redirectUri !== form.get('redirect_uri')
      ) {
        return invalid();
      }
      code.used = true;
      const grant = {
        refreshToken: token('refresh'),
        accessTokens: new Set<string>(),
        displayName: code.displayName,
        revoked: false,
      };
      const access = token('access');
      grant.accessTokens.add(access);
      grants.push(grant);
      return sendBody(response, 200, tokenAnswer(grant, access));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = grants.find((g) => !g.revoked && g.refreshToken === form.get('refresh_token'));
      if (!grant) return invalid();
      // a refresh token is good for one use: the next one comes with the new access token
      grant.refreshToken = token('refresh');
      const access = token('access');
      grant.accessTokens.add(access);
      return sendBody(response, 200, tokenAnswer(grant, access));
    }
    return sendBody(response, 400, { error: 'unsupported_grant_type' });
  }

  async function handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    body: string,
  ): Promise<void> {
    const grant = grantOfAccess(request.headers.authorization);
    if (!grant)
      return sendBody(response, 401, { code: 'invalid_access_token', message: 'Access token is invalid' });
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /rest/v1/users/me/profile') {
      return sendBody(response, 200, { profile: { display_name: grant.displayName } });
    }
    if (route === 'GET /rest/v1/designs') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const found = designs.filter((design) => design.title.toLowerCase().includes(query));
      const start = Number(
        Buffer.from(url.searchParams.get('continuation') ?? '', 'base64url').toString() || 0,
      );
      const items = found.slice(start, start + FAKE_CANVA_PAGE_SIZE);
      const next = start + FAKE_CANVA_PAGE_SIZE;
      return sendBody(response, 200, {
        items: items.map(designJson),
        ...(next < found.length ? { continuation: Buffer.from(String(next)).toString('base64url') } : {}),
      });
    }
    if (route === 'POST /rest/v1/designs') {
      const input = JSON.parse(body) as { title?: string; design_type?: { width?: number; height?: number } };
      const design: FakeDesign = {
        id: `DAFnew${designs.length}`,
        title: input.title ?? 'Untitled design',
        pages: 1,
        colour: '#16a085',
        portrait: (input.design_type?.height ?? 0) > (input.design_type?.width ?? 0),
      };
      designs.unshift(design);
      return sendBody(response, 200, { design: designJson(design) });
    }
    const designMatch = /^GET \/rest\/v1\/designs\/([^/]+)$/.exec(route);
    if (designMatch) {
      const design = designs.find((d) => d.id === decodeURIComponent(designMatch[1] ?? ''));
      if (!design) return sendBody(response, 404, { code: 'design_not_found', message: 'Design not found' });
      return sendBody(response, 200, { design: designJson(design) });
    }
    if (route === 'POST /rest/v1/exports') {
      const input = JSON.parse(body) as { design_id?: string; format?: { type?: string } };
      const design = designs.find((d) => d.id === input.design_id);
      if (!design) return sendBody(response, 404, { code: 'design_not_found', message: 'Design not found' });
      const type = input.format?.type ?? '';
      if (!['png', 'pdf', 'mp4'].includes(type)) {
        return sendBody(response, 400, { code: 'invalid_field', message: 'Unknown format' });
      }
      const job = { id: token('export'), design, type, polls: 0 };
      jobs.set(job.id, job);
      return sendBody(response, 200, { job: { id: job.id, status: 'in_progress' } });
    }
    const exportMatch = /^GET \/rest\/v1\/exports\/([^/]+)$/.exec(route);
    if (exportMatch) {
      const job = jobs.get(decodeURIComponent(exportMatch[1] ?? ''));
      if (!job) return sendBody(response, 404, { code: 'not_found', message: 'Export not found' });
      job.polls += 1;
      if (job.polls <= exportPolls)
        return sendBody(response, 200, { job: { id: job.id, status: 'in_progress' } });
      if (job.design.id === FAILING_DESIGN_ID) {
        return sendBody(response, 200, {
          job: {
            id: job.id,
            status: 'failed',
            error: { code: 'license_required', message: 'The design contains premium elements' },
          },
        });
      }
      const files = job.type === 'png' ? job.design.pages : 1;
      const urls = Array.from(
        { length: files },
        (_, index) => `${origin}/exports/${job.id}/${index + 1}.${job.type}?X-Amz-Expires=86400`,
      );
      return sendBody(response, 200, { job: { id: job.id, status: 'success', urls } });
    }
    return sendBody(response, 404, { code: 'not_found', message: `No route ${route}` });
  }

  async function handleFile(response: ServerResponse, url: URL): Promise<void> {
    const thumbnail = /^\/thumbnails\/([^/]+)\.png$/.exec(url.pathname);
    if (thumbnail) {
      const design = designs.find((d) => d.id === thumbnail[1]);
      if (!design) return sendBody(response, 404, 'not found', 'text/plain');
      const [width, height] = design.portrait ? [180, 320] : [320, 180];
      return sendBody(response, 200, await drawPage(design, 1, width, height), 'image/png');
    }
    const file = /^\/exports\/([^/]+)\/(\d+)\.(png|pdf|mp4)$/.exec(url.pathname);
    const job = file ? jobs.get(file[1] ?? '') : undefined;
    if (!file || !job) return sendBody(response, 404, 'not found', 'text/plain');
    if (file[3] === 'png') {
      const [width, height] = job.design.portrait ? [360, 640] : [640, 360];
      return sendBody(response, 200, await drawPage(job.design, Number(file[2]), width, height), 'image/png');
    }
    if (file[3] === 'pdf') return sendBody(response, 200, pdfWithPages(job.design.pages), 'application/pdf');
    return sendBody(response, 200, clip, 'video/mp4');
  }

  function handleAuthorize(response: ServerResponse, url: URL): void {
    const query = url.searchParams;
    if (url.pathname.endsWith('/authorize')) {
      const valid =
        query.get('client_id') === FAKE_CANVA_CLIENT.id &&
        query.get('response_type') === 'code' &&
        query.get('code_challenge_method') === 'S256' &&
        (query.get('code_challenge') ?? '').length >= 43;
      if (!valid) return sendBody(response, 400, 'invalid authorization request', 'text/plain');
      return sendBody(response, 200, consentPage(query, displayName), 'text/html; charset=utf-8');
    }
    // the consent page's answer: back to the integration with a code, or with access_denied
    const back = new URL(query.get('redirect_uri') ?? '');
    back.searchParams.set('state', query.get('state') ?? '');
    if (query.get('decision') === 'allow') {
      const code = token('code');
      codes.set(code, {
        challenge: query.get('code_challenge') ?? '',
        redirectUri: query.get('redirect_uri') ?? '',
        displayName,
        used: false,
      });
      back.searchParams.set('code', code);
    } else {
      back.searchParams.set('error', 'access_denied');
    }
    response.writeHead(302, { location: back.href });
    response.end();
  }

  const server = await listenOnLoopback(
    async (request, response) => {
      const url = new URL(request.url ?? '/', origin);
      const body = await readBody(request);
      requests.push({
        method: request.method ?? 'GET',
        url,
        authorization: request.headers.authorization,
        body,
      });
      if (url.pathname === '/api/oauth/authorize' || url.pathname === '/api/oauth/decide') {
        return handleAuthorize(response, url);
      }
      if (url.pathname === '/rest/v1/oauth/token' && request.method === 'POST') {
        return handleToken(response, request.headers.authorization, body);
      }
      if (url.pathname === '/rest/v1/oauth/revoke' && request.method === 'POST') {
        if (!clientAuthorized(request.headers.authorization))
          return sendBody(response, 401, { error: 'invalid_client' });
        const revoked = new URLSearchParams(body).get('token');
        for (const grant of grants) {
          if (grant.refreshToken === revoked || grant.accessTokens.has(revoked ?? '')) grant.revoked = true;
        }
        return sendBody(response, 200, {});
      }
      if (url.pathname.startsWith('/rest/v1/')) return handleApi(request, response, url, body);
      const editor = /^\/design\/([^/]+)\/(edit|view)$/.exec(url.pathname);
      if (editor) {
        const design = designs.find((d) => d.id === editor[1]);
        return sendBody(
          response,
          200,
          `<!doctype html><title>Canva</title><h1>${escapeHtml(design?.title ?? '')}</h1>`,
          'text/html',
        );
      }
      return handleFile(response, url);
    },
    (response, error) => sendBody(response, 500, { code: 'internal_error', message: String(error) }),
  );
  origin = server.origin;

  return {
    origin,
    apiUrl: origin,
    authorizeUrl: `${origin}/api/oauth/authorize`,
    requests,
    signInAs: (name) => void (displayName = name),
    expireAccessTokens: () => {
      for (const grant of grants) for (const access of grant.accessTokens) expired.add(access);
    },
    issuedTokens: () => [...issued],
    revokedTokens: () => grants.filter((grant) => grant.revoked).map((grant) => grant.refreshToken),
    revokeEverything: () => {
      for (const grant of grants) grant.revoked = true;
    },
    designs: () => designs,
    setExportPolls: (polls) => void (exportPolls = polls),
    close: async () => {
      await server.close();
    },
  };
}
