import { z } from 'zod';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { apiAddress, failureOf, readProviderJson, withQuery } from './provider-http.js';
import { ProviderError, resultOf, type ProviderAsset, type ProviderClient } from './providers.types.js';

/** Unsplash's answers (https://unsplash.com/documentation): the fields Placard reads. */
const ZPhoto = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  description: z.string().nullish(),
  alt_description: z.string().nullish(),
  urls: z.object({ raw: z.string(), small: z.string() }),
  links: z.object({ html: z.string(), download_location: z.string() }),
  user: z.object({ name: z.string(), links: z.object({ html: z.string() }) }),
});
type Photo = z.infer<typeof ZPhoto>;

const ZSearch = z.object({
  total: z.number().int(),
  total_pages: z.number().int(),
  results: z.array(ZPhoto),
});

/** Unsplash asks that every link back to it says where the visitor comes from. */
function referral(url: string): string {
  return withQuery(url, { utm_source: 'placard', utm_medium: 'referral' });
}

/** The imported file: the photo at most 3840 pixels wide (a 4K screen), as a JPEG. */
function fileAddress(raw: string): string {
  return withQuery(raw, { w: 3840, fm: 'jpg', q: 85 });
}

function assetOf(photo: Photo): ProviderAsset {
  return {
    id: photo.id,
    kind: 'photo',
    title: photo.description ?? photo.alt_description ?? '',
    width: photo.width,
    height: photo.height,
    thumbnailUrl: photo.urls.small,
    author: { name: photo.user.name, url: referral(photo.user.links.html) },
    pageUrl: referral(photo.links.html),
    fileUrl: fileAddress(photo.urls.raw),
    usedUrl: photo.links.download_location,
  };
}

/** Unsplash answers its rate limit with HTTP 403 and 'Rate Limit Exceeded'. */
function refusal(status: number, body: string): ProviderError {
  if (status === 403 && /rate limit/i.test(body)) {
    return new ProviderError('BUSY', 'Unsplash asks to slow down (its hourly rate limit).');
  }
  return failureOf(status);
}

/** Unsplash's photos, with the platform's access key (`Authorization: Client-ID`). */
export function unsplashClient(safeFetch: SafeFetch, apiUrl: string, accessKey: string): ProviderClient {
  const headers = { authorization: `Client-ID ${accessKey}`, 'accept-version': 'v1' };
  return {
    provider: 'unsplash',
    kinds: ['photo'],
    async search({ query, page, perPage }) {
      const url = apiAddress(apiUrl, '/search/photos', { query, page, per_page: perPage });
      const answer = await readProviderJson(safeFetch, url, ZSearch, { headers, refusal });
      return {
        results: answer.results.map((photo) => resultOf(assetOf(photo))),
        page,
        hasMore: page < answer.total_pages,
        total: answer.total,
      };
    },
    async find(_kind, id) {
      const photo = await readProviderJson(safeFetch, `${apiUrl}/photos/${encodeURIComponent(id)}`, ZPhoto, {
        headers,
      });
      return assetOf(photo);
    },
    // the API guidelines: a photo used in an app triggers its download endpoint
    async used(asset) {
      if (asset.usedUrl !== undefined)
        await readProviderJson(safeFetch, asset.usedUrl, z.unknown(), { headers, refusal });
    },
  };
}
