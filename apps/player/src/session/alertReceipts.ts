import type { TManifestAlert, TPlayerMessage } from '@placard/contract';

type Receipt = { alertId: number; shownAt: number };

/**
 * The screen's proof that it displayed each alert: one receipt per activation (an alert activated
 * again is a new one), kept until it went up the socket.
 */
export class AlertReceipts {
  /** the activations displayed, as id@activatedAt */
  private readonly displayed = new Set<string>();
  private waiting: Receipt[] = [];

  /** The alert was displayed at `shownAt` (the server's time, in ms): its receipt waits for sending. */
  shown(alert: Pick<TManifestAlert, 'id' | 'activatedAt'>, shownAt: number): void {
    const activation = `${alert.id}@${alert.activatedAt}`;
    if (this.displayed.has(activation)) return;
    this.displayed.add(activation);
    this.waiting.push({ alertId: alert.id, shownAt: Math.round(shownAt) });
  }

  /** Sends the receipts waiting; those that could not go (the socket is down) wait for the next try. */
  send(send: (message: TPlayerMessage) => boolean): void {
    this.waiting = this.waiting.filter((receipt) => !send({ type: 'alertShown', ...receipt }));
  }
}
