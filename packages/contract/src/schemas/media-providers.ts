import { z } from 'zod';
import { zId } from '../ids.js';
import { zText } from '../text-rule.js';
import { ZOwnSection } from './media.js';
import { ZMediaProvider, ZProviderAuthor } from './media-origin.js';

/*
 * Stock photos and GIFs from outside providers (spec sections 1 and 2): searched in the media library
 * and the editor's library, and imported into the organization's media.
 */

/** What a provider offers: photos, or GIFs and stickers (GIPHY). */
export const PROVIDER_KINDS = ['photo', 'gif', 'sticker'] as const;
export const ZProviderKind = z.enum(PROVIDER_KINDS);
export type ProviderKind = z.infer<typeof ZProviderKind>;

export const PROVIDER_SEARCH_MAX_LENGTH = 100;
/** results per page of a search */
export const PROVIDER_PAGE_SIZE = 24;
/** the deepest page a search reaches (the providers themselves stop around there) */
export const PROVIDER_PAGE_MAX = 100;
/** an id as the providers give them: letters, digits, dashes and underscores */
const zProviderId = zText()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalid' });

/** One provider this organization may search: licensed and set up on the server. */
export const ZProviderInfo = z.object({ provider: ZMediaProvider, kinds: z.array(ZProviderKind).min(1) });
export type TProviderInfo = z.infer<typeof ZProviderInfo>;
export const ZProviderList = z.object({ providers: z.array(ZProviderInfo) });
export type TProviderList = z.infer<typeof ZProviderList>;

export const ZProviderSearchRequest = z.object({
  provider: ZMediaProvider,
  kind: ZProviderKind.default('photo'),
  query: zText().trim().min(1).max(PROVIDER_SEARCH_MAX_LENGTH),
  page: z.number().int().min(1).max(PROVIDER_PAGE_MAX).default(1),
});
export type TProviderSearchRequest = z.infer<typeof ZProviderSearchRequest>;

/** A search result: enough to show it and to say whose it is. */
export const ZProviderResult = z.object({
  id: z.string(),
  kind: ZProviderKind,
  title: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** a small picture for the result grid, served by the provider */
  thumbnailUrl: z.string(),
  author: ZProviderAuthor.nullable(),
  /** the picture's page on the provider's site */
  pageUrl: z.string(),
});
export type TProviderResult = z.infer<typeof ZProviderResult>;

export const ZProviderSearchAnswer = z.object({
  results: z.array(ZProviderResult),
  page: z.number().int(),
  /** whether a next page can be asked for */
  hasMore: z.boolean(),
  total: z.number().int(),
});
export type TProviderSearchAnswer = z.infer<typeof ZProviderSearchAnswer>;

export const ZProviderImportRequest = z.object({
  provider: ZMediaProvider,
  kind: ZProviderKind.default('photo'),
  id: zProviderId,
  section: ZOwnSection.default('my'),
  folderId: zId.nullable().default(null),
});
export type TProviderImportRequest = z.input<typeof ZProviderImportRequest>;
