import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedImage, openDatabase } from '../platform/db/client.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** names this run's databases and data folders, so its teardown finds what was left */
    testRun: string;
    /** a file holding the data folder of a freshly migrated in-memory database (PGlite runs) */
    databaseImage: string;
    /** a migrated PostgreSQL database each test database is created from (PostgreSQL runs) */
    databaseTemplate: string;
  }
}

/** The databases of a run still there (the use-case tier keeps one per worker until the run ends). */
async function databasesOf(run: string): Promise<string[]> {
  const rows = await adminQuery<{ datname: string }>(
    'select datname from pg_database where datname like $1',
    [`placard_test_${run}_%`],
  );
  return rows.map((row) => row.datname);
}

/** Migrates one PostgreSQL database to copy with `create database … template …`; answers how to drop it. */
async function migratedTemplate(project: TestProject, run: string): Promise<() => Promise<void>> {
  const name = `placard_template_${run}`;
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name) });
  await database.close();
  project.provide('databaseTemplate', name);
  return async () => {
    for (const left of await databasesOf(run))
      await adminQuery(`drop database if exists ${left} with (force)`);
    await adminQuery(`drop database if exists ${name} with (force)`);
  };
}

/** Migrates one in-memory database and keeps its data folder in a file; answers how to remove it. */
async function migratedImageFile(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'placard-db-image-'));
  const file = path.join(dir, 'migrated.tar');
  const image = await migratedImage();
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('databaseImage', file);
  return () => rm(dir, { recursive: true, force: true });
}

/**
 * Runs once per test run: migrates one database that every test database starts from, instead of
 * creating and migrating a database of its own. On PGlite its data folder is kept in a file; on
 * PostgreSQL it is a template database. At the end it removes what the run's tests left.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = `${process.pid}_${Date.now()}`;
  project.provide('testRun', run);
  const removeDatabase =
    project.config.env.TEST_DB === 'postgres'
      ? await migratedTemplate(project, run)
      : await migratedImageFile(project);
  return async () => {
    await removeDatabase();
    const prefix = `placard-test-${run}-`;
    for (const entry of await readdir(os.tmpdir())) {
      if (entry.startsWith(prefix)) await rm(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    }
  };
}
