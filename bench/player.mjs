// Player protocol benchmark, each figure against a baseline measured in the same run:
// - a screen revalidating its manifest with If-None-Match (answered 304), and fetching it whole,
//   against GET /api/health;
// - 2,000 players on WebSockets to one server process: the time from publishing (or assigning) a
//   playlist they all play through one group entry until each player received its 'content' push
//   (p50/p99 over several publishes), against one HTTP round trip; and the server's memory per
//   connected player (its RSS after connecting them minus before).
// Runs on PostgreSQL (a fresh database) when BENCH_POSTGRES_URL, DATABASE_URL or TEST_DATABASE_URL is
// set, else on the embedded database. BENCH_PLAYERS and BENCH_PUBLISHES change the sizes.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CONNECTIONS, DURATION, load, percentile, ratio, row } from './load.mjs';
import { call, connectPlayers, PLAYERS, postgresUrl, sleep, withScreens } from './players.mjs';

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 5);
const SLIDES = 4;
const ROUND_TIMEOUT_MS = 30_000;

/** The server runs with bench/player-gc.mjs, so the benchmark can settle its memory before reading it. */
const GC_OPTIONS = `--expose-gc --import=${new URL('./player-gc.mjs', import.meta.url).href}`;

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
  const sockets = await connectPlayers(server, screens.players, (index, message) => {
    if (round.started === 0 || round.reached[index] || message.type !== 'content') return;
    round.reached[index] = 1;
    round.latencies.push(performance.now() - round.started);
  });
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

async function measureOn({ server, session, screens }, label) {
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
}

export async function measurePlayer() {
  const postgres = postgresUrl();
  await withScreens({ postgres, purpose: 'player', env: { NODE_OPTIONS: GC_OPTIONS } }, (seeded) =>
    measureOn(seeded, postgres ? 'PostgreSQL' : 'embedded database (PGlite)'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await measurePlayer();
