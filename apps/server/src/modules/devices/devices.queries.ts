import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { devices, deviceGroups } from './devices.table.js';
import { deviceIdsUnderGroups } from './groups.repository.js';

/** What other modules read of screens and their groups. */

/** Which of these ids are device groups of the organization. */
export async function groupIdsOf(
  db: Database,
  organizationId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: deviceGroups.id })
    .from(deviceGroups)
    .where(and(eq(deviceGroups.organizationId, organizationId), inArray(deviceGroups.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Which of these ids are screens of the organization. */
export async function deviceIdsIn(
  db: Database,
  organizationId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.organizationId, organizationId), inArray(devices.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * Screens chosen in an organization: all of them, or those of the chosen groups (with their subgroups)
 * and the chosen screens, plus every screen of the chosen other organizations. Groups and screens of
 * another organization than `organizationId` are never chosen.
 */
export type ScreenChoice = {
  organizationId: number;
  all: boolean;
  groupIds: readonly number[];
  deviceIds: readonly number[];
  organizationIds: readonly number[];
};

/** A chosen screen, with what a receipt shows of it. */
export type ChosenScreen = {
  id: number;
  deviceKey: string;
  name: string;
  organizationId: number;
  lastSeenAt: Date | null;
};

/** The screens of a choice, by organization then name. */
export async function chosenScreens(db: Database, choice: ScreenChoice): Promise<ChosenScreen[]> {
  const inGroups = await deviceIdsUnderGroups(db, choice.groupIds);
  const ownIds = [...new Set([...inGroups, ...choice.deviceIds])];
  const conditions: SQL[] = [];
  if (choice.all) conditions.push(eq(devices.organizationId, choice.organizationId));
  else if (ownIds.length > 0) {
    // the ids as one array value: thousands of screens in a group would be as many values otherwise
    const own = and(
      eq(devices.organizationId, choice.organizationId),
      sql`${devices.id} = any(${sql.param(ownIds)}::int[])`,
    );
    if (own) conditions.push(own);
  }
  if (choice.organizationIds.length > 0) {
    conditions.push(inArray(devices.organizationId, [...choice.organizationIds]));
  }
  if (conditions.length === 0) return [];
  return db
    .select({
      id: devices.id,
      deviceKey: devices.deviceKey,
      name: devices.name,
      organizationId: devices.organizationId,
      lastSeenAt: devices.lastSeenAt,
    })
    .from(devices)
    .where(or(...conditions))
    .orderBy(asc(devices.organizationId), asc(devices.name), asc(devices.id));
}
