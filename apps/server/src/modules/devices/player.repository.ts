import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { PlayerState } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import { devicePairings, devices } from './devices.table.js';
import { playlistIdIfExists } from '../playlists/playlists.queries.js';

export type PairingRow = typeof devicePairings.$inferSelect;

/** A screen as its token proves it. */
export type AuthenticatedDevice = { id: number; organizationId: number };

// ---- pairings ------------------------------------------------------------------------------------

/** The codes of pairings still waiting to be accepted: no other screen may show them now. */
export async function liveCodes(db: Database, now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ code: devicePairings.code })
    .from(devicePairings)
    .where(and(gt(devicePairings.expiresAt, now), isNull(devicePairings.deviceId)));
  return new Set(rows.map((row) => row.code));
}

export async function insertPairing(db: Database, values: typeof devicePairings.$inferInsert): Promise<void> {
  await db.insert(devicePairings).values(values);
}

/** Forgets pairings made before `before`: long spent or lapsed. */
export async function deleteStalePairings(db: Database, before: Date): Promise<void> {
  await db.delete(devicePairings).where(lt(devicePairings.createdAt, before));
}

export async function findPairing(db: Database, id: string): Promise<PairingRow | undefined> {
  const [row] = await db.select().from(devicePairings).where(eq(devicePairings.id, id));
  return row;
}

/** Marks an accepted pairing spent; false when another request collected it first. */
export async function collectPairing(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(devicePairings)
    .set({ collectedAt: now })
    .where(
      and(eq(devicePairings.id, id), isNotNull(devicePairings.deviceId), isNull(devicePairings.collectedAt)),
    )
    .returning({ id: devicePairings.id });
  return rows.length > 0;
}

// ---- devices -------------------------------------------------------------------------------------

/** Gives a device a new token (its hash); answers its key, or undefined when it is gone. */
export async function setDeviceToken(
  db: Database,
  deviceId: number,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(devices)
    .set({ tokenHash, updatedAt: now })
    .where(eq(devices.id, deviceId))
    .returning({ deviceKey: devices.deviceKey });
  return row?.deviceKey;
}

export async function deviceByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<AuthenticatedDevice | undefined> {
  const [row] = await db
    .select({ id: devices.id, organizationId: devices.organizationId })
    .from(devices)
    .where(eq(devices.tokenHash, tokenHash));
  return row;
}

export async function showingPlaylistOf(db: Database, deviceId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ showingPlaylistId: devices.showingPlaylistId })
    .from(devices)
    .where(eq(devices.id, deviceId));
  return row?.showingPlaylistId;
}

export type HeartbeatPatch = {
  lastSeenAt: Date;
  playerState: PlayerState;
  appVersion: string;
  userAgent: string | null;
  resolutionWidth: number;
  resolutionHeight: number;
  playedRevision: string | null;
  showingPlaylistId: number | null;
  showingSlideId: number | null;
  clockOffsetMs: number | null;
};

/** Writes what a screen reported; false when the device is gone. A playlist deleted meanwhile reads as none. */
export async function writeHeartbeat(
  db: Database,
  deviceId: number,
  patch: HeartbeatPatch,
): Promise<boolean> {
  const { showingPlaylistId, ...rest } = patch;
  const rows = await db
    .update(devices)
    .set({
      ...rest,
      showingPlaylistId: showingPlaylistId === null ? null : playlistIdIfExists(showingPlaylistId),
    })
    .where(eq(devices.id, deviceId))
    .returning({ id: devices.id });
  return rows.length > 0;
}

/** The device's thumbnail key, its row locked until the transaction ends; undefined when it is gone. */
export async function lockDeviceThumbnail(
  db: Database,
  deviceId: number,
): Promise<{ thumbnailKey: string | null } | undefined> {
  const [row] = await db
    .select({ thumbnailKey: devices.thumbnailKey })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .for('update');
  return row;
}

export async function setDeviceThumbnail(
  db: Database,
  deviceId: number,
  thumbnailKey: string,
  takenAt: Date,
): Promise<void> {
  await db.update(devices).set({ thumbnailKey, thumbnailAt: takenAt }).where(eq(devices.id, deviceId));
}
