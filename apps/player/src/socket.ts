import {
  PLAYER_SOCKET_CLOSE_UNPAIRED,
  ZPlayerServerMessage,
  type TPlayerMessage,
  type TPlayerPush,
} from '@placard/contract';
import { Backoff } from './backoff';
import type { ClockSample } from './serverClock';

/** A connection open this long counts as healthy: the next drop starts the backoff afresh. */
export const SOCKET_STABLE_MS = 10_000;
/** How often the screen asks the server's time over its socket (and once as it connects). */
export const CLOCK_PING_MS = 5 * 60_000;

export type PlayerSocketOptions = {
  url: string;
  onPush: (push: TPlayerPush) => void;
  /** connected (again): a good moment to catch up on what was missed */
  onOpen: () => void;
  /** the server closed the socket because the device was removed (or its token is no longer valid) */
  onUnpaired: () => void;
  /** the server's time, from the answer to a ping */
  onServerTime?: (sample: ClockSample) => void;
  backoff?: Backoff;
  /** the browser's WebSocket unless told otherwise */
  WebSocket?: typeof WebSocket;
};

const OPEN = 1;

/** The address of a player's WebSocket on the server the page came from. */
export function socketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/player/socket?token=${encodeURIComponent(token)}`;
}

/**
 * The screen's WebSocket to the server: pushes come down it, heartbeats go up it. It reconnects
 * whenever it drops, waiting longer after each failed attempt (see Backoff) up to
 * RECONNECT_MAX_DELAY_MS plus jitter, unless the server closed it because the device was removed.
 */
export class PlayerSocket {
  private socket: WebSocket | null = null;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private stable: ReturnType<typeof setTimeout> | undefined;
  private pinger: ReturnType<typeof setInterval> | undefined;
  /** when the unanswered ping left */
  private pingSentAt: number | null = null;
  private stopped = false;
  private readonly backoff: Backoff;

  constructor(private readonly options: PlayerSocketOptions) {
    this.backoff = options.backoff ?? new Backoff();
  }

  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    clearTimeout(this.stable);
    clearInterval(this.pinger);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  /** Sends a message if the socket is open; answers whether it went. */
  send(message: TPlayerMessage): boolean {
    if (!this.socket || !this.isOpen) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect() {
    if (this.stopped) return;
    let socket: WebSocket;
    try {
      const Socket = this.options.WebSocket ?? WebSocket;
      socket = new Socket(this.options.url);
    } catch {
      this.reconnectLater();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.stable = setTimeout(() => this.backoff.reset(), SOCKET_STABLE_MS);
      this.ping();
      clearInterval(this.pinger);
      this.pinger = setInterval(() => this.ping(), CLOCK_PING_MS);
      this.options.onOpen();
    });
    socket.addEventListener('message', (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      const receivedAt = Date.now();
      try {
        const message = ZPlayerServerMessage.safeParse(JSON.parse(event.data));
        if (!message.success) return;
        if (message.data.type !== 'pong') this.options.onPush(message.data);
        else if (this.pingSentAt !== null) {
          const serverTime = Date.parse(message.data.serverTime);
          this.options.onServerTime?.({ serverTime, sentAt: this.pingSentAt, receivedAt });
          this.pingSentAt = null;
        }
      } catch {
        // not JSON: nothing for the screen
      }
    });
    // a failed connection is followed by 'close', which retries
    socket.addEventListener('error', () => undefined);
    socket.addEventListener('close', (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearTimeout(this.stable);
      clearInterval(this.pinger);
      this.pingSentAt = null;
      if (event.code === PLAYER_SOCKET_CLOSE_UNPAIRED) {
        this.stop();
        this.options.onUnpaired();
        return;
      }
      this.reconnectLater();
    });
  }

  private ping() {
    this.pingSentAt = Date.now();
    if (!this.send({ type: 'ping' })) this.pingSentAt = null;
  }

  private reconnectLater() {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.connect(), this.backoff.next());
  }
}
