// Placard benchmark: the session check against the health check (the baseline), measured in one run.
// Prints requests/s, p99 latency, their ratio, and the server's peak memory.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'placard-bench-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
    RATE_LIMIT_LOGIN_MAX: '100000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

const credentials = await new Promise((resolve, reject) => {
  let buffer = '';
  server.stdout.on('data', (chunk) => {
    buffer += chunk;
    const login = /Owner login: (\S+) \/ (\S+)/.exec(buffer);
    if (login && buffer.includes('Placard is ready')) resolve({ email: login[1], password: login[2] });
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(credentials),
});
const { sessionKey } = await login.json();
if (!sessionKey) throw new Error('bench login failed');

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${options.path}`, connections: CONNECTIONS, duration: DURATION, ...options },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              title,
              rps: result.requests.average,
              p99: result.latency.p99,
              errors: result.non2xx + result.errors,
            }),
    );
  });
}

const peakRssMb = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

try {
  await run('warm-up', { path: '/api/health', duration: 2 });
  const health = await run('GET /api/health (baseline)', { path: '/api/health' });
  const check = await run('POST /api/auth/check (valid session)', {
    path: '/api/auth/check',
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `sessionKey=${sessionKey}` },
    body: JSON.stringify({ role: 'owner', path: '/home' }),
  });
  for (const r of [health, check]) {
    console.log(
      `${r.title.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   non-2xx ${r.errors}`,
    );
  }
  console.log(
    `auth/check vs health: throughput ratio ${(check.rps / health.rps).toFixed(2)}, p99 ratio ${(check.p99 / Math.max(health.p99, 1)).toFixed(2)}`,
  );
  console.log(`server peak memory (VmHWM): ${peakRssMb().toFixed(0)} MB`);
  if (health.errors > 0 || check.errors > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
