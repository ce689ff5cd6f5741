/** The keys the fake stock providers take (apps/server/src/test/fakes/stock-providers.ts). */
export const FAKE_KEYS = {
  unsplash: 'unsplash-access-key',
  pexels: 'pexels-api-key',
  pixabay: 'pixabay-api-key',
  giphy: 'giphy-api-key',
} as const;

export type FakeProvider = keyof typeof FAKE_KEYS;

/** The settings that point Placard at the fakes, with their keys. */
export function fakeProviderSettings(fake: { urls: Record<FakeProvider, string> }): Record<string, string> {
  return {
    UNSPLASH_ACCESS_KEY: FAKE_KEYS.unsplash,
    UNSPLASH_API_URL: fake.urls.unsplash,
    PEXELS_API_KEY: FAKE_KEYS.pexels,
    PEXELS_API_URL: fake.urls.pexels,
    PIXABAY_API_KEY: FAKE_KEYS.pixabay,
    PIXABAY_API_URL: fake.urls.pixabay,
    GIPHY_API_KEY: FAKE_KEYS.giphy,
    GIPHY_API_URL: fake.urls.giphy,
  };
}
