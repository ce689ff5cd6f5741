import pg from 'pg';
import type { ListenFn } from './event-bus.js';

type Log = { warn: (details: object, message: string) => void };

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 10_000;
/** How the connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'placard-events';

const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

/**
 * LISTEN on PostgreSQL needs a connection of its own, held open. When it drops (a restart, a
 * failover, an administrator ending it) it is reopened with backoff and every channel is listened to
 * again. Notifications sent while it was down are lost: players also poll their manifest.
 */
export function pgListener(
  url: string,
  log: Log,
): { listen: ListenFn; onGap(callback: () => void): void; close(): Promise<void> } {
  const handlers = new Map<string, Set<(text: string) => void>>();
  /** told when a lost connection was replaced: what was published meanwhile never arrived */
  const gapCallbacks = new Set<() => void>();
  let connectedBefore = false;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let closed = false;
  let retry = RETRY_FIRST_MS;

  function dispatch(message: pg.Notification): void {
    if (message.payload === undefined) return;
    for (const handler of handlers.get(message.channel) ?? []) {
      try {
        handler(message.payload);
      } catch (error) {
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'an event handler failed',
        );
      }
    }
  }

  /** The current connection failed or ended: drop it and open another after a while. */
  function lost(connection: pg.Client, reason: string): void {
    if (client !== connection) return;
    client = null;
    log.warn({ reason }, 'the event connection was lost; reconnecting');
    void connection.end().catch(() => undefined);
    scheduleReconnect();
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      // a peer that vanished without closing (a failover) is noticed too
      keepAlive: true,
    });
    next.on('notification', dispatch);
    next.on('error', (error: Error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      throw new Error('the event connection is closed');
    }
    client = next;
    retry = RETRY_FIRST_MS;
    if (connectedBefore) for (const callback of gapCallbacks) callback();
    connectedBefore = true;
    return next;
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    if (closed) return Promise.reject(new Error('the event connection is closed'));
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    const wait = retry;
    retry = Math.min(retry * 2, RETRY_MAX_MS);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (closed || client) return;
      connect().catch((error: unknown) => {
        log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'reconnecting failed');
        scheduleReconnect();
      });
    }, wait);
    reconnectTimer.unref();
  }

  return {
    onGap(callback) {
      gapCallbacks.add(callback);
    },
    async listen(channel, onPayload) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      const own = set;
      own.add(onPayload);
      try {
        const connection = await connect();
        // a connection just opened listens to it already; listening twice is harmless
        if (first) await connection.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        own.delete(onPayload);
        if (own.size === 0 && handlers.get(channel) === own) handlers.delete(channel);
        throw error;
      }
      return async () => {
        own.delete(onPayload);
        if (own.size > 0 || handlers.get(channel) !== own) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const open = client ?? (await connecting?.catch(() => null));
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
