import { ZApiError, ZMediaItem, type TMediaItem } from '@placard/contract';

/** Why an upload stopped: the server's own words when it refused the file, and whether trying again may help. */
export interface UploadFailure {
  /** the server's message, already in the reader's language; null when it sent none */
  message: string | null;
  /** the connection dropped or the server failed: trying again resumes where it stopped */
  retryable: boolean;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The failure an answer means. No answer (status null) is a lost connection; 4xx is a refusal (file
 * type, size, content) that the same file will meet again, except a conflict or a rate limit.
 */
export function uploadFailureOf(status: number | null, body: string | null): UploadFailure {
  if (status === null || status === 0) return { message: null, retryable: true };
  const retryable = status >= 500 || status === 409 || status === 423 || status === 429;
  const parsed = ZApiError.safeParse(parseJson(body));
  return { message: parsed.success ? parsed.data.error.message : null, retryable };
}

/** The stored item the last answer of an upload carries, or null when it is not one. */
export function uploadedItemOf(body: string | null): TMediaItem | null {
  const parsed = ZMediaItem.safeParse(parseJson(body));
  return parsed.success ? parsed.data : null;
}
