import type { LightMyRequestResponse } from 'fastify';

const ERROR_KEYS = new Set(['code', 'message', 'fields', 'retryAfterSeconds']);

function isRecordOfStrings(value: unknown): boolean {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

/** What is wrong with an error body, or undefined when it has the one shape {error:{code,message,fields?}}. */
function shapeProblem(response: LightMyRequestResponse): string | undefined {
  if (!/^application\/json/.test(String(response.headers['content-type'] ?? ''))) {
    return `not JSON (${String(response.headers['content-type'] ?? 'no content type')})`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'JSON that does not parse';
  }
  if (body === null || typeof body !== 'object' || Object.keys(body).join() !== 'error') {
    return 'not {error}';
  }
  const error = (body as { error: unknown }).error;
  if (error === null || typeof error !== 'object') return 'error is not an object';
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !code) return 'no code';
  if (typeof message !== 'string' || !message) return 'no message';
  if (fields !== undefined && !isRecordOfStrings(fields)) return 'fields is not an object of messages';
  const unknown = Object.keys(error).filter((key) => !ERROR_KEYS.has(key));
  return unknown.length ? `unknown keys ${unknown.join(', ')}` : undefined;
}

/** Why an answer fails the fuzz tier (a 5xx, or an error body of another shape), or undefined. */
export function verdict(method: string, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status < 400) return undefined;
  const code = (() => {
    try {
      return String((JSON.parse(response.body) as { error?: { code?: unknown } }).error?.code ?? '');
    } catch {
      return '';
    }
  })();
  // a HEAD answer has no body to check
  const problem = method === 'HEAD' ? undefined : shapeProblem(response);
  if (status >= 500) return `${status} ${code || problem || ''}`.trim();
  return problem ? `${status} ${problem}` : undefined;
}
