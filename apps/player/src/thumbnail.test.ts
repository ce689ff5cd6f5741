import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThumbnailUploader, thumbnailSizeFor } from './thumbnail';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function uploader() {
  const uploads: Blob[] = [];
  const capture = vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
  const thumbnails = new ThumbnailUploader({
    capture,
    upload: async (image) => {
      uploads.push(image);
    },
    minIntervalMs: 60_000,
    settleMs: 1_500,
  });
  return { thumbnails, uploads, capture };
}

describe('ThumbnailUploader', () => {
  it('uploads a picture once the new slide has settled', async () => {
    const { thumbnails, uploads } = uploader();
    thumbnails.slideChanged();
    await vi.advanceTimersByTimeAsync(1_499);
    expect(uploads).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(uploads).toHaveLength(1);
  });

  it('uploads after slide changes at most once a minute', async () => {
    const { thumbnails, uploads } = uploader();
    for (let second = 0; second < 150; second += 10) {
      thumbnails.slideChanged();
      await vi.advanceTimersByTimeAsync(10_000);
    }
    // the changes at 0 s, 70 s and 140 s went up; those less than a minute after an upload did not
    expect(uploads).toHaveLength(3);
  });

  it('takes a picture at once when asked, however recent the last one', async () => {
    const { thumbnails, uploads } = uploader();
    thumbnails.slideChanged();
    await vi.advanceTimersByTimeAsync(2_000);
    await thumbnails.requested();
    expect(uploads).toHaveLength(2);
  });

  it('skips a failed picture and tries again at a later change', async () => {
    const { thumbnails, uploads, capture } = uploader();
    capture.mockRejectedValueOnce(new Error('tainted canvas'));
    thumbnails.slideChanged();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(uploads).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60_000);
    thumbnails.slideChanged();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(uploads).toHaveLength(1);
  });
});

describe('thumbnailSizeFor', () => {
  it('is 480 pixels on the longer side, in the playlist’s shape', () => {
    expect(thumbnailSizeFor({ type: '16:9' })).toEqual({ width: 480, height: 270 });
    expect(thumbnailSizeFor({ type: '9:16' })).toEqual({ width: 270, height: 480 });
  });
});
