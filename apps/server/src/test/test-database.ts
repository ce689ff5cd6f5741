import Fastify from 'fastify';
import { openDeps, type DepsOptions } from '../app.deps.js';
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
  close: () => Promise<void>;
};

/**
 * A real database (see testEnvironment), seeded as declared, with the deps an app would give its use
 * cases (the same hooks, storage and event bus): rules are tested by calling the use cases directly,
 * without starting an app.
 */
export async function createTestDatabase<const S extends Seed>(
  seed: S,
  options: Pick<DepsOptions, 'now' | 'hooks'> = {},
): Promise<TestDatabase<S>> {
  const environment = await testEnvironment();
  const { config } = environment;
  // the logger an app would have, without the app
  const log = Fastify({ logger: { level: config.LOG_LEVEL } }).log;
  const opened = await openDeps(config, log, { ...options, databaseImage: environment.databaseImage });
  const close = async () => {
    await opened.close();
    await environment.close();
  };
  try {
    const { deps } = opened;
    await ensureRootOrganization(deps);
    const root = await rootOrganization(deps);
    const rootOwner = root && (await ownerOf(deps, root.id));
    if (!root || !rootOwner) throw new Error('no root organization');
    const names = seedNames({ organizationId: root.id, userId: rootOwner.id });
    const seeded = <More extends Seed>(more: More) => seedDatabase(deps, names, more);
    return { deps, ...(await seeded(seed)), add: seeded, close };
  } catch (error) {
    await close();
    throw error;
  }
}
