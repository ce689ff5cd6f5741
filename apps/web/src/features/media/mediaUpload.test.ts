import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TMediaItem } from '@placard/contract';
import { createMediaUpload, type MediaUpload, type UploadTarget } from './mediaUpload';
import { mediaItem } from './test/mediaFixtures';
import { startTusServer, type TusTestServer } from './test/tusServer';
import type { UploadFailure } from './uploadErrors';

const MB = 1024 * 1024;
const MISMATCH = "The file's content does not match its name.";

let server: TusTestServer;

beforeAll(async () => {
  server = await startTusServer({
    itemOf: (metadata, size) =>
      mediaItem({
        id: 41,
        name: metadata.filename ?? '',
        sizeBytes: size,
        folderId: metadata.folderId ? Number(metadata.folderId) : null,
      }),
    refuse: (metadata) =>
      metadata.filename === 'fake.png'
        ? [415, { error: { code: 'MEDIA_TYPE_MISMATCH', message: MISMATCH } }]
        : null,
  });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  server.requests.length = 0;
  server.created.length = 0;
});

const png = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png', lastModified: 1_700_000_000_000 });

interface Outcome {
  item?: TMediaItem | null;
  failure?: UploadFailure;
  progress: number[];
}

/** Starts an upload and resolves when it ends; `during` may act on it as progress comes. */
function upload(
  file: File,
  target: UploadTarget,
  during?: (sent: number, handle: MediaUpload, settle: (outcome: Outcome) => void) => void,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const progress: number[] = [];
    const handle: MediaUpload = createMediaUpload(
      file,
      target,
      { language: 'fr', endpoint: server.endpoint },
      {
        onProgress: (sent) => {
          progress.push(sent);
          during?.(sent, handle, resolve);
        },
        onSuccess: (item) => resolve({ item, progress }),
        onError: (failure) => resolve({ failure, progress }),
      },
    );
    void handle.start();
  });
}

/** The tus requests the server received (the browser's CORS preflights left out). */
const methods = () =>
  server.requests.map((request) => request.method).filter((method) => method !== 'OPTIONS');

describe('media uploads with tus', () => {
  it('sends the file in 8 MB chunks with its place and the language, and reads the stored item', async () => {
    const outcome = await upload(png('beach.png', 9 * MB), { section: 'shared', folderId: 7 });

    expect(outcome.item).toMatchObject({ id: 41, name: 'beach.png', sizeBytes: 9 * MB, folderId: 7 });
    expect(outcome.progress.at(-1)).toBe(9 * MB);
    expect(server.created).toEqual([
      { filename: 'beach.png', filetype: 'image/png', section: 'shared', folderId: '7' },
    ]);
    expect(methods()).toEqual(['POST', 'PATCH', 'PATCH']);
    const languages = server.requests
      .filter((request) => request.method !== 'OPTIONS')
      .map((request) => request.headers['accept-language']);
    expect(languages).toEqual(['fr', 'fr', 'fr']);
    // a finished upload is forgotten, so the same file uploads anew next time
    expect(Object.keys(localStorage).filter((key) => key.startsWith('tus::'))).toEqual([]);
  });

  it('names no folder for the top level', async () => {
    await upload(png('top.png', 1000), { section: 'my', folderId: null });
    expect(server.created).toEqual([{ filename: 'top.png', filetype: 'image/png', section: 'my' }]);
  });

  it("reports a refusal in the server's words, not to be retried", async () => {
    const outcome = await upload(png('fake.png', 1000), { section: 'my', folderId: null });
    expect(outcome.failure).toEqual({ message: MISMATCH, retryable: false });
  });

  it('resumes an interrupted upload of the same file to the same place', async () => {
    const file = png('long.png', 17 * MB);
    const target = { section: 'my', folderId: 3 } as const;
    await upload(file, target, (sent, handle, settle) => {
      if (sent >= 8 * MB) void handle.pause().then(() => settle({ progress: [] }));
    });
    const sentBefore = methods().filter((method) => method === 'PATCH').length;

    const resumed = await upload(file, target);
    expect(resumed.item).toMatchObject({ name: 'long.png', sizeBytes: 17 * MB });
    // one creation only: the second upload asked where the first stopped and went on from there
    expect(methods().filter((method) => method === 'POST')).toHaveLength(1);
    expect(methods()).toContain('HEAD');
    expect(methods().filter((method) => method === 'PATCH').length - sentBefore).toBeLessThanOrEqual(2);
    expect(resumed.progress[0]).toBeGreaterThan(0);
  });

  it('starts afresh when the same file goes to another folder', async () => {
    const file = png('twice.png', 9 * MB);
    await upload(file, { section: 'my', folderId: 1 }, (sent, handle, settle) => {
      if (sent >= 8 * MB) void handle.pause().then(() => settle({ progress: [] }));
    });
    const other = await upload(file, { section: 'my', folderId: 2 });
    expect(other.item).toMatchObject({ folderId: 2 });
    expect(methods().filter((method) => method === 'POST')).toHaveLength(2);
  });

  it('deletes what the server received when cancelled', async () => {
    await upload(png('cancel.png', 9 * MB), { section: 'my', folderId: null }, (sent, handle, settle) => {
      if (sent > 0) void handle.cancel().then(() => settle({ progress: [] }));
    });
    await vi.waitFor(() => expect(methods()).toContain('DELETE'));
  });
});
