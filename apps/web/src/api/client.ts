import i18next from 'i18next';
import { IMPERSONATION_HEADER, ZApiError } from '@placard/contract';
import { clearImpersonation, impersonationTarget } from '../app/impersonationMode';

/** Every call of the admin app goes to this base; the dev server proxies it to the Placard server. */
export const API_BASE = '/api';

/** Stable codes the client uses when the server gave none (no body, or no network). */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string> | undefined;
  retryAfterSeconds?: number | undefined;
  /** Whether the server sent this error (false: no answer, or an answer without an error body). */
  fromServer?: boolean | undefined;
}

/** A failed call: the HTTP status and the server's error body (message and fields already translated). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfterSeconds: number | undefined;
  readonly fromServer: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.fromServer = init.fromServer ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The language the server should answer in (messages and field errors are translated server side). */
function acceptLanguage(): string {
  return i18next.resolvedLanguage ?? i18next.language ?? 'en';
}

function fallbackError(status: number, retryAfterSeconds?: number): ApiError {
  const code = CODE_BY_STATUS[status] ?? 'INTERNAL';
  const message = i18next.t(`errors:${code}`, { seconds: retryAfterSeconds ?? 60 });
  return new ApiError({ status, code, message, retryAfterSeconds });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** While impersonating, every call names the organization acted for. */
function impersonationHeaders(): Record<string, string> {
  const target = impersonationTarget();
  return target === null ? {} : { [IMPERSONATION_HEADER]: String(target) };
}

/** The headers every call sends: what it accepts, the language to answer in, the organization acted for. */
function requestHeaders(accept: string): Record<string, string> {
  return { Accept: accept, 'Accept-Language': acceptLanguage(), ...impersonationHeaders() };
}

export interface ApiResponse {
  status: number;
  body: unknown;
}

export interface RequestOptions {
  signal?: AbortSignal | undefined;
}

/**
 * Sends one request and reports the status and parsed body without judging them. A body is sent as
 * JSON, or as multipart/form-data when it is FormData (an upload). A network failure is status 500
 * with an empty body (spec section 7).
 */
export async function apiFetch(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const headers = requestHeaders('application/json');
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // a multipart body gets its Content-Type, with the boundary, from the browser
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { status: 500, body: undefined };
  }
  const text = await response.text().catch(() => '');
  const answer = { status: response.status, body: parseBody(text) };
  if (IMPERSONATION_HEADER in headers && impersonationRefused(answer)) {
    clearImpersonation();
    window.location.reload();
  }
  return answer;
}

/** The impersonated organization withdrew its consent: impersonation ends and the page reloads. */
function impersonationRefused({ status, body }: ApiResponse): boolean {
  if (status !== 403) return false;
  const parsed = ZApiError.safeParse(body);
  return parsed.success && parsed.data.error.code === 'IMPERSONATION_NOT_ALLOWED';
}

/** Turns a non-success answer into an ApiError carrying the server's code, message and fields. */
export function toApiError({ status, body }: ApiResponse): ApiError {
  const parsed = ZApiError.safeParse(body);
  if (!parsed.success) return fallbackError(status);
  const { code, message, fields, retryAfterSeconds } = parsed.data.error;
  return new ApiError({ status, code, message, fields, retryAfterSeconds, fromServer: true });
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiFetch(method, path, body, options);
  if (response.status === 200) return response.body as T;
  throw toApiError(response);
}

/** The one typed client: success is HTTP 200 with the body; anything else throws an ApiError. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
};

/**
 * POSTs a JSON body to a call that answers a stream of JSON lines (application/x-ndjson) and hands
 * each line to `onLine` as it arrives; resolves when the stream ends. A refusal before the stream
 * (any status but 200) throws its ApiError; a lost connection throws an ApiError of status 500; the
 * abort of `signal` rejects with its reason.
 */
export async function postStream(
  path: string,
  body: unknown,
  onLine: (line: unknown) => void,
  options: RequestOptions = {},
): Promise<void> {
  const headers = { ...requestHeaders('application/x-ndjson'), 'Content-Type': 'application/json' };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw fallbackError(500);
  }
  if (response.status !== 200 || !response.body) {
    const text = await response.text().catch(() => '');
    throw toApiError({ status: response.status, body: parseBody(text) });
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  const emit = (text: string) => {
    const parsed = parseBody(text.trim());
    if (parsed !== undefined) onLine(parsed);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += value;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(emit);
    }
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw fallbackError(500);
  }
  emit(pending);
}
