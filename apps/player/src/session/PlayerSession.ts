import type {
  PlayerState,
  TAspect,
  THeartbeat,
  TManifest,
  TManifestWidgetData,
  TManifestAlert,
  TManifestPlaylist,
} from '@placard/contract';
import { UnpairedError, type PlayerApi } from '../api';
import { ContentSync } from '../contentSync';
import { heartbeatOf, startHeartbeats, type PlayerStatus } from '../heartbeat';
import type { ManifestStore } from '../manifestStore';
import type { MediaLibrary } from '../mediaCache';
import type { ServerClock } from '../serverClock';
import type { PlayerSocket, PlayerSocketOptions } from '../socket';
import { slideThumbnail, ThumbnailUploader } from '../thumbnail';
import { ActiveAlerts, shownAlert, untilFirstEnd, type ShownAlert } from './activeAlerts';
import { AlertReceipts } from './alertReceipts';
import { PlaylistNow } from './playlistNow';

/** How long the screen shows its name when identified. */
export const IDENTIFY_MS = 10_000;

/** What the screen shows, as its session knows it. */
export type PlayerSnapshot = {
  /** the manifest it plays, its files read from the cache; null until there is one */
  content: TManifest | null;
  /** the playlist the schedule says plays now: null for none, undefined until worked out */
  playlist: TManifestPlaylist | null | undefined;
  /** new content is being downloaded */
  updating: boolean;
  /** the server asked the screen to show its name */
  identified: boolean;
} & ShownAlert;

/** What the server's socket tells the session. */
export type SocketEvents = Pick<PlayerSocketOptions, 'onPush' | 'onOpen' | 'onUnpaired' | 'onServerTime'>;

/** The screen's socket to the server, as the session uses it. */
export type PushChannel = Pick<PlayerSocket, 'start' | 'stop' | 'send'>;

export type PlayerSessionOptions = {
  api: PlayerApi;
  /** the device token the screen proves itself with */
  token: string;
  store: ManifestStore;
  media: MediaLibrary;
  /** the server's time: what plays when; the socket's pongs teach it */
  clock: Pick<ServerClock, 'now' | 'sample'>;
  /** the screen's socket to the server, telling these events; it connects once started */
  openSocket: (events: SocketEvents) => PushChannel;
  /** the server no longer knows this screen */
  onUnpaired: () => void;
};

type Shown = { node: HTMLElement; aspect: TAspect; playlistId: number; slideId: number };

/** What runs between start and stop. */
type Running = {
  sync: ContentSync;
  socket: PushChannel;
  thumbnails: ThumbnailUploader;
  stopBeats: () => void;
  beatNow: () => void;
};

function stateOf({ updating, playlist }: PlayerSnapshot): PlayerState {
  return updating ? 'updating' : playlist ? 'playing' : 'idle';
}

function sameSnapshot(a: PlayerSnapshot, b: PlayerSnapshot): boolean {
  return (Object.keys(a) as (keyof PlayerSnapshot)[]).every((key) => a[key] === b[key]);
}

/**
 * A paired screen's session with the server: keeps its content up to date (manifest, media cache,
 * pushes), works out what the schedule plays now on the server's clock, and reports back (heartbeats,
 * thumbnails). A view reads it through subscribe and getSnapshot, and tells it which slide shows.
 */
export class PlayerSession {
  private snapshot: PlayerSnapshot = {
    content: null,
    playlist: null,
    updating: false,
    identified: false,
    alert: null,
    otherAlerts: 0,
  };
  private readonly listeners = new Set<() => void>();
  private readonly playlistNow: PlaylistNow;
  /** the state the heartbeats last learned of: a change is told at once, not at the next beat */
  private state: PlayerState = stateOf(this.snapshot);
  private shown: Shown | null = null;
  private running: Running | null = null;
  private identifyTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly alerts = new ActiveAlerts();
  private readonly receipts = new AlertReceipts();
  /** ends the first timed alert to end, on time */
  private alertEndTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: PlayerSessionOptions) {
    this.playlistNow = new PlaylistNow(options.clock, () => this.update({}));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): PlayerSnapshot => this.snapshot;

  /** Plays the stored content, then syncs with the server, listens to its pushes and beats. */
  start(): void {
    if (this.running) return;
    const { api, token, store, media, clock, openSocket } = this.options;
    let unpaired = false;
    const lost = (error: unknown) => {
      if (error instanceof UnpairedError && !unpaired) {
        unpaired = true;
        this.options.onUnpaired();
      }
    };
    const sync = new ContentSync({
      api,
      token,
      store,
      media,
      onContent: (content, mark) => this.contentArrived(content, mark),
      mark: this.alerts.mark,
      onUpdating: (updating) => this.update({ updating }),
      onUnpaired: () => lost(new UnpairedError()),
    });
    const thumbnails = new ThumbnailUploader({
      capture: async () => {
        const current = this.shown;
        return current?.node.isConnected ? slideThumbnail(current.node, current.aspect) : null;
      },
      upload: (image) => api.thumbnail(token, image).catch(lost),
    });
    const socket = openSocket({
      onServerTime: (sample) => {
        // timed alerts end by the server's time: a corrected clock may end them sooner or later
        if (clock.sample(sample)) this.update({});
      },
      onOpen: () => {
        // pushes sent while the socket was down were missed
        void sync.revalidate({ fresh: true });
        this.running?.beatNow();
        this.sendReceipts();
      },
      onPush: (push) => {
        if (push.type === 'content') void sync.revalidate({ fresh: true });
        else if (push.type === 'unpaired') lost(new UnpairedError());
        else if (push.type === 'identify') this.identify();
        else if (push.type === 'screenshot') void thumbnails.requested();
        else if (push.type === 'widgetData') this.widgetData(push.key, push.data);
        else {
          this.alerts.push(push);
          this.update({});
        }
      },
      onUnpaired: () => lost(new UnpairedError()),
    });
    const send = (heartbeat: THeartbeat) => {
      if (!socket.send({ type: 'heartbeat', heartbeat })) api.heartbeat(token, heartbeat).catch(lost);
    };
    const stopBeats = startHeartbeats(() => this.status(), send);
    const beatNow = () => send(heartbeatOf(this.status()));
    this.running = { sync, socket, thumbnails, stopBeats, beatNow };
    // started again: what it played goes on by the schedule
    if (this.snapshot.content) this.playlistNow.follow(this.snapshot.content);
    this.update({});
    void sync.start();
    socket.start();
  }

  /** Stops everything the session runs: no timer or socket of it is left, and no new content plays. */
  stop(): void {
    const running = this.running;
    this.running = null;
    if (running) {
      running.sync.stop();
      running.socket.stop();
      running.stopBeats();
      running.thumbnails.stop();
    }
    this.playlistNow.stop();
    clearTimeout(this.identifyTimer);
    this.update({ identified: false });
    clearTimeout(this.alertEndTimer);
  }

  /** A slide of the playlist came in (or its content changed): the element it is drawn in. */
  slideShown(playlist: TManifestPlaylist, slideId: number, node: HTMLElement): void {
    this.shown = { node, aspect: playlist.aspect, playlistId: playlist.id, slideId };
    this.running?.thumbnails.slideChanged();
  }

  /**
   * The alert was displayed (painted on the screen): its receipt goes up the socket now, or once it
   * is open again; once per activation.
   */
  alertShown(alert: TManifestAlert): void {
    this.receipts.shown(alert, this.options.clock.now());
    this.sendReceipts();
  }

  private sendReceipts() {
    const socket = this.running?.socket;
    if (socket) this.receipts.send((message) => socket.send(message));
  }

  /** What the heartbeats report: the state, the revision played, and the slide showing. */
  private status(): PlayerStatus {
    const { content, playlist } = this.snapshot;
    const shown = this.shown?.playlistId === playlist?.id ? this.shown : null;
    return {
      state: stateOf(this.snapshot),
      revision: content?.revision ?? null,
      showing: playlist ? { playlistId: playlist.id, slideId: shown?.slideId ?? null } : null,
    };
  }

  private contentArrived(content: TManifest, mark: number | null) {
    this.alerts.manifest(content.alerts, mark);
    this.playlistNow.follow(content);
    this.update({ content });
  }

  /**
   * A widget's new data came down the socket (a menu's new prices): shown at once, and kept with the
   * stored manifest for a restart; the manifest itself follows at the next poll.
   */
  private widgetData(key: string, data: TManifestWidgetData) {
    const { content } = this.snapshot;
    if (!content) return;
    this.update({ content: { ...content, widgets: { ...content.widgets, [key]: data } } });
    const { store } = this.options;
    const stored = store.load();
    if (stored) {
      const widgets = { ...stored.manifest.widgets, [key]: data };
      store.save({ ...stored, manifest: { ...stored.manifest, widgets } });
    }
  }

  private identify() {
    clearTimeout(this.identifyTimer);
    this.identifyTimer = setTimeout(() => this.update({ identified: false }), IDENTIFY_MS);
    this.update({ identified: true });
  }

  /** The alert to show now, and a timer for the moment the first timed one ends. */
  private alertNow(): ShownAlert {
    const now = this.options.clock.now();
    const active = this.alerts.activeAt(now);
    clearTimeout(this.alertEndTimer);
    const wait = untilFirstEnd(active, now);
    if (wait !== null) this.alertEndTimer = setTimeout(() => this.update({}), wait);
    return shownAlert(active);
  }

  private update(change: Partial<PlayerSnapshot>) {
    const next = { ...this.snapshot, ...change, playlist: this.playlistNow.playlist, ...this.alertNow() };
    if (sameSnapshot(next, this.snapshot)) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
    const state = stateOf(next);
    if (state === this.state) return;
    this.state = state;
    this.running?.beatNow();
  }
}
