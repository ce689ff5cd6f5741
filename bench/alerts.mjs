// Emergency alert benchmark, against one HTTP round trip measured in the same run: 2,000 players on
// WebSockets in one group, targeted by an alert. Each player answers the alert's push at once with its
// receipt ('alertShown', as a screen does once it painted the alert); once every receipt is recorded the
// alert is deactivated and activated again, BENCH_ALERT_ROUNDS times. From the start of each activation
// request: when each player got the push, and when the server had recorded each receipt (seen by polling
// POST /api/alert/receipts once every player got the push, so to within one poll, never earlier), as
// p50/p99 over every player and activation, with how many pushes and receipts are missing (none should
// be). The target is a p99 under a second.
// Runs on the embedded database, then on PostgreSQL (a fresh database) when BENCH_POSTGRES_URL,
// DATABASE_URL or TEST_DATABASE_URL is set. BENCH_PLAYERS and BENCH_ALERT_ROUNDS change the sizes.
import { performance } from 'node:perf_hooks';
import { load, percentile, row } from './load.mjs';
import { call, connectPlayers, PLAYERS, postgresUrl, sleep, withScreens } from './players.mjs';

const ROUNDS = Number(process.env.BENCH_ALERT_ROUNDS ?? 5);
const ROUND_TIMEOUT_MS = 30_000;
/** How often the receipts are asked for while they come in. */
const POLL_MS = 100;

/**
 * What the players see of the activation under way: when it started (0 between activations), who got
 * its push and after how long, and how many were told it ended.
 */
const newRound = () => ({ started: 0, reached: new Uint8Array(PLAYERS), pushes: [], ended: 0 });

/** A player: answers an alert's push with its receipt at once, and notes the push's latency. */
const player = (round) => (index, message, socket) => {
  if (message.type === 'alertEnded') round.ended += 1;
  if (message.type !== 'alert') return;
  socket.send(JSON.stringify({ type: 'alertShown', alertId: message.alert.id, shownAt: Date.now() }));
  if (round.started === 0 || round.reached[index]) return;
  round.reached[index] = 1;
  round.pushes.push(performance.now() - round.started);
};

/** Polls the alert's receipts until all are shown (or the round times out); answers when each was seen. */
async function recordedReceipts(server, session, alertId, round) {
  const recorded = [];
  const until = round.started + ROUND_TIMEOUT_MS;
  while (recorded.length < PLAYERS && performance.now() < until) {
    const { receipts } = await call(server, session, '/alert/receipts', { id: alertId });
    const seenAt = performance.now() - round.started;
    const shown = receipts.filter((receipt) => receipt.status === 'shown').length;
    while (recorded.length < shown) recorded.push(seenAt);
    if (recorded.length < PLAYERS) await sleep(POLL_MS);
  }
  return recorded;
}

/** One activation until every receipt is recorded, then its deactivation until every player heard of it. */
async function activation(server, session, alertId, round) {
  round.reached.fill(0);
  round.pushes = [];
  round.ended = 0;
  round.started = performance.now();
  await call(server, session, '/alert/activate', { id: alertId });
  const requestMs = performance.now() - round.started;
  const until = round.started + ROUND_TIMEOUT_MS;
  while (round.pushes.length < PLAYERS && performance.now() < until) await sleep(5);
  const pushes = round.pushes;
  // a receipt follows its push: asked for from then on, the polls add less work beside the writes measured
  const recorded = await recordedReceipts(server, session, alertId, round);
  round.started = 0;
  await call(server, session, '/alert/deactivate', { id: alertId });
  const endsBy = performance.now() + ROUND_TIMEOUT_MS;
  while (round.ended < PLAYERS && performance.now() < endsBy) await sleep(5);
  return { requestMs, pushes, recorded };
}

const spread = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
};

async function measureOn({ server, session, screens }, label) {
  const alert = await call(server, session, '/alert/create', {
    name: 'Bench alert',
    description: 'Fire in the building',
    instructions: 'Leave by the nearest exit',
    type: 'fire',
    continuous: true,
    duration: null,
    backgroundColor: '#991B1B',
    textColor: '#FFFFFF',
    targets: { all: false, groupIds: [screens.groupId] },
  });
  const round = newRound();
  const started = performance.now();
  const sockets = await connectPlayers(server, screens.players, player(round));
  const connectSeconds = (performance.now() - started) / 1000;
  // one HTTP round trip, the floor of activation→receipt
  const single = await load(server.base, { path: '/api/health', connections: 1, duration: 3 });

  const rounds = [];
  for (let index = 0; index < ROUNDS; index += 1) {
    rounds.push(await activation(server, session, alert.id, round));
    await sleep(300);
  }
  for (const socket of sockets) socket.terminate();

  const pushes = spread(rounds.flatMap((r) => r.pushes));
  const recorded = spread(rounds.flatMap((r) => r.recorded));
  const allRecorded = rounds
    .map((r) => (r.recorded.length === PLAYERS ? `${r.recorded.at(-1).toFixed(0)} ms` : 'never'))
    .join(', ');
  const request = spread(rounds.map((r) => r.requestMs));
  const missingPushes = rounds.reduce((sum, r) => sum + PLAYERS - r.pushes.length, 0);
  const missingReceipts = rounds.reduce((sum, r) => sum + PLAYERS - r.recorded.length, 0);
  const trip = Math.max(single.p99, 1);
  const figures = ({ p50, p99, max }) =>
    `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms; ` +
    `p99 ${(p99 / trip).toFixed(0)}× a round trip's p99`;
  console.log(`Emergency alerts, ${label}: ${PLAYERS} players on WebSockets in the targeted group`);
  console.log(
    `  (connected in ${connectSeconds.toFixed(1)} s), ${ROUNDS} activations, the target a p99 under 1 s:`,
  );
  console.log(row('GET /api/health, one connection (a round trip)', single));
  console.log(`  activate → 'alert' at every player`);
  console.log(`    ${figures(pushes)}; pushes missing ${missingPushes}`);
  console.log(`  activate → 'alertShown' receipt recorded by the server (polled every ${POLL_MS} ms)`);
  console.log(`    ${figures(recorded)}; receipts missing ${missingReceipts}`);
  console.log(`    every receipt recorded, activation by activation: after ${allRecorded}`);
  console.log(
    `  the activation request itself: p50 ${request.p50.toFixed(0)} ms, max ${request.max.toFixed(0)} ms`,
  );
  if (missingPushes > 0 || missingReceipts > 0 || single.errors > 0) process.exitCode = 1;
}

export async function measureAlerts() {
  await withScreens({ purpose: 'alerts' }, (seeded) => measureOn(seeded, 'embedded database (PGlite)'));
  const postgres = postgresUrl();
  if (postgres)
    await withScreens({ postgres, purpose: 'alerts' }, (seeded) => measureOn(seeded, 'PostgreSQL'));
}

if (import.meta.url === `file://${process.argv[1]}`) await measureAlerts();
