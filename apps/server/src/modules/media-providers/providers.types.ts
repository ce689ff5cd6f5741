import type { MediaProvider, ProviderKind, TProviderResult, TProviderSearchAnswer } from '@placard/contract';

/** A search as a provider receives it. */
export type ProviderQuery = { kind: ProviderKind; query: string; page: number; perPage: number };

/** A picture found again by its id, with the file to import. */
export type ProviderAsset = TProviderResult & {
  /** the file itself, at the largest size Placard imports */
  fileUrl: string;
  /** the provider's address to call once the picture is used (Unsplash's download event) */
  usedUrl?: string;
};

/** One provider's API, reached through the safe outbound fetch with the platform's key. */
export type ProviderClient = {
  provider: MediaProvider;
  kinds: readonly ProviderKind[];
  search(query: ProviderQuery): Promise<TProviderSearchAnswer>;
  /** the picture of that id; ProviderError NOT_FOUND when the provider has none */
  find(kind: ProviderKind, id: string): Promise<ProviderAsset>;
  /** tells the provider its picture was used (at `usedUrl`), where its terms ask so */
  used?(asset: ProviderAsset): Promise<void>;
};

/** How a provider's call failed: its answer to a wrong key, its rate limit, a missing picture, or else. */
export type ProviderFailure = 'NOT_FOUND' | 'BUSY' | 'REFUSED' | 'FAILED';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

/** What a search shows of an asset: all but the addresses Placard alone uses. */
export function resultOf(asset: ProviderAsset): TProviderResult {
  const { fileUrl: _file, usedUrl: _used, ...result } = asset;
  return result;
}
