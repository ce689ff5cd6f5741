import type { Deps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Actor } from '../organizations/access.usecases.js';
import { alertError } from './alerts.errors.js';
import { findAlert } from './alerts.repository.js';
import type { AlertRow } from './alerts.table.js';

/** Who works on alerts: the organization a request acts for, the user and the licence's reach. */
export type AlertActor = Actor & { user: { fullname: string }; organization: { id: number; name: string } };

/**
 * An alert the actor sees: its organization's own, or a parent's broadcast naming it. Any other is not
 * found (another organization's alert is never acknowledged).
 */
export async function requireVisibleAlert(
  deps: Pick<Deps, 'db'>,
  actor: AlertActor,
  id: number,
  forUpdate = false,
): Promise<AlertRow> {
  const row = await findAlert(deps.db, id, forUpdate);
  const organizationId = actor.organization.id;
  if (
    !row ||
    (row.organizationId !== organizationId && !row.targetOrganizationIds.includes(organizationId))
  ) {
    throw new AppError('NOT_FOUND');
  }
  return row;
}

/** An alert of the actor's organization it may change: a parent's broadcast is read-only here. */
export async function requireOwnAlert(
  deps: Pick<Deps, 'db'>,
  actor: AlertActor,
  id: number,
): Promise<AlertRow> {
  const row = await requireVisibleAlert(deps, actor, id, true);
  if (row.organizationId !== actor.organization.id) throw alertError('ALERT_READ_ONLY');
  return row;
}
