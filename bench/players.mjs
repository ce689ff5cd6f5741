// The screens of the player and alerts benchmarks: PLAYERS screens in one group (and one on its own),
// seeded on the embedded database or on a fresh PostgreSQL database, the server started on them, the
// owner's API calls, and the players connected on WebSockets.
import { createHash, randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { seedPgliteWith, seedPostgresWith, startSeeded, withFreshPostgres } from './server.mjs';

export const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2000);
/** Sockets opened at once while connecting the players. */
const CONNECT_BATCH = 100;

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const token = () => randomBytes(32).toString('base64url');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The PostgreSQL server to measure on, when one is set. */
export const postgresUrl = () =>
  process.env.BENCH_POSTGRES_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** The screens, written while the server is down: one on its own, PLAYERS in one group. */
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

/** A POST to the API as `session`; anything but 200 throws. */
export async function call(server, session, url, body) {
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

async function onSeededServer(env, seed, work) {
  const { server, seeded: screens } = await startSeeded(env, seed);
  try {
    const session = await login(server);
    return await work({ server, session, screens });
  } finally {
    await server.stop();
  }
}

/**
 * Seeds the screens on a new database, starts the server (with `env`) on them, signs its owner in and
 * runs work({ server, session, screens }). The database is embedded, or a fresh one of the PostgreSQL
 * server at `postgres` (named for `purpose`, dropped afterwards).
 */
export function withScreens({ postgres, purpose, env = {} }, work) {
  if (!postgres) return onSeededServer(env, (dataDir) => seedPgliteWith(dataDir, seedScreens), work);
  return withFreshPostgres(postgres, purpose, (url) =>
    onSeededServer({ ...env, DATABASE_URL: url }, () => seedPostgresWith(url, seedScreens), work),
  );
}

/**
 * Opens the players' sockets, CONNECT_BATCH at a time; onMessage(index, message, socket) gets each
 * message (parsed) the player at `index` receives.
 */
export async function connectPlayers(server, tokens, onMessage) {
  const sockets = [];
  const wsBase = server.base.replace(/^http/, 'ws');
  for (let start = 0; start < tokens.length; start += CONNECT_BATCH) {
    const batch = tokens.slice(start, start + CONNECT_BATCH).map(
      (playerToken, offset) =>
        new Promise((resolve, reject) => {
          const index = start + offset;
          const socket = new WebSocket(`${wsBase}/api/player/socket?token=${playerToken}`);
          socket.on('message', (data) => onMessage(index, JSON.parse(data.toString()), socket));
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}
