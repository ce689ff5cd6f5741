import { alertStateAt, type TAlert } from '@placard/contract';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { pushToDevices } from '../devices/devices.push.js';
import { requireOwnAlert, type AlertActor } from './alerts.access.js';
import { alertError } from './alerts.errors.js';
import { manifestAlert } from './alerts.present.js';
import { clearReceipts, updateAlert } from './alerts.repository.js';
import { requireReach, targetedScreens } from './alerts.targets.js';
import { ownAlert } from './alerts.usecases.js';

const MINUTE_MS = 60_000;

/**
 * POST /alert/activate: the alert becomes active now, until deactivated or, when timed, for its
 * duration; who activated it is kept, the receipts of an earlier activation are dropped, and every
 * targeted screen is told over its socket once the transaction commits. The reach of sub-organizations
 * is checked again (the licence may have changed since the alert was made); a targeted group or screen
 * removed since is simply no longer shown to.
 */
export function activateAlert(deps: Deps, actor: AlertActor, id: number): Promise<TAlert> {
  return inTransaction(deps, async (tx) => {
    const row = await requireOwnAlert(tx, actor, id);
    const now = tx.now();
    if (alertStateAt(row, now) === 'active') throw alertError('ALERT_ACTIVE');
    await requireReach(tx, actor, row.targetOrganizationIds);
    const active = await updateAlert(tx.db, row.id, {
      activatedAt: now,
      endsAt:
        row.continuous || row.durationMinutes === null
          ? null
          : new Date(now.getTime() + row.durationMinutes * MINUTE_MS),
      deactivatedAt: null,
      activatedByKind: 'user',
      activatedByName: actor.user.fullname,
      deactivatedByKind: null,
      deactivatedByName: null,
    });
    await clearReceipts(tx.db, row.id);
    const screens = await targetedScreens(tx, active);
    await pushToDevices(
      tx,
      screens.map((screen) => screen.id),
      { type: 'alert', alert: manifestAlert(active) },
    );
    return ownAlert(tx, actor, active);
  });
}

/**
 * POST /alert/deactivate: an active alert ends now; who ended it is kept and its screens are told. Open
 * while the licence is read-only: ending an alert is never refused for want of a licence.
 */
export function deactivateAlert(deps: Deps, actor: AlertActor, id: number): Promise<TAlert> {
  return inTransaction(deps, async (tx) => {
    const row = await requireOwnAlert(tx, actor, id);
    if (alertStateAt(row, tx.now()) !== 'active') throw alertError('ALERT_NOT_ACTIVE');
    const ended = await updateAlert(tx.db, row.id, {
      deactivatedAt: tx.now(),
      deactivatedByKind: 'user',
      deactivatedByName: actor.user.fullname,
    });
    const screens = await targetedScreens(tx, ended);
    await pushToDevices(
      tx,
      screens.map((screen) => screen.id),
      { type: 'alertEnded', alertId: row.id },
    );
    return ownAlert(tx, actor, ended);
  });
}
