import { z } from 'zod';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { apiAddress, failureOf, readProviderJson } from './provider-http.js';
import { ProviderError, resultOf, type ProviderAsset, type ProviderClient } from './providers.types.js';

/** Pixabay's answers (https://pixabay.com/api/docs/): the fields Placard reads. */
const ZHit = z.object({
  id: z.number().int(),
  pageURL: z.string(),
  tags: z.string().default(''),
  webformatURL: z.string(),
  largeImageURL: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  user: z.string(),
  user_id: z.number().int(),
});
type Hit = z.infer<typeof ZHit>;

const ZSearch = z.object({ total: z.number().int(), totalHits: z.number().int(), hits: z.array(ZHit) });

function assetOf(hit: Hit): ProviderAsset {
  return {
    id: String(hit.id),
    kind: 'photo',
    title: hit.tags,
    width: hit.imageWidth,
    height: hit.imageHeight,
    thumbnailUrl: hit.webformatURL,
    author: {
      name: hit.user,
      url: `https://pixabay.com/users/${encodeURIComponent(hit.user)}-${hit.user_id}/`,
    },
    pageUrl: hit.pageURL,
    // the largest size an API key reaches without full access: 1280 pixels on its longer side
    fileUrl: hit.largeImageURL,
  };
}

/** Pixabay answers every refusal with HTTP 400 and a line of text: a wrong key says so. */
function refusal(status: number, body: string): ProviderError {
  if (status === 400 && /api key/i.test(body)) {
    return new ProviderError('REFUSED', `Pixabay refused the platform's key: ${body.slice(0, 200)}`);
  }
  return failureOf(status);
}

/** Pixabay's photos, with the platform's API key (in the query, as Pixabay asks). */
export function pixabayClient(safeFetch: SafeFetch, apiUrl: string, apiKey: string): ProviderClient {
  const read = (query: Record<string, string | number>) =>
    readProviderJson(safeFetch, apiAddress(apiUrl, '/api/', { key: apiKey, ...query }), ZSearch, {
      refusal,
    });
  return {
    provider: 'pixabay',
    kinds: ['photo'],
    async search({ query, page, perPage }) {
      const answer = await read({
        q: query,
        page,
        per_page: perPage,
        image_type: 'photo',
        safesearch: 'true',
      });
      return {
        results: answer.hits.map((hit) => resultOf(assetOf(hit))),
        page,
        // the API reaches the first `totalHits` of the matches
        hasMore: page * perPage < answer.totalHits,
        total: answer.totalHits,
      };
    },
    async find(_kind, id) {
      const [hit] = (await read({ id })).hits;
      if (!hit) throw new ProviderError('NOT_FOUND', `Pixabay has no picture ${id}.`);
      return assetOf(hit);
    },
  };
}
