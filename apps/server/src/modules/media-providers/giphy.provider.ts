import { z } from 'zod';
import type { ProviderKind } from '@placard/contract';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { apiAddress, readProviderJson } from './provider-http.js';
import { resultOf, type ProviderAsset, type ProviderClient } from './providers.types.js';

/** GIPHY gives sizes as strings of digits. */
const zSize = z.coerce.number().int().nonnegative();

const ZRendition = z.object({ url: z.string(), width: zSize, height: zSize });

/** GIPHY's GIF object (https://developers.giphy.com/docs/api/schema): the fields Placard reads. */
const ZGif = z.object({
  type: z.string(),
  id: z.string(),
  url: z.string(),
  title: z.string().default(''),
  user: z.object({ display_name: z.string().default(''), profile_url: z.string().nullish() }).nullish(),
  username: z.string().default(''),
  images: z.object({ original: ZRendition, fixed_width: ZRendition }),
});
type Gif = z.infer<typeof ZGif>;

const ZSearch = z.object({
  data: z.array(ZGif),
  pagination: z.object({ total_count: z.number().int(), count: z.number().int(), offset: z.number().int() }),
});
const ZOne = z.object({ data: ZGif });

function authorOf(gif: Gif): ProviderAsset['author'] {
  const name = gif.user?.display_name || gif.username;
  if (!name) return null;
  return { name, url: gif.user?.profile_url ?? null };
}

function assetOf(gif: Gif, kind: ProviderKind): ProviderAsset {
  return {
    id: gif.id,
    kind,
    title: gif.title,
    width: gif.images.original.width,
    height: gif.images.original.height,
    thumbnailUrl: gif.images.fixed_width.url,
    author: authorOf(gif),
    pageUrl: gif.url,
    fileUrl: gif.images.original.url,
  };
}

/** GIPHY's GIFs and stickers, with the platform's API key (in the query, as GIPHY asks). */
export function giphyClient(safeFetch: SafeFetch, apiUrl: string, apiKey: string): ProviderClient {
  return {
    provider: 'giphy',
    kinds: ['gif', 'sticker'],
    async search({ kind, query, page, perPage }) {
      const path = kind === 'sticker' ? '/v1/stickers/search' : '/v1/gifs/search';
      const offset = (page - 1) * perPage;
      const url = apiAddress(apiUrl, path, {
        api_key: apiKey,
        q: query,
        limit: perPage,
        offset,
        rating: 'g',
      });
      const answer = await readProviderJson(safeFetch, url, ZSearch);
      const { total_count: total, count } = answer.pagination;
      return {
        results: answer.data.map((gif) => resultOf(assetOf(gif, kind))),
        page,
        hasMore: count > 0 && offset + count < total,
        total,
      };
    },
    async find(kind, id) {
      const url = apiAddress(apiUrl, `/v1/gifs/${encodeURIComponent(id)}`, { api_key: apiKey });
      return assetOf((await readProviderJson(safeFetch, url, ZOne)).data, kind);
    },
  };
}
