import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ZConfig } from '../../config.js';
import { databaseTarget, openDatabase, type DatabaseHandle } from './client.js';
import { DataDirLockedError, lockDataDir } from './lock.js';

/** Another process that takes the lock on a folder and keeps it until it is killed. */
async function processHoldingLock(dir: string): Promise<ChildProcess> {
  const lockModule = pathToFileURL(path.join(import.meta.dirname, 'lock.ts')).href;
  const script =
    `const { lockDataDir } = await import(${JSON.stringify(lockModule)});` +
    `await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout) throw new Error('the locking process has no output');
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  expect(line.toString().trim()).toBe('locked');
  return child;
}

/** Always the embedded database: the lock exists only for a PGlite data folder. */
describe('the embedded database folder', () => {
  let dir: string;
  /** a data folder created and migrated once (a PGlite start on an empty folder takes seconds) */
  let migrated: string;
  const open: DatabaseHandle[] = [];
  beforeAll(async () => {
    migrated = await mkdtemp(path.join(os.tmpdir(), 'placard-lock-migrated-'));
    const database = await openDatabase(databaseTarget(undefined, migrated));
    await database.close();
  });
  afterAll(() => rm(migrated, { recursive: true, force: true }));
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'placard-lock-'));
  });
  afterEach(async () => {
    for (const handle of open.splice(0)) await handle.close();
    await rm(dir, { recursive: true, force: true });
  });
  /** The test's folder holds a database that has been migrated, as after the app's first start. */
  const fromMigrated = () => cp(path.join(migrated, 'db'), path.join(dir, 'db'), { recursive: true });

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

  it('is taken over at once when the process holding it was killed', async () => {
    const dbDir = path.join(dir, 'db');
    const holder = await processHoldingLock(dbDir);
    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const release = await lockDataDir(dbDir);
    await release();
  });

  it('names the process that holds it while that process runs', async () => {
    const dbDir = path.join(dir, 'db');
    const holder = await processHoldingLock(dbDir);
    try {
      const refused = lockDataDir(dbDir);
      await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(refused).rejects.toThrow(`(process ${holder.pid} on ${os.hostname()})`);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
  });

  it('opens again once the first holder has closed it, keeping its data', async () => {
    await fromMigrated();
    const first = await openDatabase(databaseTarget(undefined, dir));
    await first.query('create table kept (note text)');
    await first.query("insert into kept values ('still here')");
    await first.close();

    const again = await openDatabase(databaseTarget(undefined, dir));
    open.push(again);
    expect((await again.query('select note from kept')).rows).toEqual([{ note: 'still here' }]);
    expect(again.isNew).toBe(false);
  });

  it('keeps the root organization across restarts and reveals its password only on the first start', async () => {
    await fromMigrated();
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
