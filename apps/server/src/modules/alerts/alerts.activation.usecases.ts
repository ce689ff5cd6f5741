import { ALERT_PRIORITY_USER, alertStateAt, type TAlert } from '@placard/contract';
import { inTransaction, type Deps } from '../../platform/deps.js';
import { pushToDevices } from '../devices/devices.push.js';
import { organizationLanguages } from '../users/users.queries.js';
import { requireOwnAlert, type AlertActor } from './alerts.access.js';
import { alertError } from './alerts.errors.js';
import { manifestAlert } from './alerts.present.js';
import { clearReceipts, updateAlert, type AlertPatch } from './alerts.repository.js';
import type { AlertActorKind, AlertRow } from './alerts.table.js';
import { requireReach, targetedScreens } from './alerts.targets.js';
import { ownAlert } from './alerts.usecases.js';

const MINUTE_MS = 60_000;

/** Who activates or ends an alert, as its audit keeps it: a user, or an integration. */
export type AlertAuthor = { kind: AlertActorKind; name: string };

const userOf = (actor: AlertActor): AlertAuthor => ({ kind: 'user', name: actor.user.fullname });

/**
 * Tells every screen an alert targets that it is active, each in its organization's language when the
 * alert has texts in it.
 */
async function pushActive(tx: Deps, row: AlertRow): Promise<void> {
  const screens = await targetedScreens(tx, row);
  const languages =
    row.translations.length > 0
      ? await organizationLanguages(tx.db, [...new Set(screens.map((screen) => screen.organizationId))])
      : new Map<number, string>();
  const byLanguage = new Map<string | undefined, number[]>();
  for (const screen of screens) {
    const language = languages.get(screen.organizationId);
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), screen.id]);
  }
  for (const [language, deviceIds] of byLanguage) {
    await pushToDevices(tx, deviceIds, { type: 'alert', alert: manifestAlert(row, language) });
  }
}

/**
 * Makes an alert active now (or again, after a change), until deactivated or, when timed, for its
 * duration from now: who did it is kept, the receipts of an earlier activation are dropped, and every
 * targeted screen is told over its socket once the transaction commits. The reach of sub-organizations
 * is checked again (the licence may have changed since the alert was made); a targeted group or screen
 * removed since is simply no longer shown to.
 */
export async function activateRow(
  tx: Deps,
  actor: AlertActor,
  row: AlertRow,
  by: AlertAuthor,
  patch: AlertPatch = {},
): Promise<AlertRow> {
  await requireReach(tx, actor, patch.targetOrganizationIds ?? row.targetOrganizationIds);
  const now = tx.now();
  const continuous = patch.continuous ?? row.continuous;
  const minutes = patch.durationMinutes === undefined ? row.durationMinutes : patch.durationMinutes;
  const active = await updateAlert(tx.db, row.id, {
    ...patch,
    activatedAt: now,
    endsAt: continuous || minutes === null ? null : new Date(now.getTime() + minutes * MINUTE_MS),
    deactivatedAt: null,
    activatedByKind: by.kind,
    activatedByName: by.name,
    deactivatedByKind: null,
    deactivatedByName: null,
  });
  await clearReceipts(tx.db, row.id);
  await pushActive(tx, active);
  return active;
}

/** Ends an active alert now: who ended it is kept and its screens are told when the transaction commits. */
export async function deactivateRow(tx: Deps, row: AlertRow, by: AlertAuthor): Promise<AlertRow> {
  const ended = await updateAlert(tx.db, row.id, {
    deactivatedAt: tx.now(),
    deactivatedByKind: by.kind,
    deactivatedByName: by.name,
  });
  const screens = await targetedScreens(tx, ended);
  await pushToDevices(
    tx,
    screens.map((screen) => screen.id),
    { type: 'alertEnded', alertId: row.id },
  );
  return ended;
}

/** POST /alert/activate: a person's alert becomes active now, with a person's priority. */
export function activateAlert(deps: Deps, actor: AlertActor, id: number): Promise<TAlert> {
  return inTransaction(deps, async (tx) => {
    const row = await requireOwnAlert(tx, actor, id);
    if (alertStateAt(row, tx.now()) === 'active') throw alertError('ALERT_ACTIVE');
    const active = await activateRow(tx, actor, row, userOf(actor), { priority: ALERT_PRIORITY_USER });
    return ownAlert(tx, actor, active);
  });
}

/**
 * POST /alert/deactivate: an active alert ends now. Open while the licence is read-only: ending an alert
 * is never refused for want of a licence.
 */
export function deactivateAlert(deps: Deps, actor: AlertActor, id: number): Promise<TAlert> {
  return inTransaction(deps, async (tx) => {
    const row = await requireOwnAlert(tx, actor, id);
    if (alertStateAt(row, tx.now()) !== 'active') throw alertError('ALERT_NOT_ACTIVE');
    return ownAlert(tx, actor, await deactivateRow(tx, row, userOf(actor)));
  });
}
