import { describe, expect, it } from 'vitest';
import type { TAlertReceipt } from '@placard/contract';
import { receiptCounts, sortedReceipts } from './receipts';

const receipt = (
  deviceName: string,
  status: TAlertReceipt['status'],
  organizationName = 'Acme',
): TAlertReceipt => ({
  deviceKey: `key-${deviceName}`,
  deviceName,
  organizationName,
  status,
  shownAt: status === 'shown' ? '2026-03-02T12:00:00.000Z' : null,
});

describe('delivery receipts', () => {
  it('counts the screens that showed the alert, are waiting and are offline', () => {
    const receipts = [
      receipt('A', 'shown'),
      receipt('B', 'waiting'),
      receipt('C', 'shown'),
      receipt('D', 'offline'),
    ];
    expect(receiptCounts(receipts)).toEqual({ shown: 2, waiting: 1, offline: 1, total: 4 });
    expect(receiptCounts([])).toEqual({ shown: 0, waiting: 0, offline: 0, total: 0 });
  });

  it('lists the awaited screens first, then the offline ones, then those that showed it, by name', () => {
    const receipts = [
      receipt('Lobby', 'shown'),
      receipt('Cellar', 'offline'),
      receipt('Hall', 'waiting'),
      receipt('Attic', 'shown'),
      receipt('Annex', 'waiting', 'Branch'),
    ];
    expect(sortedReceipts(receipts).map((row) => row.deviceName)).toEqual([
      'Hall',
      'Annex',
      'Cellar',
      'Attic',
      'Lobby',
    ]);
  });
});
