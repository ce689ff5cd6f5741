/**
 * The process of the kill -9 test: enqueues a 'test.count' job, runs it, says on stdout when it started,
 * and never finishes it. Argument: the database target as JSON.
 */
import { openDatabase, type DatabaseTarget } from '../db/client.js';
import { CRASH_JOB, testQueue } from './test-jobs.js';

const target = JSON.parse(process.argv[2] ?? '') as DatabaseTarget;
const database = await openDatabase(target);
const queue = await testQueue(
  database,
  {
    'test.count': {
      ...CRASH_JOB,
      run: async (_context, { label }) => {
        process.stdout.write(`started ${label}\n`);
        await new Promise(() => undefined);
      },
    },
  },
  // lost attempts are failed by whoever comes next, not by this process before it dies
  { soleProcess: target.kind === 'pglite', timing: { maintenanceSeconds: 600 } },
);
await queue.enqueue('test.count', { label: 'interrupted' });
