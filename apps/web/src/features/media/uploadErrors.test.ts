import { describe, expect, it } from 'vitest';
import { uploadedItemOf, uploadFailureOf } from './uploadErrors';
import { mediaItem } from './test/mediaFixtures';

const refusal = (code: string, message: string) => JSON.stringify({ error: { code, message } });

describe('upload answers', () => {
  it("shows a refusal in the server's words, and does not offer to retry it", () => {
    expect(
      uploadFailureOf(415, refusal('MEDIA_TYPE_MISMATCH', "The file's content does not match its name.")),
    ).toEqual({
      message: "The file's content does not match its name.",
      retryable: false,
    });
    expect(uploadFailureOf(413, refusal('MEDIA_TOO_LARGE', 'The file is larger than 100 MB.'))).toEqual({
      message: 'The file is larger than 100 MB.',
      retryable: false,
    });
  });

  it('offers to retry after a lost connection, a server failure, a conflict or a rate limit', () => {
    expect(uploadFailureOf(null, null)).toEqual({ message: null, retryable: true });
    expect(uploadFailureOf(0, '')).toEqual({ message: null, retryable: true });
    expect(uploadFailureOf(502, '<html>Bad gateway</html>')).toEqual({ message: null, retryable: true });
    expect(uploadFailureOf(409, '')).toEqual({ message: null, retryable: true });
    expect(uploadFailureOf(429, refusal('RATE_LIMITED', 'Too many requests.')).retryable).toBe(true);
  });

  it('reads the stored item from the last answer', () => {
    const item = mediaItem({ id: 7, name: 'beach.jpg' });
    expect(uploadedItemOf(JSON.stringify(item))).toEqual(item);
    expect(uploadedItemOf('')).toBeNull();
    expect(uploadedItemOf('{"id":7}')).toBeNull();
  });
});
