import { and, desc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TManifestAlert } from '@placard/contract';
import type { Database } from '../../platform/db/client.js';
import { organizationLanguages } from '../users/users.queries.js';
import { manifestAlert } from './alerts.present.js';
import { alerts } from './alerts.table.js';

/** What other modules read of alerts: the alerts a screen shows now (its manifest). */

/** A screen as alerts target it: its organization, and its group with the groups above it. */
export type AlertScreen = { deviceId: number; organizationId: number; groupIds: readonly number[] };

const intArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Alerts active at `now`: activated, not deactivated, not past their end. */
export function activeAt(now: Date): SQL | undefined {
  return and(
    isNotNull(alerts.activatedAt),
    isNull(alerts.deactivatedAt),
    or(isNull(alerts.endsAt), gt(alerts.endsAt, now)),
  );
}

/**
 * Alerts that target a screen: those of its organization naming all its screens, the screen, or its
 * group or a group above it; and those of any organization naming the screen's organization.
 */
export function targeting(screen: AlertScreen): SQL | undefined {
  const own: SQL[] = [eq(alerts.targetsAll, true), sql`${screen.deviceId} = any(${alerts.targetDeviceIds})`];
  if (screen.groupIds.length > 0) own.push(sql`${alerts.targetGroupIds} && ${intArray(screen.groupIds)}`);
  return or(
    and(eq(alerts.organizationId, screen.organizationId), or(...own)),
    sql`${screen.organizationId} = any(${alerts.targetOrganizationIds})`,
  );
}

/**
 * The alerts active on a screen at `now`, newest activation first, in its organization's language where
 * an alert has texts in it.
 */
export async function activeAlertsOn(
  db: Database,
  screen: AlertScreen,
  now: Date,
): Promise<TManifestAlert[]> {
  const rows = await db
    .select()
    .from(alerts)
    .where(and(activeAt(now), targeting(screen)))
    .orderBy(desc(alerts.activatedAt), desc(alerts.id));
  const language = rows.some((row) => row.translations.length > 0)
    ? (await organizationLanguages(db, [screen.organizationId])).get(screen.organizationId)
    : undefined;
  return rows.map((row) => manifestAlert(row, language));
}
