import { Agent, request, type Dispatcher } from 'undici';
import { FetchError } from './fetch-error.js';
import { checkedAddresses, pinnedLookup, systemLookup, type HostLookup } from './host-addresses.js';
import { nextHop, parseUrl } from './fetch-url.js';
import {
  decodeText,
  headerLists,
  headerValue,
  parseContentType,
  readCapped,
  type ResponseHeaders,
} from './response-body.js';

export type { ResponseHeaders } from './response-body.js';

export type SafeFetchOptions = {
  /**
   * non-public addresses reached all the same (OUTBOUND_ALLOW_PRIVATE): every one when true, or those
   * listed (an alert server on the local network, a test's server)
   */
  allowPrivate: boolean | readonly string[];
  /** resolves host names; the system's resolver by default */
  lookup?: HostLookup;
  connectTimeoutMs?: number;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type FetchTextOptions = {
  /** the media types accepted (e.g. application/atom+xml); any when absent */
  accept?: readonly string[];
  /**
   * statuses other than 2xx whose answer is read all the same, for an API that explains a refusal in
   * its body (an HTTP 400 with the reason); the caller looks at `status`
   */
  readStatuses?: readonly number[];
  /** the largest body read, in bytes */
  maxBytes?: number;
  /** the longest the whole read may take, redirects included */
  timeoutMs?: number;
  /** the longest connecting (and the TLS handshake) may take */
  connectTimeoutMs?: number;
  /** GET unless told; a POST (an OAuth token exchange, an API call) follows no redirect */
  method?: 'GET' | 'POST';
  /**
   * headers of the request (an API key, `authorization`), sent to the address asked for and to
   * redirects on the same origin only, as a browser does
   */
  headers?: Readonly<Record<string, string>>;
  /** the body of a POST: a form (`application/x-www-form-urlencoded`) or JSON */
  body?: URLSearchParams | { json: unknown };
};

/**
 * What `fetchStream` reads: the same request as `fetchText`, its body handed over as it arrives, and a
 * signal the caller stops it with (FETCH_CANCELLED).
 */
export type FetchStreamOptions = FetchTextOptions & {
  /** stops the request and the read (a visitor who left, a cancelled job) */
  signal?: AbortSignal;
  /** each piece of the body's text as it arrives (decoded; a character is never split); must not throw */
  onText: (text: string) => void;
};

/** What `fetchHeaders` reads: the same request as `fetchText`, without the body. */
export type FetchHeadersOptions = Omit<FetchTextOptions, 'maxBytes'>;

export type FetchedHeaders = {
  /** the address finally read, after redirects */
  url: string;
  status: number;
  /** the media type, lower case, without parameters */
  contentType: string;
  headers: ResponseHeaders;
};

export type FetchedText = FetchedHeaders & { body: string };
export type FetchedBytes = FetchedHeaders & { body: Buffer };

export type SafeFetch = {
  fetchText(url: string, options?: FetchTextOptions): Promise<FetchedText>;
  /** the same read as `fetchText`, its body kept as bytes (a picture) */
  fetchBytes(url: string, options?: FetchTextOptions): Promise<FetchedBytes>;
  /** reads an answer's status and headers only, leaving its body (of any size) unread */
  fetchHeaders(url: string, options?: FetchHeadersOptions): Promise<FetchedHeaders>;
  /**
   * the same read as `fetchText`, its text handed to `onText` piece by piece as it arrives (a stream
   * of server-sent events), and the whole text answered at the end; within the same limits
   */
  fetchStream(url: string, options: FetchStreamOptions): Promise<FetchedText>;
};

export const FETCH_DEFAULTS = {
  connectTimeoutMs: 5_000,
  timeoutMs: 15_000,
  maxBytes: 256 * 1024,
  maxRedirects: 5,
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** What one read is allowed, its call's options over the fetch's over the defaults. */
type Limits = {
  accept: readonly string[];
  readStatuses: readonly number[];
  maxBytes: number;
  timeoutMs: number;
  connectTimeoutMs: number;
};

function seconds(milliseconds: number): string {
  return `${milliseconds / 1000} s`;
}

/** The error for a failed request: the refusal itself, a connect timeout, else the network's. */
function requestFailure(error: unknown, url: URL, limits: Limits): FetchError {
  if (error instanceof FetchError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'UND_ERR_CONNECT_TIMEOUT') {
    const message = `Connecting to ${url.host} took longer than ${seconds(limits.connectTimeoutMs)}.`;
    return new FetchError('FETCH_TIMEOUT', message, { cause: error });
  }
  const reason = code ?? (error as Error).message;
  return new FetchError('FETCH_NETWORK', `${url.host} could not be reached (${reason}).`, { cause: error });
}

/** The status and headers of a successful answer of an accepted media type (its body not read yet). */
async function acceptedHeaders(
  url: URL,
  response: Dispatcher.ResponseData,
  limits: Limits,
): Promise<{ answer: FetchedHeaders; charset: string | null }> {
  const { statusCode, headers, body } = response;
  if ((statusCode < 200 || statusCode > 299) && !limits.readStatuses.includes(statusCode)) {
    await body.dump();
    throw new FetchError('FETCH_HTTP_STATUS', `${url.href} answered with HTTP status ${statusCode}.`, {
      status: statusCode,
    });
  }
  const { mediaType, charset } = parseContentType(headerValue(headers, 'content-type'));
  if (limits.accept.length > 0 && !limits.accept.includes(mediaType)) {
    await body.dump();
    const answered = mediaType || 'without a content type';
    throw new FetchError(
      'FETCH_BAD_CONTENT_TYPE',
      `${url.href} answered ${answered}, not ${limits.accept.join(', ')}.`,
    );
  }
  const answer = { url: url.href, status: statusCode, contentType: mediaType, headers: headerLists(headers) };
  return { answer, charset };
}

/** The bytes of a successful answer, of an accepted media type and within the size limit. */
async function readBytes(
  url: URL,
  response: Dispatcher.ResponseData,
  limits: Limits,
): Promise<{ fetched: FetchedBytes; charset: string | null }> {
  const { answer, charset } = await acceptedHeaders(url, response, limits);
  try {
    const declaredLength = headerValue(response.headers, 'content-length');
    const bytes = await readCapped(response.body, declaredLength, limits.maxBytes, url.href);
    return { fetched: { ...answer, body: bytes }, charset };
  } catch (error) {
    throw requestFailure(error, url, limits);
  }
}

/** The text of a successful answer, of an accepted media type and within the size limit. */
async function readText(url: URL, response: Dispatcher.ResponseData, limits: Limits): Promise<FetchedText> {
  const { fetched, charset } = await readBytes(url, response, limits);
  return { ...fetched, body: decodeText(fetched.body, charset) };
}

/** A text decoder for a charset, UTF-8 when this runtime does not know it. */
function textDecoder(charset: string | null): TextDecoder {
  try {
    return new TextDecoder(charset ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/** The text of a successful answer, handed to `onText` as it arrives, within the size limit. */
async function readStreamed(
  url: URL,
  response: Dispatcher.ResponseData,
  limits: Limits,
  onText: (text: string) => void,
): Promise<FetchedText> {
  const { answer, charset } = await acceptedHeaders(url, response, limits);
  const decoder = textDecoder(charset);
  const pieces: string[] = [];
  const take = (text: string) => {
    if (text === '') return;
    pieces.push(text);
    onText(text);
  };
  let size = 0;
  try {
    for await (const chunk of response.body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limits.maxBytes) {
        response.body.destroy();
        throw new FetchError(
          'FETCH_TOO_LARGE',
          `The answer of ${url.href} is larger than ${limits.maxBytes} bytes.`,
        );
      }
      take(decoder.decode(chunk, { stream: true }));
    }
  } catch (error) {
    throw requestFailure(error, url, limits);
  }
  take(decoder.decode());
  return { ...answer, body: pieces.join('') };
}

/** The status and headers of a successful answer; its body is left unread (the connection closed). */
async function readHeaders(
  url: URL,
  response: Dispatcher.ResponseData,
  limits: Limits,
): Promise<FetchedHeaders> {
  const { answer } = await acceptedHeaders(url, response, limits);
  // the body is not wanted: closing the connection aborts it, which is no failure
  response.body.on('error', () => undefined).destroy();
  return answer;
}

/** The text and content type of a request's body. */
function requestBody(
  body: FetchTextOptions['body'],
): { text: string; headers: Record<string, string> } | undefined {
  if (body === undefined) return undefined;
  if (body instanceof URLSearchParams) {
    return { text: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  return { text: JSON.stringify(body.json), headers: { 'content-type': 'application/json' } };
}

/**
 * Runs `work`, or fails with `timeout()` once `timeoutMs` have passed, or with FETCH_CANCELLED as soon
 * as the caller's `signal` aborts (either aborting `controller`, which stops the request and its read).
 */
async function withinLimits<T>(
  work: Promise<T>,
  limits: { timeoutMs: number; signal: AbortSignal | undefined },
  controller: AbortController,
  errors: { timeout: () => FetchError; cancelled: () => FetchError },
): Promise<T> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stopped = new Promise<never>((_, reject) => {
    const stop = (error: FetchError) => {
      controller.abort(error);
      reject(error);
    };
    timer = setTimeout(() => stop(errors.timeout()), limits.timeoutMs);
    const { signal } = limits;
    if (!signal) return;
    onAbort = () => stop(errors.cancelled());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, stopped]);
  } finally {
    clearTimeout(timer);
    if (onAbort) limits.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The one way the server reads from another host: http and https only; every address of the host
 * checked (see `nonPublicKind`) and the connection made to those checked addresses only; redirects
 * followed by hand, each checked again, never from https down to http; a connect and a total
 * timeout; the answer of the media types asked for, its body read up to a size (or only its headers).
 */
export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const lookup = options.lookup ?? systemLookup;
  const maxRedirects = options.maxRedirects ?? FETCH_DEFAULTS.maxRedirects;

  /** GETs `input`, following redirects, and reads the final answer with `read`. */
  const exchange = async <T>(
    input: string,
    call: FetchTextOptions & { signal?: AbortSignal },
    read: (url: URL, response: Dispatcher.ResponseData, limits: Limits) => Promise<T>,
  ): Promise<T> => {
    const limits: Limits = {
      accept: call.accept ?? [],
      readStatuses: call.readStatuses ?? [],
      maxBytes: call.maxBytes ?? options.maxBytes ?? FETCH_DEFAULTS.maxBytes,
      timeoutMs: call.timeoutMs ?? options.timeoutMs ?? FETCH_DEFAULTS.timeoutMs,
      connectTimeoutMs: call.connectTimeoutMs ?? options.connectTimeoutMs ?? FETCH_DEFAULTS.connectTimeoutMs,
    };
    const checked = new Map<string, string[]>();
    const agent = new Agent({
      connect: { lookup: pinnedLookup(checked), timeout: limits.connectTimeoutMs },
      headersTimeout: limits.timeoutMs,
      bodyTimeout: limits.timeoutMs,
    });
    const controller = new AbortController();

    const origin = parseUrl(input).origin;
    const send = async (url: URL): Promise<Dispatcher.ResponseData> => {
      checked.set(url.hostname, await checkedAddresses(url, { allowPrivate: options.allowPrivate, lookup }));
      try {
        return await request(url, {
          dispatcher: agent,
          method: call.method ?? 'GET',
          signal: controller.signal,
          headers: {
            accept: limits.accept.length > 0 ? limits.accept.join(', ') : '*/*',
            'accept-encoding': 'identity',
            'user-agent': 'Placard',
            ...(url.origin === origin ? call.headers : {}),
            ...requestBody(call.body)?.headers,
          },
          body: requestBody(call.body)?.text,
        });
      } catch (error) {
        throw requestFailure(error, url, limits);
      }
    };

    const follow = async (): Promise<T> => {
      let url = parseUrl(input);
      for (let redirects = 0; ; redirects += 1) {
        const response = await send(url);
        const followed = (call.method ?? 'GET') === 'GET' && REDIRECT_STATUSES.has(response.statusCode);
        if (!followed) return read(url, response, limits);
        await response.body.dump();
        const location = headerValue(response.headers, 'location');
        if (!location) {
          const message = `${url.href} answered ${response.statusCode} without a Location.`;
          throw new FetchError('FETCH_HTTP_STATUS', message);
        }
        if (redirects >= maxRedirects) {
          const message = `${input} redirects more than ${maxRedirects} times.`;
          throw new FetchError('FETCH_TOO_MANY_REDIRECTS', message);
        }
        url = nextHop(url, location);
      }
    };

    const timeout = () =>
      new FetchError('FETCH_TIMEOUT', `Reading ${input} took longer than ${seconds(limits.timeoutMs)}.`);
    const cancelled = () => new FetchError('FETCH_CANCELLED', `Reading ${input} was cancelled.`);
    try {
      return await withinLimits(
        // a request already cancelled is not sent
        call.signal?.aborted ? Promise.reject(cancelled()) : follow(),
        { timeoutMs: limits.timeoutMs, signal: call.signal },
        controller,
        { timeout, cancelled },
      );
    } finally {
      await agent.destroy();
    }
  };

  return {
    fetchText: (input, call = {}) => exchange(input, call, readText),
    fetchBytes: async (input, call = {}) => (await exchange(input, call, readBytes)).fetched,
    fetchHeaders: (input, call = {}) => exchange(input, call, readHeaders),
    fetchStream: (input, call) =>
      exchange(input, call, (url, response, limits) => readStreamed(url, response, limits, call.onText)),
  };
}
