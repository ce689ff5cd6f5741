import { eq, sql } from 'drizzle-orm';
import { ALERT_NAME_MAX_LENGTH, INTEGRATION_NAME_MAX_LENGTH } from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import type { Deps } from '../../platform/deps.js';
import { freeName } from '../../platform/text/free-name.js';
import { alerts } from './alerts.table.js';
import { integrations } from './integrations.table.js';

/** Moves one table's rows of an organization to another, renaming those whose name the receiver has. */
async function moveNamed(
  tx: Deps,
  table: typeof alerts | typeof integrations,
  fromId: number,
  toId: number,
  maxLength: number,
): Promise<void> {
  const rows = await tx.db
    .select({ id: table.id, name: table.name, organizationId: table.organizationId })
    .from(table)
    .where(sql`${table.organizationId} in (${fromId}, ${toId})`);
  const taken = new Set(
    rows.filter((row) => row.organizationId === toId).map((row) => row.name.toLowerCase()),
  );
  for (const row of rows.filter((candidate) => candidate.organizationId === fromId)) {
    const name = freeName(row.name, taken, maxLength);
    taken.add(name.toLowerCase());
    await tx.db.update(table).set({ name, organizationId: toId }).where(eq(table.id, row.id));
  }
}

/**
 * A transferred organization's alerts and integrations go to the receiver with its screens (a clashing
 * name gets the first free " (n)"); an integration keeps its endpoint and key. Broadcasts that named
 * the organization no longer do: its screens are the receiver's now.
 */
export async function transferAlerts(tx: Deps, fromId: number, toId: number): Promise<void> {
  await lockUntilCommit(tx.db, 'alertNames', toId);
  await lockUntilCommit(tx.db, 'integrationNames', toId);
  await moveNamed(tx, alerts, fromId, toId, ALERT_NAME_MAX_LENGTH);
  await moveNamed(tx, integrations, fromId, toId, INTEGRATION_NAME_MAX_LENGTH);
  for (const table of [alerts, integrations]) {
    await tx.db
      .update(table)
      .set({ targetOrganizationIds: sql`array_remove(${table.targetOrganizationIds}, ${fromId})` })
      .where(sql`${fromId} = any(${table.targetOrganizationIds})`);
  }
}
