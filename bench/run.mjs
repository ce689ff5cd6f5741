// Placard benchmark: the session check against the health check (the baseline), measured in one run,
// on the embedded database and, when BENCH_POSTGRES_URL is set, on PostgreSQL too.
// Prints requests/s, p99 latency, their ratio, and the server's peak memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts the built server on a new database and answers its address and the root owner's login. */
async function startServer(env) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'placard-bench-'));
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const credentials = await new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const login = /Owner login: (\S+) \/ (\S+)/.exec(buffer);
      if (login && buffer.includes('Placard is ready')) resolve({ email: login[1], password: login[2] });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  child.stdout.resume();
  return {
    base: `http://127.0.0.1:${port}`,
    credentials,
    peakRssMb: () =>
      Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function load(base, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${options.path}`, connections: CONNECTIONS, duration: DURATION, ...options },
      (error, r) =>
        error
          ? reject(error)
          : resolve({ rps: r.requests.average, p99: r.latency.p99, errors: r.non2xx + r.errors }),
    );
  });
}

async function measure(label, env) {
  const server = await startServer(env);
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.credentials),
    });
    const { sessionKey } = await login.json();
    if (!sessionKey) throw new Error('bench login failed');
    await load(server.base, { path: '/api/health', duration: 2 });
    const health = await load(server.base, { path: '/api/health' });
    const check = await load(server.base, {
      path: '/api/auth/check',
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sessionKey=${sessionKey}` },
      body: JSON.stringify({ role: 'owner', path: '/home' }),
    });
    const row = (name, r) =>
      `  ${name.padEnd(38)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.errors}`;
    console.log(
      `${label}\n${row('GET /api/health (baseline)', health)}\n${row('POST /api/auth/check (valid session)', check)}`,
    );
    console.log(
      `  auth/check vs health: throughput ratio ${(check.rps / health.rps).toFixed(2)}, p99 ratio ${(check.p99 / Math.max(health.p99, 1)).toFixed(2)}`,
    );
    console.log(`  server peak memory (VmHWM): ${server.peakRssMb().toFixed(0)} MB`);
    if (health.errors > 0 || check.errors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

/** A fresh PostgreSQL database for one measurement. */
async function withPostgres(url, work) {
  const name = `placard_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await work(target.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`${CONNECTIONS} connections, ${DURATION} s per measurement`);
await measure('Embedded database (PGlite)', {});
if (process.env.BENCH_POSTGRES_URL) {
  await withPostgres(process.env.BENCH_POSTGRES_URL, (url) => measure('PostgreSQL', { DATABASE_URL: url }));
}
