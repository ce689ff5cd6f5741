import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedImage } from '../platform/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a file holding the data folder of a freshly migrated in-memory database */
    databaseImage: string;
  }
}

/**
 * Runs once per test run: migrates one in-memory database and keeps its data folder in a file, so
 * every test app starts from a copy instead of creating and migrating a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'placard-db-image-'));
  const file = path.join(dir, 'migrated.tar');
  const image = await migratedImage();
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('databaseImage', file);
  return () => rm(dir, { recursive: true, force: true });
}
