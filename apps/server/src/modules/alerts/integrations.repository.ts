import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { integrationMessages } from './alerts.table.js';
import { integrations, type IntegrationRow } from './integrations.table.js';

export type NewIntegration = typeof integrations.$inferInsert;
export type IntegrationPatch = Partial<Omit<NewIntegration, 'id' | 'organizationId' | 'createdAt'>>;

export async function insertIntegration(db: Database, values: NewIntegration): Promise<IntegrationRow> {
  const [row] = await db.insert(integrations).values(values).returning();
  if (!row) throw new Error('integration insert returned nothing');
  return row;
}

export async function updateIntegration(
  db: Database,
  id: number,
  patch: IntegrationPatch,
): Promise<IntegrationRow> {
  const [row] = await db.update(integrations).set(patch).where(eq(integrations.id, id)).returning();
  if (!row) throw new Error('integration update returned nothing');
  return row;
}

export async function deleteIntegration(db: Database, id: number): Promise<void> {
  await db.delete(integrations).where(eq(integrations.id, id));
}

/** An integration of an organization by id, locked for the transaction when asked. */
export async function findIntegration(
  db: Database,
  organizationId: number,
  id: number,
  forUpdate = false,
): Promise<IntegrationRow | undefined> {
  const query = db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, id), eq(integrations.organizationId, organizationId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** An integration by id alone (its endpoint names it), locked for the transaction when asked. */
export async function integrationById(
  db: Database,
  id: number,
  forUpdate = false,
): Promise<IntegrationRow | undefined> {
  const query = db.select().from(integrations).where(eq(integrations.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export function integrationsOf(db: Database, organizationId: number): Promise<IntegrationRow[]> {
  return db
    .select()
    .from(integrations)
    .where(eq(integrations.organizationId, organizationId))
    .orderBy(desc(integrations.createdAt), desc(integrations.id));
}

/** Whether another integration of the organization has this name, case aside. */
export async function integrationNameTaken(
  db: Database,
  organizationId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(
      and(
        eq(integrations.organizationId, organizationId),
        sql`lower(${integrations.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(integrations.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The names of integrations by id. */
export async function integrationNames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: integrations.id, name: integrations.name })
    .from(integrations)
    .where(inArray(integrations.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The enabled CAP feeds due for reading at `now`: never read, or read pollMinutes ago or more. */
export function feedsDue(db: Database, now: Date): Promise<IntegrationRow[]> {
  return db
    .select()
    .from(integrations)
    .where(
      and(
        eq(integrations.provider, 'capFeed'),
        eq(integrations.enabled, true),
        isNotNull(integrations.feedUrl),
        sql`(${integrations.lastPolledAt} is null or ${integrations.lastPolledAt} + make_interval(mins => ${integrations.pollMinutes}) <= ${now})`,
      ),
    );
}

/** The alert a delivered message raised, changed or ended; undefined for a message never delivered. */
export async function alertOfMessage(
  db: Database,
  integrationId: number,
  identifier: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ alertId: integrationMessages.alertId })
    .from(integrationMessages)
    .where(
      and(
        eq(integrationMessages.integrationId, integrationId),
        eq(integrationMessages.identifier, identifier),
      ),
    );
  return row?.alertId;
}

/** Keeps a delivered message with the alert it raised, changed or ended. */
export async function insertMessage(
  db: Database,
  values: typeof integrationMessages.$inferInsert,
): Promise<void> {
  await db.insert(integrationMessages).values(values).onConflictDoNothing();
}
