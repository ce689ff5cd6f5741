import type { MediaProvider, ProviderKind } from '@placard/contract';

/** How each provider writes its name (a brand: the same in every language). */
export const PROVIDER_NAMES: Record<MediaProvider, string> = {
  unsplash: 'Unsplash',
  pexels: 'Pexels',
  pixabay: 'Pixabay',
  giphy: 'GIPHY',
};

/** What a provider's tab is called: its photos, or its GIFs. */
export function providerTabKey(kinds: readonly ProviderKind[]): 'photo' | 'gif' {
  return kinds.includes('photo') ? 'photo' : 'gif';
}
