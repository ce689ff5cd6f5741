import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { inTransaction } from '../deps.js';
import { createEventBus, EVENT_PAYLOAD_MAX_BYTES, type EventBus, type ListenFn } from './event-bus.js';

const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

async function eventually(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`never happened: ${what}`);
    await settle(10);
  }
}

describe('publish/subscribe over LISTEN/NOTIFY', () => {
  let t: TestApp;
  let bus: EventBus;
  beforeAll(async () => {
    t = await createTestApp();
    bus = t.app.deps.events;
  });
  afterAll(() => t.close());

  it('brings each payload to every listener of its channel, in order, until it unsubscribes', async () => {
    const first: unknown[] = [];
    const second: unknown[] = [];
    const elsewhere: unknown[] = [];
    const stopFirst = await bus.subscribe('test_orders', (payload) => first.push(payload));
    const stopSecond = await bus.subscribe('test_orders', (payload) => second.push(payload));
    const stopElsewhere = await bus.subscribe('test_other', (payload) => elsewhere.push(payload));
    await bus.publish('test_orders', { n: 1, text: 'Smörgås "quoted"' });
    await bus.publish('test_orders', { n: 2 });
    await eventually(() => second.length === 2, 'both payloads');
    expect(first).toEqual([{ n: 1, text: 'Smörgås "quoted"' }, { n: 2 }]);
    expect(second).toEqual(first);

    await stopFirst();
    await stopFirst();
    await bus.publish('test_orders', { n: 3 });
    await eventually(() => second.length === 3, 'the third payload');
    expect(first).toHaveLength(2);
    expect(elsewhere).toEqual([]);

    // the last listener gone, the channel is listened to again on the next subscribe
    await stopSecond();
    await bus.publish('test_orders', { n: 4 });
    const again: unknown[] = [];
    const stopAgain = await bus.subscribe('test_orders', (payload) => again.push(payload));
    await bus.publish('test_orders', { n: 5 });
    await eventually(() => again.length === 1, 'a payload after subscribing again');
    expect(again).toEqual([{ n: 5 }]);
    expect(second).toHaveLength(3);
    await stopAgain();
    await stopElsewhere();
  });

  it('delivers what a transaction published when it commits, and nothing when it rolls back', async () => {
    const received: unknown[] = [];
    const stop = await bus.subscribe('test_tx', (payload) => received.push(payload));
    await inTransaction(t.app.deps, async (tx) => {
      await tx.events.publish('test_tx', 'committed', tx.db);
      await settle();
      expect(received).toEqual([]);
    });
    await eventually(() => received.length === 1, 'the committed payload');
    await expect(
      inTransaction(t.app.deps, async (tx) => {
        await tx.events.publish('test_tx', 'rolled back', tx.db);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await bus.publish('test_tx', 'after');
    await eventually(() => received.length === 2, 'the payload after the rollback');
    expect(received).toEqual(['committed', 'after']);
    await stop();
  });

  it('keeps delivering to the others when a listener throws', async () => {
    const received: unknown[] = [];
    const stopFailing = await bus.subscribe('test_failing', () => {
      throw new Error('listener broke');
    });
    const stop = await bus.subscribe('test_failing', (payload) => received.push(payload));
    await bus.publish('test_failing', 1);
    await bus.publish('test_failing', 2);
    await eventually(() => received.length === 2, 'both payloads despite the failing listener');
    await stopFailing();
    await stop();
  });

  it('refuses channel names that are not plain identifiers, and payloads NOTIFY cannot carry', async () => {
    await expect(bus.publish('Bad-Channel', {})).rejects.toThrow('invalid event channel');
    await expect(bus.subscribe('drop table;', () => undefined)).rejects.toThrow('invalid event channel');
    await expect(bus.publish('test_big', 'x'.repeat(EVENT_PAYLOAD_MAX_BYTES))).rejects.toThrow('too large');
  });

  it('lets a later subscribe try again after LISTEN failed', async () => {
    let failures = 1;
    const listen: ListenFn = (channel, onPayload) => {
      if (failures-- > 0) return Promise.reject(new Error('database unreachable'));
      return t.app.database.listen(channel, onPayload);
    };
    const own = createEventBus(t.app.deps.db, listen);
    await expect(own.subscribe('test_retry', () => undefined)).rejects.toThrow('database unreachable');
    const received: unknown[] = [];
    await own.subscribe('test_retry', (payload) => received.push(payload));
    await own.publish('test_retry', 'reached');
    await eventually(() => received.length === 1, 'a payload after the retry');
    await own.close();
  });
});
