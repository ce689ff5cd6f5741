import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  ZDeviceAccepted,
  ZPairingStarted,
  ZPairingStatus,
  type THeartbeat,
  type TPairingStarted,
  type TPlayerPush,
} from '@placard/contract';
import { sha256 } from '../platform/crypto.js';
import type { Deps } from '../platform/deps.js';
import { PLAYER_CHANNEL, type PlayerEvent } from '../modules/devices/devices.push.js';
import { devicePairings, devices } from '../modules/devices/devices.table.js';
import type { LoggedIn } from './factories.js';
import { post, type TestApp } from './test-app.js';

/** The test app, or the Fastify app itself. */
export type AppLike = TestApp | FastifyInstance;
const appOf = (target: AppLike): FastifyInstance => ('inject' in target ? target : target.app);
/** The deps of an app, or of a test database (the use-case tier). */
const depsOf = (target: AppLike | { deps: Deps }): Deps => ('deps' in target ? target.deps : target.app.deps);

export type PairedDevice = { deviceKey: string; id: number; token: string };
export type PairOptions = {
  name?: string;
  timezone?: string;
  /** the organization named in the path: the session's own unless told */
  organizationId?: number;
  /** more headers for the accept call (an impersonation target) */
  headers?: Record<string, string>;
};

/** Calls /api/device/{call} as a session. */
export function deviceCall(
  target: AppLike,
  session: Pick<LoggedIn, 'cookie'>,
  call: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return post(appOf(target), `/api/device/${call}`, body, { cookie: session.cookie, ...headers });
}

/** What a screen does first: ask for a pairing code (POST /api/player/pair). */
export async function startPairing(target: AppLike): Promise<TPairingStarted> {
  const response = await post(appOf(target), '/api/player/pair', {});
  expect(response.statusCode, response.body).toBe(200);
  return ZPairingStarted.parse(response.json());
}

/** A user enters a screen's code in Add device (POST /api/device/{orgId}/accept). */
export function acceptCode(
  target: AppLike,
  session: Pick<LoggedIn, 'cookie' | 'organizationId'>,
  code: string,
  options: PairOptions = {},
): Promise<LightMyRequestResponse> {
  const body = {
    deviceId: code,
    ...(options.name === undefined ? {} : { name: options.name }),
    ...(options.timezone === undefined ? {} : { timezone: options.timezone }),
  };
  return deviceCall(
    target,
    session,
    `${options.organizationId ?? session.organizationId}/accept`,
    body,
    options.headers,
  );
}

/**
 * A screen added to the session's organization through the real protocol: the screen asks for a code,
 * the user accepts it, the screen collects its device token.
 */
export async function pairDevice(
  target: AppLike,
  session: Pick<LoggedIn, 'cookie' | 'organizationId'>,
  options: PairOptions = {},
): Promise<PairedDevice> {
  const pairing = await startPairing(target);
  const accepted = await acceptCode(target, session, pairing.code, options);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const { deviceKey, id } = ZDeviceAccepted.parse(accepted.json());
  const status = await post(appOf(target), '/api/player/pair/status', {
    pairingId: pairing.pairingId,
    secret: pairing.secret,
  });
  expect(status.statusCode, status.body).toBe(200);
  const paired = ZPairingStatus.parse(status.json());
  if (paired.state !== 'paired') throw new Error(`pairing not collected: ${status.body}`);
  expect(paired.deviceKey).toBe(deviceKey);
  return { deviceKey, id, token: paired.token };
}

/**
 * A pairing written straight to its table, as a screen's request would have made it: for codes a test
 * needs to control (expired ones, a clash). Expires PAIRING_CODE_TTL_MS after the app's now unless told.
 */
export async function seedPairing(
  target: AppLike,
  options: { code?: string; expiresAt?: Date } = {},
): Promise<{ id: string; code: string }> {
  const app = appOf(target);
  const now = app.deps.now();
  const id = randomBytes(12).toString('base64url');
  const live = await app.deps.db
    .select({ code: devicePairings.code })
    .from(devicePairings)
    .where(and(gt(devicePairings.expiresAt, now), isNull(devicePairings.deviceId)));
  const taken = new Set(live.map((row) => row.code));
  let code = options.code;
  while (code === undefined || (options.code === undefined && taken.has(code))) {
    code = String(Math.floor(Math.random() * 10_000)).padStart(PAIRING_CODE_LENGTH, '0');
  }
  await app.deps.db.insert(devicePairings).values({
    id,
    code,
    secretHash: sha256(randomBytes(16).toString('hex')),
    expiresAt: options.expiresAt ?? new Date(now.getTime() + PAIRING_CODE_TTL_MS),
    createdAt: now,
  });
  return { id, code };
}

/** A screen's heartbeat, through the player protocol (POST /api/player/heartbeat with its token). */
export function sendHeartbeat(
  target: AppLike,
  device: Pick<PairedDevice, 'token'>,
  heartbeat: Partial<THeartbeat> = {},
): Promise<LightMyRequestResponse> {
  const body: THeartbeat = {
    appVersion: '2.0.0',
    resolution: { width: 1920, height: 1080 },
    state: 'playing',
    revision: null,
    showing: null,
    ...heartbeat,
  };
  return post(appOf(target), '/api/player/heartbeat', body, { authorization: `Device ${device.token}` });
}

/** What a screen reported, written straight to its row (for states a real player reaches only slowly). */
export async function writeReport(
  target: AppLike,
  deviceId: number,
  report: Partial<typeof devices.$inferInsert>,
): Promise<void> {
  await appOf(target).deps.db.update(devices).set(report).where(eq(devices.id, deviceId));
}

/** A device's row as stored. */
export async function deviceRow(target: AppLike, deviceId: number) {
  const [row] = await appOf(target).deps.db.select().from(devices).where(eq(devices.id, deviceId));
  return row;
}

/** The pushes published to screens while watching, as every server instance receives them. */
export type PushWatch = {
  /** the push types a device received so far, in order */
  pushesTo(deviceId: number): TPlayerPush['type'][];
  /** waits (up to 5 s) until a device received a push of a type */
  waitFor(deviceId: number, type: TPlayerPush['type']): Promise<void>;
  stop(): Promise<void>;
};

export async function watchPushes(target: AppLike | { deps: Deps }): Promise<PushWatch> {
  const received: PlayerEvent[] = [];
  const stop = await depsOf(target).events.subscribe(PLAYER_CHANNEL, (payload) => {
    received.push(payload as PlayerEvent);
  });
  const pushesTo = (deviceId: number) =>
    received.filter((event) => event.deviceIds.includes(deviceId)).map((event) => event.push.type);
  return {
    pushesTo,
    async waitFor(deviceId, type) {
      const until = Date.now() + 5_000;
      while (!pushesTo(deviceId).includes(type)) {
        if (Date.now() > until) throw new Error(`device ${deviceId} received no '${type}' push`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    stop,
  };
}

/** A picture of the screen's current slide, through the player protocol (POST /api/player/thumbnail). */
export function sendThumbnail(
  target: AppLike,
  device: Pick<PairedDevice, 'token'>,
  bytes: Buffer,
  contentType = 'image/png',
): Promise<LightMyRequestResponse> {
  return appOf(target).inject({
    method: 'POST',
    url: '/api/player/thumbnail',
    payload: bytes,
    headers: { authorization: `Device ${device.token}`, 'content-type': contentType },
  });
}
