import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * What a transaction-scoped advisory lock serializes, one number per kind so kinds never collide.
 * Changes that check a count or a shape and then write take one of these first.
 */
const LOCKS = {
  /** one organization's users (the licence's user limit is counted under it) */
  organizationUsers: 1_001,
  /** the impersonation requests one organization sends */
  impersonationRequests: 1_002,
  /** the shape of the organization tree (two moves cannot form a cycle) */
  organizationTree: 1_003,
  /** collation of one e-mail domain */
  collationDomain: 1_004,
  /** one stored blob: who refers to it is counted under this before it is removed */
  mediaBlob: 1_005,
  /** one organization's library folders (sibling names are unique) */
  libraryFolders: 1_006,
  /** one organization's playlist and template names (unique in their place) */
  playlistNames: 1_007,
  /** one organization's screens (the licence's device and interactive limits are counted under it) */
  organizationDevices: 1_008,
  /** the shape of one organization's device group tree (sibling names, moves, depth) */
  deviceGroups: 1_009,
  /** the 4-digit codes of screens waiting to be added (a live code is given to one screen only) */
  pairingCodes: 1_010,
  /** one organization's alert names (unique, case aside) */
  alertNames: 1_011,
  /** one organization's integration names (unique, case aside) */
  integrationNames: 1_012,
  /** one organization's menu names (unique, case aside) */
  menuNames: 1_013,
  /** one organization's saved palette colours (counted against the palette's limit) */
  paletteColors: 1_014,
} as const;

export type LockKind = keyof typeof LOCKS;

/** Holds a lock until the transaction ends; the key is an id, or a text hashed by PostgreSQL. */
export async function lockUntilCommit(db: Database, kind: LockKind, key: number | string = 0): Promise<void> {
  const value = typeof key === 'number' ? sql`${key}::int` : sql`hashtext(${key})`;
  await db.execute(sql`select pg_advisory_xact_lock(${LOCKS[kind]}::int, ${value})`);
}
