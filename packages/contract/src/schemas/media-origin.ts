import { z } from 'zod';

/** The outside providers of stock photos and GIFs. */
export const MEDIA_PROVIDERS = ['unsplash', 'pexels', 'pixabay', 'giphy'] as const;
export const ZMediaProvider = z.enum(MEDIA_PROVIDERS);
export type MediaProvider = z.infer<typeof ZMediaProvider>;

/** Who made a picture, and where the provider shows them (for its attribution). */
export const ZProviderAuthor = z.object({ name: z.string(), url: z.string().nullable() });

/** Where an imported item came from, shown in its details and wherever the provider asks for credit. */
export const ZMediaOrigin = z.object({
  provider: ZMediaProvider,
  id: z.string(),
  author: ZProviderAuthor.nullable(),
  pageUrl: z.string(),
});
export type TMediaOrigin = z.infer<typeof ZMediaOrigin>;
