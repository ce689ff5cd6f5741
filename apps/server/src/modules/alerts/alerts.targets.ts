import type { TAlertTargets } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { chosenScreens, deviceIdsIn, groupIdsOf, type ChosenScreen } from '../devices/devices.queries.js';
import { requireManagedSubOrganization, type Actor } from '../organizations/access.usecases.js';
import { alertError } from './alerts.errors.js';
import type { AlertRow } from './alerts.table.js';
import { presentTargets, type TargetColumns } from './targets.columns.js';

const unique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Sub-organizations the actor's licence lets it fully manage: another's is not found; one managed with
 * limited access, forbidden.
 */
export async function requireReach(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  organizationIds: readonly number[],
): Promise<void> {
  for (const id of organizationIds) await requireManagedSubOrganization(deps, actor, id);
}

/**
 * Targets an organization may choose: its own groups and screens, and sub-organizations the actor's
 * licence lets it fully manage (another's is not found; one managed with limited access, forbidden).
 */
export async function checkedTargets(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  organizationId: number,
  targets: TAlertTargets,
): Promise<TargetColumns> {
  const groupIds = unique(targets.groupIds);
  const deviceIds = unique(targets.deviceIds);
  const organizationIds = unique(targets.organizationIds);
  const [groups, screens] = await Promise.all([
    groupIdsOf(deps.db, organizationId, groupIds),
    deviceIdsIn(deps.db, organizationId, deviceIds),
  ]);
  if (groups.size !== groupIds.length || screens.size !== deviceIds.length) {
    throw alertError('ALERT_TARGET_UNKNOWN', { fields: { targets: 'errors.ALERT_TARGET_UNKNOWN' } });
  }
  await requireReach(deps, actor, organizationIds);
  return {
    targetsAll: targets.all,
    targetGroupIds: groupIds,
    targetDeviceIds: deviceIds,
    targetOrganizationIds: organizationIds,
  };
}

/** The screens an alert targets now. */
export function targetedScreens(deps: Pick<Deps, 'db'>, row: AlertRow): Promise<ChosenScreen[]> {
  return chosenScreens(deps.db, { organizationId: row.organizationId, ...presentTargets(row) });
}
