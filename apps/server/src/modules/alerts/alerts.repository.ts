import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { alertReceipts, alerts, type AlertRow } from './alerts.table.js';

export type NewAlert = typeof alerts.$inferInsert;
export type AlertPatch = Partial<Omit<NewAlert, 'id' | 'organizationId' | 'createdAt'>>;

export async function insertAlert(db: Database, values: NewAlert): Promise<AlertRow> {
  const [row] = await db.insert(alerts).values(values).returning();
  if (!row) throw new Error('alert insert returned nothing');
  return row;
}

export async function updateAlert(db: Database, id: number, patch: AlertPatch): Promise<AlertRow> {
  const [row] = await db.update(alerts).set(patch).where(eq(alerts.id, id)).returning();
  if (!row) throw new Error('alert update returned nothing');
  return row;
}

export async function deleteAlert(db: Database, id: number): Promise<void> {
  await db.delete(alerts).where(eq(alerts.id, id));
}

/** An alert by id, locked for the transaction when asked. */
export async function findAlert(db: Database, id: number, forUpdate = false): Promise<AlertRow | undefined> {
  const query = db.select().from(alerts).where(eq(alerts.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Whether another alert of the organization has this name, case aside. */
export async function alertNameTaken(
  db: Database,
  organizationId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(
      and(
        eq(alerts.organizationId, organizationId),
        sql`lower(${alerts.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(alerts.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The names (in lower case) of the organization's other alerts that start with `prefix`, case aside. */
export async function alertNamesStartingWith(
  db: Database,
  organizationId: number,
  prefix: string,
  exceptId?: number,
): Promise<Set<string>> {
  const rows = await db
    .select({ name: alerts.name })
    .from(alerts)
    .where(
      and(
        eq(alerts.organizationId, organizationId),
        sql`starts_with(lower(${alerts.name}), lower(${prefix}))`,
        exceptId === undefined ? undefined : ne(alerts.id, exceptId),
      ),
    );
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

/** An organization's own alerts and those of other organizations that name it, newest first. */
export function alertsSeenBy(db: Database, organizationId: number): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(
      sql`${alerts.organizationId} = ${organizationId} or ${organizationId} = any(${alerts.targetOrganizationIds})`,
    )
    .orderBy(desc(alerts.createdAt), desc(alerts.id));
}

/** A new activation starts without receipts. */
export async function clearReceipts(db: Database, alertId: number): Promise<void> {
  await db.delete(alertReceipts).where(eq(alertReceipts.alertId, alertId));
}

/**
 * A screen's first receipt of an alert's activation is kept; later ones are ignored, and so are those of
 * a screen or an alert deleted meanwhile (the others of the batch are kept). The receipts go as three
 * arrays (one value each per receipt would be thousands of values in one statement).
 */
export async function insertReceipts(
  db: Database,
  receipts: readonly { alertId: number; deviceId: number; shownAt: Date }[],
): Promise<void> {
  if (receipts.length === 0) return;
  const column = (value: (receipt: (typeof receipts)[number]) => number | string) =>
    sql.param(receipts.map(value));
  await db.execute(sql`
    insert into ${alertReceipts} (alert_id, device_id, shown_at)
    select r.alert_id, r.device_id, r.shown_at from unnest(
      ${column((receipt) => receipt.alertId)}::int[],
      ${column((receipt) => receipt.deviceId)}::int[],
      ${column((receipt) => receipt.shownAt.toISOString())}::timestamptz[]
    ) as r(alert_id, device_id, shown_at)
    where exists (select 1 from ${alerts} where ${alerts.id} = r.alert_id)
      and exists (select 1 from devices where devices.id = r.device_id)
    on conflict do nothing`);
}

/** When each screen showed the alert, by device id. */
export async function receiptsOf(db: Database, alertId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ deviceId: alertReceipts.deviceId, shownAt: alertReceipts.shownAt })
    .from(alertReceipts)
    .where(eq(alertReceipts.alertId, alertId));
  return new Map(rows.map((row) => [row.deviceId, row.shownAt]));
}
