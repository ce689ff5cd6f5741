import pg from 'pg';
import type { ListenFn } from './event-bus.js';

type Log = { warn: (details: object, message: string) => void };

const RETRY_MAX_MS = 10_000;

/**
 * LISTEN on PostgreSQL needs a connection of its own, held open. When it drops (a restart, a
 * failover) it is reopened with backoff and every channel is listened to again.
 */
export function pgListener(url: string, log: Log): { listen: ListenFn; close(): Promise<void> } {
  const handlers = new Map<string, Set<(text: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry = 250;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.payload === undefined) return;
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload);
      });
      next.on('error', (error: Error) => {
        log.warn({ reason: error.message }, 'the event connection was lost; reconnecting');
        if (client === next) client = null;
        void next.end().catch(() => undefined);
        scheduleReconnect();
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
      client = next;
      retry = 250;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  function scheduleReconnect(): void {
    if (closed) return;
    const wait = retry;
    retry = Math.min(retry * 2, RETRY_MAX_MS);
    setTimeout(() => {
      if (closed || client) return;
      connect().catch(() => scheduleReconnect());
    }, wait).unref();
  }

  return {
    async listen(channel, onPayload) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      const connection = await connect();
      if (first) await connection.query(`LISTEN ${quote(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size > 0) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const open = client ?? (await connecting?.catch(() => null));
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}
