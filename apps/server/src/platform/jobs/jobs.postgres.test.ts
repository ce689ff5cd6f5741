import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eventually } from './test-jobs.js';

describe('durable jobs of two app instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: TestApp;
  const runs: { label: string; app: string }[] = [];
  const recording = (app: string) => ({
    'test.record': {
      run: async (_deps: unknown, { label }: { label: string }) => {
        runs.push({ label, app });
        // long enough that the other instance claims meanwhile
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    },
  });
  beforeAll(async () => {
    first = await createTestApp({}, { jobs: recording('first') });
    second = await createTestApp(
      { DATABASE_URL: String(first.config.DATABASE_URL) },
      { jobs: recording('second') },
    );
    await Promise.all([first.app.ready(), second.app.ready()]);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('never run the same job twice', async () => {
    const labels = Array.from({ length: 40 }, (_, index) => `job ${index}`);
    for (const [index, label] of labels.entries()) {
      const { deps } = index % 2 === 0 ? first.app : second.app;
      await deps.jobs.enqueue('test.record', { label });
    }
    await eventually(() => runs.length >= labels.length);
    await Promise.all([first.app.jobs.idle(), second.app.jobs.idle()]);
    expect(runs.map((run) => run.label).sort()).toEqual([...labels].sort());
  });
});
