import type { z } from 'zod';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import type { FetchTextOptions, SafeFetch } from '../../platform/fetch/safe-fetch.js';

/** How a call to Canva failed, as Placard tells the user. */
export type CanvaFailure = 'UNAUTHORIZED' | 'NOT_FOUND' | 'BUSY' | 'REFUSED' | 'FAILED';

export class CanvaError extends Error {
  constructor(
    readonly failure: CanvaFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'CanvaError';
  }
}

/** The statuses whose answer is read: Canva explains a refusal in its body (`{code, message}`). */
const READ_STATUSES = [400, 401, 403, 404, 409, 429];
/** The largest answer read (a page of designs, an export job). */
const ANSWER_MAX_BYTES = 2 * 1024 * 1024;

/** What a refused status means: an access token Canva no longer takes, a missing design, its rate limit. */
export function canvaFailureOf(status: number, body: string): CanvaError {
  const reason = /"(?:message|error_description)"\s*:\s*"([^"]{0,200})/.exec(body)?.[1] ?? '';
  const said = `Canva answered HTTP ${status}${reason ? ` (${reason})` : ''}.`;
  if (status === 401) return new CanvaError('UNAUTHORIZED', said);
  if (status === 404) return new CanvaError('NOT_FOUND', said);
  if (status === 429) return new CanvaError('BUSY', said);
  return new CanvaError('REFUSED', said);
}

/**
 * Calls Canva's API through the safe fetch and checks its answer's shape: a refusal becomes a
 * CanvaError saying why, a server error BUSY, a network failure or an answer of another shape FAILED.
 */
export async function readCanvaJson<T>(
  safeFetch: SafeFetch,
  url: string,
  schema: z.ZodType<T>,
  options: Pick<FetchTextOptions, 'method' | 'headers' | 'body'> = {},
): Promise<T> {
  let fetched;
  try {
    fetched = await safeFetch.fetchText(url, {
      ...options,
      readStatuses: READ_STATUSES,
      maxBytes: ANSWER_MAX_BYTES,
    });
  } catch (error) {
    if (!(error instanceof FetchError)) throw error;
    if (error.code === 'FETCH_HTTP_STATUS' && error.status !== null && error.status >= 500) {
      throw new CanvaError('BUSY', error.message, { cause: error });
    }
    throw new CanvaError('FAILED', error.message, { cause: error });
  }
  if (fetched.status < 200 || fetched.status > 299) throw canvaFailureOf(fetched.status, fetched.body);
  let json: unknown;
  try {
    json = fetched.body.trim() === '' ? {} : JSON.parse(fetched.body);
  } catch (error) {
    throw new CanvaError('FAILED', `${url} answered something other than JSON.`, { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new CanvaError('FAILED', `${url} answered in an unexpected shape.`);
  return parsed.data;
}
