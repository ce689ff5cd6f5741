/**
 * A process of the kill -9 test: runs the queue's 'test.count' jobs, says on stdout when one started,
 * and never finishes it. Argument: the database target as JSON.
 */
import { openDatabase, type DatabaseTarget } from '../db/client.js';
import { testQueue } from './test-jobs.js';

const target = JSON.parse(process.argv[2] ?? '') as DatabaseTarget;
const database = await openDatabase(target);
await testQueue(
  database,
  {
    'test.count': {
      run: async (_context, { label }) => {
        process.stdout.write(`started ${label}\n`);
        await new Promise(() => undefined);
      },
      expireSeconds: 2,
    },
  },
  // lost attempts are failed by whoever comes next, not by this process before it dies
  { soleProcess: target.kind === 'pglite', timing: { maintenanceSeconds: 600 } },
);
process.stdout.write('ready\n');
