import type { Dispatcher } from 'undici';
import { FetchError } from './fetch-error.js';

/** A Content-Type header's media type (lower case, without parameters) and its charset, if any. */
export function parseContentType(header: string | undefined): { mediaType: string; charset: string | null } {
  const [mediaType = '', ...parameters] = (header ?? '').split(';');
  const charset = parameters
    .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(parameter)?.[1])
    .find((value) => value !== undefined);
  return { mediaType: mediaType.trim().toLowerCase(), charset: charset ?? null };
}

/** A response's headers by lower-case name, each with every value sent (a header sent twice has two). */
export type ResponseHeaders = Readonly<Record<string, readonly string[]>>;

/** The headers of a response as lists, whether each was sent once or several times. */
export function headerLists(headers: Dispatcher.ResponseData['headers']): ResponseHeaders {
  const lists: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) lists[name.toLowerCase()] = Array.isArray(value) ? value : [value];
  }
  return lists;
}

/** The first value of a response header. */
export function headerValue(headers: Dispatcher.ResponseData['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Reads a body of at most `maxBytes`, stopping (and closing the connection) as soon as it is larger. */
export async function readCapped(
  body: Dispatcher.ResponseData['body'],
  declaredLength: string | undefined,
  maxBytes: number,
  url: string,
): Promise<Buffer> {
  const tooLarge = () =>
    new FetchError('FETCH_TOO_LARGE', `The answer of ${url} is larger than ${maxBytes} bytes.`);
  if (declaredLength !== undefined && Number(declaredLength) > maxBytes) {
    body.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      body.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** The encoding an XML document declares in its first line (`<?xml version="1.0" encoding="…"?>`). */
function declaredXmlEncoding(bytes: Buffer): string | null {
  const start = bytes.subarray(0, 200).toString('latin1');
  return (
    /^(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]*\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(start)?.[1] ?? null
  );
}

/**
 * Text in the charset the answer names, else the one an XML document declares, else UTF-8 (also
 * when the charset is one this runtime does not know).
 */
export function decodeText(bytes: Buffer, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? declaredXmlEncoding(bytes) ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
