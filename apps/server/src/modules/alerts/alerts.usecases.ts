import { alertStateAt, type AlertState, type TAlert, type TAlertInput } from '@placard/contract';
import { lockUntilCommit } from '../../platform/db/locks.js';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import { organizationNames } from '../organizations/organizations.queries.js';
import { requireOwnAlert, type AlertActor } from './alerts.access.js';
import { alertError } from './alerts.errors.js';
import { presentAlert } from './alerts.present.js';
import { alertNameTaken, alertsSeenBy, deleteAlert, insertAlert, updateAlert } from './alerts.repository.js';
import type { AlertRow } from './alerts.table.js';
import { checkedTargets } from './alerts.targets.js';
import { integrationNames } from './integrations.repository.js';

/** An alert as its maker's list shows it, with the name of the integration that raised it. */
export async function ownAlert(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: AlertActor,
  row: AlertRow,
): Promise<TAlert> {
  const integrations = await integrationNames(deps.db, row.integrationId === null ? [] : [row.integrationId]);
  return presentAlert(row, deps.now(), {
    organizationName: actor.organization.name,
    readOnly: false,
    integrationName: row.integrationId === null ? null : integrations.get(row.integrationId),
  });
}

/** The stored fields of what a user filled in, its targets checked; the name must be free. */
async function alertFields(tx: Deps, actor: AlertActor, input: TAlertInput, exceptId?: number) {
  const organizationId = actor.organization.id;
  await lockUntilCommit(tx.db, 'alertNames', organizationId);
  if (await alertNameTaken(tx.db, organizationId, input.name, exceptId)) {
    throw new AppError('NAME_TAKEN', { fields: { name: 'errors.NAME_TAKEN' } });
  }
  return {
    name: input.name,
    description: input.description,
    instructions: input.instructions,
    type: input.type,
    continuous: input.continuous,
    durationMinutes: input.continuous ? null : input.duration,
    backgroundColor: input.backgroundColor,
    textColor: input.textColor,
    ...(await checkedTargets(tx, actor, organizationId, input.targets)),
  };
}

/** A change to an alert waits until it is not active. */
function requireNotActive(deps: Pick<Deps, 'now'>, row: AlertRow): void {
  if (alertStateAt(row, deps.now()) === 'active') throw alertError('ALERT_ACTIVE');
}

/** POST /alert/create: a ready alert of the acting organization. */
export function createAlert(deps: Deps, actor: AlertActor, input: TAlertInput): Promise<TAlert> {
  return inTransaction(deps, async (tx) => {
    const fields = await alertFields(tx, actor, input);
    const row = await insertAlert(tx.db, {
      organizationId: actor.organization.id,
      ...fields,
      createdAt: tx.now(),
    });
    return ownAlert(tx, actor, row);
  });
}

/**
 * POST /alert/list: the organization's alerts and the broadcasts of organizations above it naming it
 * (read-only, with their origin), newest first, in one state when asked.
 */
export async function listAlerts(
  deps: Deps,
  actor: AlertActor,
  filter: { state?: AlertState } = {},
): Promise<{ results: TAlert[] }> {
  const now = deps.now();
  const organizationId = actor.organization.id;
  const rows = (await alertsSeenBy(deps.db, organizationId)).filter(
    (row) => !filter.state || alertStateAt(row, now) === filter.state,
  );
  const [origins, integrations] = await Promise.all([
    organizationNames(
      deps.db,
      rows.filter((row) => row.organizationId !== organizationId).map((row) => row.organizationId),
    ),
    integrationNames(deps.db, [
      ...new Set(rows.flatMap((row) => (row.integrationId === null ? [] : [row.integrationId]))),
    ]),
  ]);
  return {
    results: rows.map((row) => {
      const own = row.organizationId === organizationId;
      return presentAlert(row, now, {
        organizationName: own ? actor.organization.name : (origins.get(row.organizationId) ?? ''),
        readOnly: !own,
        integrationName: row.integrationId === null ? null : integrations.get(row.integrationId),
      });
    }),
  };
}

/** POST /alert/update: an alert that is not active. */
export function changeAlert(
  deps: Deps,
  actor: AlertActor,
  input: TAlertInput & { id: number },
): Promise<TAlert> {
  return inTransaction(deps, async (tx) => {
    const row = await requireOwnAlert(tx, actor, input.id);
    requireNotActive(tx, row);
    const updated = await updateAlert(tx.db, row.id, await alertFields(tx, actor, input, row.id));
    return ownAlert(tx, actor, updated);
  });
}

/** POST /alert/remove: an alert that is not active. */
export function removeAlert(deps: Deps, actor: AlertActor, id: number): Promise<void> {
  return inTransaction(deps, async (tx) => {
    const row = await requireOwnAlert(tx, actor, id);
    requireNotActive(tx, row);
    await deleteAlert(tx.db, row.id);
  });
}
