import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedImage, openDatabase } from '../platform/db/client.js';
import { adminQuery, databaseUrl } from './postgres-admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a file holding the data folder of a freshly migrated in-memory database (PGlite runs) */
    databaseImage: string;
    /** a migrated PostgreSQL database each test database is created from (PostgreSQL runs) */
    databaseTemplate: string;
  }
}

/** Migrates one PostgreSQL database to copy with `create database … template …`; answers how to drop it. */
async function migratedTemplate(project: TestProject): Promise<() => Promise<void>> {
  const name = `placard_template_${process.pid}_${Date.now()}`;
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(name) });
  await database.close();
  project.provide('databaseTemplate', name);
  return () => adminQuery(`drop database if exists ${name} with (force)`);
}

/**
 * Runs once per test run: migrates one database that every test database starts from, instead of
 * creating and migrating a database of its own. On PGlite its data folder is kept in a file; on
 * PostgreSQL it is a template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DB === 'postgres') return migratedTemplate(project);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'placard-db-image-'));
  const file = path.join(dir, 'migrated.tar');
  const image = await migratedImage();
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('databaseImage', file);
  return () => rm(dir, { recursive: true, force: true });
}
