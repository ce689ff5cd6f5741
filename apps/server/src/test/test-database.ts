import Fastify from 'fastify';
import { appHooks, openDeps, type DepsOptions } from '../app.deps.js';
import type { Deps } from '../platform/deps.js';
import { ensureRootOrganization } from '../modules/organizations/root.usecases.js';
import { rootOrganization } from '../modules/organizations/organizations.usecases.js';
import { ownerOf } from '../modules/users/users.usecases.js';
import { seedDatabase, seedNames, type Seed, type Seeded } from './seed.js';
import { testEnvironment } from './test-environment.js';

export type TestDatabase<S extends Seed> = Seeded<S> & {
  deps: Deps;
  /**
   * Seeds more (a test's own organizations); its names may refer to what was seeded before, and
   * shadow earlier things of the same name.
   */
  add: <const More extends Seed>(seed: More) => Promise<Seeded<More>>;
  /** waits for the work left for after answers (the database stays open for the worker's next file) */
  close: () => Promise<void>;
};

type WorkerDatabase = { deps: Deps; root: { organizationId: number; userId: number } };
let workerDatabase: Promise<WorkerDatabase> | undefined;

/**
 * The database of this worker's use-case tests: opened by the first of its files with the deps an app
 * builds on it, and left to the run's teardown (see database.setup.ts). Starting a database costs as
 * much as the rest of a file's tests; each file seeds organizations of its own instead.
 */
function openWorkerDatabase(): Promise<WorkerDatabase> {
  workerDatabase ??= (async () => {
    const { config, databaseImage } = await testEnvironment();
    // the logger an app would have, without the app
    const log = Fastify({ logger: { level: config.LOG_LEVEL } }).log;
    const { deps } = await openDeps(config, log, { databaseImage });
    await ensureRootOrganization(deps);
    const root = await rootOrganization(deps);
    const rootOwner = root && (await ownerOf(deps, root.id));
    if (!root || !rootOwner) throw new Error('no root organization');
    return { deps, root: { organizationId: root.id, userId: rootOwner.id } };
  })();
  return workerDatabase;
}

/**
 * A real database (see testEnvironment), seeded as declared, with the deps an app would give its use
 * cases (the same hooks, storage and event bus; the clock and more hooks a test gives): rules are tested
 * by calling the use cases directly, without starting an app. The database is the worker's: what a
 * file seeds is its own (new organizations under its own names), and the root organization is shared.
 */
export async function createTestDatabase<const S extends Seed>(
  seed: S,
  options: Pick<DepsOptions, 'now' | 'hooks'> = {},
): Promise<TestDatabase<S>> {
  const worker = await openWorkerDatabase();
  const deps: Deps = {
    ...worker.deps,
    now: options.now ?? worker.deps.now,
    hooks: appHooks(options.hooks),
  };
  const names = seedNames(worker.root);
  const seeded = <More extends Seed>(more: More) => seedDatabase(deps, names, more);
  return { deps, ...(await seeded(seed)), add: seeded, close: () => deps.afterAnswer.settled() };
}
