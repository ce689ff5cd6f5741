import type { TAlert } from '@placard/contract';

/** The list is asked for again this often, so that changes made elsewhere (another user, an integration) show. */
export const ALERT_LIST_POLL_MS = 10_000;
/** A timed alert is shown ended this soon after its end, the server having ended it. */
const AFTER_END_MS = 500;

/**
 * When to ask for the list again: every 10 s, or just after the next active timed alert ends if that
 * comes sooner, so that it turns to deactivated without a reload.
 */
export function alertListRefreshMs(alerts: readonly TAlert[] | undefined, now: number = Date.now()): number {
  let next = ALERT_LIST_POLL_MS;
  for (const alert of alerts ?? []) {
    if (alert.state !== 'active' || !alert.endsAt) continue;
    const untilEnd = new Date(alert.endsAt).getTime() - now + AFTER_END_MS;
    next = Math.min(next, Math.max(AFTER_END_MS, untilEnd));
  }
  return next;
}
