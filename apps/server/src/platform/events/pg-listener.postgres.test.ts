import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LISTENER_APPLICATION_NAME, pgListener } from './pg-listener.js';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a query as an administrator of the server, outside the app. */
async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const databaseOf = (url: string) => new URL(url).pathname.slice(1);

describe('the PostgreSQL event connection', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    url = String(t.config.DATABASE_URL);
  });
  afterAll(() => t.close());

  const listenerBackends = () =>
    asAdmin(async (admin) => {
      const result = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and application_name = $2',
        [databaseOf(url), LISTENER_APPLICATION_NAME],
      );
      return result.rows.map((row) => row.pid);
    });

  it('listens again after the database ended its connection, and says events may have been missed', async () => {
    const received: unknown[] = [];
    let gaps = 0;
    t.app.deps.events.onGap(() => (gaps += 1));
    const stop = await t.app.deps.events.subscribe('test_reconnect', (payload) => received.push(payload));
    await t.app.deps.events.publish('test_reconnect', 'before');
    await expect.poll(() => received, { timeout: 5_000 }).toEqual(['before']);
    expect(gaps).toBe(0);

    const [before] = await listenerBackends();
    expect(before).toBeDefined();
    await asAdmin((admin) => admin.query('select pg_terminate_backend($1)', [before]));
    // a new connection listens again (after a short backoff)
    await expect
      .poll(async () => (await listenerBackends()).filter((pid) => pid !== before), { timeout: 10_000 })
      .toHaveLength(1);
    await expect
      .poll(
        async () => {
          await t.app.deps.events.publish('test_reconnect', 'after');
          await settle(50);
          return received.includes('after');
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(gaps).toBe(1);
    await stop();
  });

  it('stops for good when closed', async () => {
    const listener = pgListener(url, { warn: () => undefined });
    const received: string[] = [];
    await listener.listen('test_closing', (text) => received.push(text));
    expect(await listenerBackends()).toHaveLength(2);
    await listener.close();
    await expect.poll(listenerBackends, { timeout: 5_000 }).toHaveLength(1);
    await expect(listener.listen('test_closing', () => undefined)).rejects.toThrow('closed');
  });
});
