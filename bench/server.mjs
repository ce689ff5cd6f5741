// Starts the built Placard server for a benchmark, on a free port with its own data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const memoryField = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;

/** Starts the built server and answers its address and, on a new database, the root owner's login. */
export async function startServer(env, dataDir = mkdtempSync(path.join(os.tmpdir(), 'placard-bench-'))) {
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_PRETTY: 'false',
      RATE_LIMIT_LOGIN_MAX: '100000',
      RATE_LIMIT_LOGIN_ADDRESS_MAX: '100000',
      RATE_LIMIT_LOGIN_ACCOUNT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const credentials = await new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      if (!buffer.includes('Placard is ready')) return;
      const email = /E-mail: +(\S+)/.exec(buffer);
      const password = /Password: +(\S+)/.exec(buffer);
      resolve(email && password ? { email: email[1], password: password[1] } : null);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    credentials,
    peakRssMb: () => memoryField(child.pid, 'VmHWM'),
    rssMb: () => memoryField(child.pid, 'VmRSS'),
    dataDir,
    /** stops the server; its data stays when `keep` is set */
    stop: async (keep = false) => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the server on a new database to create its root owner, stops it, runs seed(dataDir) while no
 * server holds the database, and starts it again: answers the server (with the owner's credentials) and
 * what seed answered.
 */
export async function startSeeded(env, seed) {
  const first = await startServer(env);
  await first.stop(true);
  const seeded = await seed(first.dataDir);
  const server = await startServer(env, first.dataDir);
  server.credentials = first.credentials;
  return { server, seeded };
}

/** Runs work(url) on a new database of the PostgreSQL server at url, named for `purpose`, dropped afterwards. */
export async function withFreshPostgres(url, purpose, work) {
  const { default: pg } = await import('pg');
  const name = `placard_bench_${purpose}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    return await work(target.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Runs seed(query) on the embedded database in dataDir (while no server holds it). */
export async function seedPgliteWith(dataDir, seed) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'db'));
  try {
    return await seed((sql, params) => db.query(sql, params));
  } finally {
    await db.close();
  }
}

/** Runs seed(query) on the PostgreSQL database at url. */
export async function seedPostgresWith(url, seed) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await seed((sql, params) => client.query(sql, params));
  } finally {
    await client.end();
  }
}
