import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('the PostgreSQL connection pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('outlives the database ending its idle connections, and answers again', async () => {
    const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await health()).statusCode).toBe(200);
    const database = String(
      (
        (await t.app.database.db.execute('select current_database() as name')) as unknown as {
          rows: { name: string }[];
        }
      ).rows[0]?.name,
    );
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // the ended connections' errors arrive as events; the next request gets a fresh connection
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await health()).statusCode).toBe(200);
  });
});
