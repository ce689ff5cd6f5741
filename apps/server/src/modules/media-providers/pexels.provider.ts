import { z } from 'zod';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { apiAddress, readProviderJson, withQuery } from './provider-http.js';
import { resultOf, type ProviderAsset, type ProviderClient } from './providers.types.js';

/** Pexels' answers (https://www.pexels.com/api/documentation/): the fields Placard reads. */
const ZPhoto = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  alt: z.string().nullish(),
  photographer: z.string(),
  photographer_url: z.string().nullish(),
  src: z.object({ original: z.string(), medium: z.string() }),
});
type Photo = z.infer<typeof ZPhoto>;

const ZSearch = z.object({
  page: z.number().int(),
  total_results: z.number().int(),
  photos: z.array(ZPhoto),
  next_page: z.string().nullish(),
});

/** The imported file: the original at most 3840 pixels wide (a 4K screen), compressed by Pexels. */
function fileAddress(original: string): string {
  return withQuery(original, { auto: 'compress', cs: 'tinysrgb', w: 3840 });
}

function assetOf(photo: Photo): ProviderAsset {
  return {
    id: String(photo.id),
    kind: 'photo',
    title: photo.alt ?? '',
    width: photo.width,
    height: photo.height,
    thumbnailUrl: photo.src.medium,
    author: { name: photo.photographer, url: photo.photographer_url ?? null },
    pageUrl: photo.url,
    fileUrl: fileAddress(photo.src.original),
  };
}

/** Pexels' photos, with the platform's API key (`Authorization`). */
export function pexelsClient(safeFetch: SafeFetch, apiUrl: string, apiKey: string): ProviderClient {
  const headers = { authorization: apiKey };
  return {
    provider: 'pexels',
    kinds: ['photo'],
    async search({ query, page, perPage }) {
      const url = apiAddress(apiUrl, '/v1/search', { query, page, per_page: perPage });
      const answer = await readProviderJson(safeFetch, url, ZSearch, { headers });
      return {
        results: answer.photos.map((photo) => resultOf(assetOf(photo))),
        page,
        hasMore: Boolean(answer.next_page),
        total: answer.total_results,
      };
    },
    async find(_kind, id) {
      const url = `${apiUrl}/v1/photos/${encodeURIComponent(id)}`;
      return assetOf(await readProviderJson(safeFetch, url, ZPhoto, { headers }));
    },
  };
}
