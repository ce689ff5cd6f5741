import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ZConfig } from '../../config.js';
import { databaseTarget, openDatabase, type DatabaseHandle } from './client.js';
import { DataDirLockedError } from './lock.js';

/** Always the embedded database: the lock exists only for a PGlite data folder. */
describe('the embedded database folder', () => {
  let dir: string;
  const open: DatabaseHandle[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'placard-lock-'));
  });
  afterEach(async () => {
    for (const handle of open.splice(0)) await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('can be opened by only one process at a time, with a message that says why', async () => {
    const target = databaseTarget(undefined, dir);
    expect(target).toEqual({ kind: 'pglite', dataDir: path.join(dir, 'db') });
    const first = await openDatabase(target);
    open.push(first);
    expect(first.isNew).toBe(true);

    const second = openDatabase(databaseTarget(undefined, dir));
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/Another Placard process is already using the database in/);
    await expect(second).rejects.toThrow(/DATA_DIR/);
  });

  it('opens again once the first holder has closed it, keeping its data', async () => {
    const first = await openDatabase(databaseTarget(undefined, dir));
    await first.ping();
    await first.close();

    const again = await openDatabase(databaseTarget(undefined, dir));
    open.push(again);
    await again.ping();
    expect(again.isNew).toBe(false);
  });

  it('keeps the root organization across restarts and reveals its password only on the first start', async () => {
    const config = ZConfig.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LOG_PRETTY: 'false',
      DATA_DIR: dir,
      WEB_DIST_DIR: path.join(dir, 'no-web-build'),
    });
    const first = await buildApp(config);
    const credentials = first.rootCredentials;
    expect(credentials).not.toBeNull();
    await first.close();

    const second = await buildApp(config);
    try {
      expect(second.rootCredentials).toBeNull();
      const login = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: credentials?.email, password: credentials?.password },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
