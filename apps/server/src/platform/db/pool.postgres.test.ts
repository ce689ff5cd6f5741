import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLost } from './errors.js';
import { createPool } from './pool.js';

const APPLICATION = `placard-pool-test-${process.pid}`;
const silent = { warn: () => undefined };

describe('the PostgreSQL connection pool', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(() => admin.end());

  it('gets back every connection the database ends under a transaction, even on its BEGIN', async () => {
    const url = new URL(String(process.env.TEST_DATABASE_URL));
    url.searchParams.set('application_name', APPLICATION);
    const pool = createPool(url.toString(), silent, 3);
    const db = drizzle(pool);
    const lost: unknown[] = [];
    for (let round = 0; round < 10; round += 1) {
      // three open connections wait in the pool; the database ends them, and before the pool has heard
      // of it, three transactions take them
      await Promise.all([0, 1, 2].map(() => pool.query('select pg_sleep(0.01)')));
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [APPLICATION],
      );
      const settled = await Promise.allSettled(
        [0, 1, 2].map(() => db.transaction((tx) => tx.execute(sql`select 1`))),
      );
      for (const result of settled) if (result.status === 'rejected') lost.push(result.reason);
    }
    expect(lost.length).toBeGreaterThan(0);
    for (const error of lost) expect(isConnectionLost(error), String(error)).toBe(true);
    // once each ended connection has closed, nothing is held by a transaction that ended: the pool
    // answers, and closes
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5_000 }).toBe(0);
    await db.transaction((tx) => tx.execute(sql`select 1`));
    await pool.end();
  });
});
