import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFolderTree } from '@placard/contract';
import { expectError, logIn, type LoggedIn } from '../../test/factories.js';
import { mediaCall } from '../../test/media-library.js';
import { createTestApp, registerVerified, type TestApp } from '../../test/test-app.js';

/** A connection of the test's own, outside the app's pool, as a database administrator. */
async function adminClient(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  return admin;
}

describe('the PostgreSQL connection pool', () => {
  let t: TestApp;
  let database: string;
  beforeAll(async () => {
    t = await createTestApp();
    database = new URL(String(t.config.DATABASE_URL)).pathname.slice(1);
  });
  afterAll(() => t.close());

  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

  it('outlives the database ending its idle connections, and answers again', async () => {
    expect((await health()).statusCode).toBe(200);
    const admin = await adminClient();
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

  describe('when the database ends the connections of requests in flight', () => {
    let owner: LoggedIn;
    beforeAll(async () => {
      const registered = await registerVerified(t);
      owner = await logIn(t, registered.email, registered.password);
    });

    const folderNames = async () =>
      ZFolderTree.parse((await mediaCall(t, owner, 'folder/list', { section: 'my' })).json()).folders.map(
        (folder) => folder.name,
      );

    it('fails those requests with 503, rolls their changes back, and keeps serving', async () => {
      let writes: Promise<Awaited<ReturnType<typeof mediaCall>>>[] = [];
      // the writes wait on a lock the test holds, so their connections are busy when the database ends them
      const locker = new pg.Client({ connectionString: String(t.config.DATABASE_URL) });
      const admin = new pg.Client({ connectionString: String(t.config.DATABASE_URL) });
      await Promise.all([locker.connect(), admin.connect()]);
      try {
        const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]
          ?.pid;
        await locker.query('begin');
        await locker.query('lock table media_folders in exclusive mode');
        writes = Array.from({ length: 12 }, (_, index) =>
          mediaCall(t, owner, 'folder/create', { name: `Concurrent ${index}` }),
        );
        const others = `datname = current_database() and pid <> pg_backend_pid() and pid <> ${Number(lockerPid)}`;
        await expect
          .poll(
            async () =>
              (
                await admin.query(
                  `select count(*)::int as waiting from pg_stat_activity where ${others} and wait_event_type = 'Lock'`,
                )
              ).rows[0].waiting,
            { timeout: 10_000 },
          )
          .toBeGreaterThan(0);
        const ended = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity where ${others} and state <> 'idle'`,
        );
        expect(ended.rowCount).toBeGreaterThan(0);
      } finally {
        await locker.query('rollback');
        await Promise.all([locker.end(), admin.end()]);
      }

      const answers = await Promise.all(writes);
      const failed = answers.filter((answer) => answer.statusCode !== 200);
      expect(failed.length).toBeGreaterThan(0);
      for (const answer of failed) {
        const error = expectError(answer, 503, 'DATABASE_UNAVAILABLE');
        expect(error.message).toBe('The service is briefly unavailable. Please try again in a moment.');
        expect(answer.headers['retry-after']).toBe('1');
      }
      // a failed request left nothing behind; the ones that went through were kept
      const created = answers.flatMap((answer, index) =>
        answer.statusCode === 200 ? [`Concurrent ${index}`] : [],
      );
      expect((await folderNames()).filter((name) => name.startsWith('Concurrent')).sort()).toEqual(
        created.sort(),
      );
      // the pool opened new connections: the server goes on serving reads and writes
      expect((await health()).statusCode).toBe(200);
      const after = await mediaCall(t, owner, 'folder/create', { name: 'After the outage' });
      expect(after.statusCode, after.body).toBe(200);
      expect(await folderNames()).toContain('After the outage');
    });
  });
});
