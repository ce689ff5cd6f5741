import { z } from 'zod';
import type { CanvaExportFormat } from '@placard/contract';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { readCanvaJson } from './canva.http.js';

/*
 * Canva's Connect API (https://www.canva.dev/docs/connect/): the fields Placard reads of its answers.
 */

/** What Placard asks to read and do in the user's account. */
export const CANVA_SCOPES = [
  'design:meta:read',
  'design:content:read',
  'design:content:write',
  'asset:read',
  'profile:read',
];

export const ZCanvaTokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  /** seconds */
  expires_in: z.number().int().positive(),
});

export const ZCanvaProfileAnswer = z.object({
  profile: z.object({ display_name: z.string().nullish() }),
});

/** An address Canva gives: the web opens it, so nothing but http(s) is taken. */
const zWebAddress = z.url({ protocol: /^https?$/ });

const ZCanvaDesignAnswerItem = z.object({
  id: z.string().min(1),
  title: z.string().nullish(),
  thumbnail: z
    .object({ url: zWebAddress, width: z.number().int().nullish(), height: z.number().int().nullish() })
    .nullish(),
  urls: z.object({ edit_url: zWebAddress, view_url: zWebAddress.nullish() }),
  page_count: z.number().int().nullish(),
  /** Unix time, in seconds */
  updated_at: z.number().nullish(),
});

export const ZCanvaDesignList = z.object({
  items: z.array(ZCanvaDesignAnswerItem),
  continuation: z.string().nullish(),
});
export const ZCanvaDesignAnswer = z.object({ design: ZCanvaDesignAnswerItem });

export const ZCanvaExportAnswer = z.object({
  job: z.object({
    id: z.string().min(1),
    status: z.enum(['in_progress', 'success', 'failed']),
    urls: z.array(z.string()).nullish(),
    error: z.object({ code: z.string(), message: z.string().nullish() }).nullish(),
  }),
});

export type CanvaTokens = { accessToken: string; refreshToken: string; expiresInSeconds: number };

/** A design as Placard keeps it: Canva's addresses as Canva gave them. */
export type CanvaDesign = {
  id: string;
  title: string;
  thumbnailUrl: string | null;
  /** portrait when its thumbnail is taller than wide */
  portrait: boolean;
  editUrl: string;
  viewUrl: string | null;
  pageCount: number | null;
  updatedAt: Date | null;
};

export type CanvaExport = {
  id: string;
  status: 'in_progress' | 'success' | 'failed';
  /** the exported files (a PNG per page), once done */
  urls: string[];
  /** Canva's reason, when it failed */
  error: string | null;
};

export function designOf(item: z.infer<typeof ZCanvaDesignAnswerItem>): CanvaDesign {
  const { thumbnail } = item;
  return {
    id: item.id,
    title: item.title?.trim() ?? '',
    thumbnailUrl: thumbnail?.url ?? null,
    portrait: (thumbnail?.height ?? 0) > (thumbnail?.width ?? 0),
    editUrl: item.urls.edit_url,
    viewUrl: item.urls.view_url ?? null,
    pageCount: item.page_count ?? null,
    updatedAt:
      item.updated_at === undefined || item.updated_at === null ? null : new Date(item.updated_at * 1000),
  };
}

export function exportOf(answer: z.infer<typeof ZCanvaExportAnswer>): CanvaExport {
  const { job } = answer;
  return {
    id: job.id,
    status: job.status,
    urls: job.urls ?? [],
    error: job.error ? `${job.error.code}${job.error.message ? `: ${job.error.message}` : ''}` : null,
  };
}

/** What Canva's export is asked for: every page, a video at 1080p in the design's orientation. */
export function exportFormat(format: CanvaExportFormat, portrait: boolean): Record<string, unknown> {
  if (format === 'mp4') return { type: 'mp4', quality: portrait ? 'vertical_1080p' : 'horizontal_1080p' };
  return { type: format };
}

export type CanvaSettings = {
  apiUrl: string;
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
};

/** Canva's Connect API through the safe fetch: OAuth with the integration's credentials, then a user's token. */
export function canvaApi(safeFetch: SafeFetch, settings: CanvaSettings) {
  const api = (path: string) => `${settings.apiUrl}/rest/v1${path}`;
  const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
  const clientHeaders = { authorization: `Basic ${basic}` };
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const tokens = async (form: Record<string, string>): Promise<CanvaTokens> => {
    const answer = await readCanvaJson(safeFetch, api('/oauth/token'), ZCanvaTokenAnswer, {
      method: 'POST',
      headers: clientHeaders,
      body: new URLSearchParams(form),
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresInSeconds: answer.expires_in,
    };
  };

  return {
    /** Canva's consent page for this connection (PKCE S256) */
    authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string {
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', input.redirectUri);
      url.searchParams.set('scope', CANVA_SCOPES.join(' '));
      url.searchParams.set('code_challenge', input.codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('state', input.state);
      return url.href;
    },
    exchangeCode: (input: { code: string; codeVerifier: string; redirectUri: string }) =>
      tokens({
        grant_type: 'authorization_code',
        code: input.code,
        code_verifier: input.codeVerifier,
        redirect_uri: input.redirectUri,
      }),
    refresh: (refreshToken: string) => tokens({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async revoke(token: string): Promise<void> {
      await readCanvaJson(safeFetch, api('/oauth/revoke'), z.unknown(), {
        method: 'POST',
        headers: clientHeaders,
        body: new URLSearchParams({ token }),
      });
    },
    async profile(accessToken: string): Promise<{ displayName: string | null }> {
      const answer = await readCanvaJson(safeFetch, api('/users/me/profile'), ZCanvaProfileAnswer, {
        headers: bearer(accessToken),
      });
      return { displayName: answer.profile.display_name?.trim() || null };
    },
    async designs(
      accessToken: string,
      input: { query: string; continuation: string | null },
    ): Promise<{ designs: CanvaDesign[]; continuation: string | null }> {
      const url = new URL(api('/designs'));
      if (input.query !== '') url.searchParams.set('query', input.query);
      if (input.continuation !== null) url.searchParams.set('continuation', input.continuation);
      const answer = await readCanvaJson(safeFetch, url.href, ZCanvaDesignList, {
        headers: bearer(accessToken),
      });
      return { designs: answer.items.map(designOf), continuation: answer.continuation ?? null };
    },
    async design(accessToken: string, id: string): Promise<CanvaDesign> {
      const url = api(`/designs/${encodeURIComponent(id)}`);
      const answer = await readCanvaJson(safeFetch, url, ZCanvaDesignAnswer, {
        headers: bearer(accessToken),
      });
      return designOf(answer.design);
    },
    async createDesign(
      accessToken: string,
      input: { title: string; width: number; height: number },
    ): Promise<CanvaDesign> {
      const answer = await readCanvaJson(safeFetch, api('/designs'), ZCanvaDesignAnswer, {
        method: 'POST',
        headers: bearer(accessToken),
        body: {
          json: {
            design_type: { type: 'custom', width: input.width, height: input.height },
            title: input.title,
          },
        },
      });
      return designOf(answer.design);
    },
    async startExport(accessToken: string, designId: string, format: Record<string, unknown>) {
      const answer = await readCanvaJson(safeFetch, api('/exports'), ZCanvaExportAnswer, {
        method: 'POST',
        headers: bearer(accessToken),
        body: { json: { design_id: designId, format } },
      });
      return exportOf(answer);
    },
    async exportJob(accessToken: string, exportId: string): Promise<CanvaExport> {
      const url = api(`/exports/${encodeURIComponent(exportId)}`);
      const answer = await readCanvaJson(safeFetch, url, ZCanvaExportAnswer, {
        headers: bearer(accessToken),
      });
      return exportOf(answer);
    },
  };
}

export type CanvaApi = ReturnType<typeof canvaApi>;
