import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Alias } from 'vite';
import { defineConfig } from 'vitest/config';

/*
 * Projects run with `isolate: false`: the test files of a worker share its loaded modules (the server,
 * MUI, the contract) instead of loading them again for each file, which halves the suite's time.
 * Nothing leaks between files: server tests build their own app on their own database, and
 * browser-side tests unmount what they render after each test. Files that replace a module with
 * `vi.mock` need a module graph of their own and run isolated, found by their text.
 */

/** Server tests; files named *.postgres.test.ts are about PostgreSQL itself and run only on it. Every
 * test database starts from one migrated once per run: a PGlite image, or a PostgreSQL template. */
const server = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    exclude,
    environment: 'node',
    env,
    globalSetup: ['src/test/database.setup.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const TEST_FILE = /\.test\.tsx?$/;

/** The test files under `root` (relative to it) that mock modules. */
function mockingTestFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) =>
      TEST_FILE.test(file) &&
      !file.includes('node_modules') &&
      readFileSync(path.join(root, file), 'utf8').includes('vi.mock('),
  );
}

/**
 * A browser-side project in jsdom: shared modules, and its module-mocking files isolated. A worker sets
 * jsdom up once for all the files it runs; vitest's summary still adds that one setup to its
 * "environment" time for every file, so that figure is far above what the environment costs.
 */
function jsdom(name: string, root: string, include: string[], alias: Alias[] = []) {
  const mocking = mockingTestFiles(root);
  // rendering a whole page with MUI takes a few seconds when both cores are busy
  const testTimeout = 15_000;
  const setupFiles = [path.resolve(import.meta.dirname, 'vitest.jsdom-setup.ts')];
  const common = { root, environment: 'jsdom', testTimeout, setupFiles };
  const resolve = { alias };
  return [
    { resolve, test: { name, include, exclude: mocking, isolate: false, ...common } },
    ...(mocking.length > 0
      ? [{ resolve, test: { name: `${name} (isolated)`, include: mocking, ...common } }]
      : []),
  ];
}

/**
 * The web app's bundle takes tus-js-client's browser build (XMLHttpRequest, File, localStorage), which
 * Node's own resolution of the package would not: so do its tests.
 */
const WEB_ALIAS: Alias[] = [
  { find: /^tus-js-client$/, replacement: 'tus-js-client/lib.esm/browser/index.js' },
];

/** Schedule rules must not depend on the machine's own timezone: their tests run again under these. */
const SCHEDULE_TEST_ZONES = ['America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham'];

export default defineConfig({
  test: {
    // one worker per core (vitest's default leaves one core to itself, which is half of a 2-core machine)
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contract',
          isolate: false,
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...SCHEDULE_TEST_ZONES.map((zone) => ({
        test: {
          name: `contract TZ=${zone}`,
          isolate: false,
          root: 'packages/contract',
          include: ['src/schedule/**/*.test.ts'],
          environment: 'node',
          env: { TZ: zone },
        },
      })),
      ...jsdom('slides', 'packages', ['slides/src/**/*.test.{ts,tsx}', 'fonts/src/**/*.test.{ts,tsx}']),
      server('server', { TEST_DB: 'pglite' }, ['src/**/*.postgres.test.ts']),
      // the embedded database's folder lock and the first start on it are PGlite's alone
      ...(process.env.TEST_DATABASE_URL
        ? [
            server('server-postgres', { TEST_DB: 'postgres' }, [
              'src/platform/db/lock.test.ts',
              'src/main.test.ts',
            ]),
          ]
        : []),
      ...jsdom('web', 'apps/web', ['src/**/*.test.{ts,tsx}'], WEB_ALIAS),
      ...jsdom('player', 'apps/player', ['src/**/*.test.{ts,tsx}']),
    ],
  },
});
