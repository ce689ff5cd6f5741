// Player protocol benchmark, each figure against a baseline measured in the same run:
// - a screen revalidating its manifest with If-None-Match (answered 304), and fetching it whole,
//   against GET /api/health;
// - 2,000 players on WebSockets to one server process: the time from publishing (or assigning) a
//   playlist they all play through one group entry until each player received its 'content' push
//   (p50/p99 over several publishes), against one HTTP round trip; and the server's memory per
//   connected player (its RSS after connecting them minus before).
// Runs on PostgreSQL (a fresh database) when BENCH_POSTGRES_URL, DATABASE_URL or TEST_DATABASE_URL is
// set, else on the embedded database. BENCH_PLAYERS and BENCH_PUBLISHES change the sizes.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { seedPgliteWith, seedPostgresWith, startServer } from './server.mjs';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2000);
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 5);
const SLIDES = 4;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Sockets opened at once while connecting the players. */
const CONNECT_BATCH = 100;
const ROUND_TIMEOUT_MS = 30_000;

/** The server runs with bench/player-gc.mjs, so the benchmark can settle its memory before reading it. */
const GC_OPTIONS = `--expose-gc --import=${new URL('./player-gc.mjs', import.meta.url).href}`;

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const token = () => randomBytes(32).toString('base64url');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The screens, written while the server is down: one for the manifest, PLAYERS in one group. */
async function seedScreens(query) {
  const [{ id: organizationId }] = (
    await query('select id from organizations where parent_organization_id is null order by id limit 1')
  ).rows;
  const [{ id: groupId }] = (
    await query(
      `insert into device_groups (organization_id, name, created_at, updated_at)
       values ($1, 'Bench screens', now(), now()) returning id`,
      [organizationId],
    )
  ).rows;
  const players = Array.from({ length: PLAYERS }, () => token());
  const single = token();
  const insert = (tokens, group) =>
    query(
      `insert into devices (organization_id, device_key, token_hash, group_id, timezone, created_at, updated_at)
       select $1, k, h, $2, 'UTC', now(), now() from unnest($3::text[], $4::text[]) as t(k, h)
       returning device_key`,
      [organizationId, group, tokens.map(() => randomBytes(16).toString('base64url')), tokens.map(sha256)],
    );
  await insert(players, groupId);
  const [{ device_key: singleKey }] = (await insert([single], null)).rows;
  return { groupId, players, single: { token: single, deviceKey: singleKey } };
}

const seedPglite = (dataDir) => seedPgliteWith(dataDir, seedScreens);
const seedPostgres = (url) => seedPostgresWith(url, seedScreens);

async function call(server, session, url, body) {
  const response = await fetch(`${server.base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...session },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function login(server) {
  const { sessionKey } = await call(server, {}, '/auth/login', server.credentials);
  if (!sessionKey) throw new Error('bench login failed');
  return { cookie: `sessionKey=${sessionKey}` };
}

function load(base, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${options.path}`, connections: CONNECTIONS, duration: DURATION, ...options },
      (error, r) => {
        if (error) return reject(error);
        const expected = options.expect ?? '2xx';
        resolve({
          rps: r.requests.average,
          p99: r.latency.p99,
          errors: r.errors + r.timeouts + r.requests.total - r[expected],
        });
      },
    );
  });
}

const row = (name, r) =>
  `  ${name.padEnd(52)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   unexpected ${r.errors}`;
const ratio = (r, baseline) =>
  `throughput ${(r.rps / baseline.rps).toFixed(2)}×, p99 ${(r.p99 / Math.max(baseline.p99, 1)).toFixed(1)}× the baseline`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measureManifest(server, session, screens, playlistId) {
  await call(server, session, '/playlist/assignToDevice', {
    deviceKey: screens.single.deviceKey,
    playlistId,
  });
  const auth = { authorization: `Device ${screens.single.token}` };
  const first = await fetch(`${server.base}/api/player/manifest`, { headers: auth });
  if (first.status !== 200) throw new Error(`manifest: ${first.status} ${await first.text()}`);
  const etag = first.headers.get('etag');
  const size = (await first.text()).length;
  await load(server.base, { path: '/api/health', duration: 2 });
  const health = await load(server.base, { path: '/api/health' });
  const revalidated = await load(server.base, {
    path: '/api/player/manifest',
    headers: { ...auth, 'if-none-match': etag },
    expect: '3xx',
  });
  const whole = await load(server.base, {
    path: '/api/player/manifest',
    headers: { ...auth, 'accept-encoding': 'gzip' },
  });
  console.log(`  ${CONNECTIONS} connections, ${DURATION} s each:`);
  console.log(row('GET /api/health (baseline)', health));
  console.log(
    row('GET /api/player/manifest, If-None-Match → 304', revalidated),
    `\n    ${ratio(revalidated, health)}`,
  );
  console.log(
    row(`GET /api/player/manifest → 200 (${(size / 1024).toFixed(1)} KB, gzip)`, whole),
    `\n    ${ratio(whole, health)}`,
  );
  return [health, revalidated, whole].some((r) => r.errors > 0);
}

/** Opens the players' sockets, CONNECT_BATCH at a time; each notes when a round's push reached it. */
async function connectPlayers(server, tokens, round) {
  const sockets = [];
  const wsBase = server.base.replace(/^http/, 'ws');
  for (let start = 0; start < tokens.length; start += CONNECT_BATCH) {
    const batch = tokens.slice(start, start + CONNECT_BATCH).map(
      (playerToken, offset) =>
        new Promise((resolve, reject) => {
          const index = start + offset;
          const socket = new WebSocket(`${wsBase}/api/player/socket?token=${playerToken}`);
          socket.on('message', (data) => {
            if (round.started === 0 || round.reached[index]) return;
            if (JSON.parse(data.toString()).type !== 'content') return;
            round.reached[index] = 1;
            round.latencies.push(performance.now() - round.started);
          });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** The server's RSS and live memory (JS heap and buffers) in MB, after a full garbage collection. */
async function settledMemory(server) {
  const report = path.join(server.dataDir, 'memory.json');
  rmSync(report, { force: true });
  await sleep(500);
  process.kill(server.pid, 'SIGUSR2');
  while (!existsSync(report)) await sleep(50);
  await sleep(500);
  const usage = JSON.parse(readFileSync(report, 'utf8'));
  return { rss: server.rssMb(), live: (usage.heapUsed + usage.external) / 1024 / 1024 };
}

/** Runs `change` and waits until every player received a 'content' push; answers the latencies (ms). */
async function pushRound(round, change) {
  round.reached.fill(0);
  round.latencies = [];
  round.started = performance.now();
  await change();
  const until = Date.now() + ROUND_TIMEOUT_MS;
  while (round.latencies.length < round.reached.length && Date.now() < until) await sleep(5);
  round.started = 0;
  return round.latencies;
}

async function measurePushes(server, session, screens, playlistId) {
  const round = { started: 0, reached: new Uint8Array(PLAYERS), latencies: [] };
  const before = await settledMemory(server);
  const started = performance.now();
  const sockets = await connectPlayers(server, screens.players, round);
  const connectSeconds = (performance.now() - started) / 1000;
  const after = await settledMemory(server);
  // one HTTP round trip, the floor of publish→receipt
  const single = await load(server.base, { path: '/api/health', connections: 1, duration: 3 });

  const latencies = [];
  let missing = 0;
  const rounds = [
    [
      'assign',
      () => call(server, session, '/playlist/assignToGroup', { groupId: screens.groupId, playlistId }),
    ],
    ...Array.from({ length: PUBLISHES }, () => [
      'publish',
      () => call(server, session, '/playlist/publish', { playlistId }),
    ]),
  ];
  for (const [, change] of rounds) {
    const reached = await pushRound(round, change);
    missing += PLAYERS - reached.length;
    latencies.push(...reached);
    await sleep(300);
  }
  for (const socket of sockets) socket.terminate();

  const sorted = latencies.sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const trip = Math.max(single.p99, 1);
  console.log(`  ${PLAYERS} players on WebSockets (connected in ${connectSeconds.toFixed(1)} s):`);
  console.log(row('GET /api/health, one connection (a round trip)', single));
  console.log(
    `  publish → 'content' at every player (${rounds.length} rounds: one assignment, ${PUBLISHES} publishes)`,
  );
  console.log(
    `    p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms; ` +
      `p99 ${(p99 / trip).toFixed(0)}× a round trip's p99; pushes missing ${missing}`,
  );
  const perPlayer = (field) => `${(((after[field] - before[field]) * 1024) / PLAYERS).toFixed(1)} KB`;
  console.log(
    `  server RSS ${before.rss.toFixed(0)} MB before, ${after.rss.toFixed(0)} MB with the players: ` +
      `${perPlayer('rss')} per connected player (live JS heap and buffers: ${perPlayer('live')})`,
  );
  return missing > 0 || single.errors > 0;
}

async function measureOn(label, databaseEnv, seed) {
  const env = { ...databaseEnv, NODE_OPTIONS: GC_OPTIONS };
  const first = await startServer(env);
  await first.stop(true);
  const screens = await seed(first.dataDir);
  const server = await startServer(env, first.dataDir);
  server.credentials = first.credentials;
  try {
    const session = await login(server);
    const { id: playlistId } = await call(server, session, '/playlist/create', {
      name: 'Bench screens',
      aspectType: '16:9',
    });
    for (let slide = 1; slide < SLIDES; slide += 1)
      await call(server, session, '/playlist/slide/create', { playlistId });
    await call(server, session, '/playlist/publish', { playlistId });
    console.log(`Player protocol, ${label}: a published playlist of ${SLIDES} slides`);
    // the sockets first, on a server not yet loaded by the HTTP measurements (their garbage would blur its memory)
    const pushFailed = await measurePushes(server, session, screens, playlistId);
    const manifestFailed = await measureManifest(server, session, screens, playlistId);
    if (manifestFailed || pushFailed) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

export async function measurePlayer() {
  const url = process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    await measureOn('embedded database (PGlite)', {}, seedPglite);
    return;
  }
  // a database of its own, dropped afterwards
  const name = `placard_bench_player_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await measureOn('PostgreSQL', { DATABASE_URL: target.toString() }, () => seedPostgres(target.toString()));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measurePlayer();
