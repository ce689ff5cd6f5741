import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** A listener receives each payload published on its channel, by this instance or any other. */
export type EventListener = (payload: unknown) => void;

/**
 * Publish/subscribe over PostgreSQL LISTEN/NOTIFY: a payload published by any server instance on one
 * database reaches the listeners of every instance. Published inside a transaction, it is delivered
 * when (and only if) the transaction commits.
 */
export type EventBus = {
  publish(channel: string, payload: unknown, db?: Database): Promise<void>;
  subscribe(channel: string, listener: EventListener): Promise<() => Promise<void>>;
  /**
   * Runs listener whenever listening resumed after the database connection was lost: events published
   * meanwhile never arrived, so whoever keeps state up to date by events must start afresh.
   */
  onGap(listener: () => void): void;
  close(): Promise<void>;
};

/** NOTIFY carries at most 8000 bytes; publishers split larger messages. */
export const EVENT_PAYLOAD_MAX_BYTES = 7_900;

/** How a database lets us listen: the driver's own LISTEN, delivering raw payload text. */
export type ListenFn = (channel: string, onPayload: (text: string) => void) => Promise<() => Promise<void>>;

type Log = { error: (details: object, message: string) => void };

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`invalid event channel ${channel}`);
}

export function createEventBus(
  db: Database,
  listen: ListenFn,
  log: Log = { error: () => undefined },
  onListenGap: (callback: () => void) => void = () => undefined,
): EventBus {
  const listeners = new Map<string, Set<EventListener>>();
  const stops = new Map<string, Promise<() => Promise<void>>>();

  // runs inside the driver's notification handling: nothing a listener throws may reach the driver
  function deliver(channel: string, text: string): void {
    let payload: unknown;
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      log.error({ channel }, 'an event that is not JSON was ignored');
      return;
    }
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener(payload);
      } catch (error) {
        log.error({ err: error, channel }, 'an event listener failed');
      }
    }
  }

  async function stopListening(channel: string, set: Set<EventListener>): Promise<void> {
    if (set.size > 0 || listeners.get(channel) !== set) return;
    listeners.delete(channel);
    const stop = stops.get(channel);
    stops.delete(channel);
    const unlisten = await stop?.catch(() => undefined);
    await unlisten?.();
  }

  return {
    onGap(listener) {
      onListenGap(() => {
        try {
          listener();
        } catch (error) {
          log.error({ err: error }, 'an event gap listener failed');
        }
      });
    },
    async publish(channel, payload, onDb = db) {
      checkChannel(channel);
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > EVENT_PAYLOAD_MAX_BYTES) throw new Error('event payload too large');
      await onDb.execute(sql`select pg_notify(${channel}, ${text})`);
    },
    async subscribe(channel, listener) {
      checkChannel(channel);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        stops.set(
          channel,
          listen(channel, (text) => deliver(channel, text)),
        );
      }
      const own = set;
      own.add(listener);
      try {
        await stops.get(channel);
      } catch (error) {
        // a failed LISTEN leaves nothing behind, so a later subscribe tries again
        own.delete(listener);
        if (listeners.get(channel) === own && own.size === 0) {
          listeners.delete(channel);
          stops.delete(channel);
        }
        throw error;
      }
      let subscribed = true;
      return async () => {
        if (!subscribed) return;
        subscribed = false;
        own.delete(listener);
        await stopListening(channel, own);
      };
    },
    async close() {
      const all = [...stops.values()];
      listeners.clear();
      stops.clear();
      for (const stop of all) {
        const unlisten = await stop.catch(() => undefined);
        await unlisten?.().catch((error: unknown) => log.error({ err: error }, 'an UNLISTEN failed'));
      }
    },
  };
}
