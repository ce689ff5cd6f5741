import { PAIRING_POLL_MS, type TPairingStarted } from '@placard/contract';
import type { PlayerApi } from './api';
import { Backoff } from './backoff';
import type { Credentials } from './credentials';

/** A new code is asked for this long before the shown one lapses, so a code being typed stays valid. */
export const RENEW_BEFORE_MS = 30_000;

export type PairingView = {
  /** the 4-digit code to show; null while there is none */
  code: string | null;
  /** the server could not be reached at the last attempt */
  offline: boolean;
};

export type PairingFlowOptions = {
  api: Pick<PlayerApi, 'startPairing' | 'pairingStatus'>;
  onView: (view: PairingView) => void;
  onPaired: (credentials: Credentials) => void;
  pollMs?: number;
  backoff?: Backoff;
};

/**
 * Pairs a screen: asks for a code and shows it, asks every pollMs (PAIRING_POLL_MS) whether a user
 * entered it, and hands on the device's credentials once one did. A code is renewed before it lapses;
 * an unreachable server is retried with backoff.
 */
export class PairingFlow {
  private pairing: TPairingStarted | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private view: PairingView = { code: null, offline: false };
  private readonly pollMs: number;
  private readonly backoff: Backoff;

  constructor(private readonly options: PairingFlowOptions) {
    this.pollMs = options.pollMs ?? PAIRING_POLL_MS;
    this.backoff = options.backoff ?? new Backoff();
  }

  start(): void {
    this.stopped = false;
    void this.requestCode();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private show(view: Partial<PairingView>) {
    this.view = { ...this.view, ...view };
    if (!this.stopped) this.options.onView(this.view);
  }

  private later(delayMs: number, step: () => Promise<void>) {
    clearTimeout(this.timer);
    if (!this.stopped) this.timer = setTimeout(() => void step(), delayMs);
  }

  private lapsing(): boolean {
    return !this.pairing || Date.parse(this.pairing.expiresAt) - Date.now() < RENEW_BEFORE_MS;
  }

  private async requestCode(): Promise<void> {
    try {
      const pairing = await this.options.api.startPairing();
      if (this.stopped) return;
      this.pairing = pairing;
      this.backoff.reset();
      this.show({ code: pairing.code, offline: false });
      this.later(this.pollMs, () => this.poll());
    } catch {
      if (this.stopped) return;
      // a code that lapsed cannot be entered any more: show none rather than a wrong one
      const expired = this.pairing !== null && Date.parse(this.pairing.expiresAt) <= Date.now();
      this.show({ offline: true, ...(expired ? { code: null } : {}) });
      this.later(this.backoff.next(), () => (this.lapsing() ? this.requestCode() : this.poll()));
    }
  }

  private async poll(): Promise<void> {
    const pairing = this.pairing;
    if (!pairing || this.lapsing()) return this.requestCode();
    try {
      const status = await this.options.api.pairingStatus(pairing);
      if (this.stopped) return;
      this.backoff.reset();
      if (this.view.offline) this.show({ offline: false });
      if (status.state === 'paired') {
        this.stop();
        this.options.onPaired({ deviceKey: status.deviceKey, token: status.token });
      } else if (status.state === 'expired') {
        await this.requestCode();
      } else {
        this.later(this.pollMs, () => this.poll());
      }
    } catch {
      if (this.stopped) return;
      this.show({ offline: true });
      this.later(Math.max(this.pollMs, this.backoff.next()), () => this.poll());
    }
  }
}
