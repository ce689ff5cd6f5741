import { describe, expect, it } from 'vitest';
import type { TPlayerMessage } from '@placard/contract';
import { alert } from '../testing/manifests';
import { AlertReceipts } from './alertReceipts';

const NOW = Date.parse('2026-03-02T10:00:00Z');

/** A socket that is open or not, keeping what went up it. */
function socket(open: boolean) {
  const sent: TPlayerMessage[] = [];
  return { sent, send: (message: TPlayerMessage) => (open ? sent.push(message) > 0 : false) };
}

describe('AlertReceipts', () => {
  it('sends one receipt per activation displayed, again once the alert is activated again', () => {
    const receipts = new AlertReceipts();
    const up = socket(true);
    receipts.shown(alert(1, NOW), NOW + 250.4);
    receipts.send(up.send);
    receipts.shown(alert(1, NOW), NOW + 900);
    receipts.send(up.send);
    receipts.shown(alert(1, NOW + 60_000), NOW + 61_000);
    receipts.send(up.send);
    expect(up.sent).toEqual([
      { type: 'alertShown', alertId: 1, shownAt: NOW + 250 },
      { type: 'alertShown', alertId: 1, shownAt: NOW + 61_000 },
    ]);
  });

  it('keeps a receipt the socket could not take until it can', () => {
    const receipts = new AlertReceipts();
    receipts.shown(alert(1, NOW), NOW);
    receipts.shown(alert(2, NOW), NOW + 1);
    const down = socket(false);
    receipts.send(down.send);
    const up = socket(true);
    receipts.send(up.send);
    receipts.send(up.send);
    expect(up.sent.map((message) => message.type === 'alertShown' && message.alertId)).toEqual([1, 2]);
  });
});
