import { randomInt } from 'node:crypto';
import {
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_MS,
  type TPairingStarted,
  type TPairingStatus,
} from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { randomKey, safeEqual, sha256 } from '../../platform/crypto.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  collectPairing,
  deleteStalePairings,
  findPairing,
  insertPairing,
  liveCodes,
  setDeviceToken,
} from './player.repository.js';
import { deviceError } from './devices.errors.js';

const CODE_SPACE = 10 ** PAIRING_CODE_LENGTH;
/** Random tries before looking at every code (only when most codes are taken). */
const RANDOM_TRIES = 32;
/** Pairings are forgotten a day after they were made. */
const PAIRING_KEPT_MS = 86_400_000;
/** When every code is taken, a screen asks again after this long. */
const NO_CODE_RETRY_SECONDS = 30;

const formatCode = (value: number) => String(value).padStart(PAIRING_CODE_LENGTH, '0');

/** A random code no live pairing shows, or null when every code is taken. */
export function pickFreeCode(
  taken: ReadonlySet<string>,
  random: (max: number) => number = randomInt,
): string | null {
  if (taken.size >= CODE_SPACE) return null;
  for (let attempt = 0; attempt < RANDOM_TRIES; attempt++) {
    const code = formatCode(random(CODE_SPACE));
    if (!taken.has(code)) return code;
  }
  const free: string[] = [];
  for (let value = 0; value < CODE_SPACE; value++) {
    const code = formatCode(value);
    if (!taken.has(code)) free.push(code);
  }
  return free.length === 0 ? null : (free[random(free.length)] ?? null);
}

/**
 * POST /player/pair: a screen asks to be added. It gets a 4-digit code no other waiting screen shows,
 * and a secret that proves its later status requests (only the secret's SHA-256 is kept).
 */
export async function startPairing(deps: Deps): Promise<TPairingStarted> {
  const now = deps.now();
  const id = randomKey(16);
  const secret = randomKey();
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS);
  const code = await inTransaction(deps, async (tx) => {
    await lockUntilCommit(tx.db, 'pairingCodes');
    await deleteStalePairings(tx.db, new Date(now.getTime() - PAIRING_KEPT_MS));
    const free = pickFreeCode(await liveCodes(tx.db, now));
    if (free === null) return null;
    await insertPairing(tx.db, { id, code: free, secretHash: sha256(secret), expiresAt, createdAt: now });
    return free;
  });
  if (code === null) {
    deps.log.warn('every pairing code is in use');
    throw deviceError('DEVICE_PAIRING_FAILED', { status: 503, retryAfterSeconds: NO_CODE_RETRY_SECONDS });
  }
  return { pairingId: id, code, secret, expiresAt: expiresAt.toISOString() };
}

/**
 * POST /player/pair/status: waiting, expired, or paired. The first status after a user accepted the
 * code hands the screen its device token (256 random bits; only its SHA-256 is kept) and spends the
 * pairing, so the token is handed out once. An unknown pairing or a wrong secret is 404.
 */
export async function pairingStatus(
  deps: Deps,
  request: { pairingId: string; secret: string },
): Promise<TPairingStatus> {
  const now = deps.now();
  const pairing = await findPairing(deps.db, request.pairingId);
  if (!pairing || !safeEqual(pairing.secretHash, sha256(request.secret))) throw new AppError('NOT_FOUND');
  if (pairing.collectedAt) return { state: 'expired' };
  const deviceId = pairing.deviceId;
  if (deviceId === null) {
    if (pairing.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
    return { state: 'waiting', expiresAt: pairing.expiresAt.toISOString() };
  }
  return inTransaction(deps, async (tx): Promise<TPairingStatus> => {
    if (!(await collectPairing(tx.db, pairing.id, now))) return { state: 'expired' };
    const token = randomKey();
    const deviceKey = await setDeviceToken(tx.db, deviceId, sha256(token), now);
    if (!deviceKey) return { state: 'expired' };
    return { state: 'paired', deviceKey, token };
  });
}
