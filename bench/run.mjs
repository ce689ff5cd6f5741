// Placard benchmark, measured in one run against the health check (the baseline), on the embedded
// database and, when BENCH_POSTGRES_URL is set, on PostgreSQL too:
// - the session check;
// - the organization tree, sub-organization search and direct children with 5,000 organizations
//   nested 6 deep below the root.
// - media: a 245 MB video upload against copying the file on disk, and a 24-megapixel JPEG's
//   thumbnail against decoding it (bench/media.mjs).
// - the slide editor: frames per second while dragging one of 300 elements against the page's own frame
//   rate, and undoing and redoing 1,000 steps against making them (bench/editor.mjs).
// - the player protocol: manifest revalidation (304) against the health check, and 2,000 players on
//   WebSockets: publish→push latency and the server's memory per player (bench/player.mjs).
// - emergency alerts: 2,000 connected players, each answering an activation's push with its receipt
//   ('alertShown'): the time from the activation request until each player got the push and until the
//   server recorded every receipt (p50/p99 over several activations, and how many are missing), against
//   one HTTP round trip; on the embedded database and on PostgreSQL when set (bench/alerts.mjs).
// - widgets: one refresh cycle of 1,000 distinct news sources against a local news site, against the
//   bench reading the same feeds; and 2,000 players showing a menu whose price changes: the time until
//   each got its push and read the new price, against one HTTP round trip (bench/widgets.mjs).
// Prints requests/s, p99 latency, their ratio to the baseline, and the server's peak memory.
import { measureAlerts } from './alerts.mjs';
import { measureEditor } from './editor.mjs';
import { CONNECTIONS, DURATION, load, ratio, row } from './load.mjs';
import { measureMedia } from './media.mjs';
import { measurePlayer } from './player.mjs';
import { measureWidgets } from './widgets.mjs';
import { seedPgliteWith, seedPostgresWith, startSeeded, withFreshPostgres } from './server.mjs';

const TREE_SIZE = Number(process.env.BENCH_ORGANIZATIONS ?? 5000);
const TREE_DEPTH = 6;
const BRANCHING = 4;

/**
 * Seeds the organization tree level by level below the root, each with a licence: 4 children per
 * organization over 6 levels, the last level cut so the total is TREE_SIZE.
 */
async function seedTree(query) {
  const [{ id: rootId }] = (
    await query('select id from organizations where parent_organization_id is null order by id limit 1')
  ).rows;
  let parents = [rootId];
  let total = 0;
  for (let level = 1; level <= TREE_DEPTH && total < TREE_SIZE; level += 1) {
    const room = TREE_SIZE - total;
    const { rows } = await query(
      `insert into organizations (name, parent_organization_id, city, state, country)
       select 'Org L${level} ' || p.id || '-' || g, p.id, 'Malmö', 'Skåne', 'SE'
       from unnest($1::int[]) as p(id), generate_series(1, ${BRANCHING}) g
       order by p.id, g limit ${room}
       returning id`,
      [parents],
    );
    parents = rows.map((row) => row.id);
    total += rows.length;
  }
  await query(
    `insert into licenses (organization_id, package, num_devices, num_users, validity_days, validity_expires_at, features)
     select id, 'location_1y', 10, 10, 365, now() + interval '365 days', '{}'::jsonb
     from organizations where parent_organization_id is not null
     on conflict do nothing`,
  );
  return { rootId, total };
}

const seedPglite = (dataDir) => seedPgliteWith(dataDir, seedTree);
const seedPostgres = (url) => seedPostgresWith(url, seedTree);

async function measure(label, env, seed) {
  const { server, seeded: tree } = await startSeeded(env, seed);
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.credentials),
    });
    const { sessionKey } = await login.json();
    if (!sessionKey) throw new Error('bench login failed');
    const session = { cookie: `sessionKey=${sessionKey}` };
    // one caller at a time: the latency of one call, not of a queue behind it
    const get = (urlPath) => load(server.base, { path: urlPath, headers: session, connections: 1 });
    await load(server.base, { path: '/api/health', duration: 2 });
    const health = await load(server.base, { path: '/api/health' });
    const check = await load(server.base, {
      path: '/api/auth/check',
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session },
      body: JSON.stringify({ role: 'owner', path: '/home' }),
    });
    const single = await load(server.base, { path: '/api/health', connections: 1 });
    const base = `/api/organizations/${tree.rootId}`;
    const whole = await get(`${base}/allsuborganizations`);
    const search = await get(`${base}/suborganizations?q=${encodeURIComponent('L6 10')}`);
    const children = await get(`${base}/suborganizations`);
    console.log(`${label}: ${tree.total} organizations below the root, ${TREE_DEPTH} levels`);
    console.log(`  ${CONNECTIONS} connections:`);
    console.log(row('GET /api/health (baseline)', health));
    console.log(row('POST /api/auth/check (valid session)', check), `\n    ${ratio(check, health)}`);
    console.log('  one connection (the time of one call, not of a queue behind it):');
    console.log(row('GET /api/health (baseline)', single));
    console.log(row(`GET allsuborganizations (${tree.total} rows)`, whole), `\n    ${ratio(whole, single)}`);
    console.log(
      row('GET suborganizations?q= (search at every level)', search),
      `\n    ${ratio(search, single)}`,
    );
    console.log(row('GET suborganizations (direct children)', children), `\n    ${ratio(children, single)}`);
    console.log(`  server peak memory (VmHWM): ${server.peakRssMb().toFixed(0)} MB`);
    if ([health, check, single, whole, search, children].some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

console.log(`${CONNECTIONS} connections, ${DURATION} s per measurement`);
await measure('Embedded database (PGlite)', {}, seedPglite);
if (process.env.BENCH_POSTGRES_URL) {
  await withFreshPostgres(process.env.BENCH_POSTGRES_URL, 'organizations', (url) =>
    measure('PostgreSQL', { DATABASE_URL: url }, () => seedPostgres(url)),
  );
}

await measureMedia();
await measurePlayer();
await measureAlerts();
await measureWidgets();
await measureEditor();
