import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import {
  PLAYER_SOCKET_CLOSE_UNPAIRED,
  ZPlayerMessage,
  ZPlayerPush,
  type THeartbeat,
  type TPlayerServerMessage,
} from '@placard/contract';
import type { AlertShown } from '../../platform/hooks.js';
import type { PlayerEvent } from './devices.push.js';

/** How often the server pings each socket; one that has not answered since the last ping is dropped. */
export const SOCKET_PING_MS = 30_000;
/** Heartbeats over a socket reach the database at most this often per screen. */
export const SOCKET_HEARTBEAT_WRITE_MS = 10_000;
/** The close code when the server shuts down: the player reconnects (to another instance). */
const CLOSE_GOING_AWAY = 1001;
/** How long a shutdown waits for sockets to close before cutting them. */
const CLOSE_GRACE_MS = 1_000;
/** Alert receipts written together at most, in one insert. */
const RECEIPTS_PER_WRITE = 1_000;

/** What arrives on PLAYER_CHANNEL (devices.push.ts). */
const ZPlayerEvent: z.ZodType<PlayerEvent> = z.object({
  deviceIds: z.array(z.number().int()),
  push: ZPlayerPush,
});

export type HubOptions = {
  /** writes a heartbeat that arrived at receivedAt; false when the device is gone */
  recordHeartbeat: (deviceId: number, heartbeat: THeartbeat, receivedAt: Date) => Promise<boolean>;
  /** keeps screens' receipts of alerts (it checks each alert is its screen's) */
  recordAlertsShown: (receipts: readonly AlertShown[]) => Promise<void>;
  log: { warn: (details: object, message: string) => void };
  now: () => Date;
  pingMs?: number;
  heartbeatWriteMs?: number;
};

/** What the hub keeps per socket: a few fields, no closures (thousands of screens per instance). */
type Connection = {
  deviceId: number;
  alive: boolean;
  lastWriteAt: number;
  pending: THeartbeat | null;
  /** when the pending heartbeat arrived (ms since 1970) */
  pendingAt: number;
  timer: NodeJS.Timeout | null;
  writing: boolean;
};

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/**
 * The player WebSockets connected to this server instance, by device id. Pushes published on any
 * instance (LISTEN/NOTIFY) are handed to deliver(); the hub sends them to its own sockets of the
 * listed devices. It also answers pings, takes heartbeats and alert receipts, and drops sockets that
 * stopped answering.
 */
export class PlayerHub {
  private readonly byDevice = new Map<number, Set<WebSocket>>();
  private readonly connections = new Map<WebSocket, Connection>();
  private readonly pinger: NodeJS.Timeout;
  private readonly heartbeatWriteMs: number;
  /** alert receipts not yet written: those that arrived while the ones before were written */
  private receipts: AlertShown[] = [];
  private writingReceipts = false;
  private closing = false;

  // shared by every socket: ws calls them with the socket as `this`
  private readonly onMessage: (this: WebSocket, data: RawData, isBinary: boolean) => void;
  private readonly onPong: (this: WebSocket) => void;
  private readonly onClose: (this: WebSocket) => void;
  private readonly onError: (this: WebSocket, error: Error) => void;

  constructor(private readonly options: HubOptions) {
    this.heartbeatWriteMs = options.heartbeatWriteMs ?? SOCKET_HEARTBEAT_WRITE_MS;
    this.pinger = setInterval(() => this.pingAll(), options.pingMs ?? SOCKET_PING_MS);
    this.pinger.unref();
    const connections = this.connections;
    const receive = (socket: WebSocket, data: RawData, isBinary: boolean) =>
      this.receive(socket, data, isBinary);
    const remove = (socket: WebSocket) => this.remove(socket);
    this.onMessage = function (data, isBinary) {
      receive(this, data, isBinary);
    };
    this.onPong = function () {
      const connection = connections.get(this);
      if (connection) connection.alive = true;
    };
    this.onClose = function () {
      remove(this);
    };
    const log = options.log;
    // a broken connection (reset, a malformed frame): cut it; 'close' follows
    this.onError = function (error) {
      log.warn({ reason: error.message }, 'a player socket failed');
      this.terminate();
    };
  }

  /** Sockets open now. */
  get size(): number {
    return this.connections.size;
  }

  /** Takes a player's socket, authenticated as a device. */
  add(deviceId: number, socket: WebSocket): void {
    if (this.closing || socket.readyState !== socket.OPEN) {
      socket.terminate();
      return;
    }
    this.connections.set(socket, {
      deviceId,
      alive: true,
      lastWriteAt: Number.NEGATIVE_INFINITY,
      pending: null,
      pendingAt: 0,
      timer: null,
      writing: false,
    });
    let sockets = this.byDevice.get(deviceId);
    if (!sockets) {
      sockets = new Set();
      this.byDevice.set(deviceId, sockets);
    }
    sockets.add(socket);
    socket.on('message', this.onMessage);
    socket.on('pong', this.onPong);
    socket.on('close', this.onClose);
    socket.on('error', this.onError);
  }

  /**
   * A push from PLAYER_CHANNEL: sent once to every local socket of the listed devices. Answers the
   * event, or null for one of an unknown shape (ignored).
   */
  deliver(payload: unknown): PlayerEvent | null {
    const event = ZPlayerEvent.safeParse(payload);
    if (!event.success) {
      this.options.log.warn({}, 'a player event of an unknown shape was ignored');
      return null;
    }
    const { deviceIds, push } = event.data;
    const frame = Buffer.from(JSON.stringify(push));
    for (const deviceId of deviceIds) {
      for (const socket of this.byDevice.get(deviceId) ?? []) {
        socket.send(frame, { binary: false });
        if (push.type === 'unpaired') socket.close(PLAYER_SOCKET_CLOSE_UNPAIRED, 'unpaired');
      }
    }
    return event.data;
  }

  /** Closes every socket (the server stops); players reconnect elsewhere. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.pinger);
    const sockets = [...this.connections.keys()];
    const closed = Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) resolve();
            else socket.once('close', () => resolve());
          }),
      ),
    );
    for (const socket of sockets) socket.close(CLOSE_GOING_AWAY, 'server closing');
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([closed, new Promise((resolve) => (grace = setTimeout(resolve, CLOSE_GRACE_MS)))]);
    clearTimeout(grace);
    for (const socket of this.connections.keys()) socket.terminate();
  }

  private send(socket: WebSocket, message: TPlayerServerMessage): void {
    socket.send(JSON.stringify(message));
  }

  private receive(socket: WebSocket, data: RawData, isBinary: boolean): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    connection.alive = true;
    if (isBinary) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(textOf(data)) as unknown;
    } catch {
      return;
    }
    const message = ZPlayerMessage.safeParse(parsed);
    if (!message.success) return;
    if (message.data.type === 'ping') {
      this.send(socket, { type: 'pong', serverTime: this.options.now().toISOString() });
      return;
    }
    if (message.data.type === 'alertShown') {
      const { alertId, shownAt } = message.data;
      this.receipts.push({ deviceId: connection.deviceId, alertId, shownAt: new Date(shownAt) });
      if (!this.writingReceipts) void this.writeReceipts();
      return;
    }
    connection.pending = message.data.heartbeat;
    connection.pendingAt = this.options.now().getTime();
    this.scheduleWrite(socket, connection);
  }

  /**
   * Writes the alert receipts waiting, then those that arrived meanwhile, until none is left: when an
   * alert reaches thousands of screens, their receipts take a few inserts, not one each. Each write
   * first lets the messages already received in (the embedded database holds the process while it
   * writes, so none arrives during a write).
   */
  private async writeReceipts(): Promise<void> {
    this.writingReceipts = true;
    do {
      await new Promise((resolve) => setImmediate(resolve));
      const receipts = this.receipts.splice(0, RECEIPTS_PER_WRITE);
      try {
        await this.options.recordAlertsShown(receipts);
      } catch (error) {
        this.options.log.warn({ err: error, receipts: receipts.length }, 'alert receipts were not written');
      }
    } while (this.receipts.length > 0);
    this.writingReceipts = false;
  }

  /** Writes the newest heartbeat now, or when SOCKET_HEARTBEAT_WRITE_MS has passed since the last write. */
  private scheduleWrite(socket: WebSocket, connection: Connection): void {
    if (connection.timer || connection.writing || !connection.pending) return;
    const wait = connection.lastWriteAt + this.heartbeatWriteMs - Date.now();
    if (wait <= 0) {
      void this.write(socket, connection);
      return;
    }
    connection.timer = setTimeout(() => {
      connection.timer = null;
      void this.write(socket, connection);
    }, wait);
  }

  private async write(socket: WebSocket, connection: Connection): Promise<void> {
    const heartbeat = connection.pending;
    if (!heartbeat || !this.connections.has(socket)) return;
    connection.pending = null;
    connection.writing = true;
    connection.lastWriteAt = Date.now();
    try {
      const known = await this.options.recordHeartbeat(
        connection.deviceId,
        heartbeat,
        new Date(connection.pendingAt),
      );
      if (!known) socket.close(PLAYER_SOCKET_CLOSE_UNPAIRED, 'unpaired');
    } catch (error) {
      this.options.log.warn({ err: error, deviceId: connection.deviceId }, 'a heartbeat was not written');
    } finally {
      connection.writing = false;
    }
    if (this.connections.has(socket)) this.scheduleWrite(socket, connection);
  }

  private pingAll(): void {
    for (const [socket, connection] of this.connections) {
      if (!connection.alive) {
        socket.terminate();
        continue;
      }
      connection.alive = false;
      socket.ping();
    }
  }

  private remove(socket: WebSocket): void {
    const connection = this.connections.get(socket);
    if (!connection) return;
    this.connections.delete(socket);
    if (connection.timer) clearTimeout(connection.timer);
    const sockets = this.byDevice.get(connection.deviceId);
    sockets?.delete(socket);
    if (sockets?.size === 0) this.byDevice.delete(connection.deviceId);
  }
}
