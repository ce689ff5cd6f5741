import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths.js';
import { lockDataDir } from './lock.js';
import { createPool } from './pool.js';
import type { ListenFn } from '../events/event-bus.js';
import { pgListener } from '../events/pg-listener.js';
/**
 * A drizzle database or transaction: repositories accept either. Queries are built from each module's
 * tables (no relational query schema), so the platform knows no module.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * Where the database lives. An in-memory PGlite may start from `image`, a data folder dumped from an
 * already migrated database (tests start hundreds of databases; copying one skips creating each).
 */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null; image?: Blob } | { kind: 'postgres'; url: string };

export type DatabaseHandle = {
  db: Database;
  target: DatabaseTarget;
  /** true when this start created the database (no migration had run before) */
  isNew: boolean;
  ping(): Promise<void>;
  /**
   * Runs SQL text as the driver takes it, `$1`… standing for `values`, several statements when there are
   * none: for a library that brings its own SQL (the job queue). Outside any transaction of the app.
   */
  query: RawQuery;
  /** LISTEN on a channel: NOTIFY payloads of every connection of this database reach onPayload */
  listen: ListenFn;
  /** callback runs when listening resumed after a lost connection: notifications may have been missed */
  onListenGap(callback: () => void): void;
  close(): Promise<void>;
};

export type RawQuery = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** DATABASE_URL postgres://… uses PostgreSQL; memory:// an in-memory PGlite; otherwise PGlite in DATA_DIR/db. */
export function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  if (databaseUrl?.startsWith('postgres://') || databaseUrl?.startsWith('postgresql://')) {
    return { kind: 'postgres', url: databaseUrl };
  }
  if (databaseUrl === 'memory://') return { kind: 'pglite', dataDir: null };
  if (databaseUrl)
    throw new Error(`DATABASE_URL must start with postgres:// (got "${databaseUrl.split(':')[0]}:")`);
  return { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
}

async function hasMigrated(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  return Boolean(result.rows[0]?.present);
}

/**
 * A database started from an image is a short-lived copy holding little data (tests start hundreds):
 * small shared buffers halve the time it takes to start.
 */
const COPY_SETTINGS = ['-c', 'shared_buffers=8MB'];

/**
 * On PGlite's one connection, parameters need one statement (extended protocol) and several statements
 * no parameters (simple protocol). Text that opens a transaction itself and fails must not leave the
 * connection in it.
 */
async function pgliteQuery(client: PGlite, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) return client.query(text, values);
  try {
    return (await client.exec(text)).at(-1) ?? { rows: [] };
  } catch (error) {
    if (/^\s*begin\b/i.test(text)) await client.exec('rollback');
    throw error;
  }
}

/** Opens the database, applies the committed migrations and reports whether it was new. */
export async function openDatabase(
  target: DatabaseTarget,
  log: { warn: (details: object, message: string) => void } = { warn: () => undefined },
): Promise<DatabaseHandle> {
  const migrations = { migrationsFolder: migrationsFolder() };
  if (target.kind === 'postgres') {
    const pool = createPool(target.url, log);
    const db = drizzlePg(pool) as unknown as Database;
    try {
      const isNew = !(await hasMigrated(db));
      await migratePg(drizzlePg(pool), migrations);
      const listener = pgListener(target.url, log);
      return {
        db,
        target,
        isNew,
        ping: async () => void (await pool.query('select 1')),
        query: (text, values) => pool.query(text, values),
        listen: listener.listen,
        onListenGap: listener.onGap,
        close: async () => {
          await listener.close();
          await pool.end();
        },
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  let release: (() => Promise<void>) | undefined;
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true });
    release = await lockDataDir(target.dataDir);
  }
  try {
    const client = target.dataDir
      ? await PGlite.create(target.dataDir)
      : await PGlite.create(
          target.image
            ? { loadDataDir: target.image, startParams: [...PGlite.defaultStartParams, ...COPY_SETTINGS] }
            : {},
        );
    const pglite = drizzlePglite(client);
    const db = pglite as unknown as Database;
    const isNew = !(await hasMigrated(db));
    await migratePglite(pglite, migrations);
    return {
      db,
      target,
      isNew,
      ping: async () => void (await client.query('select 1')),
      query: (text, values) => pgliteQuery(client, text, values),
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      // in-process: a notification is never lost
      onListenGap: () => undefined,
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

/** The data folder of a freshly migrated in-memory database, as an image for `DatabaseTarget.image`. */
export async function migratedImage(): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
