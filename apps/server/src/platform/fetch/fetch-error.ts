/** Why Placard did not read another host's answer. */
export const FETCH_ERROR_CODES = [
  'FETCH_BAD_URL',
  'FETCH_BAD_SCHEME',
  'FETCH_DNS',
  'FETCH_BLOCKED_ADDRESS',
  'FETCH_NETWORK',
  'FETCH_TIMEOUT',
  'FETCH_TOO_MANY_REDIRECTS',
  'FETCH_HTTP_STATUS',
  'FETCH_BAD_CONTENT_TYPE',
  'FETCH_TOO_LARGE',
  /** the caller stopped waiting (its AbortSignal) */
  'FETCH_CANCELLED',
] as const;
export type FetchErrorCode = (typeof FETCH_ERROR_CODES)[number];

/** A refused or failed outbound request: a stable code, and a message a person can act on. */
export class FetchError extends Error {
  /** the HTTP status of an answer refused for it (FETCH_HTTP_STATUS); null otherwise */
  readonly status: number | null;

  constructor(
    readonly code: FetchErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options);
    this.name = 'FetchError';
    this.status = options?.status ?? null;
  }
}
