import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_POLL_MS, type TManifest } from '@placard/contract';
import { ServerError, UnpairedError, type ManifestAnswer, type PlayerApi } from './api';
import { Backoff } from './backoff';
import { ContentSync } from './contentSync';
import { createManifestStore } from './manifestStore';
import type { MediaLibrary } from './mediaCache';
import { image, manifest, playlist, slide } from './testing/manifests';

const first = manifest(
  'r1',
  [playlist(1, [slide(11, 10, { elements: [image('a', '/api/files/a')] })])],
  ['/api/files/a'],
);
const second = manifest(
  'r2',
  [playlist(1, [slide(11, 10, { elements: [image('b', '/api/files/b')] })])],
  ['/api/files/b'],
);

/** A server answering with the manifest it is given, 304 when the ETag still matches. */
function server() {
  const state: {
    manifest: TManifest | null;
    failure: Error | null;
    calls: (string | null)[];
    fresh: boolean[];
  } = { manifest: null, failure: null, calls: [], fresh: [] };
  const api: Pick<PlayerApi, 'manifest'> = {
    async manifest(_token, etag, fresh = false): Promise<ManifestAnswer> {
      state.calls.push(etag);
      state.fresh.push(fresh);
      if (state.failure) throw state.failure;
      if (!state.manifest) throw new ServerError(503);
      const current = `"${state.manifest.revision}"`;
      return etag === current
        ? { changed: false }
        : { changed: true, manifest: state.manifest, etag: current };
    },
  };
  return { state, api };
}

/** Media downloads that finish when the test says so. */
function media() {
  const downloads: { revision: string; finish: () => void; fail: (error: Error) => void }[] = [];
  const library: MediaLibrary = {
    download: (wanted) =>
      new Promise<void>((resolve, reject) => {
        downloads.push({ revision: wanted.revision, finish: resolve, fail: reject });
      }),
    playable: async (wanted) => wanted,
    prune: async () => undefined,
    clear: async () => undefined,
  };
  return { library, downloads };
}

function setup() {
  const { state, api } = server();
  const files = media();
  const store = createManifestStore(localStorage);
  const shown: string[] = [];
  const updating: boolean[] = [];
  const unpaired = vi.fn();
  const sync = new ContentSync({
    api,
    token: 'token',
    store,
    media: files.library,
    onContent: (content) => shown.push(content.revision),
    onUpdating: (value) => updating.push(value),
    onUnpaired: unpaired,
    backoff: new Backoff({ baseMs: 1_000, maxMs: 30_000, jitter: 0 }),
  });
  return { state, files, store, shown, updating, unpaired, sync };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ContentSync', () => {
  it('tells each manifest with the mark taken as it was asked for, the stored one with none', async () => {
    const { state, api } = server();
    const files = media();
    const store = createManifestStore(localStorage);
    store.save({ manifest: first, etag: '"r1"' });
    state.manifest = second;
    let order = 3;
    const told: [string, number | null][] = [];
    const sync = new ContentSync({
      api,
      token: 'token',
      store,
      media: files.library,
      onContent: (content, mark) => told.push([content.revision, mark]),
      mark: () => order,
      onUpdating: () => undefined,
      onUnpaired: vi.fn(),
    });
    const started = sync.start();
    await vi.advanceTimersByTimeAsync(0);
    // what happens after the request left is newer than its answer
    order = 4;
    files.downloads[0]?.finish();
    await started;
    expect(told).toEqual([
      ['r1', null],
      ['r2', 3],
    ]);
    sync.stop();
  });

  it('switches to a new manifest only once every file of it is downloaded', async () => {
    const { state, files, shown, updating, store, sync } = setup();
    state.manifest = first;
    const started = sync.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(files.downloads.map((download) => download.revision)).toEqual(['r1']);
    expect(updating).toEqual([true]);
    expect(shown).toEqual([]);
    expect(store.load()).toBeNull();

    files.downloads[0]?.finish();
    await started;
    expect(shown).toEqual(['r1']);
    expect(updating).toEqual([true, false]);
    expect(store.load()).toEqual({ manifest: first, etag: '"r1"' });
    sync.stop();
  });

  it('keeps playing the last complete manifest when a download fails, and tries again', async () => {
    const { state, files, shown, store, sync } = setup();
    state.manifest = first;
    const started = sync.start();
    await vi.advanceTimersByTimeAsync(0);
    files.downloads[0]?.finish();
    await started;

    state.manifest = second;
    const revalidated = sync.revalidate();
    await vi.advanceTimersByTimeAsync(0);
    files.downloads[1]?.fail(new Error('network down'));
    await revalidated;
    expect(shown).toEqual(['r1']);
    expect(store.load()?.manifest.revision).toBe('r1');

    // the retry comes after the backoff's first delay, well before the next poll
    await vi.advanceTimersByTimeAsync(1_000);
    expect(files.downloads.map((download) => download.revision)).toEqual(['r1', 'r2', 'r2']);
    files.downloads[2]?.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual(['r1', 'r2']);
    expect(store.load()?.manifest.revision).toBe('r2');
    sync.stop();
  });

  it('revalidates with the ETag of what it plays, every poll interval, and downloads nothing unchanged', async () => {
    const { state, files, shown, sync } = setup();
    state.manifest = first;
    const started = sync.start();
    await vi.advanceTimersByTimeAsync(0);
    files.downloads[0]?.finish();
    await started;

    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_MS);
    expect(state.calls).toEqual([null, '"r1"']);
    expect(files.downloads).toHaveLength(1);
    expect(shown).toEqual(['r1']);
    sync.stop();
  });

  it("asks for a fresh check after a push, and trusts the server's memory on a poll", async () => {
    const { state, files, sync } = setup();
    state.manifest = first;
    const started = sync.start();
    await vi.advanceTimersByTimeAsync(0);
    files.downloads[0]?.finish();
    await started;

    await sync.revalidate({ fresh: true });
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_MS);
    expect(state.fresh).toEqual([false, true, false]);
    sync.stop();
  });

  it('plays the stored manifest at once on start, before the server answers', async () => {
    const { state, shown, store, sync } = setup();
    store.save({ manifest: first, etag: '"r1"' });
    state.failure = new TypeError('Failed to fetch');
    await sync.start();
    expect(shown).toEqual(['r1']);
    expect(state.calls).toEqual(['"r1"']);
    sync.stop();
  });

  it('retries with growing delays while the server is unreachable', async () => {
    const { state, sync } = setup();
    state.failure = new TypeError('Failed to fetch');
    await sync.start();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(state.calls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(state.calls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.calls).toHaveLength(5);
    sync.stop();
  });

  it('asks once more when asked again during a check', async () => {
    const { state, files, shown, sync } = setup();
    state.manifest = first;
    const started = sync.start();
    await vi.advanceTimersByTimeAsync(0);
    state.manifest = second;
    void sync.revalidate();
    files.downloads[0]?.finish();
    await started;
    await vi.advanceTimersByTimeAsync(0);
    expect(files.downloads.map((download) => download.revision)).toEqual(['r1', 'r2']);
    files.downloads[1]?.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual(['r1', 'r2']);
    sync.stop();
  });

  it('tells when the server no longer knows the screen, and stops asking', async () => {
    const { state, unpaired, sync } = setup();
    state.failure = new UnpairedError();
    await sync.start();
    expect(unpaired).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MANIFEST_POLL_MS * 2);
    expect(state.calls).toHaveLength(1);
  });
});
