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
  close(): Promise<void>;
};

/** NOTIFY carries at most 8000 bytes; publishers split larger messages. */
export const EVENT_PAYLOAD_MAX_BYTES = 7_900;

/** How a database lets us listen: the driver's own LISTEN, delivering raw payload text. */
export type ListenFn = (channel: string, onPayload: (text: string) => void) => Promise<() => Promise<void>>;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function createEventBus(db: Database, listen: ListenFn): EventBus {
  const listeners = new Map<string, Set<EventListener>>();
  const stops = new Map<string, Promise<() => Promise<void>>>();

  function deliver(channel: string, text: string): void {
    let payload: unknown;
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      return;
    }
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  }

  return {
    async publish(channel, payload, onDb = db) {
      if (!CHANNEL.test(channel)) throw new Error(`invalid event channel ${channel}`);
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > EVENT_PAYLOAD_MAX_BYTES) throw new Error('event payload too large');
      await onDb.execute(sql`select pg_notify(${channel}, ${text})`);
    },
    async subscribe(channel, listener) {
      if (!CHANNEL.test(channel)) throw new Error(`invalid event channel ${channel}`);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        stops.set(
          channel,
          listen(channel, (text) => deliver(channel, text)),
        );
      }
      set.add(listener);
      await stops.get(channel);
      return async () => {
        set.delete(listener);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        const stop = stops.get(channel);
        stops.delete(channel);
        await (
          await stop
        )?.();
      };
    },
    async close() {
      const all = [...stops.values()];
      listeners.clear();
      stops.clear();
      for (const stop of all) await (await stop)();
    },
  };
}
