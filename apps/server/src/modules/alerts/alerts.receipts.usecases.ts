import {
  alertStateAt,
  DEVICE_OFFLINE_AFTER_MS,
  type TAlertReceipt,
  type TAlertReceipts,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import type { AlertShown } from '../../platform/hooks.js';
import { organizationNames } from '../organizations/organizations.queries.js';
import { requireVisibleAlert, type AlertActor } from './alerts.access.js';
import { findAlert, insertReceipts, receiptsOf } from './alerts.repository.js';
import { targetedScreens } from './alerts.targets.js';

/**
 * POST /alert/receipts: every screen the alert targets, shown (with when), offline (not heard from
 * within DEVICE_OFFLINE_AFTER_MS) or waiting. A sub-organization sees those of its own screens only.
 */
export async function alertReceipts(deps: Deps, actor: AlertActor, id: number): Promise<TAlertReceipts> {
  const row = await requireVisibleAlert(deps, actor, id);
  const own = row.organizationId === actor.organization.id;
  const screens = (await targetedScreens(deps, row)).filter(
    (screen) => own || screen.organizationId === actor.organization.id,
  );
  const [shown, names] = await Promise.all([
    receiptsOf(deps.db, row.id),
    organizationNames(deps.db, [...new Set(screens.map((screen) => screen.organizationId))]),
  ]);
  const now = deps.now().getTime();
  const receipts = screens.map((screen): TAlertReceipt => {
    const shownAt = shown.get(screen.id);
    const offline = !screen.lastSeenAt || now - screen.lastSeenAt.getTime() > DEVICE_OFFLINE_AFTER_MS;
    return {
      deviceKey: screen.deviceKey,
      deviceName: screen.name,
      organizationName: names.get(screen.organizationId) ?? '',
      status: shownAt ? 'shown' : offline ? 'offline' : 'waiting',
      shownAt: shownAt ? shownAt.toISOString() : null,
    };
  });
  return { alertId: row.id, receipts };
}

/**
 * Screens say (over their sockets) they showed alerts: a receipt is kept when its alert is active on
 * that screen, at the screen's time brought within the activation and now; anything else (another
 * organization's alert, one ended or unknown) is ignored. Each alert and the screens it targets are
 * read once for all its receipts, and the receipts are written in one insert: thousands of screens
 * answer an activation within moments.
 */
export async function recordAlertsShown(
  deps: Pick<Deps, 'db' | 'now'>,
  receipts: readonly AlertShown[],
): Promise<void> {
  const now = deps.now();
  const kept: { alertId: number; deviceId: number; shownAt: Date }[] = [];
  for (const alertId of new Set(receipts.map((receipt) => receipt.alertId))) {
    const row = await findAlert(deps.db, alertId);
    if (!row?.activatedAt || alertStateAt(row, now) !== 'active') continue;
    const targeted = new Set((await targetedScreens(deps, row)).map((screen) => screen.id));
    const from = row.activatedAt.getTime();
    for (const receipt of receipts) {
      if (receipt.alertId !== alertId || !targeted.has(receipt.deviceId)) continue;
      const shownAt = Math.min(Math.max(receipt.shownAt.getTime(), from), now.getTime());
      kept.push({ alertId, deviceId: receipt.deviceId, shownAt: new Date(shownAt) });
    }
  }
  await insertReceipts(deps.db, kept);
}
