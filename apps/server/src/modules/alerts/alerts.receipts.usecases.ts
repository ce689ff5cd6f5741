import { DEVICE_OFFLINE_AFTER_MS, type TAlertReceipt, type TAlertReceipts } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { screenPlace } from '../devices/devices.queries.js';
import { organizationNames } from '../organizations/organizations.queries.js';
import { requireVisibleAlert, type AlertActor } from './alerts.access.js';
import { activationOn } from './alerts.queries.js';
import { insertReceipt, receiptsOf } from './alerts.repository.js';
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
 * A screen says (over its socket) it showed an alert: kept when the alert is active on that screen, at
 * the screen's time brought within the activation and now; anything else (another organization's
 * alert, one ended or unknown) is ignored.
 */
export async function recordAlertShown(
  deps: Pick<Deps, 'db' | 'now'>,
  deviceId: number,
  receipt: { alertId: number; shownAt: Date },
): Promise<void> {
  const place = await screenPlace(deps.db, deviceId);
  if (!place) return;
  const now = deps.now();
  const activatedAt = await activationOn(deps.db, receipt.alertId, place, now);
  if (!activatedAt) return;
  const shownAt = Math.min(Math.max(receipt.shownAt.getTime(), activatedAt.getTime()), now.getTime());
  await insertReceipt(deps.db, receipt.alertId, deviceId, new Date(shownAt));
}
