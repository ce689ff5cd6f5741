import type { z } from 'zod';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import { ProviderError } from './providers.types.js';

/** The statuses whose answer is read: each provider explains a refusal in its body. */
const READ_STATUSES = [400, 401, 403, 404, 429];

/** The largest answer of a search (a page of results). */
const ANSWER_MAX_BYTES = 2 * 1024 * 1024;

/** What a failed status means for the user: a missing picture, the provider's rate limit, a refused key. */
export function failureOf(status: number): ProviderError {
  if (status === 404) return new ProviderError('NOT_FOUND', 'The provider has no such picture.');
  if (status === 429) return new ProviderError('BUSY', 'The provider asks to slow down (HTTP 429).');
  if (status === 400) return new ProviderError('NOT_FOUND', 'The provider refused the request (HTTP 400).');
  return new ProviderError('REFUSED', `The provider refused the platform's key (HTTP ${status}).`);
}

/**
 * Reads a provider's JSON answer through the safe fetch and checks its shape: a refusal becomes a
 * ProviderError saying why, a network failure or an answer of another shape FAILED.
 */
export async function readProviderJson<T>(
  safeFetch: SafeFetch,
  url: string,
  schema: z.ZodType<T>,
  options: {
    headers?: Record<string, string>;
    /** what a refusal means, when the provider says more in its body than its status */
    refusal?: (status: number, body: string) => ProviderError;
  } = {},
): Promise<T> {
  let fetched;
  try {
    fetched = await safeFetch.fetchText(url, {
      headers: options.headers,
      readStatuses: READ_STATUSES,
      maxBytes: ANSWER_MAX_BYTES,
    });
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    if (error.code === 'FETCH_HTTP_STATUS' && error.status !== null && error.status >= 500) {
      throw new ProviderError('BUSY', error.message, { cause: error });
    }
    throw new ProviderError('FAILED', error.message, { cause: error });
  }
  if (fetched.status !== 200) throw (options.refusal ?? failureOf)(fetched.status, fetched.body);
  let json: unknown;
  try {
    json = JSON.parse(fetched.body);
  } catch (error) {
    throw new ProviderError('FAILED', `${url} answered something other than JSON.`, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProviderError('FAILED', `${url} answered in an unexpected shape.`);
  return parsed.data;
}

/** `url` with these query parameters set (over any of the same name it has). */
export function withQuery(url: string, query: Record<string, string | number>): string {
  const address = new URL(url);
  for (const [name, value] of Object.entries(query)) address.searchParams.set(name, String(value));
  return address.href;
}

/** `base` + `path` with the query's parameters. */
export function apiAddress(base: string, path: string, query: Record<string, string | number>): string {
  return withQuery(`${base}${path}`, query);
}
