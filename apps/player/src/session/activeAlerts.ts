import type { TManifestAlert, TPlayerPush } from '@placard/contract';

/** What the server pushes about alerts: one became active, or one ended. */
type AlertPush = Extract<TPlayerPush, { type: 'alert' | 'alertEnded' }>;

/** The alerts showing at a moment: the one on top, and how many others are active. */
export type ShownAlert = { alert: TManifestAlert | null; otherAlerts: number };

/** The longest wait setTimeout keeps (about 24.8 days); a later end is looked at again then. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

const endOf = (alert: TManifestAlert): number =>
  alert.endsAt === null ? Infinity : Date.parse(alert.endsAt);

/**
 * The alerts active on a screen, as the server told it: the last manifest's list as of the moment it
 * was asked for, with the pushes that came after that moment on top (a manifest asked for before a push
 * but arriving after it must not undo it). A timed alert ends at its endsAt by the clock given, with or
 * without the server.
 */
export class ActiveAlerts {
  private fromManifest: readonly TManifestAlert[] = [];
  private pushes: { order: number; push: AlertPush }[] = [];
  private order = 0;

  /** The moment, in the order of pushes, a manifest request leaves. */
  readonly mark = (): number => this.order;

  /** A manifest's alerts, asked for at `mark` (null: a stored manifest, older than every push kept). */
  manifest(alerts: readonly TManifestAlert[], mark: number | null): void {
    this.fromManifest = alerts;
    if (mark !== null) this.pushes = this.pushes.filter((entry) => entry.order > mark);
  }

  /** An alert became active (or active again), or one ended. */
  push(push: AlertPush): void {
    this.order += 1;
    this.pushes.push({ order: this.order, push });
  }

  /** The alerts active at `now` (ms since 1970): the highest priority first, then the most recently activated. */
  activeAt(now: number): TManifestAlert[] {
    const byId = new Map(this.fromManifest.map((alert) => [alert.id, alert]));
    for (const { push } of this.pushes) {
      if (push.type === 'alert') byId.set(push.alert.id, push.alert);
      else byId.delete(push.alertId);
    }
    return [...byId.values()]
      .filter((alert) => endOf(alert) > now)
      .sort((a, b) => b.priority - a.priority || Date.parse(b.activatedAt) - Date.parse(a.activatedAt));
  }
}

/** The alert on top of those active, and the count of the others. */
export function shownAlert(active: readonly TManifestAlert[]): ShownAlert {
  return { alert: active[0] ?? null, otherAlerts: Math.max(0, active.length - 1) };
}

/** How long from `now` until the first of these alerts ends by itself; null when none does. */
export function untilFirstEnd(active: readonly TManifestAlert[], now: number): number | null {
  const end = Math.min(...active.map(endOf));
  return Number.isFinite(end) ? Math.min(Math.max(1, end - now), MAX_TIMEOUT_MS) : null;
}
