import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { ZConfig, type Config } from '../config.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';

let databases = 0;

/** A new PostgreSQL database, copied from the run's migrated template (named within 63 characters). */
async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  databases += 1;
  const name = `placard_test_${inject('testRun')}_${process.pid}_${databases}`;
  await adminQuery(`create database ${name} template ${inject('databaseTemplate')}`);
  return {
    url: databaseUrl(name),
    drop: async () => void (await adminQuery(`drop database if exists ${name} with (force)`)),
  };
}

let migratedDatabase: Promise<Blob> | undefined;

/** The migrated database image the run's setup made (read once per test file). */
function databaseImage(): Promise<Blob> {
  migratedDatabase ??= readFile(inject('databaseImage')).then((bytes) => new Blob([bytes]));
  return migratedDatabase;
}

export type TestEnvironment = {
  config: Config;
  /** what an in-memory database starts from (PGlite runs) */
  databaseImage?: Blob;
  /** drops the database and removes the data folder */
  close: () => Promise<void>;
};

/**
 * The configuration of a test server on a fresh database: in-memory PGlite, or a new PostgreSQL
 * database when the suite runs with TEST_DB=postgres. Data (media, mail outbox) goes to a temporary
 * folder.
 */
export async function testEnvironment(env: Record<string, string> = {}): Promise<TestEnvironment> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `placard-test-${inject('testRun')}-`));
  const database = process.env.TEST_DB === 'postgres' ? await freshPostgresDatabase() : undefined;
  const config = ZConfig.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? 'memory://',
    PUBLIC_URL: 'http://placard.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // every test logs in from one address, often many users at one moment of a stopped clock
    RATE_LIMIT_LOGIN_ADDRESS_MAX: '10000',
    ...env,
  });
  return {
    config,
    ...(database ? {} : { databaseImage: await databaseImage() }),
    close: async () => {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
