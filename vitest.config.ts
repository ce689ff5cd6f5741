import { defineConfig } from 'vitest/config';

/** Server tests; files named *.postgres.test.ts are about PostgreSQL itself and run only on it. */
const server = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    exclude,
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'slides',
          root: 'packages',
          include: ['slides/src/**/*.test.{ts,tsx}', 'fonts/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      server('server', { TEST_DB: 'pglite' }, ['src/**/*.postgres.test.ts']),
      ...(process.env.TEST_DATABASE_URL ? [server('server-postgres', { TEST_DB: 'postgres' })] : []),
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'player',
          root: 'apps/player',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
