import type { LicenseAddOn, MediaProvider } from '@placard/contract';
import type { Config } from '../../config.js';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { giphyClient } from './giphy.provider.js';
import { pexelsClient } from './pexels.provider.js';
import { pixabayClient } from './pixabay.provider.js';
import type { ProviderClient } from './providers.types.js';
import { unsplashClient } from './unsplash.provider.js';

type Setup = {
  /** where the provider's thumbnails are served from, for the app's Content-Security-Policy */
  imageHosts: readonly string[];
  /** the licence add-on that switches the provider on for an organization */
  addOn: LicenseAddOn;
  /** the setting that holds the platform's key, and the one with the API's address */
  keySetting: 'UNSPLASH_ACCESS_KEY' | 'PEXELS_API_KEY' | 'PIXABAY_API_KEY' | 'GIPHY_API_KEY';
  urlSetting: 'UNSPLASH_API_URL' | 'PEXELS_API_URL' | 'PIXABAY_API_URL' | 'GIPHY_API_URL';
  client: (safeFetch: SafeFetch, apiUrl: string, key: string) => ProviderClient;
  /** how long its answers must be kept at least, where its terms say so (Pixabay: a day) */
  cacheSeconds?: number;
};

/** How each provider writes its name. */
export const PROVIDER_NAMES: Record<MediaProvider, string> = {
  unsplash: 'Unsplash',
  pexels: 'Pexels',
  pixabay: 'Pixabay',
  giphy: 'GIPHY',
};

/** Each provider: its add-on, its settings and its client. */
export const PROVIDER_SETUPS: Record<MediaProvider, Setup> = {
  unsplash: {
    imageHosts: ['https://images.unsplash.com', 'https://plus.unsplash.com'],
    addOn: 'unsplashAddOn',
    keySetting: 'UNSPLASH_ACCESS_KEY',
    urlSetting: 'UNSPLASH_API_URL',
    client: unsplashClient,
  },
  pexels: {
    imageHosts: ['https://images.pexels.com'],
    addOn: 'pexelsAddOn',
    keySetting: 'PEXELS_API_KEY',
    urlSetting: 'PEXELS_API_URL',
    client: pexelsClient,
  },
  pixabay: {
    imageHosts: ['https://pixabay.com', 'https://cdn.pixabay.com'],
    addOn: 'pixabayAddOn',
    keySetting: 'PIXABAY_API_KEY',
    urlSetting: 'PIXABAY_API_URL',
    client: pixabayClient,
    cacheSeconds: 86_400,
  },
  giphy: {
    imageHosts: ['https://*.giphy.com'],
    addOn: 'giphyAddOn',
    keySetting: 'GIPHY_API_KEY',
    urlSetting: 'GIPHY_API_URL',
    client: giphyClient,
  },
};

/** The provider's client with the platform's key; null when the server has no key for it. */
export function providerClient(
  config: Config,
  safeFetch: SafeFetch,
  provider: MediaProvider,
): ProviderClient | null {
  const setup = PROVIDER_SETUPS[provider];
  const key = config[setup.keySetting];
  return key === undefined ? null : setup.client(safeFetch, config[setup.urlSetting], key);
}

/**
 * The origins the browser loads the configured providers' thumbnails from: their image hosts, and the
 * origin of their API address (a provider's stand-in serves its pictures itself).
 */
export function providerImageSources(config: Config): string[] {
  const sources = Object.values(PROVIDER_SETUPS).flatMap((setup) =>
    config[setup.keySetting] === undefined
      ? []
      : [...setup.imageHosts, new URL(config[setup.urlSetting]).origin],
  );
  return [...new Set(sources)];
}
