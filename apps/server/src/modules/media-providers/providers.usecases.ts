import {
  MEDIA_PROVIDERS,
  PROVIDER_PAGE_SIZE,
  type MediaProvider,
  type TMediaItem,
  type TProviderImportRequest,
  type TProviderInfo,
  type TProviderSearchAnswer,
  type TProviderSearchRequest,
  ZProviderImportRequest,
} from '@placard/contract';
import { sha256 } from '../../platform/crypto.js';
import type { Deps } from '../../platform/deps.js';
import { createSafeFetch } from '../../platform/fetch/safe-fetch.js';
import { spendAttempt } from '../../platform/http/rate-limit.js';
import type { AuthContext } from '../auth/auth.context.js';
import { importAsset } from './providers.import.js';
import { providerError } from './providers.errors.js';
import { PROVIDER_NAMES, PROVIDER_SETUPS, providerClient } from './providers.registry.js';
import { searchCache, searchKey } from './providers.search.js';
import { ProviderError, type ProviderClient, type ProviderFailure } from './providers.types.js';

/** Who may search and import: a user of an organization with a licence. */
type Caller = Pick<AuthContext, 'user' | 'organization' | 'license'>;

export function safeFetchOf(deps: Pick<Deps, 'config'>) {
  return createSafeFetch({ allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE });
}

/** The provider's client when the organization's licence has its add-on and the server its key. */
function availableClient(deps: Deps, caller: Caller, provider: MediaProvider): ProviderClient | null {
  if (!caller.license.features[PROVIDER_SETUPS[provider].addOn]) return null;
  return providerClient(deps.config, safeFetchOf(deps), provider);
}

function requireClient(deps: Deps, caller: Caller, provider: MediaProvider): ProviderClient {
  const client = availableClient(deps, caller, provider);
  if (!client) throw providerError('PROVIDER_NOT_AVAILABLE');
  return client;
}

const ERRORS: Record<ProviderFailure, Parameters<typeof providerError>[0]> = {
  NOT_FOUND: 'PROVIDER_ITEM_NOT_FOUND',
  BUSY: 'PROVIDER_BUSY',
  REFUSED: 'PROVIDER_FAILED',
  FAILED: 'PROVIDER_FAILED',
};

/**
 * Runs a call to a provider, answering its failure as the user's error; a refused key or an answer
 * Placard cannot read is logged for the platform's operator.
 */
export async function askProvider<T>(
  deps: Deps,
  provider: MediaProvider,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const level = error.failure === 'REFUSED' || error.failure === 'FAILED' ? 'error' : 'warn';
    deps.log[level]({ provider, reason: error.message }, 'a stock media provider failed');
    throw providerError(ERRORS[error.failure], {
      params: { provider: PROVIDER_NAMES[provider] },
      cause: error,
    });
  }
}

/** The providers this organization may search: on its licence, and with a key on the server. */
export function listProviders(deps: Deps, caller: Caller): { providers: TProviderInfo[] } {
  const providers = MEDIA_PROVIDERS.flatMap((provider) => {
    const client = availableClient(deps, caller, provider);
    return client ? [{ provider, kinds: [...client.kinds] }] : [];
  });
  return { providers };
}

/**
 * A page of a provider's results. Answers are kept briefly and shared by every organization; each
 * organization's questions to the provider itself are counted, so that one cannot spend the platform's
 * quota.
 */
export async function searchProvider(
  deps: Deps,
  caller: Caller,
  request: TProviderSearchRequest,
): Promise<TProviderSearchAnswer> {
  const client = requireClient(deps, caller, request.provider);
  if (!client.kinds.includes(request.kind)) throw providerError('PROVIDER_NOT_AVAILABLE');
  const cache = searchCache(deps.config);
  const key = searchKey(request);
  const cached = cache?.get(key);
  if (cached) return cached;
  await spendAttempt(deps, {
    key: sha256(`provider-search|${caller.organization.id}`),
    max: deps.config.STOCK_SEARCH_MAX_PER_MINUTE,
    windowSeconds: 60,
  });
  const answer = await askProvider(deps, request.provider, () =>
    client.search({ ...request, perPage: PROVIDER_PAGE_SIZE }),
  );
  const keptFor = Math.max(
    deps.config.STOCK_SEARCH_CACHE_SECONDS,
    PROVIDER_SETUPS[request.provider].cacheSeconds ?? 0,
  );
  cache?.set(key, answer, { ttl: keptFor * 1000 });
  return answer;
}

/** Imports a provider's picture into the organization's media (see importAsset). */
export async function importFromProvider(
  deps: Deps,
  caller: AuthContext,
  input: TProviderImportRequest,
): Promise<TMediaItem> {
  const request = ZProviderImportRequest.parse(input);
  const client = requireClient(deps, caller, request.provider);
  if (!client.kinds.includes(request.kind)) throw providerError('PROVIDER_NOT_AVAILABLE');
  const asset = await askProvider(deps, request.provider, () => client.find(request.kind, request.id));
  const place = { section: request.section, folderId: request.folderId };
  const item = await askProvider(deps, request.provider, () =>
    importAsset(deps, caller, safeFetchOf(deps), request.provider, asset, place),
  );
  try {
    await client.used?.(asset);
  } catch (error) {
    deps.log.warn({ err: error, provider: request.provider }, 'the provider was not told of a use');
  }
  return item;
}
