import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openDatabase, type DatabaseTarget } from '../db/client.js';
import { inTransaction } from '../deps.js';
import { CRASH_JOB, eventually, testQueue } from './test-jobs.js';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('durable jobs', () => {
  let t: TestApp;
  const recorded: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      {},
      { jobs: { 'test.record': { run: async (_deps, { label }) => void recorded.push(label) } } },
    );
    await t.app.ready();
  });
  afterAll(() => t.close());

  const storedJobs = async (name: string) =>
    (await t.app.database.query('select id from pgboss.job where name = $1', [name])).rows.length;

  it('never runs a job enqueued in a transaction that rolled back', async () => {
    await expect(
      inTransaction(t.app.deps, async (tx) => {
        await tx.jobs.enqueue('test.record', { label: 'rolled back' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await inTransaction(t.app.deps, (tx) => tx.jobs.enqueue('test.record', { label: 'committed' }));
    await t.app.jobs.idle();
    expect(recorded).toEqual(['committed']);
    expect(await storedJobs('test.record')).toBe(1);
  });

  it('runs each job once when two workers claim from one database', async () => {
    const runs: string[] = [];
    const handlers = {
      'test.count': {
        run: async (_context: null, { label }: { label: string }) => {
          runs.push(label);
          // long enough that the other worker claims meanwhile
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      },
    };
    const first = await testQueue(t.app.database, handlers);
    const second = await testQueue(t.app.database, handlers);
    try {
      const labels = Array.from({ length: 30 }, (_, index) => `job ${index}`);
      for (const label of labels) await first.enqueue('test.count', { label });
      await eventually(() => runs.length >= labels.length);
      await Promise.all([first.idle(), second.idle()]);
      expect([...runs].sort()).toEqual([...labels].sort());
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('tries a failing job again with growing delays, and tells its owner when it failed for good', async () => {
    const attempts: number[] = [];
    const failed: string[] = [];
    const queue = await testQueue(t.app.database, {
      'test.count': {
        run: async () => {
          attempts.push(Date.now());
          throw new Error('not today');
        },
        retries: { limit: 2, delaySeconds: 1 },
        failed: async (_context, { label }) => void failed.push(label),
      },
    });
    try {
      await queue.enqueue('test.count', { label: 'doomed' });
      await eventually(() => failed.length > 0);
      expect(failed).toEqual(['doomed']);
      const [first = 0, second = 0, third = 0] = attempts;
      expect(attempts).toHaveLength(3);
      // the n-th retry waits between delay × 2ⁿ⁻¹ and twice that
      expect(second - first).toBeGreaterThanOrEqual(1000);
      expect(third - second).toBeGreaterThanOrEqual(2000);
    } finally {
      await queue.close();
    }
  });

  it('runs a scheduled job by its cron expression, and a job at the time it was given', async () => {
    const ticks: number[] = [];
    const runs: { label: string; at: number }[] = [];
    const queue = await testQueue(t.app.database, {
      'test.tick': { run: async () => void ticks.push(Date.now()), schedule: '* * * * *' },
      'test.count': { run: async (_context, { label }) => void runs.push({ label, at: Date.now() }) },
    });
    try {
      const at = new Date(Date.now() + 1500);
      await queue.enqueue('test.count', { label: 'later' }, { startAfter: at });
      await eventually(() => ticks.length > 0 && runs.length > 0);
      expect(runs).toEqual([{ label: 'later', at: expect.any(Number) }]);
      expect(runs[0]?.at).toBeGreaterThanOrEqual(at.getTime());
    } finally {
      await queue.close();
    }
  });

  describe('when the process running a job is killed', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'placard-jobs-'));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    /** Runs the crash worker on the database and resolves when it started the job. */
    function startWorker(target: DatabaseTarget): { child: ChildProcess; started: Promise<void> } {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'crash-worker.ts'), JSON.stringify(target)],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const started = new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('started')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`the worker exited (${code})`)));
      });
      return { child, started };
    }

    it('runs the job again after a restart', async () => {
      const target: DatabaseTarget = onPostgres
        ? { kind: 'postgres', url: String(t.config.DATABASE_URL) }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
      const worker = startWorker(target);
      await worker.started;
      const exited = new Promise((resolve) => worker.child.on('exit', resolve));
      worker.child.kill('SIGKILL');
      await exited;

      const runs: string[] = [];
      const after = await openDatabase(target);
      const queue = await testQueue(
        after,
        { 'test.count': { ...CRASH_JOB, run: async (_context, { label }) => void runs.push(label) } },
        { soleProcess: target.kind === 'pglite' },
      );
      try {
        await eventually(() => runs.length > 0, 30_000);
        expect(runs).toEqual(['interrupted']);
      } finally {
        await queue.close();
        await after.close();
      }
    }, 120_000);
  });
});
