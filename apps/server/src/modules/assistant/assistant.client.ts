import type { Config } from '../../config.js';
import { FetchError } from '../../platform/fetch/fetch-error.js';
import type { SafeFetch } from '../../platform/fetch/safe-fetch.js';
import type { AppError } from '../../platform/http/app-error.js';
import type { AnswerFormat } from './assistant.drafts.js';
import { assistantError } from './assistant.errors.js';
import { completionContent, completionStream } from './assistant.sse.js';

/** The AI service Placard talks to: an OpenAI-compatible Chat Completions API. */
export type AiService = { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

/** The AI service the server is set up for, or null when AI_BASE_URL or AI_MODEL is missing. */
export function aiServiceOf(config: Config): AiService | null {
  if (!config.AI_BASE_URL || !config.AI_MODEL) return null;
  return {
    baseUrl: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    timeoutMs: config.AI_TIMEOUT_SECONDS * 1000,
  };
}

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The largest answer read: a streamed answer repeats its envelope around every few characters. */
const ANSWER_MAX_BYTES = 4 * 1024 * 1024;
/** When a service asks to slow down without saying for how long. */
const DEFAULT_RETRY_AFTER_SECONDS = 30;

/** The caller stopped waiting (the visitor left): nothing is answered. */
export class ChatCancelled extends Error {
  constructor() {
    super('The request to the AI service was cancelled.');
    this.name = 'ChatCancelled';
  }
}

/** Seconds to wait from a Retry-After header: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | undefined, now: Date): number {
  if (header === undefined) return DEFAULT_RETRY_AFTER_SECONDS;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && header.trim() !== '') return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(header);
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(1, Math.ceil((date - now.getTime()) / 1000));
}

/** What a failed request to the AI service means to the user (its details for the log only). */
function failureOf(error: unknown): AppError | ChatCancelled {
  if (!(error instanceof FetchError)) return assistantError('ASSISTANT_UNAVAILABLE', { cause: error });
  if (error.code === 'FETCH_CANCELLED') return new ChatCancelled();
  if (error.code === 'FETCH_TIMEOUT') return assistantError('ASSISTANT_TIMEOUT', { cause: error });
  if (error.code === 'FETCH_TOO_LARGE') return assistantError('ASSISTANT_INVALID_ANSWER', { cause: error });
  return assistantError('ASSISTANT_UNAVAILABLE', { cause: error });
}

/**
 * Asks the AI service for one answer in the format given (structured outputs with a strict JSON
 * Schema), streamed: `onProgress` hears the characters received so far. Accepts a service that
 * answers in one piece too. Answers the content (the model's JSON, unchecked); throws an AppError
 * the user can read (rate limited with its wait, unavailable, timed out) or ChatCancelled.
 */
export async function completeChat(
  safeFetch: SafeFetch,
  service: AiService,
  request: {
    messages: readonly ChatMessage[];
    format: AnswerFormat;
    signal: AbortSignal;
    onProgress: (characters: number) => void;
    now: () => Date;
  },
): Promise<string> {
  const stream = completionStream();
  let fetched;
  try {
    fetched = await safeFetch.fetchStream(`${service.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream, application/json',
        ...(service.apiKey ? { authorization: `Bearer ${service.apiKey}` } : {}),
      },
      body: {
        json: {
          model: service.model,
          messages: request.messages,
          stream: true,
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.format.name, strict: true, schema: request.format.schema },
          },
        },
      },
      readStatuses: [429],
      signal: request.signal,
      timeoutMs: service.timeoutMs,
      maxBytes: ANSWER_MAX_BYTES,
      onText: (text) => {
        if (stream.push(text)) request.onProgress(stream.content().length);
      },
    });
  } catch (error) {
    throw failureOf(error);
  }
  if (fetched.status === 429) {
    const seconds = retryAfterSeconds(fetched.headers['retry-after']?.[0], request.now());
    throw assistantError('ASSISTANT_RATE_LIMITED', { retryAfterSeconds: seconds });
  }
  stream.push('\n');
  if (stream.failure() !== null) throw assistantError('ASSISTANT_UNAVAILABLE');
  const content = stream.streamed() ? stream.content() : completionContent(fetched.body);
  if (content === null) throw assistantError('ASSISTANT_INVALID_ANSWER');
  if (!stream.streamed()) request.onProgress(content.length);
  return content;
}
