import { MANIFEST_POLL_MS, type TManifest } from '@placard/contract';
import { UnpairedError, type PlayerApi } from './api';
import { Backoff } from './backoff';
import type { ManifestStore } from './manifestStore';
import type { MediaLibrary } from './mediaCache';

export type ContentSyncOptions = {
  api: Pick<PlayerApi, 'manifest'>;
  token: string;
  store: ManifestStore;
  media: MediaLibrary;
  /**
   * a complete manifest to play now, its files read from the cache, with the mark taken as it was asked
   * for (null: the stored one, asked for before anything of this run)
   */
  onContent: (manifest: TManifest, mark: number | null) => void;
  /** a moment in the caller's own order of events, taken as each manifest request leaves */
  mark?: () => number;
  /** whether new content is being downloaded */
  onUpdating: (updating: boolean) => void;
  /** the server no longer knows this screen */
  onUnpaired: () => void;
  pollMs?: number;
  backoff?: Backoff;
};

/**
 * Keeps a screen's content up to date: revalidates the manifest with its ETag (at once when asked, as
 * after a push, and every pollMs anyway), downloads every file of a new manifest and switches to it only
 * once all are kept, so a screen never shows half of an update. The last complete manifest is stored;
 * a failed attempt is retried with backoff while the screen plays on.
 */
export class ContentSync {
  private etag: string | null = null;
  private revision: string | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** the next check must not be answered from the server's memory of revisions (a push said so) */
  private fresh = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly pollMs: number;
  private readonly backoff: Backoff;

  constructor(private readonly options: ContentSyncOptions) {
    this.pollMs = options.pollMs ?? MANIFEST_POLL_MS;
    this.backoff = options.backoff ?? new Backoff();
  }

  /** Plays the stored manifest (when there is one), then asks the server for news. */
  async start(): Promise<void> {
    const stored = this.options.store.load();
    if (stored) {
      this.etag = stored.etag;
      this.revision = stored.manifest.revision;
      const playable = await this.options.media.playable(stored.manifest);
      if (this.stopped) return;
      this.options.onContent(playable, null);
    }
    await this.revalidate();
  }

  /**
   * Asks the server whether the manifest changed; a call during a check runs once more after it.
   * fresh (after a push): the server builds the manifest rather than trust the revision it knew.
   */
  revalidate(options: { fresh?: boolean } = {}): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (options.fresh) this.fresh = true;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.check().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.revalidate();
      }
    });
    return this.running;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    if (!this.stopped) this.timer = setTimeout(() => void this.revalidate(), delayMs);
  }

  private async check(): Promise<void> {
    clearTimeout(this.timer);
    const { api, token, store, media } = this.options;
    try {
      const fresh = this.fresh;
      this.fresh = false;
      const mark = this.options.mark?.() ?? null;
      const answer = await api.manifest(token, this.etag, fresh);
      if (this.stopped) return;
      if (answer.changed && answer.manifest.revision !== this.revision) {
        this.options.onUpdating(true);
        try {
          await media.download(answer.manifest);
        } finally {
          if (!this.stopped) this.options.onUpdating(false);
        }
        if (this.stopped) return;
        store.save({ manifest: answer.manifest, etag: answer.etag });
        const playable = await media.playable(answer.manifest);
        if (this.stopped) return;
        this.revision = answer.manifest.revision;
        this.etag = answer.etag;
        this.options.onContent(playable, mark);
        void media.prune(answer.manifest).catch(() => undefined);
      } else if (answer.changed) {
        this.etag = answer.etag;
      }
      this.backoff.reset();
      this.schedule(this.pollMs);
    } catch (error) {
      if (error instanceof UnpairedError) {
        this.stop();
        this.options.onUnpaired();
        return;
      }
      this.schedule(Math.min(this.backoff.next(), this.pollMs));
    }
  }
}
